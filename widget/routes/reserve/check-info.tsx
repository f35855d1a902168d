import { useCallback } from 'preact/hooks';
import { ReservationStepPage } from './components/close-question';
import { Summary } from './components/summary';
import { guestDay } from '../../../shared/time/format-day';
import { useExtraFlow } from './logic/extra-flow';
import { useNamespace } from '../../i18n/use-i18n';
import { bookingPathWords } from './booking-path-words';
import { useJourney, useReservationStep, useSites } from './logic/use-journey';
import type { Language } from '../../../shared/constants';
import { useChunk } from './use-chunk';

/**
 * The chunk of the double-booking question (./double-question) with its words, fetched only when the server answers
 * that the guest already holds a booking at that time (409 possible_double).
 */
const loadDoubleQuestion = (language: Language) =>
  import('./double-question').then(async (module) => {
    await module.doubleWords.load(language);
    return module;
  });

/**
 * Check info: the summary (wheelchair yes/no only when set) with approve and change details; when the server named a
 * booking the guest already holds at an overlapping time (possible_double), the question about it instead.
 */
export function CheckInfoPage(_props: { sid: string }) {
  const { state, actions, extras, t, siteId, language, flowName } = useJourney();
  const path = useNamespace(bookingPathWords);
  const { allowed, number } = useReservationStep('check-info');
  const { sites } = useSites();
  // The offer by its title for the guest (the filter already loaded its data); its flow name until then.
  const flow = useExtraFlow(flowName);
  const double = allowed ? extras.double : null;
  const load = useCallback(() => loadDoubleQuestion(language), [language]);
  const question = useChunk(double !== null, load);
  if (!allowed) return null;
  const form = state.reservationForm;
  const user = state.userForm;
  const site = sites.find((candidate) => candidate.id === siteId);
  const wheelchair = form.wheelchair_users.value;
  return (
    <ReservationStepPage current={number} title={path.check.title()}>
      {/* The question first, where the guest lands: the booking being made follows it. */}
      {double && question && (
        <question.DoubleQuestion
          existing={double}
          date={guestDay(double.date, language, state.now())}
          persons={t.filter.persons({ count: double.party_size })}
          onAnyway={actions.bookAnyway}
          onKeep={actions.keepHeld}
          onOtherTime={actions.chooseOtherTime}
        />
      )}
      <Summary
        rows={[
          [t.filter.location(), site?.name ?? '…'],
          [t.filter.date(), guestDay(form.date.value, language, state.now())],
          [t.filter.time(), form.timeSlot.value ?? ''],
          [path.check.partySize(), form.party_size.value],
          [path.check.name(), `${user.first_name.value} ${user.last_name.value}`],
          [t.details.email(), user.email.value],
          [t.details.phone(), user.phone_number.value],
          [t.details.highChairs(), form.child_seats.value],
          [
            t.details.wheelchair(),
            wheelchair === null ? undefined : wheelchair ? t.details.yes() : t.details.no(),
          ],
          [path.check.offer(), flow && flow !== 'loading' ? flow.promotion.title[language] : flowName],
          [path.check.remarks(), form.remarks.value.trim() || undefined],
        ]}
      />
      {!double && (
        <div class="actions">
          <button
            type="button"
            class="button button--primary button--block"
            onClick={() => actions.next('check-info')}
          >
            {path.check.approve()}
          </button>
          <button
            type="button"
            class="button button--secondary button--block"
            onClick={() => actions.go('reserve')}
          >
            {path.check.change()}
          </button>
        </div>
      )}
    </ReservationStepPage>
  );
}
