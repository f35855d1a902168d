/** Sliding-window abuse limits kept in the database, so every process counts the same events. */
import type { Queryable } from '../db/client';

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
  await db.query('delete from rate_events where bucket = $1 and at < $2', [bucket, new Date(now - longest)]);
  const hits = (
    await db.query<{ at: Date }>(
      'select at from rate_events where bucket = $1 and at > $2 order by at desc',
      [bucket, new Date(now - longest)],
    )
  ).rows.map((row) => new Date(row.at).getTime());
  let retryAfterMs = 0;
  for (const window of windows) {
    const inWindow = hits.filter((at) => at > now - window.ms);
    if (inWindow.length >= window.max) {
      const oldest = inWindow[window.max - 1]!;
      retryAfterMs = Math.max(retryAfterMs, oldest + window.ms - now);
    }
  }
  if (retryAfterMs > 0) return Math.ceil(retryAfterMs / 1000);
  await db.query('insert into rate_events (bucket, at) values ($1, $2)', [bucket, new Date(now)]);
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
  const hits = (
    await db.query<{ at: Date }>(
      'select at from rate_events where bucket = $1 and at > $2 order by at desc',
      [bucket, new Date(now - longest)],
    )
  ).rows.map((row) => new Date(row.at).getTime());
  let retryAfterMs = 0;
  for (const window of windows) {
    const inWindow = hits.filter((at) => at > now - window.ms);
    if (inWindow.length >= window.max)
      retryAfterMs = Math.max(retryAfterMs, inWindow[window.max - 1]! + window.ms - now);
  }
  return Math.ceil(retryAfterMs / 1000);
}
