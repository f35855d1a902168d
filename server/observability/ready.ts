/**
 * GET /api/ready: whether this process should be sent traffic. /api/health only says the process answers; ready
 * says its database answers in time, its schema is this build's, and its outbox worker is polling.
 */
import { Hono } from 'hono';
import type { Queryable } from '../db/client';
import { pendingMigrations } from '../db/migrate';
import { ReadinessAnswerSchema } from '../../shared/api/answers';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

/** What /ready reads of the outbox worker (server/notify/worker.ts). */
export interface OutboxWorkerStatus {
  /** Epoch milliseconds of the worker's last answered poll; undefined before its first. */
  lastPollAt(): number | undefined;
}

export interface ReadyChecks {
  database: 'ok' | 'timeout' | 'error';
  migrations: 'ok' | 'pending' | 'timeout' | 'error';
  outbox: 'ok' | 'stale' | 'not_running';
}

export interface Readiness {
  ok: boolean;
  checks: ReadyChecks;
}

/** Each database check has this long: a database slower than that is as good as down for a guest. */
export const READY_TIMEOUT_MS = 1000;
/** The worker polls every half second when idle; twenty polls missed is a worker that stopped. */
export const OUTBOX_STALE_AFTER_MS = 10_000;

export interface ReadyOptions {
  db: Queryable;
  now: () => number;
  outboxWorker: OutboxWorkerStatus | undefined;
  timeoutMs?: number;
  staleAfterMs?: number;
  migrationsDir?: string;
}

/** The work's answer, 'timeout' when it takes longer than `ms`, 'error' when it fails. */
async function within<T>(work: () => Promise<T>, ms: number): Promise<T | 'timeout' | 'error'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(work)
        .catch(() => 'error' as const),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The outbox worker's state: 'ok' when its last poll was at most `staleAfterMs` ago.
 * @example outboxCheck({ lastPollAt: () => 1_000 }, 5_000, 10_000) //=> 'ok'
 * @example outboxCheck({ lastPollAt: () => undefined }, 5_000, 10_000) //=> 'not_running'
 */
export function outboxCheck(
  worker: OutboxWorkerStatus | undefined,
  now: number,
  staleAfterMs: number,
): ReadyChecks['outbox'] {
  const last = worker?.lastPollAt();
  if (last === undefined) return 'not_running';
  return now - last <= staleAfterMs ? 'ok' : 'stale';
}

/** All three checks, the database's two at once. */
export async function readiness({
  db,
  now,
  outboxWorker,
  timeoutMs = READY_TIMEOUT_MS,
  staleAfterMs = OUTBOX_STALE_AFTER_MS,
  migrationsDir,
}: ReadyOptions): Promise<Readiness> {
  const [roundTrip, pending] = await Promise.all([
    within(() => db.query('select 1'), timeoutMs),
    within(() => pendingMigrations(db, migrationsDir), timeoutMs),
  ]);
  const checks: ReadyChecks = {
    database: roundTrip === 'timeout' || roundTrip === 'error' ? roundTrip : 'ok',
    migrations:
      pending === 'timeout' || pending === 'error' ? pending : pending.length === 0 ? 'ok' : 'pending',
    outbox: outboxCheck(outboxWorker, now(), staleAfterMs),
  };
  return { ok: Object.values(checks).every((check) => check === 'ok'), checks };
}

const READY: RouteDescription = {
  operationId: 'getReady',
  tags: ['Service'],
  summary: 'Readiness',
  description:
    'Answers 200 when this process should be sent traffic: its database answers `select 1` within a second, ' +
    'every migration of this build is applied, and its outbox worker polled in the last 10 seconds; else 503 ' +
    'with the part that failed.',
  answers: {
    200: jsonAnswer('Ready: every check is ok', ReadinessAnswerSchema),
    503: jsonAnswer('Not ready: the checks say which part failed', ReadinessAnswerSchema),
  },
};

/** GET / (mounted at /api/ready): 200 with the checks when all pass, else 503 with them. */
export function readyRoutes(options: ReadyOptions): Hono {
  const routes = new Hono();
  routes.get('/', describeRoute(READY), async (c) => {
    const answer = await readiness(options);
    return c.json(answer, answer.ok ? 200 : 503);
  });
  return routes;
}
