import { addDays } from './calendar';
import { amsterdamDate, toEpochMs, type DateString, type Instant } from './instant';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The 'Today' button's date: the Amsterdam date one hour from now, so that
 * after 23:00 'today' already offers tomorrow.
 * @example todayDate('2026-12-24T22:30:00Z') === '2026-12-25' // 23:30 in Amsterdam
 */
export function todayDate(now: Instant): DateString {
  return amsterdamDate(toEpochMs(now) + HOUR_MS);
}

/**
 * The 'Tomorrow or later' button's date: one calendar day after today's date
 * in Amsterdam (a calendar day, so a 23- or 25-hour day changes nothing).
 * @example tomorrowDate('2026-12-24T12:00:00Z') === '2026-12-25'
 */
export function tomorrowDate(now: Instant): DateString {
  return addDays(amsterdamDate(now), 1);
}

/**
 * Whether the current Amsterdam date is after a given day (strictly: the day itself is not after).
 * Used for the 'Change or cancel existing reservation' link, hidden through 2025-12-26.
 * @example isAfterDay('2025-12-26T22:59:00Z', '2025-12-26') === false // 23:59 in Amsterdam
 */
export function isAfterDay(now: Instant, day: DateString): boolean {
  return amsterdamDate(now) > day;
}
