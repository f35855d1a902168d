import { ReservationStepPage } from './components/close-question';
import { useJourney, useReservationStep } from './logic/use-journey';

/** Pre-process: the e-mail typed differs from the one stored for the phone; which one to use. */
export function PreProcessPage(_props: { sid: string }) {
  const { state, actions, extras, t } = useJourney();
  const { allowed, number } = useReservationStep('reserve-pre-process');
  if (!allowed) return null;
  const typed = state.userForm.email.value;
  const stored = extras.storedEmail ?? state.auth.profile.value?.email ?? typed;
  const choose = (email: string) => {
    actions.update({ emailChoice: email });
    actions.next('reserve-pre-process');
  };
  return (
    <ReservationStepPage current={number} title={t.preProcess.title()}>
      <p>{t.preProcess.text()}</p>
      <div class="actions">
        <button type="button" class="button button--primary button--block" onClick={() => choose(typed)}>
          {t.preProcess.useNew({ email: typed })}
        </button>
        <button type="button" class="button button--secondary button--block" onClick={() => choose(stored)}>
          {t.preProcess.keepStored({ email: stored })}
        </button>
      </div>
    </ReservationStepPage>
  );
}
