/**
 * The open day-sheet event streams of this process. Each stream hears its restaurant's changes
 * and follows its session: when the session ends, its member is removed or their roles there no longer allow
 * `day.read`, the stream closes at once, whichever process made the change. The staff trigger (migration 0060)
 * names the member on `tafel_staff`; the streams of that member check their session again, every stream does on
 * `'*'` (notifications may have been missed), and each one also does on its own every 30 s (an expiry is no
 * NOTIFY). On SIGTERM `closeAllStreams` sends every sheet to reconnect elsewhere.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { DayChange } from '../../shared/staff/day-sheet';
import type { AppDeps } from '../deps';
import { sessionStillMay, type StaffCaller } from '../http/staff-auth';
import { createDayEvents } from './day-events';
import { sharedListen } from './shared-listen';

const STAFF_CHANNEL = 'tafel_staff';

export interface StaffStreamsOptions {
  /** How often each stream checks its session on its own; default 30 s. */
  recheckMs?: number;
  /** How often an idle stream says it is alive, so proxies keep it open and the sheet knows it is online; 15 s. */
  heartbeatMs?: number;
}

export interface StaffStreams {
  /** The day-sheet stream of a caller the route has let in (their role at `siteId` allows `day.read`). */
  open(c: Context, caller: StaffCaller, siteId: string): Response;
  /**
   * Ends every open stream after a `retry:` line (1 to 3 s, so the sheets do not all come back at once), and any
   * opened from now on at once; resolves when all have closed. For the process's SIGTERM.
   */
  closeAllStreams(): Promise<void>;
  /** How many streams are open now (a metrics gauge). */
  openStreamCount(): number;
}

interface OpenStream {
  staffId: string;
  /** Checks the session again; the stream ends if it no longer holds. */
  recheck(): void;
  /** Ends the stream (after a `retry:` line when given); resolves once it has closed. */
  end(retryMs?: number): Promise<void>;
}

/** A stream that does not close this long after it was told to (a client that reads nothing) is cut. */
const END_GRACE_MS = 2_000;

/**
 * Runs `work` one run at a time: asked while a run is under way, it runs once more after it (that run may have read
 * before the change that asks). Answers the run that covers the asking.
 */
function oneAtATime(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    try {
      do {
        again = false;
        await work();
      } while (again);
    } finally {
      running = null;
    }
  };
  return () => {
    if (running) again = true;
    return (running ??= run());
  };
}

/** Between 1 and 3 s: a closing process's sheets reconnect to another process spread over two seconds. */
const reconnectAfter = (): number => 1_000 + Math.floor(Math.random() * 2_000);

export function createStaffStreams(
  deps: Pick<AppDeps, 'db' | 'now'>,
  { recheckMs = 30_000, heartbeatMs = 15_000 }: StaffStreamsOptions = {},
): StaffStreams {
  const streams = new Set<OpenStream>();
  let closing = false;
  const dayEvents = createDayEvents(deps.db);
  const staffChanges = sharedListen(deps.db, STAFF_CHANNEL, (payload) => {
    for (const stream of streams) if (payload === '*' || payload === stream.staffId) stream.recheck();
  });

  function open(c: Context, caller: StaffCaller, siteId: string): Response {
    return streamSSE(c, async (stream) => {
      const pending: DayChange[] = [];
      let wake = () => {};
      // Set from outside this flow (a notice, a check, SIGTERM): typed so that the reads below are not narrowed.
      let ending = null as { retryMs?: number } | null;
      let cut: ReturnType<typeof setTimeout> | undefined;
      let markClosed = () => {};
      const closed = new Promise<void>((resolve) => (markClosed = resolve));
      const end = (retryMs?: number) => {
        if (!ending) {
          ending = { retryMs };
          cut = setTimeout(() => stream.abort(), END_GRACE_MS);
          wake();
        }
        return closed;
      };

      const recheck = oneAtATime(async () => {
        // A check that cannot be made ends the stream: the sheet reconnects and is checked in full then.
        const holds = await sessionStillMay(deps, caller.tokenHash, siteId, 'day.read').catch(() => false);
        if (!holds) void end();
      });

      const entry: OpenStream = { staffId: caller.staff.id, recheck: () => void recheck(), end };
      streams.add(entry);
      if (closing) void end(reconnectAfter());
      const periodic = setInterval(entry.recheck, recheckMs);
      let releaseStaff = async () => {};
      let stopDay = async () => {};
      try {
        stream.onAbort(() => wake());
        if (!ending) {
          releaseStaff = await staffChanges.hold();
          stopDay = await dayEvents.subscribe(siteId, (change) => {
            pending.push(change);
            wake();
          });
          // A change committed between the route's check and the LISTEN went unheard: checked once more now.
          await recheck();
        }
        if (!ending) await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!stream.aborted && !ending) {
          if (pending.length === 0) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, heartbeatMs);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            if (pending.length === 0 && !stream.aborted && !ending) await stream.write(': alive\n\n');
          }
          for (const change of pending.splice(0)) {
            if (ending) break;
            await stream.writeSSE({ event: 'change', data: JSON.stringify(change) });
          }
        }
        const retryMs = ending?.retryMs;
        if (retryMs !== undefined && !stream.aborted) await stream.write(`retry: ${retryMs}\n\n`);
      } finally {
        clearInterval(periodic);
        streams.delete(entry);
        await stopDay();
        await releaseStaff();
        await stream.close();
        clearTimeout(cut);
        markClosed();
      }
    });
  }

  return {
    open,
    async closeAllStreams() {
      closing = true;
      await Promise.all([...streams].map((stream) => stream.end(reconnectAfter())));
    },
    openStreamCount: () => streams.size,
  };
}
