/**
 * What the database no longer needs, removed on a schedule: codes, sessions and
 * Idempotency-Keys past their use, limit events past the longest window, settled outbox messages after a
 * month (kept that long for questions about a message that did or did not arrive), and searches turned away after
 * thirteen months (their visit's id after a day), and what a restaurant keeps about a guest two years after both its
 * last change and the guest's last booking.
 */
import type { Db } from './client';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long each kind of row is kept after it stopped mattering. */
export const RETENTION = {
  /** One-time codes: a day after they expired (a code lives 10 minutes). */
  codes: DAY,
  /** Sessions: a day after they expired or were revoked. */
  sessions: DAY,
  /** A retried booking is answered from its Idempotency-Key for a day. */
  idempotencyKeys: DAY,
  /** Limit events: the longest limit window is a day. */
  rateEvents: DAY,
  /** Delivered and failed notifications: thirty days. */
  settledNotifications: 30 * DAY,
  /** Booking versions of days gone by (only days from today on are kept in memory): two days. */
  siteDayVersions: 2 * DAY,
  /** A search turned away forgets its widget visit's id after a day: its booking, if any, came long before. */
  turnedAwayVisits: DAY,
  /** Searches turned away, by the date asked for: thirteen months, so a month compares with the same one last year. */
  turnedAwaySearches: 396 * DAY,
  /** A guest's tags and note: two years after their last change, unless a booking under the guest's keys came since. */
  guestNotes: 730 * DAY,
} as const;

/** How often the server prunes (server/main.ts). */
export const PRUNE_EVERY_MS = HOUR;

export type Retention = Record<keyof typeof RETENTION, number>;

/** Deletes what `retention` (RETENTION, or the settings' times) no longer keeps; answers how many rows of each kind went. */
export async function pruneExpired(
  db: Db,
  now: number,
  retention: Retention = RETENTION,
): Promise<Record<keyof typeof RETENTION, number>> {
  const before = (ms: number) => new Date(now - ms).toISOString();
  const remove = async (sql: string, cutoff: string) => (await db.query(sql, [cutoff])).rows.length;
  return {
    codes: await remove(
      'delete from otp_challenges where expires_at < $1 returning 1',
      before(retention.codes),
    ),
    sessions: await remove(
      'delete from sessions where coalesce(revoked_at, expires_at) < $1 or expires_at < $1 returning 1',
      before(retention.sessions),
    ),
    idempotencyKeys: await remove(
      'delete from idempotency_keys where created_at < $1 returning 1',
      before(retention.idempotencyKeys),
    ),
    rateEvents: await remove(
      'delete from rate_events where at < $1 returning 1',
      before(retention.rateEvents),
    ),
    settledNotifications: await remove(
      `delete from notification_outbox
        where status in ('delivered', 'failed') and coalesce(delivered_at, created_at) < $1 returning 1`,
      before(retention.settledNotifications),
    ),
    siteDayVersions: await remove(
      'delete from site_day_versions where date < ($1::timestamptz)::date returning 1',
      before(retention.siteDayVersions),
    ),
    turnedAwayVisits: await remove(
      `update turned_away_searches set visit_id = null
        where visit_id is not null and searched_at < $1 returning 1`,
      before(retention.turnedAwayVisits),
    ),
    turnedAwaySearches: await remove(
      'delete from turned_away_searches where date < ($1::timestamptz)::date returning 1',
      before(retention.turnedAwaySearches),
    ),
    // Any booking sharing a key keeps the note (a superset of shared/staff/same-guest.ts: it keeps, never drops, more).
    guestNotes: await remove(
      `delete from guest_notes n where n.updated_at < $1 and not exists (
         select 1 from reservations r where r.starts_at >= $1
            and (r.user_id = n.user_id or (n.email <> '' and r.email = n.email)
                 or (n.phone_number <> '' and r.phone_number = n.phone_number)))
       returning 1`,
      before(retention.guestNotes),
    ),
  };
}
