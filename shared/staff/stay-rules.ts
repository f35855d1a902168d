/**
 * How long a party keeps its table, by party size: the restaurant's stay rules, as the manager edits them
 * and the server stores them. The server checks a new set with the same function the staff app checks it with.
 */

/** One row: parties of up to `up_to` guests stay `minutes`; `up_to: null` is every larger group. */
export interface StayRule {
  up_to: number | null;
  minutes: number;
}

/** The shortest and longest stay a manager may set, and the step between choices (a quarter hour). */
export const STAY_MINUTES_MIN = 30;
export const STAY_MINUTES_MAX = 360;
export const STAY_MINUTES_STEP = 15;

/** What is wrong with a set of stay rules, or 'ok'. */
export type StayRulesCheck =
  'ok' | 'sizes_not_ascending' | 'last_not_open' | 'minutes_out_of_range' | 'empty';

/**
 * The stays a manager may choose: 30 to 360 minutes in quarter hours.
 * @example stayMinuteChoices().slice(0, 3) //=> [30, 45, 60]
 */
export function stayMinuteChoices(): number[] {
  const choices: number[] = [];
  for (let minutes = STAY_MINUTES_MIN; minutes <= STAY_MINUTES_MAX; minutes += STAY_MINUTES_STEP)
    choices.push(minutes);
  return choices;
}

const isStayMinutes = (minutes: number): boolean =>
  Number.isInteger(minutes) &&
  minutes >= STAY_MINUTES_MIN &&
  minutes <= STAY_MINUTES_MAX &&
  minutes % STAY_MINUTES_STEP === 0;

/**
 * Whether a set of stay rules can be used, checked in this order: there is a row; the last row is for larger groups
 * (`up_to: null`), and only the last; the sizes before it are whole numbers from 1 that go up strictly (two rows for
 * the same size would leave one unused); every stay is 30 to 360 minutes in steps of 15.
 * @example checkStayRules([{ up_to: 4, minutes: 120 }, { up_to: null, minutes: 180 }]) //=> 'ok'
 * @example checkStayRules([{ up_to: 6, minutes: 120 }, { up_to: 4, minutes: 150 }, { up_to: null, minutes: 180 }])
 * //=> 'sizes_not_ascending'
 * @example checkStayRules([{ up_to: 4, minutes: 120 }]) //=> 'last_not_open'
 * @example checkStayRules([{ up_to: null, minutes: 100 }]) //=> 'minutes_out_of_range'
 */
export function checkStayRules(rules: readonly StayRule[]): StayRulesCheck {
  if (rules.length === 0) return 'empty';
  const limited = rules.slice(0, -1);
  if (rules[rules.length - 1]!.up_to !== null) return 'last_not_open';
  let previous = 0;
  for (const { up_to } of limited) {
    // A second open row before the last counts here too: its size is no number larger than the one above.
    if (up_to === null || !Number.isInteger(up_to) || up_to <= previous) return 'sizes_not_ascending';
    previous = up_to;
  }
  return rules.every((rule) => isStayMinutes(rule.minutes)) ? 'ok' : 'minutes_out_of_range';
}
