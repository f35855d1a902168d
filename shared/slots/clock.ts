import type { CalendarDate, ClockTime } from './types';

/**
 * Plain calendar and wall-clock helpers. Dates are 'YYYY-MM-DD' and times 'HH:mm' as written in
 * Europe/Amsterdam; they are never turned into instants, so the machine's zone cannot shift them.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_PATTERN = /^(\d{1,2}):(\d{2})/;

/**
 * The 'HH:mm' part of a slot time. Accepts 'HH:mm', 'H:mm', 'HH:mm:ss', 'HH:mm:ss+02:00' and
 * 'YYYY-MM-DDTHH:mm...' (the zone suffix is dropped: the wall-clock time is already Amsterdam's).
 * @example toClock('9:30') === '09:30'; toClock('2026-03-29T12:15:00+02:00') === '12:15'
 * @throws on text that holds no time, because comparing garbage would silently pass filters
 */
export function toClock(time: string): ClockTime {
  const clockPart = time.includes('T') ? time.slice(time.indexOf('T') + 1) : time;
  const match = CLOCK_PATTERN.exec(clockPart);
  if (!match) throw new Error(`Not a clock time: ${time}`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new Error(`Not a clock time: ${time}`);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** Minutes since midnight of a slot time. @example minutesOfDay('17:30') === 1050 */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = toClock(time).split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/**
 * Whether a time lies within [from, to], both ends included; a missing bound is open.
 * @example isClockWithin('16:00', '12:00', '16:00') === true
 */
export function isClockWithin(time: string, from?: string, to?: string): boolean {
  const minutes = minutesOfDay(time);
  if (from !== undefined && minutes < minutesOfDay(from)) return false;
  if (to !== undefined && minutes > minutesOfDay(to)) return false;
  return true;
}

function dateParts(date: CalendarDate): [year: number, month: number, day: number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether the text is a real 'YYYY-MM-DD' date (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** 'MM-DD' of a date, for rules that recur every year. @example monthDay('2026-12-25') === '12-25' */
export function monthDay(date: CalendarDate): string {
  dateParts(date);
  return date.slice(5);
}

/** Month number 1-12. */
export function monthOf(date: CalendarDate): number {
  return dateParts(date)[1];
}

/**
 * Weekday in the JavaScript/dayjs convention: 0 = Sunday, 1 = Monday ... 6 = Saturday.
 * Computed on the calendar date itself (UTC arithmetic), so it is the same in every machine zone.
 * @example jsWeekday('2026-03-29') === 0 // Sunday, daylight-saving change day
 */
export function jsWeekday(date: CalendarDate): number {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * Weekday in the ISO convention: 1 = Monday ... 7 = Sunday (the one promotions' excludedDaysOfWeek use).
 * @example isoWeekday('2026-03-29') === 7 // Sunday
 */
export function isoWeekday(date: CalendarDate): number {
  return jsWeekday(date) === 0 ? 7 : jsWeekday(date);
}
