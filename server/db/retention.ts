/**
 * Personal data kept only as long as it is needed (docs/privacy.md): a booking's personal details are anonymised some
 * months after its date, keeping what the figures count (date, time, party, restaurant, channel, promotion, status,
 * visit); a guest with no booking for some months is removed, with the reminder opt-outs no one holds any more; and
 * the staff audit lines about an anonymised booking keep who did what and when, not the guest's details. One process
 * at a time runs it (a try-lock: a second finds it taken and skips the round), in one transaction.
 */
import { addMonths } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import type { Db, Queryable } from './client';

/** How long personal data is kept, per kind (RETAIN_BOOKING_MONTHS, RETAIN_GUEST_MONTHS; server/config.ts). */
export interface RetentionPolicy {
  /** A booking's personal details: months after its date. */
  bookingMonths: number;
  /** A guest account: months after its last booking (or its creation, without one). */
  guestMonths: number;
}

export const DEFAULT_RETENTION_POLICY: RetentionPolicy = { bookingMonths: 24, guestMonths: 24 };

/** What one round removed. */
export interface RetentionCounts {
  /** The date before which bookings are anonymised ('YYYY-MM-DD', Amsterdam). */
  bookingsBefore: string;
  anonymisedBookings: number;
  clearedAuditLines: number;
  /** Waitlist requests of days before `bookingsBefore`, kept without a name or contact. */
  anonymisedWaitlist: number;
  removedGuests: number;
  removedOptOuts: number;
}

/** What an anonymised booking shows where its guest's name was: the sheet, the CSV and the search read it as is. */
export const ANONYMOUS_NAME = '—';

/** The try-lock's space (server/db/locks.ts keeps the two-key spaces; this one is taken on its own). */
const RETENTION_LOCK = 7_420_101;

/** The audit's keys that can hold a guest's details (staff bookings, walk-ins, changes of a booking, guest notes). */
const AUDIT_PERSONAL_KEYS = [
  'first_name',
  'last_name',
  'name',
  'email',
  'phone_number',
  'phone',
  'notes',
  'remarks',
  'note',
  'tags',
];

/**
 * Takes the guest out of these bookings (the figures' columns stay, the name reads ANONYMOUS_NAME) and out of their
 * staff audit lines; answers how many of each changed. Also the erasure's step (server/domain/guest-erasure.ts).
 */
export async function anonymiseReservations(
  tx: Queryable,
  ids: readonly string[],
  now: number,
): Promise<{ bookings: number; auditLines: number }> {
  if (ids.length === 0) return { bookings: 0, auditLines: 0 };
  const bookings = await tx.query(
    `update reservations
        set first_name = $3, last_name = '', email = '', phone_number = '', notes = '', remarks = '',
            wheelchair_users = null, user_id = null, anonymised_at = $2
      where id = any($1::text[]) and anonymised_at is null
      returning 1`,
    [ids, new Date(now), ANONYMOUS_NAME],
  );
  const audit = await tx.query(
    // A line's before or after may be JSON null (a booking made) or a list: only an object holds such keys.
    `update staff_audit
        set before = case when jsonb_typeof(before) = 'object' then before - $2::text[] else before end,
            after = case when jsonb_typeof(after) = 'object' then after - $2::text[] else after end
      where subject = any($1::text[]) returning 1`,
    [ids, AUDIT_PERSONAL_KEYS],
  );
  return { bookings: bookings.rows.length, auditLines: audit.rows.length };
}

/**
 * Runs one round at `now`; answers its counts, or null when another process holds the round.
 * @example await applyRetention(db, Date.now()) //=> { bookingsBefore: '2024-11-27', anonymisedBookings: 3, … }
 */
export async function applyRetention(
  db: Db,
  now: number,
  policy: RetentionPolicy = DEFAULT_RETENTION_POLICY,
): Promise<RetentionCounts | null> {
  const today = todayDate(now);
  const bookingsBefore = addMonths(today, -policy.bookingMonths);
  // A guest's months run from midnight of the same calendar day, so both rules read as "N months ago".
  const guestsBefore = addMonths(today, -policy.guestMonths);
  return db.transaction(async (tx) => {
    const lock = await tx.query<{ taken: boolean }>('select pg_try_advisory_xact_lock($1, 0) as taken', [
      RETENTION_LOCK,
    ]);
    if (!lock.rows[0]?.taken) return null;

    const due = await tx.query<{ id: string }>(
      'select id from reservations where anonymised_at is null and date < $1::date',
      [bookingsBefore],
    );
    const { bookings, auditLines } = await anonymiseReservations(
      tx,
      due.rows.map((row) => row.id),
      now,
    );

    // Waitlist requests of those days: the figures count them, so they stay, without a name or contact.
    const waitlist = await tx.query(
      `update waitlist_requests set first_name = $2, last_name = '', contact = '', user_id = null
        where date < $1::date and (contact <> '' or user_id is not null) returning 1`,
      [bookingsBefore, ANONYMOUS_NAME],
    );

    // A guest's later bookings keep the account; older ones were anonymised above or are let go of it here.
    const gone = await tx.query<{ id: string }>(
      `select u.id from users u
        where u.created_at < $1::date
          and not exists (select 1 from reservations r where r.user_id = u.id and r.date >= $1::date)`,
      [guestsBefore],
    );
    const goneIds = gone.rows.map((row) => row.id);
    if (goneIds.length) {
      await tx.query('update reservations set user_id = null where user_id = any($1::uuid[])', [goneIds]);
      await tx.query('delete from users where id = any($1::uuid[])', [goneIds]);
    }
    const optOuts = await tx.query(
      `delete from reminder_opt_outs o
        where o.opted_out_at < $1::date
          and not exists (select 1 from users u where u.email = o.contact or u.phone_number = o.contact)
          and not exists (select 1 from reservations r
                           where r.date >= $1::date and (r.email = o.contact or r.phone_number = o.contact))
       returning 1`,
      [guestsBefore],
    );
    return {
      bookingsBefore,
      anonymisedBookings: bookings,
      clearedAuditLines: auditLines,
      anonymisedWaitlist: waitlist.rows.length,
      removedGuests: goneIds.length,
      removedOptOuts: optOuts.rows.length,
    };
  });
}

/** One log line for a round: the operator sees each run and what it did. */
export function retentionLine(counts: RetentionCounts | null): string {
  if (!counts) return 'retention: another process is running this round';
  return (
    `retention: anonymised ${counts.anonymisedBookings} bookings dated before ${counts.bookingsBefore}, ` +
    `cleared ${counts.clearedAuditLines} audit lines, anonymised ${counts.anonymisedWaitlist} waitlist requests, ` +
    `removed ${counts.removedGuests} guests ` +
    `and ${counts.removedOptOuts} reminder opt-outs`
  );
}
