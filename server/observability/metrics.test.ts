/**
 * The metrics count what happened, by bounded labels: bookings made and refused by error code, codes sent and
 * refused, limit refusals by limit name, the outbox's backlog read from the database, and the sources others set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metric } from 'prom-client';
import { enqueueNotification } from '../notify/outbox.js';
import {
  bookingBody,
  createHarness,
  ENGINES,
  lastCode,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';
import {
  bookingsMade,
  bookingsRefused,
  codesRefused,
  codesSent,
  rateLimitRefusals,
  registry,
  setOpenStreamsSource,
  setPoolStatsSource,
  watchOutbox,
} from './metrics';

/** A counter's or gauge's value for exactly these labels (0 when never counted). */
async function valueOf(metric: Metric, labels: Record<string, string> = {}): Promise<number> {
  const { values } = await metric.get();
  const found = values.find(
    (value) =>
      JSON.stringify(value.labels, Object.keys(value.labels).sort()) ===
      JSON.stringify(labels, Object.keys(labels).sort()),
  );
  return found?.value ?? 0;
}

/** How much each read changed while `work` ran. */
async function changes(reads: Record<string, () => Promise<number>>, work: () => Promise<unknown>) {
  const before = Object.fromEntries(
    await Promise.all(Object.entries(reads).map(async ([k, read]) => [k, await read()])),
  );
  await work();
  return Object.fromEntries(
    await Promise.all(
      Object.entries(reads).map(async ([k, read]) => [k, (await read()) - (before[k] as number)]),
    ),
  );
}

