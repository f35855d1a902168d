import type { Hono } from 'hono';
/**
 * Test harness (not a test): a real app on a fresh database (PGlite in memory, or a fresh schema on
 * TEST_DATABASE_URL), a fake clock, and the notifications it queued, so tests can read codes.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { configFromEnv, type Config } from '../config';
import { openPostgres, type Db, type Queryable } from '../db/client';
import { migrate } from '../db/migrate';
import { seed, seedDemoChain } from '../db/seed/index';
import { createStaffStreams, type StaffStreams } from '../live/staff-streams';
import type { AppDeps } from '../deps';
import { enqueueNotification } from '../notify/outbox.js';
import { withOffersOptOutLinks } from '../domain/consent';
import { silentLogger } from '../observability/log';
import type { Notification } from '../notify/types.js';
import { templatedPglite } from './pglite-template';
import { documentedOperations } from '../openapi-paths';
import { answerContract, type AnswerContract } from './contract';

export type Engine = 'pglite' | 'postgres';

/** The engines to run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh schema on the shared test database; search_path puts it first (public keeps btree_gist). */
export async function freshPostgresSchema(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `tafel_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query('create extension if not exists btree_gist schema public');
      break;
    } catch (error) {
      // Two test files creating it at once: one wins, the other retries and finds it.
      if (attempt > 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * A pool on a fresh schema of TEST_DATABASE_URL for the tests of a describe block: opened before them, closed and
 * its schema dropped after. Read `db` inside a test (it is there from the block's beforeAll on).
 */
export function postgresForTests(connections = 4): { readonly db: Db } {
  let db: Db | undefined;
  let drop = async () => undefined as void;
  beforeAll(async () => {
    const fresh = await freshPostgresSchema(process.env.TEST_DATABASE_URL!);
    db = openPostgres(fresh.url, { poolSize: connections });
    drop = fresh.drop;
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });
  return {
    get db() {
      if (!db) throw new Error('postgresForTests: the database opens in beforeAll');
      return db;
    },
  };
}

export const SITE_AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
/** An API answer parsed from JSON: each test reads the fields it asserts, so the harness does not type them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above
export type AnswerBody = any;

/** Monday 2 November 2026, 10:00 in Amsterdam. */
export const START_NOW = Date.UTC(2026, 10, 2, 9, 0);

export interface Harness {
  /** The API app itself (for tests that mount it as server/main.ts does). */
  app: Hono;
  db: Db;
  /** Every answer `request` gets is checked against /api/openapi.json; this says which operations were answered. */
  contract: AnswerContract;
  /** The app's open staff event streams, as server/main.ts would hold them. */
  liveStreams: StaffStreams;
  clock: { now: number };
  config: Config;
  /** The app's dependencies, for tests that run the server's timers' work themselves (the waitlist's sweep). */
  deps: AppDeps;
  sent: Notification[];
  request: (
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; body: AnswerBody; headers: Headers }>;
  close: () => Promise<void>;
}

export async function createHarness(
  engine: Engine = 'pglite',
  { env = {} }: { env?: Record<string, string> } = {},
): Promise<Harness> {
  let db: Db;
  let drop = async () => undefined as void;
  if (engine === 'postgres') {
    const fresh = await freshPostgresSchema(process.env.TEST_DATABASE_URL!);
    db = openPostgres(fresh.url, { poolSize: 20 });
    drop = fresh.drop;
  } else {
    db = await templatedPglite();
  }
  await migrate(db);
  // Tests sign many guests up from one address and book many tables under bookingBody's one guest;
  // server/limits-parallel.test.ts and server/upcoming-limit.test.ts prove those limits themselves.
  const config = configFromEnv({
    PUBLIC_WIDGET_URL: 'http://widget.test',
    NODE_ENV: 'test',
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '10000',
    MAX_UPCOMING_BOOKINGS: '1000',
    ...env,
  });
  await seed(db, { demo: !config.production });
  // The tests book at the demo chain in every mode; production itself starts with none (server/db/seed/index.ts).
  await seedDemoChain(db);
  const clock = { now: START_NOW };
  const sent: Notification[] = [];
  const now = () => clock.now;
  const deps = {
    db,
    config,
    log: silentLogger(),
    now,
    enqueue: withOffersOptOutLinks({ config, now }, async (tx: Queryable, notification: Notification) => {
      await enqueueNotification(tx, notification);
      sent.push(notification);
    }),
  };
  const liveStreams = createStaffStreams(deps);
  const app = createApp(deps, { liveStreams });
  const contract = answerContract(documentedOperations(app));
  return {
    app,
    contract,
    db,
    liveStreams,
    clock,
    config,
    deps,
    sent,
    request: async (method, path, options = {}) => {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization = options.token;
      let body: string | undefined;
      if (options.body !== undefined) {
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON (images)
      }
      const problems = contract.problemsOf({
        method,
        url: path,
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: parsed,
        compressed: (response.headers.get('content-encoding') ?? 'identity') !== 'identity',
      });
      if (problems.length > 0)
        throw new Error(
          `${method} ${path} answered ${response.status} unlike /api/openapi.json says:\n  ${problems.join('\n  ')}`,
        );
      return { status: response.status, body: parsed, headers: response.headers };
    },
    close: async () => {
      await db.close();
      await drop();
    },
  };
}

/** Signs a guest up and in through the API; answers the session token. */
export async function signIn(
  h: Harness,
  guest: { phone: string; email: string; first_name?: string },
  ip = '10.0.0.1',
): Promise<string> {
  await h.request('POST', '/users', {
    body: {
      first_name: guest.first_name ?? 'Anna',
      last_name: 'Jansen',
      phone_number: guest.phone,
      email: guest.email,
    },
    headers: { 'x-test-client-ip': ip },
  });
  // A remembered session (7 days): tests move the clock by days.
  const asked = await h.request('POST', '/sessions', {
    body: { email: guest.email, remember: true },
    headers: { 'x-test-client-ip': ip },
  });
  if (asked.status !== 200) throw new Error(`code request failed: ${JSON.stringify(asked.body)}`);
  const code = lastCode(h, guest.email);
  const checked = await h.request('PATCH', '/sessions/current', { token: asked.body.token, body: { code } });
  if (checked.status !== 200) throw new Error(`code check failed: ${JSON.stringify(checked.body)}`);
  return checked.body.token;
}

/** The newest code sent to a recipient. */
export function lastCode(h: Harness, to: string): string {
  const found = [...h.sent].reverse().find((n) => n.kind === 'otp_code' && n.to === to);
  if (!found || found.kind !== 'otp_code') throw new Error(`no code sent to ${to}`);
  return found.code;
}

export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    // The tests of other rules book one guest many times over; the double question has tests of its own
    // (server/routes/reservations-doubles.test.ts), which leave this out.
    allow_double: true,
    date: '2026-11-10',
    time: '18:00',
    party_size: 2,
    first_name: 'Anna',
    last_name: 'Jansen',
    email: 'anna@example.nl',
    phone_number: '0612345678',
    ...overrides,
  };
}
