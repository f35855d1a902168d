/**
 * Calendar-date arithmetic on 'YYYY-MM-DD' strings. Dates are handled as UTC midnights inside,
 * so neither the machine's zone nor a daylight-saving change can move them.
 */
import type { DateString } from './instant';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The Gregorian rule: every fourth year, but not a century unless it is a fourth century. */
function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * The UTC midnight of a real 'YYYY-MM-DD' date in epoch milliseconds, or undefined (no 2026-02-30). Checked by the
 * calendar's own rules, without a Date to read back: every availability request asks it (slotsBegun), and a day's
 * first computation many times over.
 */
function midnightOf(text: string): number | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  // Date.UTC reads the years 0 to 99 as 1900 to 1999: no date of ours is that old, so they are refused.
  if (year < 100 || daysInMonth === undefined || day < 1 || day > daysInMonth) return undefined;
  return Date.UTC(year, month - 1, day);
}

/** Whether the text is a real 'YYYY-MM-DD' date (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  return midnightOf(text) !== undefined;
}

/** The UTC midnight of a date, in epoch milliseconds. @throws on text that is not a calendar date */
export function utcMidnight(date: DateString): number {
  const midnight = midnightOf(date);
  if (midnight === undefined) throw new Error(`Not a calendar date: ${date}`);
  return midnight;
}

/**
 * The date `days` calendar days later (earlier when negative).
 * @example addDays('2026-03-28', 1) === '2026-03-29' // a 23-hour day changes nothing
 * @example addDays('2026-12-31', 1) === '2027-01-01'
 */
export function addDays(date: DateString, days: number): DateString {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The same day of the month `months` months later (earlier when negative), or the last day of a
 * shorter month.
 * @example addMonths('2026-01-31', 1) === '2026-02-28'
 * @example addMonths('2026-12-15', 1) === '2027-01-15'
 */
export function addMonths(date: DateString, months: number): DateString {
  const start = new Date(utcMidnight(date));
  const firstOfTarget = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1);
  const target = new Date(firstOfTarget);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(firstOfTarget + (Math.min(start.getUTCDate(), lastDay) - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * JavaScript weekday: 0 = Sunday, 1 = Monday … 6 = Saturday (the convention of the December blocking rules).
 * @example jsWeekdayOf('2026-03-29') === 0 // Sunday
 */
export function jsWeekdayOf(date: DateString): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/**
 * ISO weekday: 1 = Monday … 7 = Sunday (the convention of promotions' excludedDaysOfWeek).
 * @example isoWeekdayOf('2026-03-29') === 7 // Sunday
 */
export function isoWeekdayOf(date: DateString): number {
  return jsWeekdayOf(date) || 7;
}

/**
 * Monday of the ISO week (Monday–Sunday) a date lies in.
 * @example mondayOf('2026-03-29') === '2026-03-23'
 */
export function mondayOf(date: DateString): DateString {
  return addDays(date, 1 - isoWeekdayOf(date));
}

/**
 * 'MM-DD' of a date, for rules that recur every year.
 * @example monthDay('2026-12-25') === '12-25'
 */
export function monthDay(date: DateString): string {
  utcMidnight(date);
  return date.slice(5);
}

/**
 * The month number, 1 (January) to 12 (December).
 * @example monthNumberOf('2026-12-25') === 12
 */
export function monthNumberOf(date: DateString): number {
  utcMidnight(date);
  return Number(date.slice(5, 7));
}

/**
 * The month a date lies in, as 'YYYY-MM'.
 * @example yearMonthOf('2026-12-25') === '2026-12'
 */
export function yearMonthOf(date: DateString): string {
  utcMidnight(date);
  return date.slice(0, 7);
}
