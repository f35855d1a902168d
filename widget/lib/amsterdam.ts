import { TIME_ZONE } from '../../shared/constants';

// Intl instead of dayjs here: the index route needs only this, and dayjs would weigh on the first chunk.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The calendar day (YYYY-MM-DD) in Europe/Amsterdam at an instant, whatever the machine's zone.
 * @example amsterdamDay(Date.UTC(2025, 5, 1, 22, 30)) //=> '2025-06-02' (00:30 summer time)
 */
export function amsterdamDay(epochMs: number): string {
  const parts = Object.fromEntries(
    dayFormat.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Wall-clock 'HH:mm' in Europe/Amsterdam at an instant. */
export const amsterdamTime = (epochMs: number): string => hourFormat.format(new Date(epochMs));

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** SPEC §9: 'Today' is now plus one hour (after 23:00 that is already tomorrow). */
export const todayDate = (nowMs: number): string => amsterdamDay(nowMs + HOUR_MS);
/** SPEC §9: 'Tomorrow or later' starts at now plus one day. */
export const tomorrowDate = (nowMs: number): string => amsterdamDay(nowMs + DAY_MS);

export type DayPart = 'morning' | 'afternoon' | 'evening';
/**
 * SPEC §9 day parts: morning before 12:00, afternoon 12:00 to before 16:30, evening from 16:30.
 * @example dayPart('16:29') //=> 'afternoon'
 */
export function dayPart(time: string): DayPart {
  if (time < '12:00') return 'morning';
  return time < '16:30' ? 'afternoon' : 'evening';
}
