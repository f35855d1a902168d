/**
 * The time a walk-in is written down at: the stand's form starts at the quarter hour nearest to now.
 */
import { amsterdamTime, toEpochMs, type Instant, type TimeString } from '../time/instant';
import { minutesOfDay } from '../time/clock';

const QUARTER = 15;
const LAST_QUARTER = 24 * 60 - QUARTER;

/**
 * The Amsterdam quarter hour nearest to an instant: from 7 minutes 30 seconds past, it rounds up. A walk-in stays on
 * the day it came in, so after 23:52:30 it is 23:45, never 00:00 of the next day.
 * @example walkInTime('2026-12-24T18:07:00Z') //=> '19:00' (19:07 in Amsterdam)
 * @example walkInTime('2026-12-24T18:08:00Z') //=> '19:15'
 * @example walkInTime('2026-12-24T22:55:00Z') //=> '23:45'
 */
export function walkInTime(now: Instant): TimeString {
  const epochMs = toEpochMs(now);
  // Amsterdam's offsets are whole minutes, so the seconds are the same as anywhere.
  const seconds = Math.floor(epochMs / 1000) % 60;
  const exact = minutesOfDay(amsterdamTime(epochMs)) + seconds / 60;
  const nearest = Math.min(Math.round(exact / QUARTER) * QUARTER, LAST_QUARTER);
  return `${String(Math.floor(nearest / 60)).padStart(2, '0')}:${String(nearest % 60).padStart(2, '0')}`;
}
