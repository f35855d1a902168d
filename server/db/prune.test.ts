/**
 * Expired codes, sessions, Idempotency-Keys, limit events, old notifications and the booking
 * versions of days gone by are pruned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, ENGINES, signIn, type Harness } from '../testing/harness';
import { pruneExpired, RETENTION } from './prune';

const DAY = 86_400_000;

describe.each(ENGINES)('pruning on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => h?.close());

  const count = async (table: string) =>
    (await h.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

  it('removes what no longer matters and keeps what still does', async () => {
    // A real sign-in leaves a used code, a session and notifications behind.
    await signIn(h, { phone: '+31688800001', email: 'prune@example.nl' });
    const now = h.clock.now;
    const at = (ms: number) => new Date(now - ms).toISOString();
    await h.db.query(`insert into rate_events (bucket, at) values ('old', $1), ('fresh', $2)`, [
      at(RETENTION.rateEvents + 1000),
      at(1000),
    ]);
    await h.db.query(
      `insert into idempotency_keys (key, request_hash, status, body, created_at)
       values ('old', 'h', 201, '{}', $1), ('fresh', 'h', 201, '{}', $2)`,
      [at(RETENTION.idempotencyKeys + 1000), at(1000)],
    );
    await h.db.query(`update notification_outbox set status = 'delivered', delivered_at = $1`, [at(1000)]);
    const before = {
      codes: await count('otp_challenges'),
      sessions: await count('sessions'),
      outbox: await count('notification_outbox'),
    };

    // Nothing is old yet except the two old rows.
    expect(await pruneExpired(h.db, now)).toMatchObject({
      rateEvents: 1,
      idempotencyKeys: 1,
      codes: 0,
      sessions: 0,
    });
    expect(await count('rate_events')).toBeGreaterThanOrEqual(1);
    expect(await count('otp_challenges')).toBe(before.codes);

    // Long after: the code (10 minutes), the session (7 days) and the notifications (30 days) have gone too.
    const later = now + 40 * DAY;
    const pruned = await pruneExpired(h.db, later);
    expect(pruned.codes).toBe(before.codes);
    expect(pruned.sessions).toBe(before.sessions);
    expect(pruned.settledNotifications).toBe(before.outbox);
    for (const table of [
      'otp_challenges',
      'sessions',
      'idempotency_keys',
      'notification_outbox',
      'rate_events',
    ])
      expect(await count(table)).toBe(0);
  });

  it("a day's booking versions go two days after the day; today's and later days' stay", async () => {
    const site = (await h.db.query<{ id: string }>('select id from sites limit 1')).rows[0]!.id;
    const today = new Date(h.clock.now).toISOString().slice(0, 10);
    const longAgo = new Date(h.clock.now - 5 * DAY).toISOString().slice(0, 10);
    await h.db.query(
      `insert into site_day_versions (site_id, date, version) values ($1, $2, 3), ($1, $3, 4)
       on conflict (site_id, date) do nothing`,
      [site, longAgo, today],
    );
    await pruneExpired(h.db, h.clock.now);
    const left = (
      await h.db.query<{ date: string }>(
        `select to_char(date, 'YYYY-MM-DD') as date from site_day_versions where site_id = $1 order by date`,
        [site],
      )
    ).rows.map((row) => row.date);
    expect(left).toContain(today);
    expect(left).not.toContain(longAgo);
  });

  it('a pending notification is never pruned, however old', async () => {
    await h.db.query(
      `insert into notification_outbox (kind, channel, recipient, language, payload, status, created_at)
       values ('booking_confirmed', 'email', 'x@example.nl', 'en', '{}', 'pending', $1)`,
      [new Date(h.clock.now - 365 * DAY).toISOString()],
    );
    await pruneExpired(h.db, h.clock.now + 400 * DAY);
    expect(await count(`notification_outbox where status = 'pending'`)).toBe(1);
  });
});
