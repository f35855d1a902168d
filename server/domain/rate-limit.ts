/** Sliding-window abuse limits kept in the database, so every process counts the same events. */
import type { Db, Queryable } from '../db/client';
import { LOCK_SPACES, locksOn, takeLocks } from '../db/locks';
import { pruneRateEvents, recentRateEvents, recordRateEvent } from '../db/rate-events';
import { rateLimitRefusals } from '../observability/metrics';

export interface Window {
  ms: number;
  max: number;
}

/** One limit: its name, the bucket its hits are counted in, and the windows that bound them. */
export interface Limit {
  /** What the limit is, without values ('code_recipient'): the label of its refusals in /metrics. */
  name: string;
  /** Where its hits are counted: the name's values in it ('code:to:anna@example.nl'). */
  bucket: string;
  windows: readonly Window[];
}

/**
 * Counts a hit in every limit's bucket unless one of them is already full, in one step: the checks and the counts
 * run in one transaction holding the buckets' advisory locks, so parallel requests (in this process or another)
 * are counted one after the other and never all pass a check made before any of them was counted. All or nothing:
 * a request one limit refuses is counted in none, so an address over its own limit cannot use up a guest's.
 * Answers null when allowed, else the first limit (in the order given) that refused, with the seconds until the
 * oldest hit in its full window expires; a refusal is counted in /metrics under the limit's name.
 */
export async function takeRateLimits(
  db: Db,
  limits: readonly Limit[],
  now: number,
): Promise<{ refused: Limit; wait: number } | null> {
  const refusal = await db.transaction(async (tx) => {
    // Locks are taken in one order everywhere, so two requests that share buckets never wait on each other in a circle.
    await takeLocks(
      tx,
      locksOn(
        LOCK_SPACES.rateLimit,
        limits.map((limit) => limit.bucket),
      ),
    );
    for (const limit of limits) {
      const since = now - longestOf(limit.windows);
      await pruneRateEvents(tx, limit.bucket, since);
      const wait = waitFor(await recentRateEvents(tx, limit.bucket, since), limit.windows, now);
      if (wait) return { refused: limit, wait };
    }
    for (const limit of limits) await recordRateEvent(tx, limit.bucket, now);
    return null;
  });
  if (refusal) rateLimitRefusals.inc({ limit: refusal.refused.name });
  return refusal;
}

/** One limit, counted as takeRateLimits does; answers 0 when allowed, else the seconds to wait. */
export async function takeRateLimit(db: Db, limit: Limit, now: number): Promise<number> {
  return (await takeRateLimits(db, [limit], now))?.wait ?? 0;
}

const longestOf = (windows: readonly Window[]) => Math.max(...windows.map((window) => window.ms));

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
  return waitFor(await recentRateEvents(db, bucket, now - longestOf(windows)), windows, now);
}
