import type { Language } from '../constants';
import { dayjs } from './dayjs';
import { AMSTERDAM, toEpochMs, type Instant } from './instant';

/** Default display format of a date and time. */
export const DEFAULT_DATETIME_FORMAT = 'DD-MM-YYYY HH:mm';

// A zone suffix right after a clock time: 'Z', '+01:00', '+0100' or '+01'.
const ZONE_SUFFIX = /(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * The text without its timezone suffix (stripped before display), so the wall-clock time
 * as written is shown. A plain date is left alone: its '-24' is not an offset.
 * @example stripTimezoneSuffix('2026-12-24T19:00:00+01:00') === '2026-12-24T19:00:00'
 * @example stripTimezoneSuffix('2026-12-24') === '2026-12-24'
 */
export function stripTimezoneSuffix(text: string): string {
  return text.trim().replace(ZONE_SUFFIX, '$1');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A date-time written for the guest: the zone suffix stripped, then formatted (default
 * 'DD-MM-YYYY HH:mm') in the language, first letter capitalised. '' for text that is not a date.
 * @example formatDateTime('2026-12-24T19:00:00+01:00', 'nl') === '24-12-2026 19:00'
 * @example formatDateTime('2026-12-24T19:00', 'nl', 'dddd D MMMM HH:mm') === 'Donderdag 24 december 19:00'
 */
export function formatDateTime(
  iso: string,
  lang: Language,
  format: string = DEFAULT_DATETIME_FORMAT,
): string {
  const wallClock = dayjs.utc(stripTimezoneSuffix(iso));
  return wallClock.isValid() ? capitalise(wallClock.locale(lang).format(format)) : '';
}

/**
 * An instant (e.g. created_at '2026-12-24T18:00:00Z') written as Amsterdam wall-clock time,
 * same format rules as formatDateTime. Use this, not formatDateTime, for UTC timestamps.
 * @example formatInstant('2026-12-24T18:00:00Z', 'en') === '24-12-2026 19:00'
 */
export function formatInstant(
  instant: Instant,
  lang: Language,
  format: string = DEFAULT_DATETIME_FORMAT,
): string {
  return capitalise(dayjs(toEpochMs(instant)).tz(AMSTERDAM).locale(lang).format(format));
}
