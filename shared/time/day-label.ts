import type { Language } from '../constants';
import { addDays, isCalendarDate, mondayOf } from './calendar';
import { dayjs } from './dayjs';
import { amsterdamDate, type DateString, type Instant } from './instant';

/**
 * The label of a date next to its slots (SPEC §9): the weekday name when the date lies in the
 * current week, else 'D MMMM'. The current week is the ISO week, Monday to Sunday, that holds
 * today's Amsterdam date; days already past in that week count too. Names are lowercase as dayjs
 * writes them ('maandag' in nl), to be capitalised by the caller where a sentence starts.
 * @example dayLabel('2026-12-25', '2026-12-21T09:00:00Z', 'en') === 'Friday'
 * @example dayLabel('2026-12-28', '2026-12-21T09:00:00Z', 'nl') === '28 december'
 */
export function dayLabel(date: DateString, now: Instant, lang: Language): string {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date: ${date}`);
  const monday = mondayOf(amsterdamDate(now));
  const inCurrentWeek = date >= monday && date <= addDays(monday, 6);
  return dayjs
    .utc(date)
    .locale(lang)
    .format(inCurrentWeek ? 'dddd' : 'D MMMM');
}
