import type { Language } from '../constants';
import type { DateString } from './instant';

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
