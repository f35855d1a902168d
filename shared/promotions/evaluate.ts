import { isCalendarDate, isoWeekdayOf } from '../time/calendar';
import { isClockWithin } from '../time/clock';
import type { CalendarDate } from '../slots/types';
import { blockingRuleHit } from './blocking/index';
import { isDateListed } from './date-list';
import { refusal, type Refusal } from './refusals';
import type { CalendarOptions, Promotion, PromotionLocation } from './types';

/**
 * The one evaluator of promotions ("Promotion rules"). Every check returns the list of
 * refusals (empty = allowed); the is* functions are the same checks as booleans.
 * Order: calendar, group size, location, then the slot time.
 */

export type { Refusal, RefusalCode } from './refusals';

/** Refusals of the promotion's calendar: period, excluded weekdays (ISO 5,6,7 = Fri,Sat,Sun), excluded dates. */
export function dateRefusals(promo: Promotion, date: CalendarDate, options: CalendarOptions = {}): Refusal[] {
  if (!isCalendarDate(date)) return [refusal('date_invalid')];
  const dealCalendar = options.dealCode ? promo.oneTimeDealCode : undefined;
  const endDate = dealCalendar?.endDate ?? promo.endDate;
  const refusals: Refusal[] = [];
  if (promo.startDate && date < promo.startDate) refusals.push(refusal('date_before_start'));
  if (endDate && date > endDate) refusals.push(refusal('date_after_end'));
  if (promo.excludedDaysOfWeek?.some((weekday) => weekday === isoWeekdayOf(date)))
    refusals.push(refusal('weekday_excluded'));
  if (isDateListed(date, promo.excludedDates) || isDateListed(date, dealCalendar?.excludedDates)) {
    refusals.push(refusal('date_excluded'));
  }
  return refusals;
}

/** Whether the promotion's calendar allows the date (not yet looking at a location). */
export function isDateAllowed(promo: Promotion, date: CalendarDate, options: CalendarOptions = {}): boolean {
  return dateRefusals(promo, date, options).length === 0;
}

/** Refusals of the group size: below minGroupSize or above maxGroupSize (both bounds allowed). */
export function groupSizeRefusals(promo: Promotion, partySize: number): Refusal[] {
  if (promo.minGroupSize !== undefined && partySize < promo.minGroupSize) {
    return [refusal('group_too_small', { value: promo.minGroupSize })];
  }
  if (promo.maxGroupSize !== undefined && partySize > promo.maxGroupSize) {
    return [refusal('group_too_large', { value: promo.maxGroupSize })];
  }
  return [];
}

/** The promotion's entry for a location, or undefined when the location does not take part. */
function promotionLocation(promo: Promotion, locationId: string): PromotionLocation | undefined {
  return promo.locations.find((location) => location.id === locationId);
}

/** Refusals of a whole day at a location for a group: calendar, location's own dates, group size, taking part. */
export function dayRefusals(
  promo: Promotion,
  locationId: string,
  date: CalendarDate,
  partySize: number,
  options: CalendarOptions = {},
): Refusal[] {
  const location = promotionLocation(promo, locationId);
  const refusals = dateRefusals(promo, date, options);
  if (
    location &&
    isDateListed(date, location.excludedDates) &&
    !refusals.some((r) => r.code === 'date_excluded')
  ) {
    refusals.push(refusal('date_excluded'));
  }
  refusals.push(...groupSizeRefusals(promo, partySize));
  if (!location) refusals.push(refusal('location_not_in_flow'));
  return refusals;
}

/**
 * Refusals of one slot time at a location, the day aside: the location's start_time..end_time
 * (inclusive), the location's and the flow's timeslotsFilterCb, and the location's blocking rules.
 */
export function timeRefusals(
  promo: Promotion,
  locationId: string,
  date: CalendarDate,
  time: string,
): Refusal[] {
  const location = promotionLocation(promo, locationId);
  if (!location) return [refusal('location_not_in_flow')];
  const refusals: Refusal[] = [];
  if (!isClockWithin(time, location.start_time, location.end_time))
    refusals.push(refusal('time_outside_window'));
  if (location.timeslotsFilterCb && !location.timeslotsFilterCb(time, date))
    refusals.push(refusal('time_filtered'));
  if (promo.timeslotsFilterCb && !promo.timeslotsFilterCb(time, date))
    refusals.push(refusal('time_filtered'));
  const rule = blockingRuleHit(locationId, date, time);
  if (rule) refusals.push(refusal('blocked', { rule: rule.name }));
  return refusals;
}

/** Every refusal of booking this slot under the promotion; empty when it is offered. */
export function slotRefusals(
  promo: Promotion,
  locationId: string,
  date: CalendarDate,
  time: string,
  partySize: number,
  options: CalendarOptions = {},
): Refusal[] {
  const refusals = dayRefusals(promo, locationId, date, partySize, options);
  if (refusals.some((r) => r.code === 'location_not_in_flow')) return refusals;
  return [...refusals, ...timeRefusals(promo, locationId, date, time)];
}

/** The text that must appear in the booking notes to activate the promotion, if any. */
export function activatorNote(promo: Promotion): string | undefined {
  return promo.activator?.type === 'notesField' ? promo.activator.text : undefined;
}

/** Whether the notes carry the activator text (case and surrounding spaces ignored); true without an activator. */
export function notesActivate(promo: Promotion, notes: string | undefined): boolean {
  const text = activatorNote(promo);
  if (text === undefined) return true;
  return (notes ?? '').toLowerCase().includes(text.trim().toLowerCase());
}

export { blockingRulesFor, passesBlockingRules } from './blocking/index';
