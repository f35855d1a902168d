/**
 * A guest's rights over their data (docs/privacy.md): a copy of everything kept about them, and erasure. Erasure
 * cancels the bookings still to come first (the restaurants' sheets follow at once; the guest gets no e-mail about
 * it, since they asked and a message would keep their address), then takes the guest out of every booking they held
 * (the rows stay, anonymous, for the figures), and removes their account, notes, opt-outs, queued and sent messages,
 * limit events and kept answers. Nothing of the guest is left: `guest-rights.test.ts` dumps the whole database.
 */
import { consentsAnswer } from './consent';
import type { ErasureAnswer, GuestDataAnswer, UpcomingBooking } from '../../shared/api/guest-rights';
import type { Queryable, Transaction } from '../db/client';
import { lockSiteDay } from '../db/site-day';
import { ANONYMOUS_NAME, anonymiseReservations } from '../db/retention';
import { endRequest } from '../db/waitlist';
import { cancelReservation, type ReservationRow } from '../db/reservations';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { isCancellable } from './reservation-view';

/** Every booking a guest holds (their account's, and those under their proven e-mail or phone), past ones too. */
const HELD = `(r.user_id = $1 or ($2::text is not null and r.email = $2) or ($3::text is not null and r.phone_number = $3))`;

/** The keys a guest is known by (server/db/reservations.ts Guest; a booking's guest may have no account). */
export interface GuestKeys {
  userId: string | null;
  email: string | null;
  phone: string | null;
}

const heldParams = (guest: GuestKeys) => [guest.userId, guest.email, guest.phone];

interface HeldBooking {
  id: string;
  number: string;
  site_id: string;
  restaurant: string;
  date: string;
  time: string;
  party_size: number;
  status: 'confirmed' | 'cancelled';
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  child_seats: number;
  wheelchair_users: boolean | null;
  remarks: string;
  flow: string | null;
  language: string;
  channel: string;
  visit: string;
  created_at: Date;
  cancelled_at: Date | null;
  starts_at: Date;
  ends_at: Date;
  cancel_window_minutes: number;
}

async function heldBookings(db: Queryable, guest: GuestKeys): Promise<HeldBooking[]> {
  const { rows } = await db.query<HeldBooking>(
    `select r.id, r.number, r.site_id, s.name as restaurant, to_char(r.date, 'YYYY-MM-DD') as date, r.time,
            r.party_size, r.status, r.first_name, r.last_name, r.email, r.phone_number, r.child_seats,
            r.wheelchair_users, r.remarks, r.flow, r.language, r.channel, r.visit, r.created_at, r.cancelled_at,
            r.starts_at, r.ends_at, s.cancel_window_minutes
       from reservations r join sites s on s.id = r.site_id
      where ${HELD} and r.anonymised_at is null
      order by r.starts_at`,
    heldParams(guest),
  );
  return rows;
}

/** The bookings erasure would cancel: confirmed ones that have not ended yet. */
const upcoming = (bookings: readonly HeldBooking[], now: number) =>
  bookings.filter((booking) => booking.status === 'confirmed' && booking.ends_at.getTime() > now);

const toUpcoming = (booking: HeldBooking, now: number): UpcomingBooking => ({
  id: booking.id,
  number: booking.number,
  restaurant: booking.restaurant,
  date: booking.date,
  time: booking.time,
  party_size: booking.party_size,
  cancellable: isCancellable(booking as unknown as ReservationRow, now),
});

/** What erasing the guest would cancel, for the confirmation that names the restaurants. */
export async function erasurePlan(db: Queryable, guest: GuestKeys, now: number): Promise<UpcomingBooking[]> {
  return upcoming(await heldBookings(db, guest), now).map((booking) => toUpcoming(booking, now));
}

/** The guest's data as they may take it: profile, consents and every booking they held. */
export async function guestData(db: Queryable, guest: GuestKeys, now: number): Promise<GuestDataAnswer> {
  const profile = await db.query<{
    first_name: string;
    last_name: string;
    email: string | null;
    phone_number: string | null;
    language: string;
    subscribed: boolean;
    created_at: Date;
    email_proven_at: Date | null;
    phone_proven_at: Date | null;
  }>(
    `select first_name, last_name, email, phone_number, language, subscribed, created_at, email_proven_at,
            phone_proven_at
       from users where id = $1`,
    [guest.userId],
  );
  const user = profile.rows[0];
  const bookings = await heldBookings(db, guest);
  const waitlist = await db.query<{
    restaurant: string;
    date: string;
    window_from: string;
    window_until: string;
    party_size: number;
    state: string;
    joined_at: Date;
  }>(
    `select s.name as restaurant, to_char(w.date, 'YYYY-MM-DD') as date, w.window_from, w.window_until,
            w.party_size, w.state, w.joined_at
       from waitlist_requests w join sites s on s.id = w.site_id
      where (w.user_id = $1 or ($2::text is not null and w.contact = $2) or ($3::text is not null and w.contact = $3))
        and w.contact <> ''
      order by w.joined_at`,
    heldParams(guest),
  );
  return {
    format: 'tafel-guest-data',
    version: 1,
    exported_at: new Date(now).toISOString(),
    profile: user
      ? {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          phone_number: user.phone_number,
          language: user.language,
          created_at: user.created_at.toISOString(),
          email_proven_at: user.email_proven_at?.toISOString() ?? null,
          phone_proven_at: user.phone_proven_at?.toISOString() ?? null,
        }
      : null,
    // The answer and its record: when, where and the words shown (./consent).
    consents: guest.userId
      ? await consentsAnswer(db, guest.userId, user?.subscribed ?? false)
      : { offers_and_news: { given: false, records: [] } },
    bookings: bookings.map((booking) => ({
      number: booking.number,
      restaurant: booking.restaurant,
      date: booking.date,
      time: booking.time,
      party_size: booking.party_size,
      status: booking.status,
      visit: booking.visit,
      first_name: booking.first_name,
      last_name: booking.last_name,
      email: booking.email,
      phone_number: booking.phone_number,
      child_seats: booking.child_seats,
      wheelchair_users: booking.wheelchair_users,
      remarks: booking.remarks,
      promotion: booking.flow,
      language: booking.language,
      channel: booking.channel,
      made_at: booking.created_at.toISOString(),
      cancelled_at: booking.cancelled_at?.toISOString() ?? null,
    })),
    waitlist: waitlist.rows.map((request) => ({ ...request, joined_at: request.joined_at.toISOString() })),
  };
}

