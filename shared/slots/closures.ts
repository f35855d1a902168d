import { monthDay } from '../time/calendar';
import type { CalendarDate } from './types';

/**
 * Special closures ("Special cases"): days on which no slot is offered, whatever the
 * availability answer says. Kept as data so a closure can be added or retired without code.
 */
export type SpecialClosure =
  | { kind: 'location-date'; locationId: string; date: CalendarDate; why: string }
  | { kind: 'every-year'; monthDay: string; why: string };

export const SPECIAL_CLOSURES: readonly SpecialClosure[] = [
  {
    kind: 'location-date',
    // Tafel Haarlem (see shared/locations.ts).
    locationId: '562d517a-30dc-45c3-852b-ece0fa12f939',
    date: '2024-05-27',
    why: 'The original widget excluded this date for one location and emptied its slots (a one-off closure).',
  },
  {
    kind: 'every-year',
    monthDay: '06-01',
    why: 'The original widget hard-coded 1 June (any year) as a day without slots; kept as data, not as a branch.',
  },
];

/**
 * The closure that empties this date, or undefined. Every-year closures apply to all locations,
 * also when no location is given; location closures only to their own location.
 * @example closureOn('2031-06-01') // the 1 June closure
 */
export function closureOn(
  date: CalendarDate,
  locationId?: string,
  closures: readonly SpecialClosure[] = SPECIAL_CLOSURES,
): SpecialClosure | undefined {
  const day = monthDay(date);
  return closures.find((closure) =>
    closure.kind === 'every-year'
      ? closure.monthDay === day
      : closure.locationId === locationId && closure.date === date,
  );
}

/** Whether the date is closed for booking online at this location (for the calendar and the slot list). */
export function isSpeciallyClosed(
  date: CalendarDate,
  locationId?: string,
  closures?: readonly SpecialClosure[],
): boolean {
  return closureOn(date, locationId, closures) !== undefined;
}
