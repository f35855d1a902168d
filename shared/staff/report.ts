/**
 * The week's (or any range's) figures of one restaurant or several: covers per day part, the no-show rate,
 * bookings per promotion and per channel, from the same bookings the day sheet lists. Pure: the server reads the
 * bookings, this counts them.
 */
import type { BookingChannel } from './channels';
import { dayPart, type DayPart } from '../time/day-part';
import type { SheetBooking } from './day-sheet';

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
  bookings: number;
  cancelled: number;
  /** Guests of the bookings that held their table (not cancelled, not a no-show), per day part. */
  covers: Record<DayPart, number>;
  no_shows: number;
  /** No-shows among the bookings not cancelled (0 when there are none), rounded to a tenth of a percent. */
  no_show_rate: number;
  by_promotion: Array<{ flow: string | null; bookings: number }>;
  by_channel: Array<{ channel: BookingChannel; bookings: number }>;
}

const countBy = <K>(items: readonly K[]) => {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts];
};

/**
 * The figures of a set of bookings. Cancelled bookings count as bookings and as cancelled, in no other figure.
 * @example report([{ time: '19:00', party_size: 2, status: 'confirmed', visit: 'left', ... }]).covers.evening //=> 2
 */
export function report(bookings: readonly ReportBooking[]): Report {
  const kept = bookings.filter((booking) => booking.status === 'confirmed');
  const noShows = kept.filter((booking) => booking.visit === 'no_show').length;
  const covers: Record<DayPart, number> = { morning: 0, afternoon: 0, evening: 0 };
  for (const booking of kept)
    if (booking.visit !== 'no_show') covers[dayPart(booking.time)] += booking.party_size;
  return {
    bookings: bookings.length,
    cancelled: bookings.length - kept.length,
    covers,
    no_shows: noShows,
    no_show_rate: kept.length ? Math.round((noShows / kept.length) * 1000) / 10 : 0,
    by_promotion: countBy(kept.map((booking) => booking.flow))
      .map(([flow, count]) => ({ flow, bookings: count }))
      .sort((a, b) => b.bookings - a.bookings || String(a.flow).localeCompare(String(b.flow))),
    by_channel: countBy(kept.map((booking) => booking.channel))
      .map(([channel, count]) => ({ channel, bookings: count }))
      .sort((a, b) => b.bookings - a.bookings),
  };
}

/** The columns of the bookings CSV: what the day sheet shows of each booking. */
export const CSV_COLUMNS = [
  'restaurant',
  'date',
  'time',
  'number',
  'first_name',
  'last_name',
  'party_size',
  'phone_number',
  'email',
  'tables',
  'status',
  'visit',
  'channel',
  'promotion',
  'child_seats',
  'wheelchair_users',
  'notes',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A field that a spreadsheet would read
 * as a formula (=, +, -, @ first) gets a leading apostrophe, so a guest's notes can never run in the manager's sheet.
 * @example csvField('=SUM(A1)') //=> "'=SUM(A1)"
 */
export function csvField(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The bookings as CSV rows under a header, with CRLF line ends (RFC 4180). */
export function bookingsCsv(
  rows: ReadonlyArray<Record<(typeof CSV_COLUMNS)[number], string | number | boolean | null>>,
): string {
  return [
    CSV_COLUMNS.join(','),
    ...rows.map((row) => CSV_COLUMNS.map((column) => csvField(row[column])).join(',')),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
}
