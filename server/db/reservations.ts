/** Reservations and their table bookings. */
import type { Reservation, ReservationStatus } from '../../shared/api/types';
import type { Queryable } from './client';
import type { BookingChannel } from '../../shared/staff/channels';
import { LOCK_SPACES, locksOn, type AdvisoryLock } from './locks';

/** A stored reservation with its restaurant's name, phone and address. */
export interface ReservationRow extends Omit<NewReservation, 'starts_at' | 'ends_at' | 'remarks'> {
  remarks: string;
  site_name: string;
  site_phone: string;
  site_address: string;
  /** The restaurant's cancellation window: how long before the start the guest may still cancel online. */
  cancel_window_minutes: number;
  starts_at: Date;
  ends_at: Date;
  status: ReservationStatus;
  created_at: Date;
}

const COLUMNS = `r.id, r.number, r.site_id, s.name as site_name, s.phone as site_phone, s.cancel_window_minutes,
  s.street || ', ' || s.postcode || ' ' || s.city as site_address, r.user_id, to_char(r.date, 'YYYY-MM-DD') as date, r.time,
  r.starts_at, r.ends_at, r.party_size, r.first_name, r.last_name, r.email, r.phone_number, r.child_seats, r.wheelchair_users,
  r.notes, r.remarks, r.flow, r.deal_code, r.language, r.status, r.created_at`;

