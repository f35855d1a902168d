import { StepPage } from '../../components/step-indicator';
import { assignForm, reservationDefaults } from '../../state/forms';
import { useJourney, useStepGuard } from './logic/use-journey';

/** SPEC §2/§4 failed: the reason (409, deal code used or bad, server error) and restart. */
export function FailedPage(_props: { sid: string }) {
  const { app, state, journey, extras, t, m, facts, siteId, go } = useJourney();
  const allowed = useStepGuard('failed', facts, siteId);
  if (!allowed) return null;
  const reason = extras.failure ?? 'serverError';
  const timeTaken = reason === 'timeNoLongerAvailable';
  return (
    <StepPage current={5} state="failed" title={t.failed.title()}>
      <p class="notice notice--negative" role="alert">
        {m[reason]({ value: '', message: '' } as never)}
      </p>
      <div class="actions">
        {timeTaken && (
          <button
            type="button"
            class="button button--primary button--block"
            onClick={() => {
              journey.resetAttempt();
              state.reservationForm.timeSlot.value = null;
              go('filter');
            }}
          >
            {t.failed.otherTime()}
          </button>
        )}
        <button
          type="button"
          class={`button button--block ${timeTaken ? 'button--secondary' : 'button--primary'}`}
          onClick={() => {
            journey.resetAttempt();
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
