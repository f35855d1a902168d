import { StepPage } from '../../components/step-indicator';
import { assignForm, reservationDefaults } from '../../state/forms';
import { useJourney, useReservationStep } from './logic/use-journey';

/** SPEC §2/§4 failed: the reason (409, deal code used or bad, server error) and restart. */
export function FailedPage(_props: { sid: string }) {
  const { app, state, actions, extras, t, say } = useJourney();
  const { allowed, number } = useReservationStep('reserve-failed');
  if (!allowed) return null;
  const reason = extras.failure ?? 'serverError';
  const timeTaken = reason === 'timeNoLongerAvailable';
  return (
    <StepPage current={number} state="failed" title={t.failed.title()}>
      <p class="notice notice--negative" role="alert">
        {say(reason)}
      </p>
      <div class="actions">
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
            {t.failed.otherTime()}
          </button>
        )}
        <button
          type="button"
          class={`button button--block ${timeTaken ? 'button--secondary' : 'button--primary'}`}
          onClick={() => {
            actions.resetAttempt();
            assignForm(state.reservationForm, reservationDefaults(state.now()));
            if (app.state.framed) app.actions.restart();
            else app.actions.navigation.go('/');
          }}
        >
          {t.failed.restart()}
        </button>
      </div>
    </StepPage>
  );
}
