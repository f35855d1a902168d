/**
 * The day sheet: a restaurant's bookings of one day as the host stand sees them, with the totals per
 * day part and the covers per quarter hour the sheet's chart draws. The server answers it; the staff app draws it.
 */
import * as v from 'valibot';
import type { Language } from '../constants';
import { minutesOfDay } from '../time/clock';
import { dayPart, type DayPart } from '../time/day-part';
import type { OpeningHours } from '../api/types';
import type { BookingChannel } from './channels';
import type { ClockRules } from './clock-rules';
import type { GuestNotesOnSheet } from './guest-notes';
import type { VisitStatus } from './rules';

/** One booking on the sheet. A walk-in has no guest contact; a cancelled booking stays listed, struck through. */
export interface SheetBooking {
  id: string;
  number: string;
  /** 'HH:mm', Amsterdam. */
  time: string;
  /** How long the table is the party's, in minutes (the restaurant's stay for the party size). */
  minutes: number;
  party_size: number;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  /** The language the guest is told in. */
  language: Language;
  notes: string;
  /** What the guest told the restaurant on the widget (an allergy, an occasion); apart from the notes. */
  remarks: string;
  child_seats: number;
  wheelchair_users: boolean | null;
  /** The promotion (extra flow) it was booked under, if any. */
  flow: string | null;
  /** Where it came from: the guest widget, or the stand (./channels.ts). */
  channel: BookingChannel;
  /** The guest's booking: confirmed or cancelled. */
  status: 'confirmed' | 'cancelled';
  visit: VisitStatus;
  /**
   * When the visit status was last set (ISO 8601) and by whom (a staff member's name); null while booked. An undo puts
   * back what was shown before the move.
   */
  visit_changed_at: string | null;
  visit_changed_by: string | null;
  /** The names of the tables it holds. */
  tables: string[];
  /**
   * Its guest was erased, or its time to keep personal data ran out (docs/privacy.md): it names no one ('—') and stays
   * for the figures only, so no one's details are written into it again.
   */
  anonymised: boolean;
}

export interface DayPartTotal {
  part: DayPart;
  /** Guests expected or seated (cancelled and no-show bookings left out). */
  covers: number;
  /** Tables they hold. */
  tables: number;
}

export interface DaySheet {
  site_id: string;
  site_name: string;
  date: string;
  bookings: SheetBooking[];
  totals: DayPartTotal[];
  /** Guests at the tables in each quarter hour from the first booking's start to the last one's end. */
  quarters: QuarterCovers[];
  /** When the stand may mark arrived and no-show, and seat walk-ins (./clock-rules.ts): the restaurant's settings. */
  clock_rules: ClockRules;
  /** The opening hours of the day's weekday (none: closed), which walk-ins are held to. */
  opening_hours: OpeningHours[];
  /** The tags and notes kept about a booking's guest (./guest-notes.ts), for the bookings that have any. */
  guests?: GuestNotesOnSheet[];
  /** The tables out of service that day, and why (migration 0069): nobody is seated at them. */
  out_of_service?: Array<{ label: string; reason: string }>;
}

export interface QuarterCovers {
  /** The quarter's start, 'HH:mm'. */
  time: string;
  covers: number;
}

/**
 * A change to a restaurant's day, as the live stream says it; `all` when changes may have been missed (a lost
 * connection): the sheet reads its day again.
 */
export type DayChange = v.InferOutput<typeof DayChangeSchema>;

/**
 * A change of some booking of a restaurant's day, as the reservations trigger (migration 0059) sends it: which day,
 * never which booking (a reservation id is a credential).
 */
export const BookingChangeSchema = v.object({ site_id: v.string(), date: v.string() });
export const DayChangeSchema = v.union([BookingChangeSchema, v.object({ all: v.literal(true) })]);

/** A booking that holds its table: not cancelled, and the guests did not fail to come. */
export const holdsTable = (booking: Pick<SheetBooking, 'status' | 'visit'>): boolean =>
  booking.status === 'confirmed' && booking.visit !== 'no_show';

const PARTS: readonly DayPart[] = ['morning', 'afternoon', 'evening'];

/**
 * Covers and tables per day part, by each booking's start (day parts); parts without bookings are left out.
 * @example dayPartTotals([{ time: '19:00', party_size: 4, tables: ['T1'], status: 'confirmed', visit: 'booked' }])
 * //=> [{ part: 'evening', covers: 4, tables: 1 }]
 */
export function dayPartTotals(
  bookings: readonly Pick<SheetBooking, 'time' | 'party_size' | 'tables' | 'status' | 'visit'>[],
): DayPartTotal[] {
  const totals = new Map<DayPart, DayPartTotal>();
  for (const booking of bookings) {
    if (!holdsTable(booking)) continue;
    const part = dayPart(booking.time);
    const total = totals.get(part) ?? { part, covers: 0, tables: 0 };
    total.covers += booking.party_size;
    total.tables += booking.tables.length;
    totals.set(part, total);
  }
  return PARTS.flatMap((part) => totals.get(part) ?? []);
}

const QUARTER = 15;

/**
 * Guests at the tables in each quarter hour: a booking counts in every quarter its stay touches.
 * @example quarterCovers([{ time: '19:00', minutes: 30, party_size: 2, status: 'confirmed', visit: 'booked' }])
 * //=> [{ time: '19:00', covers: 2 }, { time: '19:15', covers: 2 }]
 */
export function quarterCovers(
  bookings: readonly Pick<SheetBooking, 'time' | 'minutes' | 'party_size' | 'status' | 'visit'>[],
): QuarterCovers[] {
  const held = bookings.filter(holdsTable);
  if (held.length === 0) return [];
  const starts = held.map((booking) => minutesOfDay(booking.time));
  const first = Math.floor(Math.min(...starts) / QUARTER) * QUARTER;
  const last = Math.max(...held.map((booking, index) => starts[index]! + booking.minutes));
  const quarters: QuarterCovers[] = [];
  for (let start = first; start < last && start < 24 * 60; start += QUARTER) {
    const covers = held.reduce(
      (sum, booking, index) =>
        starts[index]! < start + QUARTER && starts[index]! + booking.minutes > start
          ? sum + booking.party_size
          : sum,
      0,
    );
    const hours = String(Math.floor(start / 60)).padStart(2, '0');
    quarters.push({ time: `${hours}:${String(start % 60).padStart(2, '0')}`, covers });
  }
  return quarters;
}