export async function findReservationById(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<ReservationRow | undefined> {
  return (
    await db.query<ReservationRow>(
      `select ${COLUMNS} from reservations r join sites s on s.id = r.site_id where r.id = $1${forUpdate ? ' for update of r' : ''}`,
      [id],
    )
  ).rows[0];
}

export async function findReservationByNumber(
  db: Queryable,
  number: string,
): Promise<ReservationRow | undefined> {
  return (
    await db.query<ReservationRow>(
      `select ${COLUMNS} from reservations r join sites s on s.id = r.site_id where r.number = $1`,
      [number],
    )
  ).rows[0];
}

/**
 * Whose bookings a signed-in guest holds: those their account made, and those made with the contact their session
 * proved (the phone number or e-mail address its code went to). Whoever holds a contact receives every message of
 * the bookings made with it (the confirmation carries the manage link), so seeing them in a list gives nothing new;
 * a booking made with any other contact stays out of sight.
 */
export interface Guest {
  userId: string;
  email: string | null;
  phone: string | null;
}

/** `heldBy`, in SQL, over `r` with the guest as $1 (account), $2 (proven e-mail), $3 (proven phone). */
const HELD_BY_GUEST = '(r.user_id = $1 or r.email = $2 or r.phone_number = $3)';
const guestParams = (guest: Guest) => [guest.userId, guest.email, guest.phone];

/** Whether a signed-in guest holds a booking (the rule of HELD_BY_GUEST, for one row). */
export const heldBy = (
  row: Pick<ReservationRow, 'user_id' | 'email' | 'phone_number'>,
  guest: Guest,
): boolean =>
  row.user_id === guest.userId ||
  (guest.email !== null && row.email === guest.email) ||
  (guest.phone !== null && row.phone_number === guest.phone);

/** A guest's confirmed reservations that have not ended yet, soonest first. */
export async function listUserReservations(
  db: Queryable,
  guest: Guest,
  now: number,
  limit: number,
): Promise<ReservationRow[]> {
  return (
    await db.query<ReservationRow>(
      `select ${COLUMNS} from reservations r join sites s on s.id = r.site_id
     where ${HELD_BY_GUEST} and r.status = 'confirmed' and r.ends_at > $4 order by r.starts_at limit $5`,
      [...guestParams(guest), new Date(now), limit],
    )
  ).rows;
}

/**
 * The booking locks of the guest and of the contacts typed in the new booking, held while their upcoming bookings
 * are counted and the new one is written: so many accounts cannot pile up bookings under one person's number, and
 * parallel bookings are counted one after the other. Taken after the site-day lock, never before it, and sorted, so
 * the locks are never waited on in a circle.
 */
export function guestBookingLocks(guest: Guest, typed: { email: string; phone: string }): AdvisoryLock[] {
  const keys = [guest.userId, guest.email, guest.phone, typed.email, typed.phone].filter(
    (key): key is string => key !== null && key !== '',
  );
  return locksOn(LOCK_SPACES.guestBookings, keys);
}

/**
 * The confirmed bookings still to come that the guest holds (as their list shows them) or that anyone made under
 * the typed phone or e-mail; read under guestBookingLocks, in a statement after they are taken.
 */
export async function countUpcoming(
  tx: Queryable,
  guest: Guest,
  typed: { email: string; phone: string },
  now: number,
): Promise<number> {
  const { rows } = await tx.query<{ upcoming: number }>(
    `select count(*)::int as upcoming from reservations r
     where (${HELD_BY_GUEST} or r.email = $5 or r.phone_number = $6) and r.status = 'confirmed' and r.ends_at > $4`,
    [...guestParams(guest), new Date(now), typed.email, typed.phone],
  );
  return rows[0]?.upcoming ?? 0;
}

/** A confirmed booking the guest holds, as the double-booking rule reads it (shared/slots/double-booking.ts). */
export interface HeldStay {
  number: string;
  siteId: string;
  siteName: string;
  date: string;
  /** 'HH:mm'. */
  time: string;
  partySize: number;
  /** The stay its tables were booked for. */
  minutes: number;
}

/**
 * The confirmed bookings the guest holds (as their list shows them: never one made under a contact only typed) on
 * the day before, of and after `date`, that have not ended: those a stay on `date` could overlap. Read under
 * guestBookingLocks, so two requests for the same booking are judged one after the other.
 */
export async function listHeldStaysAround(
  tx: Queryable,
  guest: Guest,
  date: string,
  now: number,
): Promise<HeldStay[]> {
  const { rows } = await tx.query<{
    number: string;
    site_id: string;
    site_name: string;
    date: string;
    time: string;
    party_size: number;
    minutes: number;
  }>(
    `select r.number, r.site_id, s.name as site_name, to_char(r.date, 'YYYY-MM-DD') as date,
       r.time, r.party_size,
       round(extract(epoch from (r.ends_at - r.starts_at)) / 60)::int as minutes
     from reservations r join sites s on s.id = r.site_id
     where ${HELD_BY_GUEST} and r.status = 'confirmed' and r.ends_at > $4
       and r.date between $5::date - 1 and $5::date + 1
     order by r.starts_at`,
    [...guestParams(guest), new Date(now), date],
  );
  return rows.map((row) => ({
    number: row.number,
    siteId: row.site_id,
    siteName: row.site_name,
    date: row.date,
    time: row.time.slice(0, 5),
    partySize: row.party_size,
    minutes: row.minutes,
  }));
}

/** The booking fields the API answers, plus what only the database keeps (owner, stay, deal code). */
export interface NewReservation extends Pick<
  Reservation,
  | 'id'
  | 'number'
  | 'site_id'
  | 'date'
  | 'time'
  | 'party_size'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone_number'
  | 'child_seats'
  | 'wheelchair_users'
  | 'notes'
  | 'flow'
  | 'language'
> {
  user_id: string | null;
  starts_at: number;
  ends_at: number;
  deal_code: string | null;
  /** Where it came from: the guest widget (the default), or a walk-in seated at the stand. */
  channel?: BookingChannel;
  /** What the guest told the restaurant on the widget (absent: nothing, as at the stand). */
  remarks?: string;
}

/** Inserts a confirmed reservation and answers it as stored, with its restaurant's fields, in one statement. */
export async function insertReservation(
  db: Queryable,
  r: NewReservation,
  now: number,
): Promise<ReservationRow> {
  const { rows } = await db.query<ReservationRow>(
    `with r as (
       insert into reservations (id, number, site_id, user_id, date, time, starts_at, ends_at, party_size, first_name, last_name,
         email, phone_number, child_seats, wheelchair_users, notes, flow, deal_code, language, status, created_at, updated_at, channel,
         remarks)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'confirmed', $20, $20, $21,
         $22)
       returning *
     )
     select ${COLUMNS} from r join sites s on s.id = r.site_id`,
    [
      r.id,
      r.number,
      r.site_id,
      r.user_id,
      r.date,
      r.time,
      new Date(r.starts_at),
      new Date(r.ends_at),
      r.party_size,
      r.first_name,
      r.last_name,
      r.email,
      r.phone_number,
      r.child_seats,
      r.wheelchair_users,
      r.notes,
      r.flow,
      r.deal_code,
      r.language,
      new Date(now),
      r.channel ?? 'widget',
      r.remarks ?? '',
    ],
  );
  if (!rows[0]) throw new Error(`reservation ${r.id} names no restaurant`);
  return rows[0];
}

export async function bookTables(
  db: Queryable,
  reservationId: string,
  tableIds: readonly string[],
  fromMs: number,
  toMs: number,
): Promise<void> {
  await db.query(
    `insert into reservation_tables (reservation_id, table_id, during)
     select $1, table_id, tstzrange($3, $4, '[)') from unnest($2::uuid[]) as table_id`,
    [reservationId, tableIds, new Date(fromMs), new Date(toMs)],
  );
}

/** Frees a reservation's tables (a change re-books them in the same transaction). */
export async function releaseTables(db: Queryable, reservationId: string): Promise<void> {
  await db.query('delete from reservation_tables where reservation_id = $1', [reservationId]);
}

export type ReservationChange = Partial<
  Pick<
    NewReservation,
    | 'date'
    | 'time'
    | 'starts_at'
    | 'ends_at'
    | 'party_size'
    | 'child_seats'
    | 'wheelchair_users'
    | 'notes'
    | 'remarks'
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'phone_number'
    | 'language'
  >
>;

export async function updateReservation(
  db: Queryable,
  id: string,
  change: ReservationChange,
  now: number,
): Promise<void> {
  const entries = Object.entries(change)
    .filter(([, value]) => value !== undefined)
    .map(
      ([column, value]) =>
        [column, column === 'starts_at' || column === 'ends_at' ? new Date(value as number) : value] as const,
    );
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
  await db.query(`update reservations set ${['updated_at = $2', ...sets].join(', ')} where id = $1`, [
    id,
    new Date(now),
    ...entries.map(([, value]) => value),
  ]);
}

export async function cancelReservation(db: Queryable, id: string, now: number): Promise<void> {
  await db.query(
    `update reservations set status = 'cancelled', cancelled_at = $2, updated_at = $2 where id = $1`,
    [id, new Date(now)],
  );
  await db.query(`update reservation_tables set status = 'cancelled' where reservation_id = $1`, [id]);
}

/** Whether a reservation has this id (a manage link's access token). */
/** Whether a reservation with this id exists whose date is `since` (YYYY-MM-DD) or later. */
export async function reservationOnOrAfter(db: Queryable, id: string, since: string): Promise<boolean> {
  return (
    (await db.query('select 1 from reservations where id = $1 and date >= $2', [id, since])).rows.length > 0
  );
}
