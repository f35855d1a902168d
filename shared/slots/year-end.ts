import { monthDay } from '../time/calendar';
import { minutesOfDay } from '../time/clock';
import type { CalendarDate, TimeSlot } from './types';

/** On New Year's Eve the kitchen closes early: no slot after this time. */
const NEW_YEARS_EVE = '12-31';
const NEW_YEARS_EVE_LAST_SLOT = '19:00';

/**
 * Removes slots after 19:00 on 12-31; 19:00 itself stays. Other dates pass unchanged.
 * @example applyYearEndRule('2026-12-31', [{ time: '19:15', ... }]) // []
 */
export function applyYearEndRule<T extends TimeSlot>(date: CalendarDate, slots: readonly T[]): T[] {
  if (monthDay(date) !== NEW_YEARS_EVE) return [...slots];
  return slots.filter((slot) => minutesOfDay(slot.time) <= minutesOfDay(NEW_YEARS_EVE_LAST_SLOT));
}
