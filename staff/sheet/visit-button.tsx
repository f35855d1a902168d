import type { SheetBooking } from '../../shared/staff/day-sheet';
import { checkVisitClock, type VisitClock } from '../../shared/staff/clock-rules';
import type { VisitStatus } from '../../shared/staff/rules';
import { amsterdamTime } from '../../shared/time/instant';
import { useStaffApp, useWords } from '../shell/context';
import { staffClockWords, type ClockWords } from './clock-words';
import { staffSheetWords } from './sheet-words';

/** What a visit button the clock holds says instead of its status: from when it opens, or that its day is over. */
function heldWords(C: ClockWords, visit: VisitStatus, clock: Exclude<VisitClock, { code: 'ok' }>): string {
  if (clock.code === 'visit_day_over') return C.arrivedDayOver();
  const time = amsterdamTime(clock.from);
  return visit === 'arrived' ? C.from.arrived({ time }) : C.from.no_show({ time });
}

/**
 * A forward visit button (Arrived, Left, No-show) as the restaurant's clock rules allow it now: usable, or unusable and
 * saying from when it can be used ('No-show from 19:15') or that the day is over, instead of failing when tapped. The
 * rule is the one the server holds the move to (shared/staff/clock-rules.ts); the sheet's day is the booking's.
 */
export function VisitButton({
  booking,
  visit,
  name,
  busy,
}: {
  booking: SheetBooking;
  visit: VisitStatus;
  /** The guest's name, so a screen reader listing buttons knows whose it is. */
  name: string;
  busy: boolean;
}) {
  const app = useStaffApp();
  const T = useWords(staffSheetWords);
  const C = useWords(staffClockWords);
  const sheet = app.sheet.sheet.value;
  const clock: VisitClock = sheet
    ? checkVisitClock({ date: sheet.date, time: booking.time }, visit, sheet.clock_rules, app.sheet.now.value)
    : { code: 'ok' };
  const held = clock.code !== 'ok';
  return (
    <button
      type="button"
      class={`staff-button staff-button--${visit}${held ? ' staff-button--held' : ''}`}
      disabled={busy || held}
      onClick={() => void app.sheet.setVisit(booking, visit)}
    >
      {held ? heldWords(C, visit, clock) : T.visit[visit]()}
      <span class="visually-hidden">, {name}</span>
    </button>
  );
}
