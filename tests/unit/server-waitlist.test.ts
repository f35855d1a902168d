/**
 * The waitlist across two real server processes on one PostgreSQL (docs/waitlist.md): a guest joins through one
 * process, another guest cancels through the other, and the first guest's outbox has the offer within seconds,
 * exactly once although both processes sweep every second; a third guest cannot take the held table, and the claim
 * books it. Needs TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../server/domain/tokens';
import { freshPostgresSchema } from '../../server/testing/harness';
import { freePort, waitForHealth } from '../support/server-process';

const BASE = process.env.TEST_DATABASE_URL;
const SITE = '1b8742b7-4076-495b-ac5e-52bc563c2a01';

describe.skipIf(!BASE)('the waitlist across two server processes', () => {
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  let drop = async () => undefined as void;
  let db: pg.Client;
  const tokens: Record<string, string> = {};

  /** A guest with a session that proved their e-mail, as the code step gives. */
  async function guest(name: string): Promise<void> {
    const userId = randomUUID();
    const token = newToken();
    const email = `${name}@example.nl`;
    await db.query(
      `insert into users (id, first_name, last_name, email, phone_number) values ($1, $2, 'Test', $3, $4)`,
      [userId, name, email, `+316123${String(Object.keys(tokens).length).padStart(5, '0')}`],
    );
    await db.query(
      `insert into sessions (token_hash, user_id, expires_at, created_at, proven_email)
       values ($1, $2, now() + interval '1 hour', now(), $3)`,
      [hashToken(token), userId, email],
    );
    tokens[name] = token;
  }

  beforeAll(async () => {
    const fresh = await freshPostgresSchema(BASE!);
    drop = fresh.drop;
    for (let n = 0; n < 2; n += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DEMO_PORT: String(await freePort()),
          DATABASE_URL: fresh.url,
          NODE_ENV: 'test',
          NOTIFY: 'outbox',
          MAX_UPCOMING_BOOKINGS: '1000',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      urls.push(`http://127.0.0.1:${port}/api`);
    }
    await Promise.all(urls.map((url, n) => waitForHealth(`${url}/health`, children[n]!)));
    db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
    for (const name of ['load', 'bea', 'cas']) await guest(name);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    await drop();
  });

  const call = (n: number, method: string, path: string, name: string, body?: object) =>
    fetch(`${urls[n % 2]}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: tokens[name]! },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  const book = (n: number, name: string, body: object) =>
    call(n, 'POST', `/sites/${SITE}/reservations`, name, {
      party_size: 2,
      first_name: name,
      last_name: 'Test',
      email: `${name}@example.nl`,
      phone_number: '+31612399999',
      ...body,
    });

  /** A Wednesday four weeks ahead, clear of the special days. */
  function futureWednesday(): string {
    const day = new Date(Date.now() + 4 * 7 * 86_400_000);
    day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
    while (['12-25', '12-26', '12-31', '06-01'].includes(day.toISOString().slice(5, 10)))
      day.setUTCDate(day.getUTCDate() + 7);
    return day.toISOString().slice(0, 10);
  }

  it('a cancellation offers the table to the waiting guest within seconds, once; the claim books it', async () => {
    const date = futureWednesday();
    const booked: string[] = [];
    for (let n = 0; n < 200; n += 1) {
      // One guest fills the evening on purpose: each booking past the first is a double it confirms.
      const answer = await book(n, 'load', { date, time: '19:00', allow_double: true });
      if (answer.status === 409) break;
      expect(answer.status).toBe(201);
      booked.push(answer.body.reservation.id);
    }
    const joined = await call(1, 'POST', `/sites/${SITE}/waitlist`, 'bea', {
      date,
      from: '19:00',
      until: '19:00',
      party_size: 2,
      first_name: 'Bea',
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);

    const cancelledAt = Date.now();
    expect((await call(0, 'DELETE', `/sites/${SITE}/reservations/${booked[0]}`, 'load')).status).toBe(200);
    let offers = 0;
    while (offers === 0 && Date.now() - cancelledAt < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      offers = (
        await db.query(
          `select count(*)::int as n from notification_outbox where kind = 'waitlist_offer' and recipient = $1`,
          ['bea@example.nl'],
        )
      ).rows[0].n;
    }
    expect(offers).toBe(1);
    expect(Date.now() - cancelledAt).toBeLessThan(5_000);

    // Held for bea: the third guest cannot take it through either process.
    for (const n of [0, 1]) expect((await book(n, 'cas', { date, time: '19:00' })).status).toBe(409);

    const claim = await book(1, 'bea', { date, time: '19:00', waitlist_offer: joined.body.token });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    const read = await call(0, 'GET', `/waitlist/${joined.body.token}`, 'bea');
    expect(read.body.request).toMatchObject({ state: 'claimed', reservation_id: claim.body.reservation.id });

    // Two more seconds of both processes sweeping: still the one offer.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const all = await db.query(
      `select count(*)::int as n from notification_outbox where kind = 'waitlist_offer'`,
    );
    expect(all.rows[0].n).toBe(1);
  }, 120_000);
});
