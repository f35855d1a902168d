/**
 * A day-sheet stream checks its session when nobody tells it to. On its own, every so often (30 s; short
 * here): a session that expires sends no NOTIFY, and the stream closes on the next check. On `'*'` (the listening
 * connection was lost, so staff notifications may have been missed), every stream checks at once. Both engines.
 */
import { silentLogger } from '../observability/log';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { insertStaffSession } from '../db/staff';
import type { AppDeps } from '../deps';
import { hashToken, newToken } from '../domain/tokens';
import { staffEventRoutes } from '../routes/staff-events';
import { readEventStream } from '../testing/event-stream';
import { createHarness, ENGINES, SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { addStaff } from '../testing/staff';
import { createStaffStreams, type StaffStreamsOptions } from './staff-streams';

const HOUR = 3_600_000;

describe.each(ENGINES)('a stream checks its session unasked, on %s', (engine) => {
  let h: Harness;
  let serial = 0;

  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => h?.close());

  /**
   * The events route on streams of their own, with these options, over a database whose listeners the test can
   * reach (to say `'*'` as a reconnected listening connection does).
   */
  function eventsApp(options: StaffStreamsOptions) {
    const listeners = new Map<string, (payload: string) => void>();
    const db: Db = {
      ...h.db,
      listen: (channel, onPayload) => {
        listeners.set(channel, onPayload);
        return h.db.listen(channel, onPayload);
      },
    };
    const deps: AppDeps = {
      db,
      now: () => h.clock.now,
      config: h.config,
      enqueue: async () => '',
      log: silentLogger(),
    };
    const streams = createStaffStreams(deps, options);
    const app = new Hono().route('/staff', staffEventRoutes(deps, streams));
    return { app, streams, say: (channel: string, payload: string) => listeners.get(channel)?.(payload) };
  }

  /** A host of Amsterdam with a session that expires in an hour: their session token. */
  async function hostSession(): Promise<string> {
    serial += 1;
    const id = await addStaff(h, `unasked${serial}@events.example`, [
      { site_id: SITE_AMSTERDAM, role: 'host' },
    ]);
    const token = newToken();
    await insertStaffSession(h.db, hashToken(token), id, h.clock.now + HOUR, h.clock.now);
    return token;
  }

  async function openEvents(app: Hono, token: string) {
    const response = await app.request(`/staff/sites/${SITE_AMSTERDAM}/events`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    const events = readEventStream(response.body!);
    await events.until('event: ready');
    return events;
  }

  it('an expired session closes its stream at the next check of its own; a live one stays open', async () => {
    const { app } = eventsApp({ recheckMs: 200 });
    const expiring = await openEvents(app, await hostSession());
    try {
      // Three checks pass while the session holds.
      expect(await expiring.ended(700)).toBe(false);
      h.clock.now += 2 * HOUR;
      expect(await expiring.ended(1000)).toBe(true);
    } finally {
      await expiring.close();
    }
  });

  it("on '*' every stream checks its session: one ended unheard closes, a live one stays", async () => {
    const { app, say } = eventsApp({});
    const token = await hostSession();
    const ended = await openEvents(app, token);
    const live = await openEvents(app, await hostSession());
    try {
      // Ended with the staff triggers off for the transaction: no process hears of it.
      await h.db.transaction(async (tx) => {
        await tx.query('set local session_replication_role = replica');
        await tx.query('update staff_sessions set revoked_at = $2 where token_hash = $1', [
          hashToken(token),
          new Date(h.clock.now),
        ]);
      });
      expect(await ended.ended(500)).toBe(false);
      say('tafel_staff', '*');
      expect(await ended.ended(1000)).toBe(true);
      expect(await live.ended(300)).toBe(false);
    } finally {
      await ended.close();
      await live.close();
    }
  });
});
