/** The date picker's grid (WAI-ARIA date-picker dialog pattern): weeks from Monday, pure. */
import { addDays, addMonths, isoWeekdayOf, yearMonthOf } from '../../shared/time/calendar';

export interface CalendarDay {
  date: string;
  /** Outside the shown month: drawn empty. */
  inMonth: boolean;
}

/**
 * The month after (or before, with a negative count) `month`.
 * @example shiftMonth('2026-12', 1) //=> '2027-01'
 */
export const shiftMonth = (month: string, count: number): string =>
  yearMonthOf(addMonths(`${month}-01`, count));

/** The weeks (Monday first) that show `month`, each 7 days. */
export function monthGrid(month: string): CalendarDay[][] {
  const first = `${month}-01`;
  let day = addDays(first, 1 - isoWeekdayOf(first));
  const weeks: CalendarDay[][] = [];
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ date: day, inMonth: yearMonthOf(day) === month });
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (yearMonthOf(day) === month);
  return weeks;
}

/**
 * Where a key moves the focus in the grid (arrows ±1 day / ±1 week, Home/End to the week's ends,
 * PageUp/PageDown ±1 month), or null for other keys.
 * @example moveFocus('2026-11-30', 'ArrowRight') //=> '2026-12-01'
 */
export function moveFocus(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, 1 - isoWeekdayOf(date));
    case 'End':
      return addDays(date, 7 - isoWeekdayOf(date));
    case 'PageUp':
    case 'PageDown':
      return addMonths(date, key === 'PageUp' ? -1 : 1);
    default:
      return null;
  }
}

/**
 * The first day from `from` to `max` (inclusive) that `isOpen` accepts, or null.
 * @example firstOpenDate('2026-11-22', '2026-12-31', (d) => d >= '2026-11-23') //=> '2026-11-23'
 */
export function firstOpenDate(from: string, max: string, isOpen: (date: string) => boolean): string | null {
  for (let day = from; day <= max; day = addDays(day, 1)) if (isOpen(day)) return day;
  return null;
}

/** Keeps a date inside [min, max]. */
export const clampDate = (date: string, min: string, max: string): string =>
  date < min ? min : date > max ? max : date;
