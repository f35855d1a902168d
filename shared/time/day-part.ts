import { minutesOfDay } from './clock';
import type { TimeString } from './instant';

export type DayPart = 'morning' | 'afternoon' | 'evening';

const NOON = 12 * 60;
const EVENING = 16 * 60 + 30;

/**
 * The part of the day a slot time falls in: morning before 12:00, afternoon from 12:00
 * to before 16:30, evening from 16:30. Takes 'HH:mm' (also 'H:mm' or 'HH:mm:ss').
 * @example dayPart('9:30') === 'morning'; dayPart('16:29') === 'afternoon'; dayPart('16:30') === 'evening'
 * @throws on text that is not a clock time
 */
export function dayPart(time: TimeString): DayPart {
  const minuteOfDay = minutesOfDay(time);
  if (minuteOfDay < NOON) return 'morning';
  return minuteOfDay < EVENING ? 'afternoon' : 'evening';
}
