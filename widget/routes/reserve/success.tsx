import { useState } from 'preact/hooks';
import { StepPage } from './components/step-indicator';
import { assignForm, reservationDefaults } from '../../state/forms';
import { guestDay } from '../../../shared/time/format-day';
import { googleCalendarUrl, icsUrl, routeUrl, type CalendarEvent } from './logic/calendar-file';
import { useNamespace } from '../../i18n/use-i18n';
import { bookingPathWords } from './booking-path-words';
import { useExtraFlow } from './logic/extra-flow';
import { useJourney, useReservationStep, useSites } from './logic/use-journey';

/** Success: reservation number with copy, add to calendar, route, new reservation. */
export function SuccessPage(_props: { sid: string }) {
  const { app, state, actions, extras, t, language } = useJourney();
  const path = useNamespace(bookingPathWords);
  const { allowed, number } = useReservationStep('reserve-success');
  const { sites } = useSites();
  const [copied, setCopied] = useState(false);
  const reservation = extras.result;
  // A booking under a promotion names it: its rules are loaded already, from the filter.
  const flow = useExtraFlow(reservation?.flow ?? undefined);
  if (!allowed || !reservation) return null;
  const site = sites.find((candidate) => candidate.id === reservation.site_id);
  const persons = t.filter.persons({ count: reservation.party_size });
  const event: CalendarEvent = {
    title: path.success.calendarTitle({ location: reservation.site_name }),
    details: path.success.calendarDetails({ number: reservation.number, persons }),
    location: site ? `${site.name}, ${site.address}, ${site.postcode} ${site.city}` : reservation.site_name,
    date: reservation.date,
    time: reservation.time.slice(0, 5),
    endsAt: reservation.ends_at,
  };
  // No clipboard (an insecure context) or a refusal: the button keeps offering to copy.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reservation.number);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const startOver = () => {
    actions.resetAttempt();
    assignForm(state.reservationForm, reservationDefaults(state.now()));
    app.actions.navigation.go('/');
  };
  return (
    <StepPage current={number} state="done" title={path.success.title()}>
      <div class="card success__number">
        <span class="muted">{path.success.number()}</span>
        <strong class="reservation-number" data-testid="reservation-number">
          {reservation.number}
        </strong>
        <button type="button" class="button button--secondary" onClick={copy}>
          {copied ? path.success.copied() : path.success.copy()}
        </button>
        <span class="visually-hidden" role="status">
          {copied ? path.success.copied() : ''}
        </span>
      </div>
      <p>
        {path.success.summary({
          location: reservation.site_name,
          date: guestDay(reservation.date, language, state.now()),
          time: event.time,
          persons,
        })}
      </p>
      {flow && flow !== 'loading' && (
        <p class="notice" data-testid="booked-with">
          {flow.explain(language, state.now()).bookedWith}
        </p>
      )}
      <p class="muted">{path.success.confirmationSent({ email: reservation.email })}</p>
      <h2 class="success__sub">{path.success.addToCalendar()}</h2>
      <div class="card__actions">
        <a
          class="button button--secondary"
          href={icsUrl(app.settings.apiBase ?? '/api', reservation, language)}
          download={`tafel-${reservation.number}.ics`}
        >
          {path.success.icsFile()}
        </a>
        <a
          class="button button--secondary"
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {path.success.googleCalendar()}
        </a>
      </div>
      <div class="actions">
        {site && (
          <a
            class="button button--secondary button--block"
            href={routeUrl(site)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.restaurant.route()}
          </a>
        )}
        <button type="button" class="button button--primary button--block" onClick={startOver}>
          {path.success.newReservation()}
        </button>
      </div>
    </StepPage>
  );
}
