/**
 * No database fault takes the process down (docs/operations.md): 16 guests book and read through a real server process
 * while one of its PostgreSQL backends is terminated every 150 ms (what a failover or a restart does) for 20 s. A
 * guest whose booking answered 503 or never answered sends it again under the same Idempotency-Key, as the widget's
 * 'Try again' does. Afterwards the process is up, no answer was a 5xx other than 503, every booking answered 201 is in
 * the database exactly once (and nothing else is), and no table is booked twice at once. Needs TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../server/domain/tokens';
import { freshPostgresSchema } from '../../server/testing/harness';
import { freePort, waitForHealth } from '../support/server-process';

const BASE = process.env.TEST_DATABASE_URL;
const SITE = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const GUESTS = 16;
const DURATION_MS = Number(process.env.FAULTS_SECONDS ?? 20) * 1000;
const TERMINATE_EVERY_MS = 150;
const TIMES = ['12:00', '12:30', '13:00', '18:00', '18:30', '19:00', '19:30', '20:00'];

/** Wednesdays one to six weeks ahead, clear of the special days whose slots the shared rules change. */
const DATES = Array.from({ length: 6 }, (_, n) => {
  const day = new Date(Date.now() + (n + 1) * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  while (['12-25', '12-26', '12-31', '01-01'].includes(day.toISOString().slice(5, 10)))
    day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10);
});

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

interface Answer {
  status: number;
  body: { reservation?: { id: string } } | null;
}

describe.skipIf(!BASE)('PostgreSQL backends terminated under load', () => {
  let child: ChildProcess;
  let api = '';
  let schemaUrl = '';
  let drop = async () => undefined as void;
  let output = '';
  const applicationName = `tafel_faults_${randomBytes(4).toString('hex')}`;
  const tokens: string[] = [];

  beforeAll(async () => {
    const fresh = await freshPostgresSchema(BASE!);
    drop = fresh.drop;
    schemaUrl = fresh.url;
    const named = new URL(schemaUrl);
    named.searchParams.set('application_name', applicationName);
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DEMO_PORT: String(await freePort()),
        DATABASE_URL: named.toString(),
        NODE_ENV: 'test',
        NOTIFY: 'outbox',
        MAX_UPCOMING_BOOKINGS: '100000',
        REMINDER_EVERY_MINUTES: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout!, child.stderr!])
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
    api = `http://127.0.0.1:${port}/api`;
    await waitForHealth(`${api}/health`, child);
    const client = new pg.Client({ connectionString: schemaUrl });
    await client.connect();
    for (let n = 0; n < GUESTS; n += 1) {
      const userId = randomUUID();
      const token = newToken();
      await client.query(
        `insert into users (id, first_name, last_name, email, phone_number) values ($1, 'Fault', 'Test', $2, $3)`,
        [userId, `fault.${n}@example.nl`, `+3161234${String(1000 + n)}`],
      );
      await client.query(
        `insert into sessions (token_hash, user_id, expires_at, created_at) values ($1, $2, now() + interval '1 hour', now())`,
        [hashToken(token), userId],
      );
      tokens.push(token);
    }
    await client.end();
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await drop();
  });

  /** One request; a connection the server dropped (it never does on purpose) counts as status 0. */
  async function call(path: string, init: RequestInit = {}): Promise<Answer> {
    try {
      const response = await fetch(`${api}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : null };
    } catch {
      return { status: 0, body: null };
    }
  }

  it('the process stays up, answers 503 at worst, and loses or doubles no booking', async () => {
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    /** The reservation each Idempotency-Key was answered 201 with. */
    const booked = new Map<string, string>();
    let unsettled = 0;
    let terminated = 0;

    const killer = new pg.Client({ connectionString: BASE });
    await killer.connect();
    const stopAt = Date.now() + DURATION_MS;
    const terminating = (async () => {
      while (Date.now() < stopAt) {
        const { rows } = await killer.query(
          `select pg_terminate_backend(pid) as done from pg_stat_activity
            where application_name = $1 order by random() limit 1`,
          [applicationName],
        );
        if (rows[0]?.done) terminated += 1;
        await new Promise((resolve) => setTimeout(resolve, TERMINATE_EVERY_MS));
      }
    })();

    const guest = async (n: number) => {
      const authorization = tokens[n]!;
      while (Date.now() < stopAt) {
        if (Math.random() < 0.5) {
          const date = pick(DATES);
          count((await call(`/sites/${SITE}/reservations/availability?date=${date}&party_size=2`)).status);
          continue;
        }
        const key = randomUUID();
        const body = JSON.stringify({
          date: pick(DATES),
          time: pick(TIMES),
          party_size: 2,
          first_name: 'Fault',
          last_name: 'Test',
          email: `fault.${n}@example.nl`,
          phone_number: `+3161234${String(1000 + n)}`,
        });
        // As the widget's 'Try again': the same booking under the same key until it is settled either way.
        for (let attempt = 0; ; attempt += 1) {
          const answer = await call(`/sites/${SITE}/reservations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization, 'idempotency-key': key },
            body,
          });
          count(answer.status);
          if (answer.status === 201) booked.set(key, answer.body!.reservation!.id);
          if (answer.status !== 503 && answer.status !== 0) break;
          if (attempt === 20) {
            unsettled += 1;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    await Promise.all([terminating, ...Array.from({ length: GUESTS }, (_, n) => guest(n))]);
    await killer.end();

    console.log(
      `database faults: ${terminated} backends terminated in ${DURATION_MS / 1000} s; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // The process is up and answers.
    expect(child.exitCode, output.slice(-3000)).toBeNull();
    expect((await fetch(`${api}/health`)).status).toBe(200);
    expect(output).not.toMatch(/Connection terminated unexpectedly\n\s+at /);
    expect(terminated).toBeGreaterThan(DURATION_MS / TERMINATE_EVERY_MS / 4);

    // No 5xx but 503, and no connection dropped.
    const faults = [...statuses].filter(([status]) => status === 0 || (status >= 500 && status !== 503));
    expect(faults, JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(20);
    expect(unsettled).toBe(0);

    // Every 201 exactly once, and nothing booked that no guest was told of.
    const client = new pg.Client({ connectionString: schemaUrl });
    await client.connect();
    const stored = (
      await client.query<{ id: string }>(`select id from reservations where email like 'fault.%@example.nl'`)
    ).rows.map((row) => row.id);
    const overlaps = (
      await client.query<{
        n: number;
      }>(`select count(*)::int as n from reservation_tables a join reservation_tables b
        on a.table_id = b.table_id and a.reservation_id < b.reservation_id and a.during && b.during
        where a.status <> 'cancelled' and b.status <> 'cancelled'`)
    ).rows[0]!.n;
    await client.end();
    expect(new Set(booked.values()).size).toBe(booked.size);
    expect(stored.sort()).toEqual([...booked.values()].sort());
    expect(overlaps).toBe(0);
  }, 120_000);
});
