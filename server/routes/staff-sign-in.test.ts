/**
 * Issue 15: the staff API. Staff sign in with an e-mail code; a staff session and a guest session never open each
 * other's routes; every staff route answers only for the restaurants of the caller's role (a table of role x route
 * x restaurant); the day sheet lists the day's bookings with their totals; a visit moves booked -> arrived -> left
 * or no-show and back by undo, audited; a walk-in takes a free table without contact details.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../db/staff';
import {
  bookingBody,
  createHarness,
  lastCode,
  signIn,
  SITE_AMSTERDAM,
  START_NOW,
  type Harness,
} from '../testing/harness';
import type { StaffRoleGrant } from '../../shared/staff/rules';

const SITE_ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
const DATE = '2026-11-10';

describe('issue 15: the staff API', () => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  let guestToken = '';
  let bookingId = '';

  /** Adds a staff member and signs them in through the API (the code from the outbox). */
  async function staffSignIn(email: string, grants: StaffRoleGrant[]): Promise<string> {
    await insertStaff(
      h.db,
      { id: randomUUID(), email, name: email.split('@')[0]!, language: 'en', grants },
      h.clock.now,
    );
    const asked = await h.request('POST', '/staff/sessions', { body: { email } });
    expect(asked.status).toBe(201);
    const checked = await h.request('PATCH', '/staff/sessions/current', {
      token: asked.body.token,
      body: { code: lastCode(h, email) },
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    return checked.body.token;
  }

  beforeAll(async () => {
    h = await createHarness('pglite');
    tokens.host = await staffSignIn('host@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    tokens.manager = await staffSignIn('manager@a.example', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]);
    tokens.otherHost = await staffSignIn('host@r.example', [{ site_id: SITE_ROTTERDAM, role: 'host' }]);
    tokens.admin = await staffSignIn('admin@chain.example', [{ site_id: null, role: 'admin' }]);
    guestToken = await signIn(h, { phone: '+31611195801', email: 'guest.staff@example.nl' });
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({
        date: DATE,
        time: '19:00',
        party_size: 4,
        email: 'guest.staff@example.nl',
        phone_number: '+31611195801',
        notes: 'Window, please',
      }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    bookingId = booked.body.reservation.id;
  });
  afterAll(async () => h?.close());

  describe('signing in', () => {
    it('the code goes by e-mail with words for staff; the session knows its restaurants and roles', async () => {
      const mail = [...h.sent].reverse().find((n) => n.kind === 'otp_code' && n.to === 'admin@chain.example');
      expect(mail).toMatchObject({ purpose: 'staff_sign_in', channel: 'email' });
      const me = await h.request('GET', '/staff/me', { token: tokens.host });
      expect(me.status).toBe(200);
      expect(me.body.staff).toMatchObject({
        email: 'host@a.example',
        restaurants: [{ site_id: SITE_AMSTERDAM, site_name: 'Tafel Amsterdam', role: 'host' }],
      });
      const admin = await h.request('GET', '/staff/me', { token: tokens.admin });
      expect(admin.body.staff.restaurants).toHaveLength(37);
    });

    it('an address of nobody on the staff gets the same answer and no code, and no code passes', async () => {
      const sentBefore = h.sent.length;
      const asked = await h.request('POST', '/staff/sessions', { body: { email: 'stranger@example.nl' } });
      expect(asked.status).toBe(201);
      expect(Object.keys(asked.body).sort()).toEqual(['resend_after', 'token']);
      expect(h.sent.length).toBe(sentBefore);
      const tried = await h.request('PATCH', '/staff/sessions/current', {
        token: asked.body.token,
        body: { code: '123456' },
      });
      expect(tried.status).toBe(400);
      expect(tried.body.error).toBe('wrong_code');
    });

    it('five wrong codes use the code up (code_locked); an expired code says so (code_expired)', async () => {
      await insertStaff(
        h.db,
        { id: randomUUID(), email: 'typo@a.example', name: 'Typo', language: 'en', grants: [] },
        h.clock.now,
      );
      const asked = await h.request('POST', '/staff/sessions', { body: { email: 'typo@a.example' } });
      const right = lastCode(h, 'typo@a.example');
      const wrong = right === '000000' ? '111111' : '000000';
      const answers = [];
      for (let n = 0; n < 6; n += 1)
        answers.push(
          (
            await h.request('PATCH', '/staff/sessions/current', {
              token: asked.body.token,
              body: { code: wrong },
            })
          ).body.error,
        );
      expect(answers).toEqual([...Array(5).fill('wrong_code'), 'code_locked']);
      h.clock.now += 31_000; // one code a contact every 30 s
      const again = await h.request('POST', '/staff/sessions', { body: { email: 'typo@a.example' } });
      expect(again.status).toBe(201);
      h.clock.now += 11 * 60_000;
      const late = await h.request('PATCH', '/staff/sessions/current', {
        token: again.body.token,
        body: { code: lastCode(h, 'typo@a.example') },
      });
      expect(late.body.error).toBe('code_expired');
    });

    it("a guest's temporary token does not sign in on the staff side, nor a staff one on the guests' side", async () => {
      const guestAsk = await h.request('POST', '/sessions', { body: { email: 'guest.staff@example.nl' } });
      const guestCode = lastCode(h, 'guest.staff@example.nl');
      const crossed = await h.request('PATCH', '/staff/sessions/current', {
        token: guestAsk.body.token,
        body: { code: guestCode },
      });
      expect(crossed.status).toBe(401);

      await h.request('POST', '/staff/sessions', { body: { email: 'host@a.example' } });
      const staffAsk = await h.request('POST', '/staff/sessions', { body: { email: 'manager@a.example' } });
      const staffCode = lastCode(h, 'manager@a.example');
      const reversed = await h.request('PATCH', '/sessions/current', {
        token: staffAsk.body.token,
        body: { code: staffCode },
      });
      expect(reversed.status).toBe(401);
    });

    it.each([
      ['a guest session on a staff route', 'GET', '/staff/me', 401, 'guest'],
      ['a staff session on a guest route', 'GET', '/users/me', 401, 'host'],
      ['no session on a staff route', 'GET', '/staff/me', 401, 'none'],
    ] as const)('%s: %s %s answers %i', async (_case, method, path, status, who) => {
      const token = who === 'guest' ? guestToken : who === 'host' ? tokens.host : '';
      expect((await h.request(method, path, { token })).status).toBe(status);
    });

    it('signing out ends the staff session', async () => {
      const token = await staffSignIn('leaving@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
      expect((await h.request('DELETE', '/staff/sessions/current', { token })).status).toBe(204);
      expect((await h.request('GET', '/staff/me', { token })).status).toBe(401);
    });
  });

  describe('who may see and change which restaurant (role x route x restaurant)', () => {
    const routes = [
      { name: 'day sheet', method: 'GET', path: (site: string) => `/staff/sites/${site}/day?date=${DATE}` },
      {
        name: 'visit',
        method: 'POST',
        path: (site: string, id: string) => `/staff/sites/${site}/reservations/${id}/visit`,
        // Left before arriving: refused after the permission check, so the table changes nothing.
        body: { visit: 'left' },
      },
      {
        name: 'walk-in',
        method: 'POST',
        path: (site: string) => `/staff/sites/${site}/walk-ins`,
        body: { time: '23:00', party_size: 50 },
      },
      { name: 'rules', method: 'GET', path: (site: string) => `/staff/sites/${site}/rules` },
      {
        name: 'cancel',
        method: 'DELETE',
        // A booking that is not there: refused (404) after the permission check, so nothing is cancelled.
        path: (site: string) => `/staff/sites/${site}/reservations/no-such-booking`,
      },
      {
        name: 'move',
        method: 'PATCH',
        // A booking that is not there: refused (404) after the permission check, so nothing moves.
        path: (site: string) => `/staff/sites/${site}/reservations/no-such-booking`,
        body: { date: DATE, time: '19:00', party_size: 2 },
      },
      {
        name: 'block',
        method: 'POST',
        path: (site: string) => `/staff/sites/${site}/blocks`,
        // Ends before it starts: refused after the permission check, so nothing is blocked.
        body: { date: DATE, from_time: '20:00', to_time: '19:00', reason: 'test' },
        manager: true,
      },
      {
        name: 'stay',
        method: 'PUT',
        path: (site: string) => `/staff/sites/${site}/stay`,
        body: { stay_minutes: [] },
        manager: true,
      },
      { name: 'audit', method: 'GET', path: (site: string) => `/staff/sites/${site}/audit`, manager: true },
    ];
    // Allowed: the route passes the permission check (a 2xx, or the route's own refusal after it: 409/422).
    const cases = [
      { who: 'host', site: SITE_AMSTERDAM, allowed: true },
      { who: 'manager', site: SITE_AMSTERDAM, allowed: true },
      { who: 'admin', site: SITE_AMSTERDAM, allowed: true },
      { who: 'otherHost', site: SITE_AMSTERDAM, allowed: false },
      { who: 'host', site: SITE_ROTTERDAM, allowed: false },
      { who: 'admin', site: SITE_ROTTERDAM, allowed: true },
    ].flatMap((entry) =>
      routes.map((route) => ({
        ...entry,
        ...route,
        route: route.name,
        // A manager's route: a host of the restaurant is refused too.
        allowed: entry.allowed && !(route.manager && entry.who === 'host'),
      })),
    );

    it.each(cases)(
      '$who at $site: $route allowed $allowed',
      async ({ who, site, allowed, method, path, body }) => {
        // A booking of another restaurant is also just 404 for the visit route; use the Amsterdam booking.
        const answer = await h.request(method, path(site, bookingId), { token: tokens[who], body });
        if (allowed) expect(answer.status, JSON.stringify(answer.body)).not.toBe(403);
        else {
          expect(answer.status).toBe(403);
          expect(answer.body.error).toBe('Forbidden');
        }
      },
    );
  });

  describe('the day sheet', () => {
    it("lists the day's bookings with what the stand needs, the totals per day part and the covers per quarter", async () => {
      const answer = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${DATE}`, {
        token: tokens.host,
      });
      expect(answer.status).toBe(200);
      const booking = answer.body.bookings.find((b: { id: string }) => b.id === bookingId);
      expect(booking).toMatchObject({
        time: '19:00',
        party_size: 4,
        first_name: 'Anna',
        notes: 'Window, please',
        phone_number: '+31611195801',
        channel: 'widget',
        status: 'confirmed',
        visit: 'booked',
        minutes: 120,
      });
      expect(booking.tables.length).toBeGreaterThan(0);
      expect(answer.body.totals).toEqual([{ part: 'evening', covers: 4, tables: booking.tables.length }]);
      expect(answer.body.quarters[0]).toEqual({ time: '19:00', covers: 4 });
      expect(answer.body.quarters).toHaveLength(8);
    });

    it.each([
      ['a date that is no date', 'date=2026-02-30', 400],
      ['no date', '', 400],
    ])('%s (%s): %i', async (_case, query, status) => {
      expect(
        (await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?${query}`, { token: tokens.host }))
          .status,
      ).toBe(status);
    });
  });

  describe('the visit: booked -> arrived -> left, or no-show; undo; audited', () => {
    const setVisit = (visit: string, token = tokens.host) =>
      h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/reservations/${bookingId}/visit`, {
        token,
        body: { visit },
      });

    it('moves forward and back by undo, each timed and by whom', async () => {
      h.clock.now = START_NOW + 60_000;
      const arrived = await setVisit('arrived');
      expect(arrived.status).toBe(200);
      expect(arrived.body.booking).toMatchObject({
        visit: 'arrived',
        visit_changed_by: 'host',
        visit_changed_at: new Date(START_NOW + 60_000).toISOString(),
      });
      expect((await setVisit('left')).body.booking.visit).toBe('left');
      expect((await setVisit('arrived')).body.booking.visit).toBe('arrived');
      expect((await setVisit('booked')).body.booking.visit).toBe('booked');
      const audit = await h.db.query<{ before: string; after: string }>(
        "select before, after from staff_audit where subject = $1 and action = 'visit' order by id",
        [bookingId],
      );
      expect(audit.rows.map((row) => `${row.before}->${row.after}`)).toEqual([
        'booked->arrived',
        'arrived->left',
        'left->arrived',
        'arrived->booked',
      ]);
    });

    it.each([
      ['left before arriving', 'left'],
      ['booked again while booked', 'booked'],
      ['a status that does not exist', 'eaten'],
    ])('refuses %s', async (_case, visit) => {
      const answer = await setVisit(visit);
      expect([400, 409]).toContain(answer.status);
      expect(answer.body.error).toBe(answer.status === 409 ? 'visit_move_refused' : 'invalid_request');
    });

    it('a booking of another restaurant is not found through this one', async () => {
      const answer = await h.request(
        'POST',
        `/staff/sites/${SITE_ROTTERDAM}/reservations/${bookingId}/visit`,
        {
          token: tokens.admin,
          body: { visit: 'arrived' },
        },
      );
      expect(answer.status).toBe(404);
    });
  });

  describe('walk-ins', () => {
    it('take a free table today without contact details, already arrived, and show on the sheet', async () => {
      h.clock.now = START_NOW;
      const seated = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
        token: tokens.host,
        body: { time: '12:00', party_size: 2, name: 'Piet de Vries' },
      });
      expect(seated.status, JSON.stringify(seated.body)).toBe(201);
      expect(seated.body.booking).toMatchObject({
        channel: 'walk_in',
        visit: 'arrived',
        first_name: 'Piet',
        last_name: 'de Vries',
        email: '',
        phone_number: '',
        party_size: 2,
      });
      const today = new Date(START_NOW).toISOString().slice(0, 10);
      const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${today}`, {
        token: tokens.host,
      });
      expect(sheet.body.bookings.map((b: { id: string }) => b.id)).toContain(seated.body.booking.id);
    });

    it("a walk-in at 23:30 in Amsterdam sits down that day, not on the guest 'Today' button's tomorrow", async () => {
      h.clock.now = Date.UTC(2026, 10, 3, 22, 30); // 23:30 in Amsterdam on 2026-11-03
      const seated = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
        token: tokens.host,
        body: { time: '21:00', party_size: 2, name: 'Laat Binnen' },
      });
      expect(seated.status, JSON.stringify(seated.body)).toBe(201);
      const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=2026-11-03`, {
        token: tokens.host,
      });
      h.clock.now = START_NOW;
      expect(sheet.body.bookings.map((b: { id: string }) => b.id)).toContain(seated.body.booking.id);
    });

    it.each([
      ['a party no table seats', { time: '12:30', party_size: 40 }, 409, 'no_table'],
      ['no party size', { time: '12:30' }, 400, 'invalid_request'],
      ['a time that is no time', { time: '25:00', party_size: 2 }, 400, 'invalid_request'],
    ])('refuses %s', async (_case, body, status, error) => {
      const answer = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
        token: tokens.host,
        body,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.error).toBe(error);
    });
  });

  describe("the manager's rules: blocks and stay time, followed by the widget at once, audited", () => {
    const availability = async (time: string) => {
      const answer = await h.request(
        'GET',
        `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${DATE}&party_size=2`,
      );
      return answer.body.days[0].sessions
        .flatMap((session: { times: { time: string }[] }) => session.times)
        .find((slot: { time: string }) => slot.time === time);
    };

    it('a block of 19:00 keeps the booking made then, stops the widget offering it, and a removal gives it back', async () => {
      h.clock.now = START_NOW;
      expect((await availability('19:00')).is_available).toBe(true);
      const blocked = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/blocks`, {
        token: tokens.manager,
        body: { date: DATE, from_time: '19:00', to_time: '19:15', reason: 'Private party' },
      });
      expect(blocked.status, JSON.stringify(blocked.body)).toBe(201);
      expect(blocked.body.conflicts.map((b: { id: string }) => b.id)).toContain(bookingId);
      // SPEC §7: a suspended time says online_suspended; the widget offers only times that are not.
      expect((await availability('19:00')).online_suspended).toBe(true);
      expect((await availability('19:15')).online_suspended).toBe(false);
      const refused = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token: guestToken,
        body: bookingBody({
          date: DATE,
          time: '19:00',
          email: 'guest.staff@example.nl',
          phone_number: '+31611195801',
        }),
      });
      // A guest who still asks for it is told the time is no longer free (SPEC §8), as for a taken table.
      expect(refused.status).toBe(409);
      const rules = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/rules`, { token: tokens.host });
      const block = rules.body.blocks.find((b: { reason: string }) => b.reason === 'Private party');
      expect(block).toMatchObject({ date: DATE, from_time: '19:00', to_time: '19:15', weekday: null });

      expect(
        (
          await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/blocks/${block.id}`, {
            token: tokens.manager,
          })
        ).status,
      ).toBe(204);
      expect((await availability('19:00')).online_suspended).toBe(false);
      expect(
        (
          await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/blocks/${block.id}`, {
            token: tokens.manager,
          })
        ).status,
      ).toBe(404);
    });

    it('a whole day blocked: every time that day is suspended online', async () => {
      const date = '2026-11-11';
      const blocked = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/blocks`, {
        token: tokens.manager,
        body: { date, from_time: '00:00', to_time: '23:59', reason: 'Closed for a wedding' },
      });
      expect(blocked.status).toBe(201);
      const day = await h.request(
        'GET',
        `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${date}&party_size=2`,
      );
      const times = day.body.days[0].sessions.flatMap(
        (session: { times: { online_suspended: boolean }[] }) => session.times,
      );
      expect(times.length).toBeGreaterThan(0);
      expect(times.filter((slot: { online_suspended: boolean }) => !slot.online_suspended)).toEqual([]);
    });

    it('a new stay time applies to the next booking; rules that cannot be used are refused', async () => {
      const rules = [
        { up_to: 2, minutes: 90 },
        { up_to: 8, minutes: 150 },
        { up_to: null, minutes: 180 },
      ];
      const saved = await h.request('PUT', `/staff/sites/${SITE_AMSTERDAM}/stay`, {
        token: tokens.manager,
        body: { stay_minutes: rules },
      });
      expect(saved.status).toBe(200);
      const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token: guestToken,
        body: bookingBody({
          date: DATE,
          time: '13:00',
          email: 'guest.staff@example.nl',
          phone_number: '+31611195801',
        }),
      });
      expect(booked.status).toBe(201);
      const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${DATE}`, {
        token: tokens.host,
      });
      expect(
        sheet.body.bookings.find((b: { id: string }) => b.id === booked.body.reservation.id).minutes,
      ).toBe(90);

      for (const broken of [[{ up_to: 4, minutes: 120 }], [{ up_to: null, minutes: 100 }]]) {
        const refused = await h.request('PUT', `/staff/sites/${SITE_AMSTERDAM}/stay`, {
          token: tokens.manager,
          body: { stay_minutes: broken },
        });
        expect(refused.status).toBe(422);
        expect(refused.body.error).toBe('stay_rules_invalid');
      }
    });

    it('every change is in the audit trail: who, what, before and after, newest first', async () => {
      const audit = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/audit`, { token: tokens.manager });
      expect(audit.status).toBe(200);
      const actions = audit.body.entries.map((entry: { action: string }) => entry.action);
      expect(actions.slice(0, 4)).toEqual(['stay_changed', 'block_added', 'block_removed', 'block_added']);
      expect(actions).toContain('visit');
      expect(actions).toContain('walk_in');
      // A booking is named as people name it: its number and guest; its id beside that.
      const visit = audit.body.entries.find((entry: { action: string }) => entry.action === 'visit');
      const { rows } = await h.db.query<{ number: string }>('select number from reservations where id = $1', [
        visit.subject_id,
      ]);
      expect(visit.subject).toBe(`${rows[0]!.number} (Anna Jansen)`);
      expect(audit.body.entries[0]).toMatchObject({
        staff_name: 'manager',
        before: [
          { up_to: 4, minutes: 120 },
          { up_to: 8, minutes: 150 },
          { up_to: null, minutes: 180 },
        ],
        after: [
          { up_to: 2, minutes: 90 },
          { up_to: 8, minutes: 150 },
          { up_to: null, minutes: 180 },
        ],
      });
    });
  });

  describe('a booking cancelled at the stand', () => {
    it('frees its table at once, tells the guest in their language, and is audited; a walk-in gets no e-mail', async () => {
      h.clock.now = START_NOW;
      const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token: guestToken,
        body: bookingBody({
          date: DATE,
          time: '18:00',
          email: 'guest.staff@example.nl',
          phone_number: '+31611195801',
          language: 'nl',
        }),
      });
      expect(booked.status).toBe(201);
      const id = booked.body.reservation.id;
      const sentBefore = h.sent.length;
      const cancelled = await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/reservations/${id}`, {
        token: tokens.host,
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.booking.status).toBe('cancelled');
      expect(h.sent.slice(sentBefore)).toEqual([
        expect.objectContaining({ kind: 'booking_cancelled', to: 'guest.staff@example.nl', language: 'nl' }),
      ]);
      const busy = await h.db.query(
        "select count(*)::int as n from reservation_tables where reservation_id = $1 and status <> 'cancelled'",
        [id],
      );
      expect(busy.rows[0]).toEqual({ n: 0 });
      // Again: nothing more happens, and nobody is told twice.
      await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/reservations/${id}`, { token: tokens.host });
      expect(h.sent.length).toBe(sentBefore + 1);

      const walkIn = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
        token: tokens.host,
        body: { time: '14:00', party_size: 2 },
      });
      const sentBeforeWalkIn = h.sent.length;
      await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/reservations/${walkIn.body.booking.id}`, {
        token: tokens.host,
      });
      expect(h.sent.length).toBe(sentBeforeWalkIn);
      const audit = await h.db.query<{ action: string }>(
        'select action from staff_audit where subject = $1',
        [id],
      );
      expect(audit.rows).toEqual([{ action: 'cancel' }]);
    });
  });

  describe("the week's figures and the CSV", () => {
    const range = `from=2026-11-09&to=2026-11-15`;

    it("a manager's report counts what the sheets list; the CSV has one row per booking on the sheet", async () => {
      const answer = await h.request('GET', `/staff/reports?${range}&site_id=${SITE_AMSTERDAM}`, {
        token: tokens.manager,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${DATE}`, {
        token: tokens.host,
      });
      const onSheet = sheet.body.bookings as Array<{
        id: string;
        number: string;
        status: string;
        party_size: number;
      }>;
      expect(answer.body.sites).toHaveLength(1);
      expect(answer.body.total.bookings).toBeGreaterThanOrEqual(onSheet.length);
      expect(answer.body.total.cancelled).toBe(onSheet.filter((b) => b.status === 'cancelled').length);

      const csv = await h.app.request(`/staff/reports/bookings.csv?${range}&site_id=${SITE_AMSTERDAM}`, {
        headers: { authorization: tokens.manager! },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('Content-Disposition')).toContain('tafel-bookings-2026-11-09-2026-11-15.csv');
      const lines = (await csv.text()).trimEnd().split('\r\n');
      const rowsOfDay = lines.slice(1).filter((line) => line.split(',')[1] === DATE);
      expect(rowsOfDay.map((line) => line.split(',')[3]).sort()).toEqual(onSheet.map((b) => b.number).sort());
      expect(lines.length - 1).toBe(answer.body.total.bookings);
    });

    it('an admin without a restaurant named gets every restaurant; a host gets none', async () => {
      const all = await h.request('GET', `/staff/reports?${range}`, { token: tokens.admin });
      expect(all.body.sites).toHaveLength(37);
      expect((await h.request('GET', `/staff/reports?${range}`, { token: tokens.host })).status).toBe(403);
      expect(
        (
          await h.request('GET', `/staff/reports?${range}&site_id=${SITE_ROTTERDAM}`, {
            token: tokens.manager,
          })
        ).status,
      ).toBe(403);
    });

    it.each([
      ['ends before it starts', 'from=2026-11-15&to=2026-11-09'],
      ['longer than a quarter', 'from=2026-01-01&to=2026-06-01'],
      ['no date', 'from=2026-11-09'],
    ])('a range that %s is refused (400)', async (_case, query) => {
      expect((await h.request('GET', `/staff/reports?${query}`, { token: tokens.manager })).status).toBe(400);
    });
  });
});
