/** Sliding-window abuse limits kept in the database, so every process counts the same events. */
import type { Db, Queryable } from '../db/client';
import { pruneRateEvents, recentRateEvents, recordRateEvent } from '../db/rate-events';

export interface Window {
  ms: number;
  max: number;
}

/**
 * Counts a hit in `bucket` unless a window is already full, in one step: the check and the count run in one
 * transaction holding the bucket's advisory lock, so parallel requests (in this process or another) are counted
 * one after the other and never all pass a check made before any of them was counted.
 * Answers 0 when allowed, else the seconds until the oldest hit in the full window expires.
 */
export async function takeRateLimit(
  db: Db,
  bucket: string,
  windows: readonly Window[],
  now: number,
): Promise<number> {
  const longest = Math.max(...windows.map((window) => window.ms));
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [RATE_LIMIT_LOCK, bucket]);
    await pruneRateEvents(tx, bucket, now - longest);
    const wait = waitFor(await recentRateEvents(tx, bucket, now - longest), windows, now);
    if (wait === 0) await recordRateEvent(tx, bucket, now);
    return wait;
  });
}

/** The advisory lock space of the rate limits (the other key is the bucket's hash). */
const RATE_LIMIT_LOCK = 7_420_003;

/** Seconds until every window has room, given the hits (newest first); 0 when there is room now. */
function waitFor(hits: number[], windows: readonly Window[], now: number): number {
  let retryAfterMs = 0;
  for (const window of windows) {
    const inWindow = hits.filter((at) => at > now - window.ms);
    if (inWindow.length >= window.max)
      retryAfterMs = Math.max(retryAfterMs, inWindow[window.max - 1]! + window.ms - now);
  }
  return Math.ceil(retryAfterMs / 1000);
}

/** Seconds until `bucket` has room again in every window (0 when it has room now); counts nothing. */
export async function rateLimitWait(
  db: Queryable,
  bucket: string,
  windows: readonly Window[],
  now: number,
): Promise<number> {
  const longest = Math.max(...windows.map((window) => window.ms));
  return waitFor(await recentRateEvents(db, bucket, now - longest), windows, now);
}
