/**
 * The rules the clock knows at the host stand: from when a booking may be marked arrived or a no-show, and when a
 * walk-in may be written down. Each restaurant sets them (./site-settings.ts, migration 0062); the server refuses a
 * move outside them, and the day sheet's buttons say from when they can be used. Time is always a parameter.
 */
import type { OpeningHours } from '../api/types';
import { addDays } from '../time/calendar';
import { combineDateTime, toEpochMs, type DateString, type Instant, type TimeString } from '../time/instant';
import { isOpenAt } from './move';
import type { VisitStatus } from './rules';

/** A restaurant's clock rules, as its manager sets them. */
export interface ClockRules {
  /** Arrived from this many minutes before the start, and only on the booking's day. */
  arrive_before_minutes: number;
  /** No-show from this many minutes after the start. */
  no_show_after_minutes: number;
  /** Walk-ins only inside the opening hours, unless the host gives a reason. */
  walk_ins_within_hours: boolean;
}

/** Until a manager edits: arrived from an hour before, no-show from a quarter after, walk-ins inside the hours. */
export const CLOCK_RULE_DEFAULTS = {
  arrive_before_minutes: 60,
  no_show_after_minutes: 15,
  walk_ins_within_hours: true,
} as const satisfies ClockRules;

/** Either margin is 0 to 4 hours, in steps of 5 minutes. */
export const CLOCK_MINUTES_MAX = 240;
export const CLOCK_MINUTES_STEP = 5;

/** The longest reason a host gives for a walk-in outside the opening hours. */
export const WALK_IN_REASON_MAX_LENGTH = 200;

const MINUTE_MS = 60_000;

/** The booking whose visit is moved: its Amsterdam date and start time. */
export interface TimedBooking {
  date: DateString;
  time: TimeString;
}

/** From when, and until when (null: no end), a forward move can be made; epoch milliseconds. */
export interface VisitWindow {
  opens: number;
  closes: number | null;
}

/**
 * When a forward move to `visit` can be made, or null when the clock does not limit it (left, which needs arrived
 * first; booked, which only an undo returns to). Arrived: from `arrive_before_minutes` before the start, but not before
 * the booking's day begins, until that day ends. No-show: from `no_show_after_minutes` after the start, without end.
 * Minutes are real minutes: on a daylight-saving day an hour before 03:30 is 01:30 on the clock.
 * @example visitWindow({ date: '2026-12-24', time: '19:00' }, 'arrived', CLOCK_RULE_DEFAULTS)
 * //=> { opens: 18:00 that day, closes: 00:00 on 2026-12-25 }
 * @example visitWindow({ date: '2026-12-24', time: '19:00' }, 'no_show', CLOCK_RULE_DEFAULTS) //=> { opens: 19:15, closes: null }
 */
export function visitWindow(
  booking: TimedBooking,
  visit: VisitStatus,
  rules: Pick<ClockRules, 'arrive_before_minutes' | 'no_show_after_minutes'>,
): VisitWindow | null {
  const start = combineDateTime(booking.date, booking.time);
  if (visit === 'arrived') {
    const dayStarts = combineDateTime(booking.date, '00:00');
    return {
      opens: Math.max(start - rules.arrive_before_minutes * MINUTE_MS, dayStarts),
      closes: combineDateTime(addDays(booking.date, 1), '00:00'),
    };
  }
  if (visit === 'no_show') return { opens: start + rules.no_show_after_minutes * MINUTE_MS, closes: null };
  return null;
}

/** What the clock says of a forward move now; each refusal is an API code (409) with its own words on the sheet. */
export type VisitClock =
  | { code: 'ok' }
  /** Not yet: it can be made from `from` (epoch ms). */
  | { code: 'visit_too_early'; from: number }
  /** Arrived after the booking's day. */
  | { code: 'visit_day_over' };

/**
 * Whether the clock lets a forward move to `visit` be made at `now` (an undo is never held by the clock).
 * @example checkVisitClock({ date: '2026-12-24', time: '19:00' }, 'no_show', CLOCK_RULE_DEFAULTS, '2026-12-24T19:10')
 * //=> { code: 'visit_too_early', from: 19:15 that day }
 * @example checkVisitClock({ date: '2026-12-24', time: '19:00' }, 'arrived', CLOCK_RULE_DEFAULTS, '2026-12-25T09:00')
 * //=> { code: 'visit_day_over' }
 */
export function checkVisitClock(
  booking: TimedBooking,
  visit: VisitStatus,
  rules: Pick<ClockRules, 'arrive_before_minutes' | 'no_show_after_minutes'>,
  now: Instant,
): VisitClock {
  const span = visitWindow(booking, visit, rules);
  if (!span) return { code: 'ok' };
  const at = toEpochMs(now);
  if (at < span.opens) return { code: 'visit_too_early', from: span.opens };
  if (span.closes !== null && at >= span.closes) return { code: 'visit_day_over' };
  return { code: 'ok' };
}

/**
 * How many whole minutes a party still booked is late at `now`, or 0 when it is not (yet): the host sees who to call
 * before the no-show window opens. Only a booking still waiting counts; one that came, left or is marked no-show is
 * not late.
 * @example minutesLate({ date: '2026-12-24', time: '19:00' }, 'booked', '2026-12-24T19:12') //=> 12
 * @example minutesLate({ date: '2026-12-24', time: '19:00' }, 'arrived', '2026-12-24T19:12') //=> 0
 */
export function minutesLate(booking: TimedBooking, visit: VisitStatus, now: Instant): number {
  if (visit !== 'booked') return 0;
  const late = toEpochMs(now) - combineDateTime(booking.date, booking.time);
  return late >= MINUTE_MS ? Math.floor(late / MINUTE_MS) : 0;
}

/**
 * Whether a walk-in at `time` on `date` needs the host's reason: the restaurant holds walk-ins to its opening hours
 * (a period's start inclusive, its end exclusive, as slots run) and the time is outside them. With a reason the walk-in
 * is written down, and the reason audited.
 * @example walkInNeedsReason(hours, '2026-11-02', '07:00', CLOCK_RULE_DEFAULTS) //=> true when Monday opens at 12:00
 */
export function walkInNeedsReason(
  hours: readonly OpeningHours[],
  date: DateString,
  time: TimeString,
  rules: Pick<ClockRules, 'walk_ins_within_hours'>,
): boolean {
  return rules.walk_ins_within_hours && !isOpenAt(hours, date, time);
}

/**
 * Whether a clock margin can be set: whole minutes, 0 to CLOCK_MINUTES_MAX, in steps of CLOCK_MINUTES_STEP.
 * @example isClockMargin(15) //=> true
 * @example isClockMargin(7) //=> false
 */
export function isClockMargin(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= 0 &&
    minutes <= CLOCK_MINUTES_MAX &&
    minutes % CLOCK_MINUTES_STEP === 0
  );
}
