import { useEffect, useState } from 'preact/hooks';
import { DelayedSpinner } from '../../components/spinner';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { ReservationSummary } from '../reservation-summary';
import { pathFor } from '../table';
import { retrieveWords } from './retrieve-words';
import { WaitlistRequests } from './waitlist-requests';
import { useRetrieveFlow, useRetrieveStep } from './use-retrieve-flow';

/**
 * The guest's reservations (reservations-list): edit, cancel and sign out; a success line after an update. A
 * reservation found by its number shows alone, titled as one, with 'Find another reservation' instead of sign-out.
 */
export function ReservationsListPage({ query = {} }: { query?: Record<string, string> }) {
  const app = useApp();
  const { actions } = useRetrieveFlow();
  const allowed = useRetrieveStep('reservations-list');
  const t = useNamespace(retrieveWords);
  const { auth } = app.state;
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    if (allowed) void actions.loadList().finally(() => setLoading(false));
  }, [allowed, actions]);

  const reservations = auth.reservations.value;
  // Found by its number (an access token, no session): that one reservation, and no sign-out for a guest who never
  // signed in.
  const signedIn = auth.token.value !== null;
  const profile = auth.profile.value;
  const summaryWords = {
    persons: (count: number) => t.partyOf({ count }),
    number: (number: string) => t.number({ number }),
  };
  return (
    <section class="page">
      <h1>{signedIn ? t.listTitle() : t.foundTitle()}</h1>
      {query.updated && (
        <p class="notice notice--positive" role="status">
          {t.updated()}
        </p>
      )}
      <DelayedSpinner active={loading} />
      {!loading && reservations.length === 0 && <p class="muted">{t.empty()}</p>}
      <ul class="list">
        {reservations.map((reservation) => (
          <li key={reservation.id} class="card">
            <ReservationSummary
              reservation={reservation}
              texts={summaryWords}
              id={`booking-${reservation.id}`}
            />
            {reservation.status === 'cancelled' ? (
              <p class="muted">{t.cancelled()}</p>
            ) : (
              <div class="card__actions">
                <button
                  type="button"
                  class="button button--secondary"
                  aria-describedby={`booking-${reservation.id}`}
                  onClick={() => actions.open('reservation-edit', reservation.id)}
                >
                  {t.edit()}
                </button>
                <button
                  type="button"
                  class="button button--secondary"
                  aria-describedby={`booking-${reservation.id}`}
                  onClick={() => actions.open('reservation-cancel', reservation.id)}
                >
                  {t.cancel()}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {signedIn && <WaitlistRequests />}
      <p class="list-links">
        {signedIn ? (
          <>
            {profile && <a href={pathFor('user-edit', { uid: profile.id })}>{t.yourDetails()}</a>}
            <button type="button" class="link-button" onClick={() => void actions.signOut()}>
              {t.signOut()}
            </button>
          </>
        ) : (
          <button type="button" class="link-button" onClick={() => actions.findAnother()}>
            {t.findAnother()}
          </button>
        )}
      </p>
    </section>
  );
}
