import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueNotification, claimDueMessages } from './outbox.js';
import { startNotificationWorker, retryDelayMs } from './worker.js';
import { outboxAdapter } from './adapters/outbox.js';
import { OUTBOX_MIGRATION, TEST_DATABASE_KINDS, type TestDatabase } from './test-support.js';
import { openPglite } from '../db/client.js';
import type {
  DeliveryAdapter,
  DeliveryOutcome,
  Notification,
  OutboxRow,
  OutgoingMessage,
  Queryable,
} from './types.js';

const codeMessage = (to = '+31612345678', code = '482913'): Notification => ({
  kind: 'otp_code',
  channel: 'sms',
  to,
  language: 'nl',
  code,
  purpose: 'sign_in',
});

const bookingMessage = (to = 'guest@example.nl'): Notification => ({
  kind: 'booking_confirmed',
  channel: 'email',
  to,
  language: 'en',
  reservation: {
    number: 'K7M2QX',
    id: '3f1c2b7e-9a41-4c55-b0c2-8f0e6d1a2b3c',
    site_name: 'Tafel Utrecht',
    site_address: 'Oudegracht 10, 3511 AP Utrecht',
    site_phone: '+31 30 555 0102',
    date: '2026-07-03',
    time: '19:00',
    party_size: 2,
    first_name: 'Sem',
    last_name: 'Bakker',
    duration_minutes: 120,
  },
  manageUrl: 'https://widget.example/3f1c2b7e-9a41-4c55-b0c2-8f0e6d1a2b3c/u',
  cancelUrl: 'https://widget.example/3f1c2b7e-9a41-4c55-b0c2-8f0e6d1a2b3c/d',
});

/** An adapter that records what it got and answers from a script of outcomes (then ok). */
function fakeAdapter(
  outcomes: DeliveryOutcome[] = [],
  options: { retainsContent?: boolean; delayMs?: () => number } = {},
) {
  const received: OutgoingMessage[] = [];
  const adapter: DeliveryAdapter = {
    name: 'fake',
    retainsContent: options.retainsContent ?? false,
    async deliver(message) {
      received.push(message);
      const delay = options.delayMs?.() ?? 0;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      return outcomes.shift() ?? { ok: true };
    },
  };
  return { adapter, received };
}

const transient: DeliveryOutcome = {
  ok: false,
  permanent: false,
  error: 'provider_unavailable',
  detail: 'HTTP 503',
};

async function row(db: Queryable, id: string): Promise<OutboxRow> {
  const result = await db.query<OutboxRow>('select * from notification_outbox where id = $1', [id]);
  return result.rows[0]!;
}

describe('retryDelayMs: exponential back-off, capped', () => {
  it.each([
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [6, 64000],
    [12, 600000],
  ])('after attempt %i waits %i ms', (attempts, expected) => {
    expect(retryDelayMs(attempts, 2000, 600000)).toBe(expected);
  });
});

