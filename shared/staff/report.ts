/**
 * The week's (or any range's) figures of one restaurant or several: covers per day part, the no-show rate,
 * bookings per promotion and per channel, from the same bookings the day sheet lists. Pure: the server reads the
 * bookings, this counts them.
 */
import type { BookingChannel } from './channels';
import { dayPart, type DayPart } from '../time/day-part';
import { holdsTable, type SheetBooking } from './day-sheet';

/** The longest range a report covers: a quarter of a year. */
export const REPORT_MAX_DAYS = 92;

export type ReportBooking = Pick<
  SheetBooking,
  'time' | 'party_size' | 'status' | 'visit' | 'flow' | 'channel'
> & {
  site_id: string;
  date: string;
};

export interface Report {
  /** The bookings not cancelled: every breakdown below counts these, and only these. */
  bookings: number;
  /** Cancelled bookings: said beside the bookings ('not counting 1 cancelled'), counted in no other figure. */
  cancelled: number;
  /** Bookings among `bookings` whose guests did not come. */
  no_shows: number;
  /** No-shows among `bookings` (0 when there are none), rounded to a tenth of a percent. */
  no_show_rate: number;
  /** Guests of the bookings that held their table (`bookings` less the no-shows). */
  guests: number;
  /** The same guests per day part: they add up to `guests`. */
  covers: Record<DayPart, number>;
  /** `bookings` per promotion (null: none): they add up to `bookings`. */
  by_promotion: Array<{ flow: string | null; bookings: number }>;
  /** `bookings` per channel: they add up to `bookings`. */
  by_channel: Array<{ channel: BookingChannel; bookings: number }>;
}

const countBy = <K>(items: readonly K[]) => {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts];
};

/**
 * The figures of a set of bookings. A cancelled booking is counted as cancelled and in no other figure, so each
 * figure and its breakdown count the same bookings; the guests are those of the bookings that held their table
 * (no-shows left out, as on the day sheet's totals).
 * @example report([{ time: '19:00', party_size: 2, status: 'confirmed', visit: 'left', ... }]).covers.evening //=> 2
 */
export function report(bookings: readonly ReportBooking[]): Report {
  const kept = bookings.filter((booking) => booking.status === 'confirmed');
  const noShows = kept.filter((booking) => booking.visit === 'no_show').length;
  const covers: Record<DayPart, number> = { morning: 0, afternoon: 0, evening: 0 };
  for (const booking of kept.filter(holdsTable)) covers[dayPart(booking.time)] += booking.party_size;
  return {
    bookings: kept.length,
    cancelled: bookings.length - kept.length,
    no_shows: noShows,
    no_show_rate: kept.length ? Math.round((noShows / kept.length) * 1000) / 10 : 0,
    guests: covers.morning + covers.afternoon + covers.evening,
    covers,
    by_promotion: countBy(kept.map((booking) => booking.flow))
      .map(([flow, count]) => ({ flow, bookings: count }))
      .sort((a, b) => b.bookings - a.bookings || String(a.flow).localeCompare(String(b.flow))),
    by_channel: countBy(kept.map((booking) => booking.channel))
      .map(([channel, count]) => ({ channel, bookings: count }))
      .sort((a, b) => b.bookings - a.bookings),
  };
}