describe('what the API counts (PGlite)', () => {
  let h: Harness;
  let session = '';
  beforeAll(async () => {
    h = await createHarness('pglite', { env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '2' } });
    session = await signIn(h, { phone: '0612345678', email: 'anna@example.nl' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a booking made counts once; its replay by Idempotency-Key is not a second booking', async () => {
    const delta = await changes({ made: () => valueOf(bookingsMade) }, async () => {
      const headers = { 'idempotency-key': 'metrics-made-1' };
      expect(
        (
          await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
            token: session,
            body: bookingBody(),
            headers,
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
            token: session,
            body: bookingBody(),
            headers,
          })
        ).status,
      ).toBe(201);
    });
    expect(delta).toEqual({ made: 1 });
  });

  it.each([
    // [case, the request's body or token, reason counted]
    ['a time already past (no longer available)', { body: bookingBody({ date: '2026-10-01' }) }, 'conflict'],
    ['an unknown deal code', { body: bookingBody({ deal_code: 'NOPE-NOPE' }) }, 'deal_code_invalid'],
    ['no session', { body: bookingBody(), token: '' }, 'Unauthorized'],
    ['a body that is not valid', { body: { date: 'soon' } }, 'invalid_request'],
  ])('a booking refused for %s counts under its error code (%s)', async (_, request, reason) => {
    const delta = await changes(
      { refused: () => valueOf(bookingsRefused, { reason }), made: () => valueOf(bookingsMade) },
      async () => {
        const answer = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
          token: session,
          ...request,
        });
        expect(answer.body.error).toBe(reason);
      },
    );
    expect(delta).toEqual({ refused: 1, made: 0 });
  });

  it('a code sent counts by purpose; a wrong code, a code asked again too soon and a used-up address count as refusals', async () => {
    const email = 'codes@example.nl';
    await h.request('POST', '/users', {
      body: { first_name: 'Co', last_name: 'De', phone_number: '0687654321', email },
      headers: { 'x-test-client-ip': '10.0.0.9' },
    });
    const delta = await changes(
      {
        sent: () => valueOf(codesSent, { purpose: 'sign_in' }),
        wrong: () => valueOf(codesRefused, { reason: 'wrong_code' }),
        gone: () => valueOf(codesRefused, { reason: 'code_gone' }),
        tooSoon: () => valueOf(codesRefused, { reason: 'recipient_limit' }),
        recipientLimit: () => valueOf(rateLimitRefusals, { limit: 'code_recipient' }),
      },
      async () => {
        const asked = await h.request('POST', '/sessions', {
          body: { email },
          headers: { 'x-test-client-ip': '10.0.0.9' },
        });
        expect(asked.status).toBe(200);
        const wrong = lastCode(h, email) === '000000' ? '111111' : '000000';
        expect(
          (await h.request('PATCH', '/sessions/current', { token: asked.body.token, body: { code: wrong } }))
            .body.error,
        ).toBe('wrong_code');
        const again = await h.request('POST', '/sessions', {
          body: { email },
          headers: { 'x-test-client-ip': '10.0.0.9' },
        });
        expect(again.status).toBe(429);
        expect(
          (
            await h.request('PATCH', '/sessions/current', {
              token: asked.body.token,
              body: { code: lastCode(h, email) },
            })
          ).status,
        ).toBe(200);
        // The code is used: asked again, it is gone.
        expect(
          (
            await h.request('PATCH', '/sessions/current', {
              token: asked.body.token,
              body: { code: lastCode(h, email) },
            })
          ).status,
        ).toBe(401);
      },
    );
    expect(delta).toEqual({ sent: 1, wrong: 1, gone: 1, tooSoon: 1, recipientLimit: 1 });
  });

  it('a limit refusal counts under the name of the limit that refused, never its bucket (which holds an address)', async () => {
    const signUp = (n: number) =>
      h.request('POST', '/users', {
        body: {
          first_name: 'Li',
          last_name: 'Mit',
          phone_number: `06111111${10 + n}`,
          email: `limit${n}@example.nl`,
        },
        headers: { 'x-test-client-ip': '198.51.100.77' },
      });
    const delta = await changes(
      { signUps: () => valueOf(rateLimitRefusals, { limit: 'sign_up_address' }) },
      async () => {
        expect((await signUp(1)).status).toBe(200);
        expect((await signUp(2)).status).toBe(200);
        expect((await signUp(3)).status).toBe(429);
      },
    );
    expect(delta).toEqual({ signUps: 1 });
    const text = await registry.metrics();
    expect(text).not.toContain('198.51.100.77');
    expect(text).not.toContain('codes@example.nl');
  });

  it('the open streams and the pool read their sources at each scrape', async () => {
    let streams = 4;
    setOpenStreamsSource(() => streams);
    setPoolStatsSource(() => ({ total: 10, idle: 3, waiting: 2 }));
    let text = await registry.metrics();
    expect(text).toContain('tafel_event_streams_open 4');
    expect(text).toContain('tafel_db_pool_connections{state="in_use"} 7');
    expect(text).toContain('tafel_db_pool_connections{state="idle"} 3');
    expect(text).toContain('tafel_db_pool_waiting_clients 2');
    streams = 1;
    text = await registry.metrics();
    expect(text).toContain('tafel_event_streams_open 1');
  });
});

describe.each(ENGINES)('the outbox backlog, read from the database at each scrape (%s)', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  const gauges = async () => {
    const text = await registry.metrics();
    const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    return { unsent: read('tafel_outbox_unsent_messages'), age: read('tafel_outbox_oldest_due_age_seconds') };
  };

  it('counts the unsent messages and how long the oldest due one has waited; NaN when the read fails', async () => {
    await h.db.query('delete from notification_outbox');
    let now = Date.now();
    const stop = watchOutbox(h.db, () => now);
    try {
      expect(await gauges()).toEqual({ unsent: 0, age: 0 });
      await enqueueNotification(h.db, {
        kind: 'no_guest',
        channel: 'email',
        to: 'x@example.nl',
        language: 'en',
      });
      await enqueueNotification(h.db, {
        kind: 'no_guest',
        channel: 'email',
        to: 'y@example.nl',
        language: 'en',
      });
      await h.db.query(
        `update notification_outbox set status = 'delivered' where recipient = 'y@example.nl'`,
      );
      now = Date.now() + 90_000;
      const { unsent, age } = await gauges();
      expect(unsent).toBe(1);
      expect(age).toBeGreaterThanOrEqual(89);
      expect(age).toBeLessThan(120);
    } finally {
      stop();
    }
    const broken = watchOutbox({ query: () => Promise.reject(new Error('down')) });
    try {
      expect(await gauges()).toEqual({ unsent: NaN, age: NaN });
    } finally {
      broken();
    }
  });
});
