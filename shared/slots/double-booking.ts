/**
 * The double-booking rule: a guest who already holds a booking whose stay overlaps the one asked for is asked first
 * whether they mean a second one (the widget's question, the server's 409 possible_double).
 */
import { combineDateTime, type DateString, type TimeString } from '../time/instant';

/** A booking's place and stay: its restaurant, its day and start (Amsterdam wall clock) and its length. */
export interface BookedStay {
  siteId: string;
  date: DateString;
  /** 'HH:mm' or 'HH:mm:ss'. */
  time: TimeString;
  /** The stay the booking holds its table for (server/domain/tables.ts stayMinutes), in minutes; above 0. */
  minutes: number;
}

/** A held booking the new one would double, and whether it is at the same restaurant. */
export interface DoubleBooking<Held extends BookedStay> {
  held: Held;
  sameSite: boolean;
}

const MINUTE_MS = 60_000;

/** The instants [start, end) of a stay: the wall clock read in Amsterdam, so a stay over a DST change keeps its length. */
function span(stay: BookedStay): [number, number] {
  const start = combineDateTime(stay.date, stay.time);
  return [start, start + stay.minutes * MINUTE_MS];
}

/**
 * The booking among `held` that the new request doubles, or null: one whose stay overlaps the new one's, at the same
 * restaurant or at another Tafel restaurant (a guest cannot sit at two tables at once). Stays that only touch (one
 * ends when the other starts) do not overlap. When several overlap, one at the same restaurant comes first, then the
 * one that starts first. Times are Amsterdam wall clock: on the day the clocks go back, 02:30 is read as its first
 * occurrence (shared/time/instant combineDateTime), and a stay keeps its length in real minutes over the change.
 * @example
 * findDoubleBooking(
 *   [{ siteId: 'a', date: '2026-05-01', time: '19:00', minutes: 120 }],
 *   { siteId: 'b', date: '2026-05-01', time: '20:00', minutes: 120 },
 * ) //=> { held: { siteId: 'a', … }, sameSite: false }
 */
export function findDoubleBooking<Held extends BookedStay>(
  held: readonly Held[],
  request: BookedStay,
): DoubleBooking<Held> | null {
  const [start, end] = span(request);
  const overlapping = held
    .map((booking) => ({ booking, span: span(booking) }))
    .filter(({ span: [heldStart, heldEnd] }) => heldStart < end && start < heldEnd)
    .sort(
      (a, b) =>
        Number(b.booking.siteId === request.siteId) - Number(a.booking.siteId === request.siteId) ||
        a.span[0] - b.span[0],
    );
  const first = overlapping[0]?.booking;
  return first ? { held: first, sameSite: first.siteId === request.siteId } : null;
}
