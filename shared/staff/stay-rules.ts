/**
 * A restaurant's stay time per party size as the manager sets it (issue 15): rows by growing party size, the last
 * for every larger group. The server refuses rules that break this; the staff app says so before sending.
 */
export interface StayRuleInput {
  /** The largest party of the row; null in the last row: every larger group. */
  up_to: number | null;
  minutes: number;
}

export const STAY_MINUTES_MIN = 30;
export const STAY_MINUTES_MAX = 360;
export const STAY_MINUTES_STEP = 15;

export type StayRulesCheck =
  'ok' | 'empty' | 'sizes_not_ascending' | 'last_not_open' | 'minutes_out_of_range';

/**
 * Whether stay rules can be used: at least one row, sizes going up, the last row open (null), and each stay a
 * multiple of a quarter hour from half an hour to six hours.
 * @example checkStayRules([{ up_to: 4, minutes: 120 }, { up_to: null, minutes: 150 }]) //=> 'ok'
 */
export function checkStayRules(rules: readonly StayRuleInput[]): StayRulesCheck {
  if (rules.length === 0) return 'empty';
  const minutesOk = rules.every(
    (rule) =>
      Number.isInteger(rule.minutes) &&
      rule.minutes >= STAY_MINUTES_MIN &&
      rule.minutes <= STAY_MINUTES_MAX &&
      rule.minutes % STAY_MINUTES_STEP === 0,
  );
  if (!minutesOk) return 'minutes_out_of_range';
  if (rules[rules.length - 1]!.up_to !== null) return 'last_not_open';
  const sizes = rules.slice(0, -1).map((rule) => rule.up_to);
  const ascending = sizes.every(
    (size, index) =>
      size !== null && Number.isInteger(size) && size >= 1 && (index === 0 || size > sizes[index - 1]!),
  );
  return ascending ? 'ok' : 'sizes_not_ascending';
}
