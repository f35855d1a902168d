/** The date picker's grid (WAI-ARIA date-picker dialog pattern): weeks from Monday, pure. */
import { isoWeekday } from '../../../../shared/slots/clock';
import { dayjs } from '../../../lib/dayjs';

/** ISO weekday: 1 = Monday ... 7 = Sunday (the slot rules' own, dayjs-free). */
export { isoWeekday as isoWeekdayOf };
// dayjs is loaded anyway (main.tsx, after the first paint); in UTC a bare date never meets a daylight-saving change.
const utcDate = (date: string) => dayjs.utc(date);

/**
 * Calendar arithmetic on bare dates (no zone involved).
 * @example addDays('2026-12-31', 1) //=> '2027-01-01'
 */
export const addDays = (date: string, days: number): string =>
  utcDate(date).add(days, 'day').format('YYYY-MM-DD');

export interface CalendarDay {
  date: string;
  /** Outside the shown month: drawn empty. */
  inMonth: boolean;
}

/** 'YYYY-MM' of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/**
 * The month after (or before, with a negative count) `month`.
 * @example shiftMonth('2026-12', 1) //=> '2027-01'
 */
export const shiftMonth = (month: string, count: number): string =>
  utcDate(`${month}-01`).add(count, 'month').format('YYYY-MM');

/** The weeks (Monday first) that show `month`, each 7 days. */
export function monthGrid(month: string): CalendarDay[][] {
  const first = `${month}-01`;
  let day = addDays(first, 1 - isoWeekday(first));
  const weeks: CalendarDay[][] = [];
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ date: day, inMonth: monthOf(day) === month });
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (monthOf(day) === month);
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
      return addDays(date, 1 - isoWeekday(date));
    case 'End':
      return addDays(date, 7 - isoWeekday(date));
    case 'PageUp':
    case 'PageDown':
      // dayjs keeps the day of the month, or takes the last day of a shorter month.
      return utcDate(date)
        .add(key === 'PageUp' ? -1 : 1, 'month')
        .format('YYYY-MM-DD');
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

/** A calendar date written for people in the guest's language ('Sunday 22 November'); the zone is irrelevant for a bare date. */
export function formatDay(
  date: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' },
): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(language === 'nl' ? 'nl-NL' : 'en-GB', {
    ...options,
    timeZone: 'UTC',
  });
}