describe.each(TEST_DATABASE_KINDS)('outbox and worker on $name', (kind) => {
  let t: TestDatabase;
  let clock: number;
  const now = () => clock;
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);

  beforeAll(async () => {
    t = await kind.open();
  });
  beforeEach(async () => {
    await t.db.query('delete from notification_outbox');
    clock = Date.now() + 1000; // a little after the database's now(), so new messages are due
    logs.length = 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('enqueue in a transaction that rolls back leaves no message (written with the change it reports)', async () => {
    await expect(
      t.transaction(async (tx) => {
        await enqueueNotification(tx, codeMessage());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await t.transaction((tx) => enqueueNotification(tx, bookingMessage()));
    const count = await t.db.query<{ n: number }>('select count(*)::int as n from notification_outbox');
    expect(count.rows[0]!.n).toBe(1);
    expect(await row(t.db, id)).toMatchObject({
      status: 'pending',
      kind: 'booking_confirmed',
      channel: 'email',
      recipient: 'guest@example.nl',
      language: 'en',
      attempts: 0,
    });
  });

  it('the worker delivers a pending message through the adapter and marks it delivered', async () => {
    const id = await enqueueNotification(t.db, codeMessage());
    const { adapter, received } = fakeAdapter();
    const worker = startNotificationWorker(t.db, { adapter, now, log, autoStart: false });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      id,
      kind: 'otp_code',
      channel: 'sms',
      to: '+31612345678',
      language: 'nl',
    });
    expect(received[0]!.rendered.text).toContain('482913');
    const settled = await row(t.db, id);
    expect(settled.status).toBe('delivered');
    expect(new Date(settled.delivered_at!).getTime()).toBe(clock);
    await worker.stop();
  });

  it('the polling loop delivers without being driven, and stop() ends it', async () => {
    const id = await enqueueNotification(t.db, bookingMessage());
    const { adapter, received } = fakeAdapter();
    const worker = startNotificationWorker(t.db, { adapter, intervalMs: 20, log });
    for (let i = 0; i < 100 && received.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect(received.map((m) => m.id)).toEqual([id]);
    expect(received[0]!.rendered.ics).toContain('BEGIN:VEVENT');
  });

  it('lastPollAt: none before the first claim, the claim time after each, now while a delivery is under way (/api/ready)', async () => {
    let release: (() => void) | undefined;
    const slow: DeliveryAdapter = {
      name: 'slow',
      retainsContent: false,
      deliver: () =>
        new Promise<DeliveryOutcome>((resolve) => {
          release = () => resolve({ ok: true });
        }),
    };
    const worker = startNotificationWorker(t.db, { adapter: slow, now, log, autoStart: false });
    expect(worker.lastPollAt()).toBeUndefined();
    const emptyPollAt = clock;
    expect(await worker.runOnce()).toBe(0);
    clock += 5_000;
    expect(worker.lastPollAt()).toBe(emptyPollAt);

    await enqueueNotification(t.db, bookingMessage());
    const run = worker.runOnce();
    for (let i = 0; i < 200 && !release; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    clock += 30_000;
    expect(worker.lastPollAt()).toBe(clock);
    release!();
    expect(await run).toBe(1);
    const lastClaimAt = clock;
    clock += 5_000;
    expect(worker.lastPollAt()).toBe(lastClaimAt);
    await worker.stop();
  });

  it('one-time codes go out before booking e-mails queued earlier (a guest waits for a code on screen)', async () => {
    const booking = await enqueueNotification(t.db, bookingMessage('first@example.nl'));
    const code = await enqueueNotification(t.db, codeMessage('+31600000001'));
    const { adapter, received } = fakeAdapter();
    const worker = startNotificationWorker(t.db, { adapter, now, log, autoStart: false, batchSize: 1 });
    await worker.runOnce();
    expect(received.map((message) => message.id)).toEqual([code]);
    await worker.runOnce();
    expect(received.map((message) => message.id)).toEqual([code, booking]);
    await worker.stop();
  });

  it('a batch is claimed one message at a time: while one is delivered slowly, the next is still free for another worker', async () => {
    const first = await enqueueNotification(t.db, bookingMessage('slow.1@example.nl'));
    const second = await enqueueNotification(t.db, bookingMessage('slow.2@example.nl'));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let delivering: () => void = () => {};
    const started = new Promise<void>((resolve) => (delivering = resolve));
    const slow: DeliveryAdapter = {
      name: 'slow',
      retainsContent: true,
      async deliver() {
        delivering();
        await held;
        return { ok: true };
      },
    };
    const worker = startNotificationWorker(t.db, {
      adapter: slow,
      now,
      log,
      autoStart: false,
      batchSize: 20,
    });
    const run = worker.runOnce();
    await started;
    const states = [(await row(t.db, first)).status, (await row(t.db, second)).status];
    expect(states).toEqual(['delivering', 'pending']);
    release();
    expect(await run).toBe(2);
    await worker.stop();
  });

  it('a failing delivery is retried with exponential back-off, then marked failed after maxAttempts', async () => {
    const id = await enqueueNotification(t.db, bookingMessage());
    const { adapter, received } = fakeAdapter([transient, transient, transient, transient, transient]);
    const worker = startNotificationWorker(t.db, {
      adapter,
      now,
      log,
      autoStart: false,
      maxAttempts: 4,
      baseRetryDelayMs: 1000,
    });
    const expectedDelays = [1000, 2000, 4000];
    for (const [index, delay] of expectedDelays.entries()) {
      expect(await worker.runOnce()).toBe(1);
      const pending = await row(t.db, id);
      expect(pending).toMatchObject({
        status: 'pending',
        attempts: index + 1,
        last_error: 'provider_unavailable: HTTP 503',
      });
      expect(new Date(pending.next_attempt_at).getTime()).toBe(clock + delay);
      clock += delay - 1;
      expect(await worker.runOnce()).toBe(0); // not due one millisecond early
      clock += 1;
    }
    expect(await worker.runOnce()).toBe(1);
    expect(await row(t.db, id)).toMatchObject({ status: 'failed', attempts: 4 });
    clock += 3_600_000;
    expect(await worker.runOnce()).toBe(0);
    expect(received).toHaveLength(4);
  });

  it('a transient failure followed by success ends delivered', async () => {
    const id = await enqueueNotification(t.db, bookingMessage());
    const { adapter } = fakeAdapter([transient]);
    const worker = startNotificationWorker(t.db, {
      adapter,
      now,
      log,
      autoStart: false,
      baseRetryDelayMs: 500,
    });
    await worker.runOnce();
    clock += 500;
    await worker.runOnce();
    expect(await row(t.db, id)).toMatchObject({ status: 'delivered', attempts: 2, last_error: null });
  });

  it('a permanent failure is not retried', async () => {
    const id = await enqueueNotification(t.db, codeMessage('+33612345678'));
    const { adapter, received } = fakeAdapter([
      { ok: false, permanent: true, error: 'country_not_allowed', detail: 'FR' },
    ]);
    const worker = startNotificationWorker(t.db, { adapter, now, log, autoStart: false });
    await worker.runOnce();
    clock += 3_600_000;
    await worker.runOnce();
    expect(received).toHaveLength(1);
    expect(await row(t.db, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'country_not_allowed: FR',
    });
  });

  it('an adapter that throws counts as a transient failure', async () => {
    const id = await enqueueNotification(t.db, bookingMessage());
    const adapter: DeliveryAdapter = {
      name: 'broken',
      retainsContent: false,
      deliver: async () => {
        throw new Error('boom');
      },
    };
    const worker = startNotificationWorker(t.db, { adapter, now, log, autoStart: false });
    await worker.runOnce();
    expect(await row(t.db, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'adapter_crashed',
    });
  });

  it('nothing is lost across a restart: a message claimed by a worker that died is delivered after its lease', async () => {
    const id = await enqueueNotification(t.db, bookingMessage());
    const leaseMs = 30_000;
    const claimed = await claimDueMessages(t.db, clock, leaseMs, 10); // the first process claims, then dies
    expect(claimed.map((r) => r.id)).toEqual([id]);
    const { adapter, received } = fakeAdapter();
    const restarted = startNotificationWorker(t.other, { adapter, now, log, autoStart: false, leaseMs });
    expect(await restarted.runOnce()).toBe(0); // still leased
    clock += leaseMs;
    expect(await restarted.runOnce()).toBe(1);
    expect(received.map((m) => m.id)).toEqual([id]);
    expect(await row(t.db, id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('a stale claim cannot settle a message another worker took over', async () => {
    const id = await enqueueNotification(t.db, bookingMessage());
    const slowRelease: { resolve?: (outcome: DeliveryOutcome) => void } = {};
    const slow: DeliveryAdapter = {
      name: 'slow',
      retainsContent: false,
      deliver: () => new Promise((resolve) => (slowRelease.resolve = resolve)),
    };
    const first = startNotificationWorker(t.db, { adapter: slow, now, log, autoStart: false, leaseMs: 1000 });
    const firstRun = first.runOnce();
    while (!slowRelease.resolve) await new Promise((resolve) => setTimeout(resolve, 5));
    clock += 1000; // the lease runs out while the first worker is still busy
    const { adapter } = fakeAdapter([transient]);
    const second = startNotificationWorker(t.other, { adapter, now, log, autoStart: false, leaseMs: 1000 });
    expect(await second.runOnce()).toBe(1);
    slowRelease.resolve({ ok: true }); // the first worker finishes late: its claim is no longer current
    await firstRun;
    expect(await row(t.db, id)).toMatchObject({ status: 'pending', attempts: 2 });
  });

  it('a delivery slower than its lease keeps the claim: no other worker takes the message over, it goes out once', async () => {
    const id = await enqueueNotification(t.db, bookingMessage());
    const release: { resolve?: (outcome: DeliveryOutcome) => void } = {};
    const slow: DeliveryAdapter = {
      name: 'slow',
      retainsContent: false,
      deliver: () => new Promise((resolve) => (release.resolve = resolve)),
    };
    const leaseMs = 300;
    const first = startNotificationWorker(t.db, { adapter: slow, now, log, autoStart: false, leaseMs });
    const firstRun = first.runOnce();
    while (!release.resolve) await new Promise((resolve) => setTimeout(resolve, 5));
    const { adapter, received } = fakeAdapter();
    const second = startNotificationWorker(t.other, { adapter, now, log, autoStart: false, leaseMs });
    // The delivery goes on past the first lease, renewing it every third of it.
    for (let step = 0; step < 4; step += 1) {
      clock += 200;
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await second.runOnce()).toBe(0);
    }
    release.resolve({ ok: true });
    await firstRun;
    expect(received).toHaveLength(0);
    expect(await row(t.db, id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('two workers never deliver one message twice', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++)
      ids.add(
        await enqueueNotification(t.db, codeMessage(`+3161234${String(5000 + i)}`, String(100000 + i))),
      );
    const delivered: string[] = [];
    const make = (db: Queryable) => {
      const adapter: DeliveryAdapter = {
        name: 'recording',
        retainsContent: false,
        async deliver(message) {
          delivered.push(message.id);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
          return { ok: true };
        },
      };
      return startNotificationWorker(db, { adapter, now, log, autoStart: false, batchSize: 3 });
    };
    const workers = [make(t.db), make(t.other)];
    await Promise.all(
      workers.map(async (worker) => {
        while ((await worker.runOnce()) > 0);
      }),
    );
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered)).toEqual(ids);
    const statuses = await t.db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from notification_outbox group by status',
    );
    expect(statuses.rows).toEqual([{ status: 'delivered', n: 40 }]);
  });

  it('codes never appear in logs or in the stored error, and real adapters drop the code after delivery', async () => {
    const code = '731905';
    const id = await enqueueNotification(t.db, codeMessage('+31612345678', code));
    const { adapter } = fakeAdapter([
      { ok: false, permanent: false, error: 'provider_unavailable', detail: `echo ${code}` },
    ]);
    const worker = startNotificationWorker(t.db, {
      adapter,
      now,
      log,
      autoStart: false,
      baseRetryDelayMs: 10,
    });
    await worker.runOnce();
    expect((await row(t.db, id)).last_error).not.toContain(code);
    clock += 10;
    await worker.runOnce();
    const settled = await row(t.db, id);
    expect(settled.status).toBe('delivered');
    expect(JSON.stringify(settled.payload)).not.toContain(code);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).toContain(id);
    expect(logs.join('\n')).not.toContain(code);
  });

  it('real adapters also drop the your-code link of an e-mail code after delivery (the link carries the code)', async () => {
    const code = '583046';
    const codeUrl = `https://widget.example/r/1b8742b7-4076-495b-ac5e-52bc563c2a01/your-code?code=${code}`;
    const id = await enqueueNotification(t.db, {
      kind: 'otp_code',
      channel: 'email',
      to: 'guest@example.nl',
      language: 'en',
      code,
      purpose: 'sign_in',
      codeUrl,
    });
    const { adapter, received } = fakeAdapter();
    const worker = startNotificationWorker(t.db, { adapter, now, log, autoStart: false });
    await worker.runOnce();
    expect(received[0]!.rendered.text).toContain(codeUrl);
    const settled = await row(t.db, id);
    expect(settled.status).toBe('delivered');
    expect(JSON.stringify(settled.payload)).not.toContain(code);
    expect(logs.join('\n')).not.toContain(code);
  });

  it('the development outbox adapter keeps the code readable after delivery', async () => {
    const id = await enqueueNotification(t.db, codeMessage('+31612345678', '246810'));
    const worker = startNotificationWorker(t.db, { adapter: outboxAdapter(), now, log, autoStart: false });
    await worker.runOnce();
    const settled = await row(t.db, id);
    expect(settled.status).toBe('delivered');
    expect(settled.payload).toMatchObject({ kind: 'otp_code', code: '246810' });
  });

  it('a code older than its 10 minutes of validity is not sent', async () => {
    const id = await enqueueNotification(t.db, codeMessage());
    const { adapter, received } = fakeAdapter();
    const worker = startNotificationWorker(t.db, { adapter, now, log, autoStart: false });
    clock += 10 * 60_000 + 1000;
    await worker.runOnce();
    expect(received).toHaveLength(0);
    expect(await row(t.db, id)).toMatchObject({ status: 'failed', last_error: 'code_expired' });
  });
});

describe('the worker’s poll of an empty outbox is not a write (PGlite keeps its reads until the next write)', () => {
  it.each([
    { outbox: 'empty', messages: [], counted: 0 },
    { outbox: 'holding a message not yet due', messages: [{ due: false }], counted: 0 },
    { outbox: 'holding a due message, claimed', messages: [{ due: true }], counted: 1 },
  ])('an outbox $outbox: $counted write counted', async ({ messages, counted }) => {
    const db = await openPglite(':memory:');
    try {
      await db.transaction((tx) => tx.exec(OUTBOX_MIGRATION));
      const now = Date.now() + 1000;
      for (const { due } of messages) {
        const id = await enqueueNotification(db, codeMessage());
        if (!due)
          await db.query(`update notification_outbox set next_attempt_at = $2 where id = $1`, [
            id,
            new Date(now + 60_000).toISOString(),
          ]);
      }
      const before = db.writes!();
      const claimed = await claimDueMessages(db, now, 30_000, 1);
      expect(claimed).toHaveLength(counted);
      expect(db.writes!() - before).toBe(counted);
    } finally {
      await db.close();
    }
  });
});
