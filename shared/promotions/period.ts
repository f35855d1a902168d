import type { CalendarDate } from '../slots/types';
import type { CalendarOptions, DateOrRange, IsoWeekday, Promotion, PromotionPeriod } from './types';

export type { PromotionPeriod } from './types';

/**
 * The promotion's period on `today`: ended after its last day, not begun before its first, running on both ends
 * (both inclusive). A promotion without dates is always running.
 * @example promotionPeriod(kidsMenu, '2026-11-27') //=> { status: 'ended', endDate: '2024-10-31' }
 * @example promotionPeriod({ ...promo, startDate: '2026-12-01' }, '2026-11-30').status //=> 'notBegun'
 */
export function promotionPeriod(
  promo: Promotion,
  today: CalendarDate,
  options: CalendarOptions = {},
): PromotionPeriod {
  const startDate = promo.startDate;
  const endDate = (options.dealCode && promo.oneTimeDealCode?.endDate) || promo.endDate;
  const dates = { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
  if (endDate && today > endDate) return { status: 'ended', ...dates, endDate };
  if (startDate && today < startDate) return { status: 'notBegun', ...dates, startDate };
  return { status: 'running', ...dates };
}

/** A run of consecutive weekdays, [first, last]; first === last for a single day. */
export type WeekdaySpan = readonly [first: IsoWeekday, last: IsoWeekday];

/**
 * The weekdays a promotion runs on, as runs of consecutive days, Monday first. A lone Monday after a run that ends on
 * Sunday joins it (Friday to Monday), as people say it. Empty when every weekday is excluded.
 * @example weekdaySpans([5, 6, 7]) //=> [[1, 4]] (Monday to Thursday)
 * @example weekdaySpans([2, 3, 4]) //=> [[5, 1]] (Friday to Monday)
 * @example weekdaySpans([3]) //=> [[1, 2], [4, 7]]
 * @example weekdaySpans(undefined) //=> [[1, 7]]
 */
export function weekdaySpans(excluded: readonly IsoWeekday[] | undefined): WeekdaySpan[] {
  const spans: [IsoWeekday, IsoWeekday][] = [];
  for (let day = 1; day <= 7; day += 1) {
    const weekday = day as IsoWeekday;
    if (excluded?.includes(weekday)) continue;
    const last = spans.at(-1);
    if (last && last[1] === day - 1) last[1] = weekday;
    else spans.push([weekday, weekday]);
  }
  // A lone Monday joins the run ending on Sunday: 'Friday to Monday' rather than 'Monday and Friday to Sunday'.
  const [first, second] = spans;
  if (spans.length === 2 && first![0] === 1 && first![1] === 1 && second![1] === 7) return [[second![0], 1]];
  return spans;
}

/**
 * The promotion's excluded dates a guest can still meet: those (or the ranges) ending on or after `today`, and
 * starting on or before the promotion's last day, in the definition's order.
 * @example upcomingExcludedDates({ ...promo, excludedDates: ['2026-05-01', '2026-12-25'] }, '2026-11-27') //=> ['2026-12-25']
 */
export function upcomingExcludedDates(
  promo: Promotion,
  today: CalendarDate,
  options: CalendarOptions = {},
): DateOrRange[] {
  const endDate = (options.dealCode && promo.oneTimeDealCode?.endDate) || promo.endDate;
  const listed = [
    ...(promo.excludedDates ?? []),
    ...((options.dealCode && promo.oneTimeDealCode?.excludedDates) || []),
  ];
  return listed.filter((entry) => {
    const [from, to] = typeof entry === 'string' ? [entry, entry] : entry;
    return to >= today && (!endDate || from <= endDate);
  });
}
