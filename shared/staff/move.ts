/**
 * A booking moved at the stand: a host changes its date, time or party size. The restaurant may pass what only guests
 * online are held to, once the host confirms each limit by name (./stand-booking.ts moveOverrides). The tables are
 * never overridden; the server checks them under the day's lock.
 */
import type { OpeningHours } from '../api/types';
import { isoWeekdayOf } from '../time/calendar';
import { minutesOfDay, toClock } from '../time/clock';
import { combineDateTime, toEpochMs, type DateString, type Instant, type TimeString } from '../time/instant';
import type { VisitStatus } from './rules';

/** The largest party the stand seats or moves as one booking (the restaurant's tables set the real limit). */
export const STAND_MAX_PARTY = 40;

/** Where the booking should go: its date, time and party size after the move. */
export interface MoveWish {
  date: DateString;
  time: TimeString;
  party_size: number;
}

/** The booking as it is now. */
export interface MovableBooking extends MoveWish {
  status: 'confirmed' | 'cancelled';
  visit: VisitStatus;
}

/** Why a move is refused; each has its own words on the sheet. */
export type MoveRefusal =
  /** Cancelled, or the guest has arrived, left or not come: nothing left to move. */
  | 'move_not_movable'
  /** A new start that has already passed. */
  | 'move_in_past'
  /** A time the restaurant is not open on that day. */
  | 'move_closed';

export type MoveCheck = 'ok' | 'unchanged' | MoveRefusal;

/**
 * Whether a move asks for nothing new: the same date, time and party size.
 * @example isSameSlot({ date: '2026-11-10', time: '19:00:00', party_size: 2 }, { date: '2026-11-10', time: '19:00', party_size: 2 }) //=> true
 */
function isSameSlot(a: MoveWish, b: MoveWish): boolean {
  return a.date === b.date && toClock(a.time) === toClock(b.time) && a.party_size === b.party_size;
}

/**
 * Whether the restaurant is open at a time on a date: inside a period of that weekday, from its start up to (not at)
 * its end, as the slot times are made.
 * @example isOpenAt([{ weekday: 2, periods: [{ period: 'dinner', from: '17:00', to: '22:00' }] }], '2026-11-10', '22:00') //=> false
 */
export function isOpenAt(hours: readonly OpeningHours[], date: DateString, time: TimeString): boolean {
  const weekday = isoWeekdayOf(date);
  const at = minutesOfDay(time);
  return hours
    .filter((day) => day.weekday === weekday)
    .some((day) =>
      day.periods.some((period) => at >= minutesOfDay(period.from) && at < minutesOfDay(period.to)),
    );
}

/**
 * What the stand may do with a move, before the tables are looked at. A booking still booked may move; keeping its
 * start (a party size changed after it began) is fine, a new start must be ahead of `now` and inside opening hours.
 * @example checkStaffMove(booking, { ...booking, party_size: 6 }, hours, now) //=> 'ok'
 * @example checkStaffMove({ ...booking, visit: 'arrived' }, wish, hours, now) //=> 'move_not_movable'
 */
export function checkStaffMove(
  booking: MovableBooking,
  wish: MoveWish,
  hours: readonly OpeningHours[],
  now: Instant,
): MoveCheck {
  if (booking.status !== 'confirmed' || booking.visit !== 'booked') return 'move_not_movable';
  if (isSameSlot(booking, wish)) return 'unchanged';
  const sameStart = booking.date === wish.date && toClock(booking.time) === toClock(wish.time);
  if (sameStart) return 'ok';
  if (combineDateTime(wish.date, toClock(wish.time)) <= toEpochMs(now)) return 'move_in_past';
  if (!isOpenAt(hours, wish.date, wish.time)) return 'move_closed';
  return 'ok';
}
