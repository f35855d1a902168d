/**
 * The double-booking question: the server answered 409 possible_double (shared/slots/double-booking.ts), naming a
 * booking the guest already holds at an overlapping time here or at another Tafel restaurant. The check step
 * (./check-info.tsx) shows it in place of its confirm button. A chunk of its own with its words, loaded only then;
 * it imports nothing of the steps' chunk (./booking-path) nor of the flow's (the journey): the page hands it what it
 * shows, so those modules stay in their own chunks.
 */
import type { ExistingBooking } from '../../../shared/api/answers';
import { useNamespace } from '../../i18n/use-i18n';
import { doubleWords } from './double-words';
import './double-question.css';

export { doubleWords };

export interface DoubleQuestionProps {
  existing: ExistingBooking;
  /** Its day as the guest reads it ('Friday 4 December'). */
  date: string;
  /** Its party as the guest reads it ('2 persons'). */
  persons: string;
  /** 'Book another anyway': the booking is sent again, saying the guest chose a second one. */
  onAnyway: () => void;
  /** 'Keep my reservation': nothing more is booked, and the guest's reservations open. */
  onKeep: () => void;
  /** 'Choose another time': back to the filter for this restaurant. */
  onOtherTime: () => void;
}

/** The question, the booking the guest holds, and the three ways on. */
export function DoubleQuestion({
  existing,
  date,
  persons,
  onAnyway,
  onKeep,
  onOtherTime,
}: DoubleQuestionProps) {
  const words = useNamespace(doubleWords);
  const sentence = { time: existing.time, date, restaurant: existing.site_name };
  return (
    <section class="double" aria-labelledby="double-title">
      <h2 id="double-title" class="double__title">
        {words.title()}
      </h2>
      <p class="notice" role="alert">
        {existing.same_site ? words.sameSite(sentence) : words.otherSite(sentence)}
      </p>
      <div class="card double__existing" data-testid="double-existing">
        <h3 class="double__sub">{words.existing()}</h3>
        <dl class="summary">
          {(
            [
              [words.restaurant(), existing.site_name],
              [words.when(), words.whenValue({ date, time: existing.time })],
              [words.persons(), persons],
              [words.number(), existing.number],
            ] as const
          ).map(([label, value]) => (
            <div class="summary__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div class="actions">
        <button type="button" class="button button--primary button--block" onClick={onKeep}>
          {words.keep()}
        </button>
        <button type="button" class="button button--secondary button--block" onClick={onOtherTime}>
          {words.otherTime()}
        </button>
        <button type="button" class="button button--secondary button--block" onClick={onAnyway}>
          {words.bookAnyway()}
        </button>
      </div>
    </section>
  );
}
