import { StepPage } from '../../components/step-indicator';
import { Summary } from './components/summary';
import { formatDay } from './logic/calendar';
import { useFlow } from './logic/load-flow';
import { useJourney, useSites, useStepGuard } from './logic/use-journey';

/** SPEC §2 check info: the summary (wheelchair yes/no only when set) with approve and change details. */
export function CheckInfoPage(_props: { sid: string }) {
  const { state, t, facts, siteId, next, go, language, flowName } = useJourney();
  const allowed = useStepGuard('check-info', facts, siteId);
  const { sites } = useSites();
  // The offer by its title for the guest (the filter already loaded its data); its flow name until then.
  const flow = useFlow(flowName);
  if (!allowed) return null;
  const form = state.reservationForm;
  const user = state.userForm;
  const site = sites.find((candidate) => candidate.id === siteId);
  const wheelchair = form.wheelchair_users.value;
  return (
    <StepPage current={3} title={t.check.title()}>
      <Summary
        rows={[
          [t.filter.location(), site?.name ?? '…'],
          [t.filter.date(), formatDay(form.date.value, language)],
          [t.filter.time(), form.timeSlot.value ?? ''],
          [t.check.partySize(), form.party_size.value],
          [t.check.name(), `${user.first_name.value} ${user.last_name.value}`],
          [t.details.email(), user.email.value],
          [t.details.phone(), user.phone_number.value],
          [t.details.highChairs(), form.child_seats.value],
          [
            t.details.wheelchair(),
            wheelchair === null ? undefined : wheelchair ? t.details.yes() : t.details.no(),
          ],
          [t.check.offer(), flow && flow !== 'loading' ? flow.promotion.title[language] : flowName],
        ]}
      />
      <div class="actions">
        <button type="button" class="button button--primary button--block" onClick={() => next('check-info')}>
          {t.check.approve()}
        </button>
        <button type="button" class="button button--secondary button--block" onClick={() => go('reserve')}>
          {t.check.change()}
        </button>
      </div>
    </StepPage>
  );
}
