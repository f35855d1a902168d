/**
 * The room at one moment of a day, as the host stand draws it on the plan: who sits at each table (or is booked there
 * now and not yet in), and how long a free table stays free (until the next booking on it). Read from the day sheet's
 * bookings (their tables by label) and the plan's tables. Pure: the moment is a parameter.
 */
import { minutesOfDay } from '../time/clock';
import type { NeighbourPair } from './room-plan';
import type { SheetBooking } from './day-sheet';

/** The facts of a booking the room needs, as the day sheet has them. */
export type RoomBooking = Pick<
  SheetBooking,
  | 'id'
  | 'number'
  | 'time'
  | 'minutes'
  | 'party_size'
  | 'first_name'
  | 'last_name'
  | 'status'
  | 'visit'
  | 'tables'
>;

/** A table at the moment asked. */
export type TableNow<B extends RoomBooking = RoomBooking> =
  /** The party has arrived and not left. `until` is when its stay ends ('HH:mm', may pass 24:00 as 24:30). */
  | { state: 'seated'; booking: B; until: string }
  /** Booked for this moment, the guests not in yet. */
  | { state: 'expected'; booking: B; until: string }
  /** Nobody: free until the next booking on it starts ('HH:mm'), or for the rest of the day (null). */
  | { state: 'free'; until: string | null; next: B | null };

const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether a booking still holds its tables: not cancelled, and its guests neither gone nor missing. */
const holdsTables = (booking: RoomBooking): boolean =>
  booking.status === 'confirmed' && (booking.visit === 'booked' || booking.visit === 'arrived');

/**
 * Each table's state at `time` ('HH:mm') of the sheet's day, by table label.
 * - A party that has arrived sits at its tables from its start until it leaves, even past its stay (it is still
 *   there); one booked is expected during its stay [start, start + minutes).
 * - A free table is free until the start of the next booking on it that still holds it; none: for the rest of the day.
 * - A left, no-show or cancelled booking holds nothing.
 * @example tablesNow(['T1'], [{ time: '19:00', minutes: 120, visit: 'arrived', tables: ['T1'], … }], '20:00') //=> Map { 'T1' => { state: 'seated', until: '21:00', … } }
 * @example tablesNow(['T1'], [{ time: '19:30', minutes: 120, visit: 'booked', tables: ['T1'], … }], '18:00') //=> Map { 'T1' => { state: 'free', until: '19:30', … } }
 */
export function tablesNow<B extends RoomBooking>(
  labels: readonly string[],
  bookings: readonly B[],
  time: string,
): Map<string, TableNow<B>> {
  const moment = minutesOfDay(time);
  const holding = bookings
    .filter(holdsTables)
    .map((booking) => ({ booking, start: minutesOfDay(booking.time) }))
    .sort((a, b) => a.start - b.start);
  const states = new Map<string, TableNow<B>>();
  for (const label of labels) {
    const on = holding.filter(({ booking }) => booking.tables.includes(label));
    // Arrived first: an earlier party still at the table outranks the next one waiting for it.
    const seated = on.find(({ booking, start }) => booking.visit === 'arrived' && start <= moment);
    const expected = on.find(
      ({ booking, start }) =>
        booking.visit === 'booked' && start <= moment && moment < start + booking.minutes,
    );
    const now = seated ?? expected;
    if (now) {
      const until = clock(now.start + now.booking.minutes);
      states.set(label, { state: seated ? 'seated' : 'expected', booking: now.booking, until });
      continue;
    }
    const next = on.find(({ start }) => start > moment);
    states.set(
      label,
      next
        ? { state: 'free', until: next.booking.time, next: next.booking }
        : { state: 'free', until: null, next: null },
    );
  }
  return states;
}

/**
 * The time the room opens at: now on today's sheet, else the first opening of that day, else noon.
 * @example roomStartTime({ date: '2026-11-10', today: '2026-11-10', now: '18:42', opening: ['12:00'] }) //=> '18:42'
 * @example roomStartTime({ date: '2026-11-11', today: '2026-11-10', now: '18:42', opening: ['17:00', '12:00'] }) //=> '12:00'
 */
export function roomStartTime(day: {
  date: string;
  today: string;
  now: string;
  /** The day's opening periods' starts, 'HH:mm', in any order. */
  opening: readonly string[];
}): string {
  if (day.date === day.today) return day.now;
  const first = [...day.opening].sort()[0];
  return first ?? '12:00';
}

/**
 * Whether chosen tables stand together through the plan's neighbours (one table always does). With no neighbours set
 * at all the plan says nothing against it, so any choice does.
 * @example areConnected(['t1', 't3'], [['t1', 't2'], ['t2', 't3']]) //=> false (t2 is not chosen)
 * @example areConnected(['t1', 't2', 't3'], [['t1', 't2'], ['t2', 't3']]) //=> true
 */
export function areConnected(chosen: readonly string[], pairs: readonly NeighbourPair[]): boolean {
  if (chosen.length <= 1 || pairs.length === 0) return true;
  const wanted = new Set(chosen);
  const reached = new Set([chosen[0]!]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [one, other] of pairs) {
      if (!wanted.has(one) || !wanted.has(other)) continue;
      if (reached.has(one) !== reached.has(other)) {
        reached.add(one);
        reached.add(other);
        grew = true;
      }
    }
  }
  return reached.size === wanted.size;
}
