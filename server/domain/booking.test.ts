/** Idempotency-Key and one-time deal codes under parallel requests, on PGlite and (TEST_DATABASE_URL) PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  createHarness,
  ENGINES,
  SITE_AMSTERDAM,
  signIn,
  type Harness,
} from '../testing/harness';

describe.each(ENGINES)('booking races on %s', (engine) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    // One guest books table after table here; the per-guest limit has its own tests (server/upcoming-limit.test.ts).
    h = await createHarness(engine, { env: { MAX_UPCOMING_BOOKINGS: '1000' } });
    token = await signIn(h, { phone: '0612345678', email: 'anna@example.nl' });
  });
  afterAll(async () => h?.close());

  const book = (body: object, headers: Record<string, string> = {}) =>
    h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, { token, body, headers });
  const count = async (sql: string, params: unknown[] = []) =>
    (await h.db.query<{ n: number }>(sql, params)).rows[0]!.n;

  it('repeated requests with one Idempotency-Key make one reservation and the same answer', async () => {
    const body = bookingBody({ date: '2026-11-17', time: '18:30' });
    const first = await book(body, { 'Idempotency-Key': 'repeat-1' });
    const second = await book(body, { 'Idempotency-Key': 'repeat-1' });
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 201, body: first.body });
    expect(await count(`select count(*)::int as n from reservations where date = '2026-11-17'`)).toBe(1);
  });

  it('the same key with another body is 422', async () => {
    await book(bookingBody({ date: '2026-11-18' }), { 'Idempotency-Key': 'other-1' });
    const clash = await book(bookingBody({ date: '2026-11-18', party_size: 3 }), {
      'Idempotency-Key': 'other-1',
    });
    expect(clash.status).toBe(422);
    expect(clash.body.error).toBe('idempotency_key_reused');
  });

  it('parallel requests with one key make one reservation', async () => {
    const body = bookingBody({ date: '2026-11-19', time: '19:00' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => book(body, { 'Idempotency-Key': 'parallel-1' })),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.reservation.id)).size).toBe(1);
    expect(await count(`select count(*)::int as n from reservations where date = '2026-11-19'`)).toBe(1);
  });

  it('fifty parallel uses of one deal code: exactly one succeeds, the rest hear dealCodeUsed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        book(
          bookingBody({ date: '2026-11-24', time: n % 2 ? '12:30' : '18:00', deal_code: 'DEMO-DEAL-0007' }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(
      answers
        .filter((a) => a.status === 409)
        .every(
          (a) =>
            a.body.message === 'An error occurred. This action link has already been used for a reservation',
        ),
    ).toBe(true);
    expect(await count(`select count(*)::int as n from deal_code_uses where code = 'DEMO-DEAL-0007'`)).toBe(
      1,
    );
  });

  it('parallel bookings of one time never exceed the tables, and never overlap a table', async () => {
    const tables = await count('select count(*)::int as n from site_tables where site_id = $1', [
      SITE_AMSTERDAM,
    ]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => book(bookingBody({ date: '2026-11-25', time: '19:00' }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(tables);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const overlaps =
      await count(`select count(*)::int as n from reservation_tables a join reservation_tables b
      on a.table_id = b.table_id and a.reservation_id < b.reservation_id and a.during && b.during
      where a.status <> 'cancelled' and b.status <> 'cancelled'`);
    expect(overlaps).toBe(0);
  });

  it('cancelling frees the table for the next guest', async () => {
    const made = [];
    for (let n = 0; n < 14; n += 1) made.push(await book(bookingBody({ date: '2026-11-26', time: '19:00' })));
    expect((await book(bookingBody({ date: '2026-11-26', time: '19:00' }))).status).toBe(409);
    await h.request('DELETE', `/sites/${SITE_AMSTERDAM}/reservations/${made[0]!.body.reservation.id}`, {
      token,
    });
    expect((await book(bookingBody({ date: '2026-11-26', time: '19:00' }))).status).toBe(201);
  });
});
