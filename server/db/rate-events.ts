/** The events the sliding-window limits count (server/domain/rate-limit.ts decides), shared by every process. */
import type { Queryable } from './client';

/** Forgets a bucket's events older than `since`. */
export async function pruneRateEvents(db: Queryable, bucket: string, since: number): Promise<void> {
  await db.query('delete from rate_events where bucket = $1 and at < $2', [bucket, new Date(since)]);
}

/** The times (epoch ms) of a bucket's events after `since`, newest first. */
export async function recentRateEvents(db: Queryable, bucket: string, since: number): Promise<number[]> {
  const found = await db.query<{ at: Date }>(
    'select at from rate_events where bucket = $1 and at > $2 order by at desc',
    [bucket, new Date(since)],
  );
  return found.rows.map((row) => new Date(row.at).getTime());
}

export async function recordRateEvent(db: Queryable, bucket: string, now: number): Promise<void> {
  await db.query('insert into rate_events (bucket, at) values ($1, $2)', [bucket, new Date(now)]);
}
