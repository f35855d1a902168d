/**
 * The app's advisory locks: what serialises work that the database's constraints alone cannot (a restaurant's day,
 * a guest's count of bookings, a contact changing hands, a rate-limit bucket), in this process and every other.
 * Each kind has a space of its own; a lock is `pg_advisory_xact_lock(space, hashtext(key))`, held to the end of the
 * transaction. (Migrations and the seed take one-key locks of their own, which never meet these two-key ones.)
 */
import type { Queryable } from './client';

export const LOCK_SPACES = {
  rateLimit: 7_420_003,
  guestBookings: 7_420_004,
  contact: 7_420_005,
  siteDay: 7_420_006,
} as const;

export interface AdvisoryLock {
  space: (typeof LOCK_SPACES)[keyof typeof LOCK_SPACES];
  key: string;
}

/** One kind's locks on several keys, each once, in sorted order: one order everywhere, so no circle of waits. */
export function locksOn(space: AdvisoryLock['space'], keys: Iterable<string>): AdvisoryLock[] {
  return [...new Set(keys)].sort().map((key) => ({ space, key }));
}

/** The lock every change to a restaurant's taken tables on one date queues behind. */
export const siteDayLock = (siteId: string, date: string): AdvisoryLock => ({
  space: LOCK_SPACES.siteDay,
  key: `${siteId}|${date}`,
});

/**
 * Takes the locks in the order given, in one statement (one round trip however many): the rows of `unnest` come in
 * array order and each lock is taken as its row passes, so a caller that lists its locks in one fixed order never
 * waits in a circle with another. A read that must see what the lock holders wrote goes in a later statement,
 * whose snapshot is taken after the locks are held.
 */
export async function takeLocks(tx: Queryable, locks: readonly AdvisoryLock[]): Promise<void> {
  if (locks.length === 0) return;
  await tx.query(
    `select count(pg_advisory_xact_lock(l.space, hashtext(l.key)))
     from unnest($1::int[], $2::text[]) as l(space, key)`,
    [locks.map((lock) => lock.space), locks.map((lock) => lock.key)],
  );
}
