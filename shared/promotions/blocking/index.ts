import { monthNumberOf, jsWeekdayOf } from '../../time/calendar';
import { isClockWithin } from '../../time/clock';
import type { CalendarDate } from '../../slots/types';
import { blockingRuleNamesFor } from './assignments';
import { rule1 } from './rule1';
import { rule2 } from './rule2';
import { rule3 } from './rule3';
import { rule4 } from './rule4';
import type { BlockingRule, BlockingRuleName } from './types';

export type { BlockingRule, BlockingRuleName } from './types';
export { BLOCKING_RULES_BY_LOCATION_ID } from './assignments';

export const BLOCKING_RULES: Readonly<Record<BlockingRuleName, BlockingRule>> = {
  rule1,
  rule2,
  rule3,
  rule4,
};

/**
 * Whether one rule blocks a slot: month AND weekday (0 = Sunday) AND time within from..to, inclusive.
 * @example isBlockedBy(rule1, '2025-12-05', '18:00') === true // Friday in December
 */
export function isBlockedBy(rule: BlockingRule, date: CalendarDate, time: string): boolean {
  return (
    monthNumberOf(date) === rule.month &&
    jsWeekdayOf(date) === rule.jsWeekday &&
    isClockWithin(time, rule.from, rule.to)
  );
}

/** The blocking rules that hold at a location (possibly none). */
export function blockingRulesFor(locationId: string): BlockingRule[] {
  return blockingRuleNamesFor(locationId).map((name) => BLOCKING_RULES[name]);
}

/** The first rule of the location that blocks this slot, or undefined. */
export function blockingRuleHit(
  locationId: string,
  date: CalendarDate,
  time: string,
): BlockingRule | undefined {
  return blockingRulesFor(locationId).find((rule) => isBlockedBy(rule, date, time));
}

/** A slot is offered only if it passes every rule for its location. */
export function passesBlockingRules(locationId: string, date: CalendarDate, time: string): boolean {
  return blockingRuleHit(locationId, date, time) === undefined;
}
