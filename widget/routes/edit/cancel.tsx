import { useState } from 'preact/hooks';
import type { Reservation } from '../../../shared/api/types';
import { DelayedSpinner } from '../../components/spinner';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { TextWithPhoneLink } from '../../components/phone-link';
import { ReservationSummary } from '../reservation-summary';
import { editWords } from './edit-words';
import { useSite } from './use-change-offer';
import { useEditFlow, useReservation } from './use-edit-flow';

/** Cancel confirmation (reservations/{conf}/cancel, alias /{conf}/d); not cancellable → phone the restaurant. */
export function CancelPage({ conf }: { conf: string }) {
  const t = useNamespace(editWords);
  const say = useMessageText();
  const load = useReservation(conf);
  return (
    <section class="page">
      <h1>{t.cancelTitle()}</h1>
      <DelayedSpinner active={load.status === 'loading'} />
      {load.status === 'failed' && (
        <p class="notice notice--negative" role="alert">
          {say(load.messageKey)}
        </p>
      )}
      {load.status === 'ready' && <CancelConfirmation reservation={load.reservation} />}
    </section>
  );
}

/** Within 2 hours of the start or above 8 guests a guest cancels by phone: the restaurant's number. */
function CancelByPhone({ reservation }: { reservation: Reservation }) {
  const t = useNamespace(editWords);
  const say = useMessageText();
  const site = useSite(reservation.site_id);
  return (
    <>
      <ReservationSummary
        reservation={reservation}
        texts={{ persons: (count) => t.persons({ count }), number: (number) => t.number({ number }) }}
      />
      {/* The refusal words load on first use: the note shows once it has them. */}
      {site && say('cancellationDisabled', { phone: site.phone }) && (
        <p class="notice" role="note">
          <TextWithPhoneLink text={say('cancellationDisabled', { phone: site.phone })} phone={site.phone} />
        </p>
      )}
    </>
  );
}

function CancelConfirmation({ reservation }: { reservation: Reservation }) {
  const app = useApp();
  const { actions } = useEditFlow();
  const t = useNamespace(editWords);
  const say = useMessageText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summaryWords = {
    persons: (count: number) => t.persons({ count }),
    number: (number: string) => t.number({ number }),
  };

  // Cancelled already (Back after the cancel, or the e-mail's link opened again): said so, nothing to confirm.
  if (reservation.status === 'cancelled')
    return (
      <>
        <ReservationSummary reservation={reservation} texts={summaryWords} />
        {say('reservationCancelled') && (
          <p class="notice" role="status">
            {say('reservationCancelled')}
          </p>
        )}
      </>
    );
  if (!reservation.cancellable) return <CancelByPhone reservation={reservation} />;
  const cancel = async () => {
    setBusy(true);
    setError(null);
    const refused = await actions.cancel(reservation);
    setBusy(false);
    if (refused) setError(say(refused.key, refused.values));
  };
  return (
    <>
      <ReservationSummary reservation={reservation} texts={summaryWords} />
      <p>{t.cancelQuestion()}</p>
      {error && (
        <p class="notice notice--negative" role="alert">
          {error}
        </p>
      )}
      <div class="actions">
        <button type="button" class="button button--primary" disabled={busy} onClick={() => void cancel()}>
          {t.confirmCancel()}
        </button>
        <button type="button" class="button button--secondary" onClick={() => app.actions.navigation.back()}>
          {t.keep()}
        </button>
      </div>
      <DelayedSpinner active={busy} />
    </>
  );
}
