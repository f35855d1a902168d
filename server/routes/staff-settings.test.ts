/**
 * A manager edits the restaurant's capacity and settings (tables, opening hours, slot interval, lead time,
 * cancellation window, largest group online). Only a manager of that restaurant (or an admin) may; the guest widget's
 * availability and the booking re-check follow at once; bookings already made are kept and answered as conflicts;
 * every change is audited with before and after.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../db/staff';
import { CHAIN_SETTINGS } from '../../shared/staff/site-settings';
import type { StaffRoleGrant } from '../../shared/staff/rules';
import {
  bookingBody,
  createHarness,
  lastCode,
  signIn,
  SITE_AMSTERDAM,
  START_NOW,
  type AnswerBody,
  type Harness,
} from '../testing/harness';

const SITE_ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
/** A Thursday: lunch 12:00–16:30, dinner 16:30–21:30 at the seeded Amsterdam; staff sessions of START_NOW last. */
const DATE = '2026-11-05';
const GUEST = { email: 'guest.settings@example.nl', phone_number: '+31611195802' };

describe('the manager edits capacity and settings', () => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  let guestToken = '';
  const booked: Record<string, string> = {};
  let seeded: AnswerBody;

  async function staffSignIn(email: string, grants: StaffRoleGrant[]): Promise<string> {
    await insertStaff(
      h.db,
      { id: randomUUID(), email, name: email.split('@')[0]!, language: 'en', grants },
      h.clock.now,
    );
    const asked = await h.request('POST', '/staff/sessions', { body: { email } });
    const checked = await h.request('PATCH', '/staff/sessions/current', {
      token: asked.body.token,
      body: { code: lastCode(h, email) },
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    return checked.body.token;
  }
  const book = async (time: string, party_size: number) => {
    const answer = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({ date: DATE, time, party_size, ...GUEST }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.reservation.id as string;
  };
  const slots = async (partySize = 2) => {
    const answer = await h.request(
      'GET',
      `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${DATE}&party_size=${partySize}`,
    );
    return answer.body.days[0].sessions.flatMap(
      (session: { times: Array<{ time: string; is_available: boolean }> }) => session.times,
    ) as Array<{ time: string; is_available: boolean }>;
  };
  const offered = async (partySize = 2) =>
    (await slots(partySize)).filter((slot) => slot.is_available).map((slot) => slot.time);
  const save = (change: object, token = tokens.manager) =>
    h.request('PUT', `/staff/sites/${SITE_AMSTERDAM}/settings`, {
      token,
      body: { ...seeded.settings, ...change },
    });

  beforeAll(async () => {
    h = await createHarness('pglite');
    tokens.host = await staffSignIn('host@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    tokens.manager = await staffSignIn('manager@a.example', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]);
    tokens.otherHost = await staffSignIn('manager@r.example', [{ site_id: SITE_ROTTERDAM, role: 'manager' }]);
    tokens.admin = await staffSignIn('admin@chain.example', [{ site_id: null, role: 'admin' }]);
    guestToken = await signIn(h, { phone: GUEST.phone_number, email: GUEST.email });
    booked.four = await book('19:00', 4);
    booked.eight = await book('13:00', 8);
    seeded = (await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/settings`, { token: tokens.manager }))
      .body;
  });
  afterAll(async () => h?.close());

  describe('who may read and change them (role x route x restaurant)', () => {
    const routes = [
      { name: 'read settings', method: 'GET', path: (site: string) => `/staff/sites/${site}/settings` },
      {
        name: 'save settings',
        method: 'PUT',
        path: (site: string) => `/staff/sites/${site}/settings`,
        // No group at all online: refused (422) after the permission check, so nothing changes.
        body: { opening_hours: [], ...CHAIN_SETTINGS, max_group_online: 0 },
      },
      {
        name: 'add table',
        method: 'POST',
        path: (site: string) => `/staff/sites/${site}/tables`,
        body: { label: '', seats: 4, combinable: false },
      },
      {
        name: 'change table',
        method: 'PUT',
        path: (site: string) => `/staff/sites/${site}/tables/${randomUUID()}`,
        body: { label: 'T1', seats: 4, combinable: false },
      },
      {
        name: 'remove table',
        method: 'DELETE',
        path: (site: string) => `/staff/sites/${site}/tables/${randomUUID()}`,
      },
    ];
    const cases = [
      { who: 'host', site: SITE_AMSTERDAM, status: 403 },
      { who: 'manager', site: SITE_AMSTERDAM, status: 'allowed' },
      { who: 'admin', site: SITE_AMSTERDAM, status: 'allowed' },
      { who: 'otherHost', site: SITE_AMSTERDAM, status: 403 },
      { who: 'manager', site: SITE_ROTTERDAM, status: 403 },
      { who: 'admin', site: SITE_ROTTERDAM, status: 'allowed' },
      { who: 'guest', site: SITE_AMSTERDAM, status: 401 },
      { who: 'nobody', site: SITE_AMSTERDAM, status: 401 },
    ].flatMap((entry) => routes.map((route) => ({ ...entry, ...route, route: route.name })));

    it.each(cases)(
      '$who at $site: $route answers $status',
      async ({ who, site, status, method, path, body }) => {
        const token = who === 'guest' ? guestToken : who === 'nobody' ? '' : tokens[who];
        const answer = await h.request(method, path(site), { token, body });
        if (status === 'allowed')
          expect([200, 404, 422], JSON.stringify(answer.body)).toContain(answer.status);
        else expect(answer.status).toBe(status);
      },
    );
  });

  it("answers the chain's settings until a manager edits, with the tables and rooms", () => {
    expect(seeded.settings).toMatchObject(CHAIN_SETTINGS);
    expect(seeded.settings.opening_hours.find((day: { weekday: number }) => day.weekday === 4)).toEqual({
      weekday: 4,
      periods: [
        { period: 'lunch', from: '12:00', to: '16:30' },
        { period: 'dinner', from: '16:30', to: '21:30' },
      ],
    });
    expect(seeded.tables.map((table: { label: string }) => table.label)).toContain('T31');
    expect(seeded.areas[0]).toMatchObject({ name: 'Restaurant' });
  });

  describe('availability and the booking re-check follow a changed setting at once', () => {
    it('closing Thursday at 19:00 removes the later slots, keeps the 19:00 booking as a conflict', async () => {
      expect(await offered()).toContain('20:00');
      const thursday = { weekday: 4, periods: [{ period: 'dinner', from: '16:30', to: '19:00' }] };
      const hours = seeded.settings.opening_hours.map((day: { weekday: number }) =>
        day.weekday === 4 ? thursday : day,
      );
      const saved = await save({ opening_hours: hours });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const times = await offered();
      expect(times.at(-1)).toBe('18:45');
      expect(times).not.toContain('13:00');
      const conflicts = saved.body.conflicts.map((b: { id: string; conflict: string }) => [b.id, b.conflict]);
      expect(conflicts).toEqual(
        expect.arrayContaining([
          [booked.four, 'outside_hours'],
          [booked.eight, 'outside_hours'],
        ]),
      );
      const late = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token: guestToken,
        body: bookingBody({ date: DATE, time: '20:00', ...GUEST }),
      });
      expect(late.status).toBe(409);
      await save({});
      expect(await offered()).toContain('20:00');
    });

    it('a largest group of 6 offers no time to 8 and refuses their booking in the guest message; 8 already booked is a conflict', async () => {
      expect((await offered(8)).length).toBeGreaterThan(0);
      const saved = await save({ max_group_online: 6 });
      expect(saved.body.conflicts).toEqual([
        expect.objectContaining({ id: booked.eight, conflict: 'group_too_large' }),
      ]);
      expect(await offered(8)).toEqual([]);
      expect((await offered(6)).length).toBeGreaterThan(0);
      const refused = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token: guestToken,
        body: bookingBody({ date: DATE, time: '18:00', party_size: 8, ...GUEST }),
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        error: 'group_too_large',
        key: 'maxGroupSize',
        message: 'Maximum group size is 6 persons',
        value: 6,
      });
      await save({});
    });

    it('a slot interval of 30 minutes offers the half hours only', async () => {
      await save({ slot_interval_minutes: 30 });
      const times = await offered();
      expect(times).toContain('18:30');
      expect(times.filter((time) => !/:(00|30)$/.test(time))).toEqual([]);
      await save({});
    });

    it('a lead time of 2 hours closes online booking of a slot 2 hours before it', async () => {
      h.clock.now = Date.UTC(2026, 10, 5, 16, 0); // 17:00 in Amsterdam on DATE
      expect(await offered()).toContain('17:15');
      await save({ lead_minutes: 120 });
      const times = await offered();
      expect(times).not.toContain('19:00');
      expect(times[0]).toBe('19:15');
      h.clock.now = START_NOW;
      await save({});
    });

    it('a cancellation window of 48 hours: the guest may not cancel or move online the day before', async () => {
      await save({ cancel_window_minutes: 48 * 60 });
      const path = `/sites/${SITE_AMSTERDAM}/reservations/${booked.four}`;
      expect((await h.request('GET', path, { token: guestToken })).body.reservation.cancellable).toBe(true);
      h.clock.now = Date.UTC(2026, 10, 4, 12, 0);
      expect((await h.request('GET', path, { token: guestToken })).body.reservation.cancellable).toBe(false);
      const cancel = await h.request('DELETE', path, { token: guestToken });
      expect(cancel.body).toMatchObject({ error: 'cancellation_disabled', key: 'cancellationDisabled' });
      const move = await h.request('PATCH', path, { token: guestToken, body: { time: '18:00' } });
      expect(move.body.error).toBe('change_disabled');
      await save({});
      expect((await h.request('GET', path, { token: guestToken })).body.reservation.cancellable).toBe(true);
      h.clock.now = START_NOW;
    });

    it.each([
      [
        'two Thursdays',
        {
          opening_hours: [
            { weekday: 4, periods: [] },
            { weekday: 4, periods: [] },
          ],
        },
        'opening_hours_invalid',
      ],
      [
        'a period going back',
        { opening_hours: [{ weekday: 4, periods: [{ period: 'dinner', from: '22:00', to: '17:00' }] }] },
        'opening_hours_invalid',
      ],
      ['a slot every 20 minutes', { slot_interval_minutes: 20 }, 'slot_interval_invalid'],
      ['a lead time of 3 days', { lead_minutes: 3 * 24 * 60 }, 'lead_time_invalid'],
      ['a cancellation window of 10 minutes', { cancel_window_minutes: 10 }, 'cancel_window_invalid'],
      ['a largest group of 15', { max_group_online: 15 }, 'max_group_invalid'],
    ])('%s is refused: 422 %s', async (_case, change, code) => {
      const refused = await save(change);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe(code);
    });

    it('a body that is not settings is a 400 naming the field', async () => {
      const refused = await save({ lead_minutes: '2 hours' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'invalid_request', field: 'lead_minutes' });
    });
  });
});
