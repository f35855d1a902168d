/** Sliding-window abuse limits kept in the database, so every process counts the same events. */
import type { Queryable } from '../db/client';
import { pruneRateEvents, recentRateEvents, recordRateEvent } from '../db/rate-events';

export interface Window {
  ms: number;
  max: number;
}

/**
 * Counts a hit in `bucket` unless a window is already full.
 * Answers 0 when allowed, else the seconds until the oldest hit in the full window expires.
 */
export async function takeRateLimit(
  db: Queryable,
  bucket: string,
  windows: readonly Window[],
  now: number,
): Promise<number> {
  const longest = Math.max(...windows.map((window) => window.ms));
  await pruneRateEvents(db, bucket, now - longest);
  const hits = await recentRateEvents(db, bucket, now - longest);
  let retryAfterMs = 0;
  for (const window of windows) {
    const inWindow = hits.filter((at) => at > now - window.ms);
    if (inWindow.length >= window.max) {
      const oldest = inWindow[window.max - 1]!;
      retryAfterMs = Math.max(retryAfterMs, oldest + window.ms - now);
    }
  }
  if (retryAfterMs > 0) return Math.ceil(retryAfterMs / 1000);
  await recordRateEvent(db, bucket, now);
  return 0;
}

/** Seconds until `bucket` has room again in every window (0 when it has room now); counts nothing. */
export async function rateLimitWait(
  db: Queryable,
  bucket: string,
  windows: readonly Window[],
  now: number,
): Promise<number> {
  const longest = Math.max(...windows.map((window) => window.ms));
  const hits = await recentRateEvents(db, bucket, now - longest);
  let retryAfterMs = 0;
  for (const window of windows) {
    const inWindow = hits.filter((at) => at > now - window.ms);
    if (inWindow.length >= window.max)
      retryAfterMs = Math.max(retryAfterMs, inWindow[window.max - 1]! + window.ms - now);
  }
  return Math.ceil(retryAfterMs / 1000);
}
