import type { Language } from '../constants';
import { amsterdamDate, type DateString, type Instant } from './instant';

const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };

/**
 * A calendar date written for people in the guest's language: day before month, as the chain writes
 * dates ('Sunday 22 November', 'zondag 22 november'). A bare date has no zone, so none can shift it.
 * @example formatDay('2026-11-22', 'en') === 'Sunday 22 November'
 * @example formatDay('2026-11-22', 'nl', { day: 'numeric', month: 'long', year: 'numeric' }) === '22 november 2026'
 */
export function formatDay(
  date: DateString,
  language: Language,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' },
): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(LOCALES[language], { ...options, timeZone: 'UTC' });
}

/**
 * Whether a date lies in another year than today's in Amsterdam at `now`: then the guest reads its year.
 * @example outsideCurrentYear('2027-05-26', '2026-12-31T22:59:00Z') === true (still 2026 in Amsterdam)
 */
export const outsideCurrentYear = (date: DateString, now: Instant): boolean =>
  date.slice(0, 4) !== amsterdamDate(now).slice(0, 4);

/**
 * A date as the guest reads it (formatDay's words), with its year only when it lies outside the current year.
 * @example guestDay('2027-05-26', 'nl', '2026-11-27T12:00:00Z') === 'woensdag 26 mei 2027'
 * @example guestDay('2026-12-02', 'nl', '2026-11-27T12:00:00Z') === 'woensdag 2 december'
 */
export function guestDay(
  date: DateString,
  language: Language,
  now: Instant,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' },
): string {
  return formatDay(date, language, outsideCurrentYear(date, now) ? { ...options, year: 'numeric' } : options);
}
