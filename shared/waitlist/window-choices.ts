import { WAITLIST_MAX_WINDOW_MINUTES } from '../constants';
import { minutesOfDay } from '../time/clock';
import { isWindowOpen } from './match';

/**
 * The starts a guest may choose for a window on `date` at `now`: the day's start times the join still takes
 * (isWindowOpen, Amsterdam time), so today's past times are not offered; another day's are all there.
 * @example windowStarts(['18:00', '18:30', '19:00'], '2026-06-01', Date.parse('2026-06-01T16:10:00Z')) //=> ['18:30', '19:00'] (18:10 in Amsterdam)
 */
export function windowStarts(times: readonly string[], date: string, now: number): string[] {
  return times.filter((time) => isWindowOpen(date, time, now));
}

/**
 * The ends a guest may choose for a waitlist window that starts at `from`: the day's start times from `from` on,
 * at most WAITLIST_MAX_WINDOW_MINUTES after it (the server refuses a wider window: docs/waitlist.md). Both ends are
 * start times of the day, so a window never reaches outside the opening. `times` in the day's order, 'HH:mm'.
 * @example windowEnds(['18:00', '18:30', '19:00'], '18:30') //=> ['18:30', '19:00']
 * @example windowEnds(['12:00', '18:00', '18:30'], '12:00') //=> ['12:00', '18:00'] (18:30 is more than 6 h later)
 * @example windowEnds(['18:00'], '17:00') //=> [] (a start that is not one of the day's)
 */
export function windowEnds(times: readonly string[], from: string): string[] {
  if (!times.includes(from)) return [];
  const start = minutesOfDay(from);
  return times.filter((time) => {
    const minutes = minutesOfDay(time);
    return minutes >= start && minutes - start <= WAITLIST_MAX_WINDOW_MINUTES;
  });
}

/** How long the window offered first lasts, when the day has the times for it. */
const FIRST_WINDOW_MINUTES = 90;

/**
 * The window offered first: from the time the guest had asked for (else the day's first), to the last start within
 * FIRST_WINDOW_MINUTES of it. Null for a day without times.
 * @example firstWindow(['18:00', '18:30', '19:00', '19:30', '20:00'], '18:30') //=> { from: '18:30', until: '20:00' }
 * @example firstWindow(['18:00', '18:30'], null) //=> { from: '18:00', until: '18:30' }
 * @example firstWindow([], '18:00') //=> null
 */
export function firstWindow(
  times: readonly string[],
  asked: string | null,
): { from: string; until: string } | null {
  const from = asked && times.includes(asked) ? asked : times[0];
  if (!from) return null;
  const ends = windowEnds(times, from).filter(
    (time) => minutesOfDay(time) - minutesOfDay(from) <= FIRST_WINDOW_MINUTES,
  );
  return { from, until: ends[ends.length - 1] ?? from };
}
