/**
 * The day sheet's event stream. Every committed change of a restaurant's bookings reaches its open
 * sheets, naming the restaurant and the day but never the booking (a reservation id is a credential); another
 * restaurant's sheet hears nothing. A stream follows its session: removing the member, ending the session or taking
 * the member's role at that restaurant away closes it at once, and nobody else's. On SIGTERM every stream is told to
 * reconnect elsewhere (`retry:`) and ended. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookingBody,
  createHarness,
  ENGINES,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';
import { readEventStream } from '../testing/event-stream';
import { addStaff, SITE_ROTTERDAM, staffSignIn } from '../testing/staff';

/** The harness's today (START_NOW): the host marks a guest arrived that evening (the clock's rules). */
const DATE = '2026-11-02';
/** Within this a closing stream has closed: the NOTIFY travels at commit, the check is one query. */
const AT_ONCE_MS = 1000;

describe.each(ENGINES)('the day-sheet stream on %s', (engine) => {
  let h: Harness;
  let guestToken = '';
  let adminToken = '';
  let serial = 0;

  beforeAll(async () => {
    h = await createHarness(engine);
    guestToken = await signIn(h, { phone: '+31611195811', email: 'guest.events@example.nl' });
    await addStaff(h, 'admin@events.example', [{ site_id: null, role: 'admin' }]);
    adminToken = await staffSignIn(h, 'admin@events.example');
  });
  afterAll(async () => h?.close());

  /** A new member with these roles, signed in: their id and session token. */
  async function member(grants: Array<{ site_id: string; role: 'host' | 'manager' }>) {
    serial += 1;
    const email = `member${serial}@events.example`;
    const id = await addStaff(h, email, grants);
    return { id, email, token: await staffSignIn(h, email) };
  }

  async function openEvents(site: string, token: string) {
    const response = await h.app.request(`/staff/sites/${site}/events`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    const events = readEventStream(response.body!);
    await events.until('event: ready');
    return events;
  }

  const book = async (time: string) => {
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({ date: DATE, time, email: 'guest.events@example.nl', phone_number: '+31611195811' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return booked.body.reservation as { id: string; number: string };
  };

  it("a booking and a visit mark reach the restaurant's sheet as its site and day, never the booking", async () => {
    const host = await member([{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    const payloads: string[] = [];
    const stopListening = await h.db.listen('tafel_day', (payload) => payloads.push(payload));
    const events = await openEvents(SITE_AMSTERDAM, host.token);
    try {
      const reservation = await book('20:30');
      await events.until('event: change');
      const morning = h.clock.now;
      h.clock.now = Date.parse(`${DATE}T19:00:00Z`);
      const visit = await h.request(
        'POST',
        `/staff/sites/${SITE_AMSTERDAM}/reservations/${reservation.id}/visit`,
        {
          token: host.token,
          body: { visit: 'arrived' },
        },
      );
      h.clock.now = morning;
      expect(visit.status).toBe(200);
      await events.until('event: change', 3000, 2);
      // (Other test runs on the same PostgreSQL database may be heard too: NOTIFY is per database.)
      expect(events.changes()).toContainEqual({ site_id: SITE_AMSTERDAM, date: DATE });
      for (const change of events.changes())
        expect(Object.keys(change as object).sort()).toEqual(['date', 'site_id']);
      expect(events.said()).not.toContain(reservation.id);
      // The database's own word (migration 0059), which every process hears, holds no id either.
      await vi.waitFor(() => expect(payloads.length).toBeGreaterThanOrEqual(2));
      expect(payloads.map((payload) => JSON.parse(payload))).toContainEqual({
        site_id: SITE_AMSTERDAM,
        date: DATE,
      });
      expect(payloads.join('\n')).not.toContain(reservation.id);
    } finally {
      await events.close();
      await stopListening();
    }
  });

  it("another restaurant's sheet hears nothing of it, and a host of another restaurant may not listen", async () => {
    const otherHost = await member([{ site_id: SITE_ROTTERDAM, role: 'host' }]);
    const refused = await h.app.request(`/staff/sites/${SITE_AMSTERDAM}/events`, {
      headers: { authorization: otherHost.token },
    });
    expect(refused.status).toBe(403);
    const events = await openEvents(SITE_ROTTERDAM, otherHost.token);
    try {
      await book('21:00');
      await expect(events.until('event: change', 600)).rejects.toThrow(/did not say/);
    } finally {
      await events.close();
    }
  });

  it("removing a member closes their open stream at once; another member's stays open", async () => {
    const leaving = await member([{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    const staying = await member([{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    const leavingEvents = await openEvents(SITE_AMSTERDAM, leaving.token);
    const stayingEvents = await openEvents(SITE_AMSTERDAM, staying.token);
    try {
      const removed = await h.request('DELETE', `/staff/accounts/${leaving.id}`, { token: adminToken });
      expect(removed.status).toBe(204);
      expect(await leavingEvents.ended(AT_ONCE_MS)).toBe(true);
      expect(await stayingEvents.ended(300)).toBe(false);
      // The removed member's sheet, reconnecting, is refused.
      const again = await h.app.request(`/staff/sites/${SITE_AMSTERDAM}/events`, {
        headers: { authorization: leaving.token },
      });
      expect(again.status).toBe(401);
    } finally {
      await leavingEvents.close();
      await stayingEvents.close();
    }
  });

  it("signing out closes that session's stream at once; the member's stream on another device stays open", async () => {
    const host = await member([{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    // One code a contact every 30 s.
    h.clock.now += 31_000;
    const otherDevice = await staffSignIn(h, host.email);
    const events = await openEvents(SITE_AMSTERDAM, host.token);
    const otherEvents = await openEvents(SITE_AMSTERDAM, otherDevice);
    try {
      expect((await h.request('DELETE', '/staff/sessions/current', { token: host.token })).status).toBe(204);
      expect(await events.ended(AT_ONCE_MS)).toBe(true);
      expect(await otherEvents.ended(300)).toBe(false);
    } finally {
      await events.close();
      await otherEvents.close();
    }
  });

  it('roles changed so a member may no longer read a restaurant close their stream there, not at one still theirs', async () => {
    const host = await member([
      { site_id: SITE_AMSTERDAM, role: 'host' },
      { site_id: SITE_ROTTERDAM, role: 'host' },
    ]);
    const amsterdam = await openEvents(SITE_AMSTERDAM, host.token);
    const rotterdam = await openEvents(SITE_ROTTERDAM, host.token);
    try {
      const changed = await h.request('PUT', `/staff/accounts/${host.id}/roles`, {
        token: adminToken,
        body: { grants: [{ site_id: SITE_ROTTERDAM, role: 'host' }] },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(await amsterdam.ended(AT_ONCE_MS)).toBe(true);
      expect(await rotterdam.ended(300)).toBe(false);
    } finally {
      await amsterdam.close();
      await rotterdam.close();
    }
  });

  // Last: the app's streams stay closing once told to.
  it('closeAllStreams tells each open stream to reconnect in 1 to 3 s and ends it, and any opened after at once', async () => {
    const host = await member([{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    const first = await openEvents(SITE_AMSTERDAM, host.token);
    const second = await openEvents(SITE_AMSTERDAM, adminToken);
    expect(h.liveStreams.openStreamCount()).toBe(2);
    try {
      await h.liveStreams.closeAllStreams();
      expect(h.liveStreams.openStreamCount()).toBe(0);
      for (const events of [first, second]) {
        expect(await events.ended(AT_ONCE_MS)).toBe(true);
        const retry = Number(/\nretry: (\d+)\n\n$/.exec(events.said())?.[1]);
        expect(retry).toBeGreaterThanOrEqual(1000);
        expect(retry).toBeLessThanOrEqual(3000);
      }
      const late = await h.app.request(`/staff/sites/${SITE_AMSTERDAM}/events`, {
        headers: { authorization: host.token },
      });
      const lateEvents = readEventStream(late.body!);
      expect(await lateEvents.ended(AT_ONCE_MS)).toBe(true);
      expect(lateEvents.said()).toMatch(/^retry: \d+\n\n$/);
      expect(h.liveStreams.openStreamCount()).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
