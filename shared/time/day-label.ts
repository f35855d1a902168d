import type { Language } from '../constants';
import { addDays, isCalendarDate, mondayOf } from './calendar';
import { formatDay, guestDay } from './format-day';
import { amsterdamDate, type DateString, type Instant } from './instant';

/**
 * The label of a date next to its slots: the weekday name when the date lies in the
 * current week, else 'D MMMM', with the year ('D MMMM YYYY') when the date lies outside the current year
 * (formatDay's guestDay). The current week is the ISO week, Monday to Sunday, that holds
 * today's Amsterdam date; days already past in that week count too. Names are written as the language
 * writes them ('maandag' in nl, 'Monday' in en); written by formatDay (Intl), so no page needs dayjs for it.
 * @example dayLabel('2026-12-25', '2026-12-21T09:00:00Z', 'en') === 'Friday'
 * @example dayLabel('2026-12-28', '2026-12-21T09:00:00Z', 'nl') === '28 december'
 * @example dayLabel('2027-01-04', '2026-12-21T09:00:00Z', 'nl') === '4 januari 2027'
 */
export function dayLabel(date: DateString, now: Instant, lang: Language): string {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date: ${date}`);
  const monday = mondayOf(amsterdamDate(now));
  const inCurrentWeek = date >= monday && date <= addDays(monday, 6);
  return inCurrentWeek
    ? formatDay(date, lang, { weekday: 'long' })
    : guestDay(date, lang, now, { day: 'numeric', month: 'long' });
}
