import type { CalendarDate } from '../slots/types';
import type { DateOrRange } from './types';

/**
 * Whether a date is one of the listed days or inside one of the listed [from, to] ranges (both ends included).
 * 'YYYY-MM-DD' strings sort like the dates they name, so plain string comparison is exact.
 * @example isDateListed('2024-12-31', [['2024-12-24', '2025-01-01']]) === true
 */
export function isDateListed(date: CalendarDate, list: readonly DateOrRange[] | undefined): boolean {
  if (!list) return false;
  return list.some((entry) =>
    typeof entry === 'string' ? entry === date : entry[0] <= date && date <= entry[1],
  );
}
