/**
 * A December blocking rule: it blocks promotion slots from..to (inclusive) on days
 * that are in `month` AND fall on `jsWeekday`. Weekday uses the JavaScript/dayjs convention:
 * 0 = Sunday, 1 = Monday ... 6 = Saturday (unlike promotions' ISO excludedDaysOfWeek).
 */
export interface BlockingRule {
  name: BlockingRuleName;
  /** The day the rule was written for, for readers; the condition is month + weekday. */
  label: string;
  /** 1 = January ... 12 = December. */
  month: number;
  /** 0 = Sunday ... 6 = Saturday. */
  jsWeekday: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  from: string;
  to: string;
}

export type BlockingRuleName = 'rule1' | 'rule2' | 'rule3' | 'rule4';
