/**
 * Calendar-date arithmetic on 'YYYY-MM-DD' strings. Dates are handled as UTC midnights inside,
 * so neither the machine's zone nor a daylight-saving change can move them.
 */
import { dayjs } from './dayjs';
import type { DateString } from './instant';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real 'YYYY-MM-DD' date (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  return DATE.test(text) && dayjs.utc(text).format('YYYY-MM-DD') === text;
}

function parseDate(date: DateString) {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date: ${date}`);
  return dayjs.utc(date);
}

/**
 * The date `days` calendar days later (earlier when negative).
 * @example addDays('2026-03-28', 1) === '2026-03-29' // a 23-hour day changes nothing
 * @example addDays('2026-12-31', 1) === '2027-01-01'
 */
export function addDays(date: DateString, days: number): DateString {
  return parseDate(date).add(days, 'day').format('YYYY-MM-DD');
}

/**
 * ISO weekday: 1 = Monday … 7 = Sunday (the convention of promotions' excludedDaysOfWeek).
 * @example isoWeekdayOf('2026-03-29') === 7 // Sunday
 */
export function isoWeekdayOf(date: DateString): number {
  return parseDate(date).day() || 7;
}

/**
 * JavaScript/dayjs weekday: 0 = Sunday, 1 = Monday … 6 = Saturday (the convention of the December blocking rules).
 * @example jsWeekdayOf('2026-03-29') === 0 // Sunday
 */
export function jsWeekdayOf(date: DateString): number {
  return parseDate(date).day();
}

/**
 * Both weekday conventions at once, named so they cannot be mixed up.
 * @example weekdayOf('2026-12-25') // => { iso: 5, js: 5 } (Friday)
 */
export function weekdayOf(date: DateString): { iso: number; js: number } {
  return { iso: isoWeekdayOf(date), js: jsWeekdayOf(date) };
}

/**
 * Monday of the ISO week (Monday–Sunday) a date lies in.
 * @example mondayOf('2026-03-29') === '2026-03-23'
 */
export function mondayOf(date: DateString): DateString {
  return addDays(date, 1 - isoWeekdayOf(date));
}
