import { CHRISTMAS_LARGE_GROUP } from '../constants';
import { isCalendarDate, monthDay } from '../time/calendar';
import { isClockWithin, minutesOfDay } from '../time/clock';
import type { CalendarDate, ChristmasCategory, TimeSlot } from './types';

/** Christmas days every year; more can be passed as 'MM-DD' (every year) or 'YYYY-MM-DD'. */
export const CHRISTMAS_DAYS: readonly string[] = ['12-25', '12-26'];
/** The last lunch slot on a Christmas day. */
const CHRISTMAS_LAST_LUNCH = '13:45';
/** The only dinner sittings on a Christmas day. */
const CHRISTMAS_DINNER_TIMES: readonly string[] = ['16:30', '19:30'];
/** Lunch sittings from 12:00 to 13:45 end at 15.00; the 16:30 dinner sitting ends at 19.00. */
const CHRISTMAS_END_NOTES: readonly { from: string; to: string; note: string; end: string }[] = [
  { from: '12:00', to: '13:45', note: 'until 15.00', end: '15:00' },
  { from: '16:30', to: '16:30', note: 'until 19.00', end: '19:00' },
];

/**
 * Whether a date is a Christmas day: 12-25, 12-26, or one of extraDays.
 * @example isChristmasDay('2026-12-24', ['12-24']) === true
 */
export function isChristmasDay(date: CalendarDate, extraDays: readonly string[] = []): boolean {
  const day = monthDay(date);
  return [...CHRISTMAS_DAYS, ...extraDays].some((extra) =>
    isCalendarDate(extra) ? extra === date : extra === day,
  );
}

/** Lunch up to 13:45, dinner at exactly 16:30 or 19:30, else no Christmas sitting. */
export function christmasCategory(time: string): ChristmasCategory | undefined {
  if (minutesOfDay(time) <= minutesOfDay(CHRISTMAS_LAST_LUNCH)) return 'lunch';
  if (CHRISTMAS_DINNER_TIMES.some((dinner) => minutesOfDay(dinner) === minutesOfDay(time))) return 'dinner';
  return undefined;
}

/**
 * The slots offered on a Christmas day: lunch up to 13:45 and dinner at 16:30 and 19:30,
 * each tagged with christmas_category and, where set, end_time_note. Parties above 12 get no slot:
 * the spec reads both "dinner dropped above 12" and "all dropped above 12", and both are applied.
 * Call only for a Christmas day (see isChristmasDay).
 */
export function applyChristmasRules<T extends TimeSlot>(slots: readonly T[], partySize: number): T[] {
  const largeGroup = partySize > CHRISTMAS_LARGE_GROUP;
  return slots.flatMap((slot) => {
    const category = christmasCategory(slot.time);
    if (!category) return [];
    // Reading one: dinner sittings are dropped for parties above 12.
    if (category === 'dinner' && largeGroup) return [];
    // Reading two: every sitting is dropped for parties above 12.
    if (largeGroup) return [];
    const ending = CHRISTMAS_END_NOTES.find((entry) => isClockWithin(slot.time, entry.from, entry.to));
    return [
      {
        ...slot,
        christmas_category: category,
        ...(ending ? { end_time_note: ending.note, end_time: ending.end } : {}),
      },
    ];
  });
}
