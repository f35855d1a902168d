/**
 * The process's metrics (prom-client), registered once on one registry and read at /metrics
 * (./metrics-server.ts). Labels are bounded: a route's pattern, never its path; a refusal's code, never a value.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Queryable } from '../db/client';
import { outboxBacklog } from '../notify/outbox';

export const registry = new Registry();
const registers = [registry];

export const httpRequests = new Counter({
  name: 'tafel_http_requests_total',
  help: 'Requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'tafel_http_request_duration_seconds',
  help: 'Time from a request to the end of its answer, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const bookingsMade = new Counter({
  name: 'tafel_bookings_made_total',
  help: 'Guest bookings made (201, not the replay of an Idempotency-Key)',
  registers,
});

export const bookingsRefused = new Counter({
  name: 'tafel_bookings_refused_total',
  help: "Guest bookings refused, by the answer's error code (conflict, group_too_large, too_many_requests, …)",
  labelNames: ['reason'] as const,
  registers,
});

/** The guest waitlist (docs/waitlist.md): requests, offers (by the check or a host), claims and expiries. */
export const waitlistRequests = new Counter({
  name: 'tafel_waitlist_requests_total',
  help: 'Guests who joined the waitlist',
  registers,
});

export const waitlistOffers = new Counter({
  name: 'tafel_waitlist_offers_total',
  help: "Waitlist offers made, by who made them ('check' when a table freed, 'host' by hand)",
  labelNames: ['by'] as const,
  registers,
});

export const waitlistClaims = new Counter({
  name: 'tafel_waitlist_claims_total',
  help: 'Waitlist offers booked by their guest',
  registers,
});

export const waitlistExpiries = new Counter({
  name: 'tafel_waitlist_expiries_total',
  help: 'Waitlist offers that ran out unclaimed',
  registers,
});

export const codesSent = new Counter({
  name: 'tafel_codes_sent_total',
  help: 'One-time codes queued for sending, by purpose (sign_in, email_change, phone_change, staff_sign_in)',
  labelNames: ['purpose'] as const,
  registers,
});

export const codesRefused = new Counter({
  name: 'tafel_codes_refused_total',
  help: 'Codes refused: a send over a limit (recipient_limit, address_limit) or a check (wrong_code, code_gone)',
  labelNames: ['reason'] as const,
  registers,
});

export const rateLimitRefusals = new Counter({
  name: 'tafel_rate_limit_refusals_total',
  help: 'Requests an abuse limit refused (429), by limit',
  labelNames: ['limit'] as const,
  registers,
});

/** Where a gauge reads its figure at a scrape; unset, a gauge without labels reads 0 (prom-client's reset). */
type Source<T> = (() => T) | undefined;

let openStreams: Source<number>;
/** The event streams open in this process (server/live provides the count). */
export const setOpenStreamsSource = (source: () => number): void => {
  openStreams = source;
};

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
let poolStats: Source<PoolStats>;
/** The database pool's connections (server/db/client.ts provides them; PGlite has no pool). */
export const setPoolStatsSource = (source: () => PoolStats): void => {
  poolStats = source;
};

new Gauge({
  name: 'tafel_event_streams_open',
  help: 'Event streams (the staff day sheet) open in this process',
  registers,
  collect() {
    if (openStreams) this.set(openStreams());
    else this.reset();
  },
});

new Gauge({
  name: 'tafel_db_pool_connections',
  help: "Connections of this process's database pool, by state (in_use, idle)",
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    if (!poolStats) return;
    const { total, idle } = poolStats();
    this.set({ state: 'in_use' }, total - idle);
    this.set({ state: 'idle' }, idle);
  },
});

new Gauge({
  name: 'tafel_db_pool_waiting_clients',
  help: "Queries waiting for a connection of this process's database pool",
  registers,
  collect() {
    if (poolStats) this.set(poolStats().waiting);
    else this.reset();
  },
});

/** A scrape must not hang on a database that does not answer: the outbox gauges say NaN then. */
const OUTBOX_READ_TIMEOUT_MS = 1000;
type OutboxFigures = { unsent: number; oldestDueAgeSeconds: number };
let outboxFigures: Source<Promise<OutboxFigures>>;

/**
 * Reads the outbox's backlog from `db` at each scrape: one query for both gauges, shared while it runs. Answers the
 * stop (tests).
 */
export function watchOutbox(db: Queryable, now: () => number = () => Date.now()): () => void {
  let reading: Promise<OutboxFigures> | undefined;
  const read = async (): Promise<OutboxFigures> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('outbox read timed out')), OUTBOX_READ_TIMEOUT_MS);
    });
    try {
      const at = now();
      const { unsent, oldestDueAt } = await Promise.race([outboxBacklog(db, at), timeout]);
      return {
        unsent,
        oldestDueAgeSeconds: oldestDueAt === null ? 0 : Math.max(0, (at - oldestDueAt) / 1000),
      };
    } catch {
      return { unsent: NaN, oldestDueAgeSeconds: NaN };
    } finally {
      clearTimeout(timer);
    }
  };
  outboxFigures = () =>
    (reading ??= read().finally(() => {
      reading = undefined;
    }));
  return () => {
    outboxFigures = undefined;
  };
}

new Gauge({
  name: 'tafel_outbox_unsent_messages',
  help: 'Notifications not yet delivered or failed (pending, or being delivered)',
  registers,
  async collect() {
    if (outboxFigures) this.set((await outboxFigures()).unsent);
    else this.reset();
  },
});

new Gauge({
  name: 'tafel_outbox_oldest_due_age_seconds',
  help: 'How long ago the oldest notification due now was written (0 when none is due)',
  registers,
  async collect() {
    if (outboxFigures) this.set((await outboxFigures()).oldestDueAgeSeconds);
    else this.reset();
  },
});

let defaultsStarted = false;
/** Node's own figures (event loop lag, heap, CPU, handles) on the registry; once, as /metrics is served. */
export function collectProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: registry });
}

/** One answered request, by its route's pattern (./request-log.ts). */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  httpRequests.inc(labels);
  httpRequestDuration.observe(labels, seconds);
}
