/**
 * Two server processes on one PostgreSQL. 200 parallel bookings at one site, date and time never exceed the tables,
 * every other answer is 409, no 5xx, no overlapping table booking; fifty parallel uses of one deal code: exactly one
 * succeeds; forty parallel code requests for one contact: one code, the rest 429; the per-address limits of sign-ups,
 * code sends and finds hold exactly (docs/api.md, rate limits); a day one process keeps in memory is dropped once the
 * other books it; a booking through one process reaches a staff day sheet open on the other, naming the day and not
 * the booking, and a member removed or signed out through one process loses their sheet's stream on the other at once.
 * Needs TEST_DATABASE_URL.
 */
import { staffSession } from '../support/staff-session';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../server/domain/tokens';
import { freshPostgresSchema } from '../../server/testing/harness';
import { freePort, waitForHealth } from '../support/server-process';

const BASE = process.env.TEST_DATABASE_URL;
const SITE = '1b8742b7-4076-495b-ac5e-52bc563c2a01';

describe.skipIf(!BASE)('two server processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  let drop = async () => undefined as void;
  let schemaUrl = '';
  let token = '';

  beforeAll(async () => {
    const fresh = await freshPostgresSchema(BASE!);
    drop = fresh.drop;
    schemaUrl = fresh.url;
    // Both processes start together: migrations and seed run under advisory locks.
    for (let n = 0; n < 2; n += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DEMO_PORT: String(await freePort()),
          DATABASE_URL: schemaUrl,
          NODE_ENV: 'test',
          NOTIFY: 'outbox',
          // One guest books table after table; the per-guest limit has its own tests.
          MAX_UPCOMING_BOOKINGS: '1000',
          // The per-address tests below each come from an address of their own, as through a load balancer.
          TRUST_PROXY: '1',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      urls.push(`http://127.0.0.1:${port}/api`);
    }
    await Promise.all(urls.map((url, n) => waitForHealth(`${url}/health`, children[n]!)));
    const client = new pg.Client({ connectionString: schemaUrl });
    await client.connect();
    const userId = randomUUID();
    token = newToken();
    await client.query(
      `insert into users (id, first_name, last_name, email, phone_number) values ($1, 'Load', 'Test', 'load@example.nl', '+31612340000')`,
      [userId],
    );
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at, created_at) values ($1, $2, now() + interval '1 hour', now())`,
      [hashToken(token), userId],
    );
    await client.end();
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    await drop();
  });

  const book = (n: number, body: object) =>
    fetch(`${urls[n % 2]}/sites/${SITE}/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        first_name: 'Load',
        last_name: 'Test',
        email: 'load@example.nl',
        phone_number: '+31612340000',
        // One guest sends them all: the tables and the deal code are under test, not the double question.
        allow_double: true,
        ...body,
      }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));

  /** A date four weeks ahead (a Wednesday), so the time is in the future whatever day the test runs. */
  function futureWednesday(weeks: number): string {
    const day = new Date(Date.now() + weeks * 7 * 86_400_000);
    day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
    // Keep clear of the special days whose slots the shared rules change.
    while (['12-25', '12-26', '12-31', '06-01'].includes(day.toISOString().slice(5, 10)))
      day.setUTCDate(day.getUTCDate() + 7);
    return day.toISOString().slice(0, 10);
  }

  it('200 parallel bookings: successes within the tables, the rest 409, no 5xx, no overlap', async () => {
    const date = futureWednesday(4);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => book(n, { date, time: '19:00', party_size: 2 })),
    );
    const client = new pg.Client({ connectionString: schemaUrl });
    await client.connect();
    const tables = (
      await client.query('select count(*)::int as n from site_tables where site_id = $1', [SITE])
    ).rows[0].n as number;
    const overlaps = (
      await client.query(`select count(*)::int as n from reservation_tables a join reservation_tables b
      on a.table_id = b.table_id and a.reservation_id < b.reservation_id and a.during && b.during
      where a.status <> 'cancelled' and b.status <> 'cancelled'`)
    ).rows[0].n as number;
    await client.end();
    const statuses = answers.map((a) => a.status);
    const successes = statuses.filter((s) => s === 201).length;
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(successes).toBeLessThanOrEqual(tables);
    expect(successes).toBe(tables);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(
      'Unfortunately this time is no longer available for booking',
    );
    expect(overlaps).toBe(0);
  }, 120_000);

  it('fifty parallel uses of one deal code across both processes: exactly one succeeds', async () => {
    const date = futureWednesday(5);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        book(n, { date, time: n % 2 ? '12:30' : '18:00', party_size: 2, deal_code: 'DEMO-DEAL-0020' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  }, 60_000);

  it('forty parallel code requests for one contact across both processes: one code, 39 refused with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        fetch(`${urls[n % 2]}/sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'load@example.nl' }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(39);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await answer.json()).toMatchObject({ error: 'too_many_requests', message: expect.any(String) });
    }
  }, 60_000);

  /** Sends `count` requests at once from one client address, alternating between the processes; the statuses. */
  async function fromOneAddress(count: number, address: string, path: string, body: (n: number) => object) {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        fetch(`${urls[n % 2]}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(body(n)),
        }),
      ),
    );
    for (const answer of answers.filter((a) => a.status === 429))
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    return answers.map((a) => a.status);
  }

  it('forty parallel sign-ups from one address across both processes: exactly the 30 an hour', async () => {
    const statuses = await fromOneAddress(40, '198.51.100.1', '/users', (n) => ({
      first_name: 'Two',
      last_name: 'Processes',
      phone_number: `+31655${String(900000 + n)}`,
      email: `two.processes.${n}@example.nl`,
    }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  }, 60_000);

  it('forty parallel code requests from one address to forty contacts across both processes: exactly the 30 an hour', async () => {
    // Forty guests (a stranger's lookups have a stricter limit of their own).
    const client = new pg.Client({ connectionString: schemaUrl });
    await client.connect();
    for (let n = 0; n < 40; n += 1)
      await client.query(
        `insert into users (id, first_name, last_name, email, phone_number) values ($1, 'Code', 'Sends', $2, $3)`,
        [randomUUID(), `code.sends.${n}@example.nl`, `+31656${String(900000 + n)}`],
      );
    await client.end();
    const statuses = await fromOneAddress(40, '198.51.100.2', '/sessions', (n) => ({
      email: `code.sends.${n}@example.nl`,
    }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  }, 60_000);

  it('forty parallel finds from one address across both processes: exactly the 20 a quarter-hour', async () => {
    const statuses = await fromOneAddress(40, '198.51.100.3', '/reservations/retrieve', (n) => ({
      confirmationNum: `TP${String(1000 + n)}`,
      phone_number: '+31612345678',
    }));
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  }, 60_000);

  it('a time booked full through one process is no longer offered by the other, which had kept that day', async () => {
    const date = futureWednesday(6);
    const offered = async (n: number) => {
      const answer = (await (
        await fetch(`${urls[n]}/sites/${SITE}/reservations/availability?date=${date}&party_size=2`)
      ).json()) as { days: { sessions: { times: { time: string; is_available: boolean }[] }[] }[] };
      return answer.days[0]!.sessions.flatMap((session) => session.times).find(
        (slot) => slot.time === '20:00',
      )?.is_available;
    };
    expect(await offered(1)).toBe(true);
    expect(await offered(1)).toBe(true);
    // Process A (book(0, …) goes to the first) books the time until it is full.
    let status = 201;
    for (let tries = 0; status === 201 && tries < 100; tries += 1)
      status = (await book(0, { date, time: '20:00', party_size: 2 })).status;
    expect(status).toBe(409);
    expect(await offered(1)).toBe(false);
  }, 60_000);

  it('a booking made through one process reaches a day sheet open on the other within a second', async () => {
    const staffToken = await staffSession(schemaUrl, SITE);
    // The sheet listens on process B; the guest books through process A.
    const events = await fetch(`${urls[1]}/staff/sites/${SITE}/events`, {
      headers: { authorization: staffToken },
    });
    expect(events.status).toBe(200);
    const reader = events.body!.getReader();
    let said = '';
    const hear = async (text: string, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while (!said.includes(text) && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<{ value: undefined }>((resolve) => setTimeout(() => resolve({ value: undefined }), 50)),
        ]);
        if (chunk.value) said += new TextDecoder().decode(chunk.value);
      }
      return said.includes(text);
    };
    try {
      expect(await hear('event: ready', 5000)).toBe(true);
      const date = futureWednesday(7);
      const booked = await book(0, { date, time: '19:00', party_size: 2 });
      expect(booked.status).toBe(201);
      // The day, never the booking: a reservation id is a credential (docs/staff.md).
      expect(await hear(`{"site_id":"${SITE}","date":"${date}"}`, 1000)).toBe(true);
      expect(said).not.toContain(booked.body.reservation.id);
    } finally {
      await reader.cancel();
    }
  }, 60_000);

  it('a member removed or signed out through one process loses their stream on the other at once', async () => {
    const client = new pg.Client({ connectionString: schemaUrl });
    await client.connect();
    /** A member with a role, signed in: their id and session token. */
    const addMember = async (email: string, siteId: string | null, role: string) => {
      const id = randomUUID();
      const token = newToken();
      await client.query(`insert into staff (id, email, name, created_at) values ($1, $2, 'Member', now())`, [
        id,
        email,
      ]);
      await client.query(`insert into staff_roles (staff_id, site_id, role) values ($1, $2, $3)`, [
        id,
        siteId,
        role,
      ]);
      await client.query(
        `insert into staff_sessions (token_hash, staff_id, expires_at, created_at) values ($1, $2, now() + interval '1 hour', now())`,
        [hashToken(token), id],
      );
      return { id, token };
    };
    const admin = await addMember('admin.processes@example.nl', null, 'admin');
    const leaving = await addMember('leaving.processes@example.nl', SITE, 'host');
    const signingOut = await addMember('out.processes@example.nl', SITE, 'host');
    await client.end();
    // The streams are open on process B; the changes are made through process A.
    const openOnB = async (token: string) => {
      const response = await fetch(`${urls[1]}/staff/sites/${SITE}/events`, {
        headers: { authorization: token },
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let said = '';
      let reading: ReturnType<typeof reader.read> | null = null;
      /** Whether the stream says `text`, or ends, within the time. */
      const until = async (withinMs: number, text?: string) => {
        const deadline = Date.now() + withinMs;
        while (Date.now() < deadline) {
          if (text && said.includes(text)) return true;
          reading ??= reader.read();
          const chunk = await Promise.race([
            reading,
            new Promise<null>((resolve) => setTimeout(() => resolve(null), 50)),
          ]);
          if (!chunk) continue;
          reading = null;
          if (chunk.done) return text === undefined;
          said += new TextDecoder().decode(chunk.value);
        }
        return false;
      };
      return {
        heard: (text: string) => until(5000, text),
        ended: (withinMs: number) => until(withinMs),
        reader,
      };
    };
    const leavingStream = await openOnB(leaving.token);
    const signingOutStream = await openOnB(signingOut.token);
    const adminStream = await openOnB(admin.token);
    try {
      for (const stream of [leavingStream, signingOutStream, adminStream])
        expect(await stream.heard('event: ready')).toBe(true);
      const removed = await fetch(`${urls[0]}/staff/accounts/${leaving.id}`, {
        method: 'DELETE',
        headers: { authorization: admin.token },
      });
      expect(removed.status).toBe(204);
      expect(await leavingStream.ended(1000)).toBe(true);
      const signedOut = await fetch(`${urls[0]}/staff/sessions/current`, {
        method: 'DELETE',
        headers: { authorization: signingOut.token },
      });
      expect(signedOut.status).toBe(204);
      expect(await signingOutStream.ended(1000)).toBe(true);
      expect(await adminStream.ended(300)).toBe(false);
    } finally {
      for (const stream of [leavingStream, signingOutStream, adminStream]) await stream.reader.cancel();
    }
  }, 60_000);
});