/** How much an erasure removed: counts only, never what (the audit keeps these). */
export type ErasureCounts = ErasureAnswer['erased'];

/** The contacts a guest is known by: the account's and every one their bookings were made with. */
async function contactsOf(
  tx: Queryable,
  guest: GuestKeys,
  bookings: readonly HeldBooking[],
): Promise<string[]> {
  const account = await tx.query<{ email: string | null; phone_number: string | null }>(
    'select email, phone_number from users where id = $1',
    [guest.userId],
  );
  const all = [
    guest.email,
    guest.phone,
    account.rows[0]?.email ?? null,
    account.rows[0]?.phone_number ?? null,
    ...bookings.flatMap((booking) => [booking.email, booking.phone_number]),
  ];
  return [...new Set(all.filter((contact): contact is string => Boolean(contact)))];
}

/**
 * Erases a guest. `expected` is the ids of the upcoming bookings the confirmation named: when they differ from
 * what is upcoming now, 409 erasure_plan_changed (show it again). A booking too close to cancel online refuses the
 * guest's own erasure (409 erasure_booking_soon); staff (`byStaff`) cancel it anyway, at the restaurant's word.
 */
export async function eraseGuest(
  deps: Pick<AppDeps, 'db' | 'now'>,
  guest: GuestKeys,
  {
    expected,
    byStaff,
    record,
  }: {
    expected: readonly string[];
    byStaff: boolean;
    /** Writes what was done in the same transaction (staff's audit line). */
    record?: (tx: Transaction, counts: ErasureCounts) => Promise<void>;
  },
): Promise<ErasureCounts> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const bookings = await heldBookings(tx, guest);
    const toCancel = upcoming(bookings, now);
    const same =
      toCancel.length === expected.length && toCancel.every((booking) => expected.includes(booking.id));
    if (!same)
      throw new ApiError({
        status: 409,
        code: 'erasure_plan_changed',
        message: 'The bookings to cancel changed meanwhile: confirm the erasure again',
      });
    const soon = toCancel.find((booking) => !isCancellable(booking as unknown as ReservationRow, now));
    if (soon && !byStaff)
      throw new ApiError({
        status: 409,
        code: 'erasure_booking_soon',
        message: 'A booking starts too soon to cancel online: call the restaurant, or erase after it',
      });
    for (const booking of toCancel) {
      await lockSiteDay(tx, booking.site_id, booking.date);
      await cancelReservation(tx, booking.id, now);
    }
    const contacts = await contactsOf(tx, guest, bookings);
    const { bookings: anonymised } = await anonymiseReservations(
      tx,
      bookings.map((booking) => booking.id),
      now,
    );
    const removed = await removeTraces(tx, guest.userId, contacts, now);
    const counts = {
      cancelled_bookings: toCancel.length,
      anonymised_bookings: anonymised,
      removed_rows: removed,
    };
    await record?.(tx, counts);
    return counts;
  });
}

/** Every row outside the bookings that names the guest or one of their contacts; answers how many went. */
async function removeTraces(
  tx: Transaction,
  userId: string | null,
  contacts: readonly string[],
  now: number,
): Promise<number> {
  // Their open waitlist requests are left first (a held table is let go, and the next guest offered it); every
  // request of theirs then stays without a name or contact, for the figures.
  const open = await tx.query<{ id: string }>(
    `select id from waitlist_requests
      where (user_id = $1 or contact = any($2::text[])) and state in ('waiting', 'offered')`,
    [userId, contacts],
  );
  for (const { id } of open.rows) await endRequest(tx, id, 'left', now);
  const patterns = contacts.map((contact) => `%${contact.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  const statements: Array<[string, unknown[]]> = [
    [
      `delete from guest_notes where user_id = $1 or email = any($2::text[]) or phone_number = any($2::text[])
       returning 1`,
      [userId, contacts],
    ],
    ['delete from reminder_opt_outs where contact = any($1::text[]) returning 1', [contacts]],
    ['delete from notification_outbox where recipient = any($1::text[]) returning 1', [contacts]],
    ['delete from rate_events where bucket like any($1::text[]) returning 1', [patterns]],
    ['delete from idempotency_keys where body::text like any($1::text[]) returning 1', [patterns]],
    [
      `update waitlist_requests set first_name = $3, last_name = '', contact = '', user_id = null
        where user_id = $1 or contact = any($2::text[]) returning 1`,
      [userId, contacts, ANONYMOUS_NAME],
    ],
    ['delete from users where id = $1 returning 1', [userId]],
  ];
  let removed = 0;
  for (const [sql, params] of statements) removed += (await tx.query(sql, params)).rows.length;
  return removed;
}
