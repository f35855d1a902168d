/**
 * The sentences a guest reads about a promotion: its period, its weekdays and dates, why a day is refused, and the
 * booking made under it. One module per language (promotion-words-en.ts, promotion-words-nl.ts); ./explain.ts fills
 * them from the definition's data, so no promotion has sentences of its own.
 */
export interface PromotionWords {
  /** A run of three or more weekdays: 'Monday to Thursday'. */
  weekdayRange: (v: { first: string; last: string }) => string;
  /** The weekdays as one range: 'from Monday to Thursday'. */
  fromTo: (v: { first: string; last: string }) => string;
  /** The weekdays as a list of days and runs: 'on Monday and Wednesday'. */
  onDays: (v: { days: string }) => string;
  /** A range of excluded dates: '24 December to 1 January'. */
  dateRange: (v: { first: string; last: string }) => string;
  /** The promotion's weekdays: 'The offer Cinema deal applies from Monday to Thursday.' */
  appliesOn: (v: { title: string; days: string }) => string;
  /** The promotion's excluded dates: 'The offer Cinema deal does not apply on 24 December to 1 January.' */
  notOn: (v: { title: string; dates: string }) => string;
  /** The excluded dates after the weekdays' sentence: 'Not on 24 December to 1 January.' */
  alsoNotOn: (v: { dates: string }) => string;
  /** A refused day that is one of the excluded dates. */
  notThisDate: (v: { title: string }) => string;
  /** A day before the promotion's first. */
  startsOn: (v: { title: string; start: string }) => string;
  /** A day after the promotion's last, or the promotion as a whole once it has ended. */
  endedOn: (v: { title: string; end: string }) => string;
  /** A day after the last day of a promotion that still runs. */
  runsUntil: (v: { title: string; end: string }) => string;
  /** An ended promotion with both of its dates. */
  ranFromTo: (v: { title: string; start: string; end: string }) => string;
  /** A promotion that has not begun yet, with both of its dates. */
  runsFromTo: (v: { title: string; start: string; end: string }) => string;
  /** What the guest can do instead of a promotion they cannot book. */
  bookWithout: string;
  /** The button to the normal booking. */
  bookNormally: string;
  /** The success page: the booking was made under the promotion. */
  bookedWith: (v: { title: string }) => string;
}
