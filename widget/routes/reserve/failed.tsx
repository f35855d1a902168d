import { StepPage } from './components/step-indicator';
import { assignForm, reservationDefaults } from '../../state/forms';
import { useNamespace } from '../../i18n/use-i18n';
import { bookingPathWords } from './booking-path-words';
import { useJourney, useReservationStep } from './logic/use-journey';

/** Failed: the reason (409, deal code used or bad, no answer) and what the guest can do next. */
export function FailedPage(_props: { sid: string }) {
  const { app, state, actions, extras, say } = useJourney();
  const path = useNamespace(bookingPathWords);
  const { allowed, number } = useReservationStep('reserve-failed');
  if (!allowed) return null;
  const reason = extras.failure ?? 'serverError';
  const timeTaken = reason === 'timeNoLongerAvailable';
  // No answer came (network, time-out, server fault): the booking may have been made. Trying again sends the same
  // booking with the same key, which the API answers once.
  const unanswered = extras.idempotencyKey !== null;
  const primary = timeTaken || unanswered;
  return (
    <StepPage current={number} state="failed" title={path.failed.title()}>
      <p class="notice notice--negative" role="alert">
        {say(reason)}
      </p>
      <div class="actions">
        {unanswered && (
          <button
            type="button"
            class="button button--primary button--block"
            onClick={() => actions.go('reserve-process', { replace: true })}
          >
            {path.failed.tryAgain()}
          </button>
        )}
        {timeTaken && (
          <button
            type="button"
            class="button button--primary button--block"
            onClick={() => {
              actions.resetAttempt();
              state.reservationForm.timeSlot.value = null;
              actions.next('reserve-failed');
            }}
          >
            {path.failed.otherTime()}
          </button>
        )}
        <button
          type="button"
          class={`button button--block ${primary ? 'button--secondary' : 'button--primary'}`}
          onClick={() => {
            actions.resetAttempt();
            assignForm(state.reservationForm, reservationDefaults(state.now()));
            if (app.state.framed) app.actions.restart();
            else app.actions.navigation.go('/');
          }}
        >
          {path.failed.restart()}
        </button>
      </div>
    </StepPage>
  );
}
