/**
 * The waitlist's upkeep (server/domain/waitlist-check.ts sweepWaitlist): every second, offers whose hold ran out
 * expire, requests whose window has begun close, and the days queued for a check (by the transaction that freed a
 * table, in any process) are checked. Every step is done under the day's lock with its outcome in the database, so a
 * restart or a second process offers nothing twice; an idle round only reads.
 */
import type { AppDeps } from './deps';
import { sweepWaitlist } from './domain/waitlist-check';

export interface WaitlistSchedule {
  stop(): Promise<void>;
}

/** How often the upkeep runs: a freed table is offered within about this long. */
export const WAITLIST_EVERY_MS = 1000;

export function scheduleWaitlist(
  deps: AppDeps,
  { everyMs = WAITLIST_EVERY_MS, log = (line: string) => console.info(line) } = {},
): WaitlistSchedule {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const round = () => {
    // One round at a time: a slow one is not overtaken by the next.
    if (busy) return;
    busy = true;
    running = sweepWaitlist(deps).then(
      ({ expired, offers }) => {
        busy = false;
        if (expired > 0 || offers > 0) log(`waitlist: ${offers} offer(s) made, ${expired} expired`);
      },
      (error: unknown) => {
        busy = false;
        log(`waitlist: round failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  };
  round();
  const timer = setInterval(round, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
