/**
 * Wall-clock times of the day as the chain writes them ('HH:mm' in Europe/Amsterdam). They are
 * compared as minutes since midnight, never as text, so '9:30' is before '12:00'.
 */
import type { TimeString } from './instant';

const CLOCK = /^(\d{1,2}):(\d{2})/;

/**
 * The 'HH:mm' part of a slot time. Accepts 'HH:mm', 'H:mm', 'HH:mm:ss', 'HH:mm:ss+02:00' and
 * 'YYYY-MM-DDTHH:mm...' (the zone suffix is dropped: the wall-clock time is already Amsterdam's).
 * @example toClock('9:30') === '09:30'; toClock('2026-03-29T12:15:00+02:00') === '12:15'
 * @throws on text that holds no time, because comparing garbage would silently pass filters
 */
export function toClock(time: string): TimeString {
  const clockPart = time.includes('T') ? time.slice(time.indexOf('T') + 1) : time.trim();
  const match = CLOCK.exec(clockPart);
  if (!match) throw new Error(`Not a clock time: ${time}`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new Error(`Not a clock time: ${time}`);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * Minutes since midnight of a clock time.
 * @example minutesOfDay('17:30') === 1050; minutesOfDay('9:30') === 570
 */
export function minutesOfDay(time: string): number {
  // 'HH:mm', the form of every slot time the chain makes, is read as it is: a day's answer reads its times many times.
  if (time.length === 5 && time[2] === ':') {
    const hours = twoDigits(time, 0);
    const minutes = twoDigits(time, 3);
    if (hours <= 23 && minutes <= 59) return hours * 60 + minutes;
  }
  const [hours, minutes] = toClock(time).split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The number of the two digits at `at`, or NaN when either is no digit. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const units = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : Number.NaN;
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
