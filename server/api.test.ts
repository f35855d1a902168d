/** Every endpoint with good and bad input , on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATIONS } from '../shared/locations';
import { bookingBody, createHarness, ENGINES, SITE_AMSTERDAM, signIn, type Harness } from './testing/harness';

const EXCLUDED = LOCATIONS.filter((l) => ['emmen', 'middelburg'].includes(l.slug)).map((l) => l.id);

describe.each(ENGINES)('API on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    // One guest books table after table here; the per-guest limit has its own tests (server/upcoming-limit.test.ts).
    h = await createHarness(engine, { env: { MAX_UPCOMING_BOOKINGS: '1000' } });
  });
  afterAll(async () => h?.close());

  describe('sites (GET /sites)', () => {
    it('lists the DineTime channel by default, leaving out exclude_from_atbl', async () => {
      const { status, body } = await h.request('GET', '/sites');
      expect(status).toBe(200);
      expect(body.sites).toHaveLength(LOCATIONS.length - EXCLUDED.length);
      expect(body.sites.map((s: { id: string }) => s.id)).not.toEqual(expect.arrayContaining([EXCLUDED[0]]));
      const site = body.sites.find((s: { id: string }) => s.id === SITE_AMSTERDAM);
      expect(Object.keys(site.extra.image).sort()).toEqual(['full', 'lg', 'md', 'sm']);
      expect(site.opening_hours).toHaveLength(7);
    });
    it('honours limit and type', async () => {
      expect((await h.request('GET', '/sites?limit=3')).body.sites).toHaveLength(3);
      const partners = (await h.request('GET', '/sites?type=Partners')).body.sites;
      expect(partners.length).toBeGreaterThan(0);
      expect(partners.length).toBeLessThan(LOCATIONS.length - EXCLUDED.length);
      expect((await h.request('GET', '/sites?type=Nobody')).body.sites).toEqual([]);
    });
    it.each([
      ['limit=0', 'limit'],
      ['limit=100', 'limit'],
      ['limit=abc', 'limit'],
      ['date=2026-02-30', 'date'],
      ['party_size=x', 'party_size'],
      ['type=%20bad', 'type'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const { status, body } = await h.request('GET', `/sites?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'invalid_request', field });
      expect(typeof body.message).toBe('string');
    });
    it('answers one site and 404 Undefined location for an unknown id', async () => {
      expect((await h.request('GET', `/sites/${SITE_AMSTERDAM}`)).body.site.name).toBe('Tafel Amsterdam');
      const missing = await h.request('GET', '/sites/00000000-0000-4000-8000-000000000000');
      // The message key travels with the English text, so a client shows it in the guest's language.
      expect(missing).toMatchObject({
        status: 404,
        body: { message: 'Undefined location', key: 'undefinedLocation' },
      });
      expect((await h.request('GET', '/sites/not-a-uuid')).status).toBe(400);
    });
    it('serves the site images itself, in four sizes', async () => {
      const image = await h.request('GET', `/images/${SITE_AMSTERDAM}/sm.svg`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect((await h.request('GET', `/images/${SITE_AMSTERDAM}/xl.svg`)).status).toBe(400);
    });
  });

  describe('availability', () => {
    const url = (query: string) => `/sites/${SITE_AMSTERDAM}/reservations/availability?${query}`;
    it('answers days[0].sessions with seating area and times', async () => {
      const { status, body } = await h.request('GET', url('date=2026-11-10&party_size=2'));
      expect(status).toBe(200);
      const sessions = body.days[0].sessions;
      expect(sessions.map((s: { session_name: string }) => s.session_name)).toEqual(['lunch', 'dinner']);
      expect(sessions[0].seating_areas[0].seating_area_uid).toMatch(/^[0-9a-f-]{36}$/);
      expect(sessions[0].times[0]).toEqual({ time: '12:00', is_available: true, online_suspended: false });
    });
    it('answers every size of a comma list in by_party_size; parties above 14 are never available', async () => {
      const { body } = await h.request('GET', url('date=2026-11-10&party_size=2,15'));
      expect(Object.keys(body.by_party_size)).toEqual(['2', '15']);
      const big = body.by_party_size['15'][0].sessions.flatMap(
        (s: { times: { is_available: boolean }[] }) => s.times,
      );
      expect(big.length).toBeGreaterThan(0);
      expect(big.every((t: { is_available: boolean }) => !t.is_available)).toBe(true);
    });
    it('applies the Christmas rule of shared/slots (lunch to 13:45, dinner 16:30 and 19:30)', async () => {
      const { body } = await h.request('GET', url('date=2026-12-25&party_size=2'));
      const times = body.days[0].sessions.flatMap((s: { times: { time: string }[] }) =>
        s.times.map((t) => t.time),
      );
      expect(times.at(-1)).toBe('19:30');
      expect(times).toContain('16:30');
      expect(times).not.toContain('14:00');
    });
    it('offers nothing on a special closure (1 June)', async () => {
      const { body } = await h.request('GET', url('date=2027-06-01&party_size=2'));
      expect(body.days[0].sessions).toEqual([]);
    });
    it('marks past times unavailable', async () => {
      // The clock says 10:00 on 2026-11-02.
      const before = (await h.request('GET', url('date=2026-11-02&party_size=2'))).body.days[0].sessions[0]
        .times;
      expect(before.find((t: { time: string }) => t.time === '12:00').is_available).toBe(true);
      h.clock.now += 3 * 3_600_000;
      const after = (await h.request('GET', url('date=2026-11-02&party_size=2'))).body.days[0].sessions[0]
        .times;
      h.clock.now -= 3 * 3_600_000;
      expect(after.find((t: { time: string }) => t.time === '12:00').is_available).toBe(false);
      expect(after.find((t: { time: string }) => t.time === '13:15').is_available).toBe(true);
    });
    it('flags online-stop blocks as online_suspended', async () => {
      const rotterdam = LOCATIONS[1]!.id; // Friday 18:00-19:00 online stop in the seed
      const { body } = await h.request(
        'GET',
        `/sites/${rotterdam}/reservations/availability?date=2026-11-13&party_size=2`,
      );
      const dinner = body.days[0].sessions.find(
        (s: { session_name: string }) => s.session_name === 'dinner',
      ).times;
      expect(dinner.find((t: { time: string }) => t.time === '18:15').online_suspended).toBe(true);
      expect(dinner.find((t: { time: string }) => t.time === '19:00').online_suspended).toBe(false);
    });
    it.each([
      ['party_size=2', 'date'],
      ['date=2026-11-10', 'party_size'],
      ['date=10-11-2026&party_size=2', 'date'],
      ['date=2026-11-10&party_size=0', 'party_size'],
      ['date=2026-11-10&party_size=2&flow=nope', 'flow'],
      ['date=2026-02-30&party_size=2', 'date'],
    ])(
      'answers 400 for %s, each time it is asked (a question is kept only once it passed)',
      async (query, field) => {
        for (const attempt of [1, 2]) {
          const { status, body } = await h.request('GET', url(query));
          expect({ attempt, status, field: body.field }).toEqual({ attempt, status: 400, field });
        }
      },
    );
  });

  describe('guests, codes and sessions', () => {
    it('a new and a known guest get the same answer: the details as sent, no id, no flag (no enumeration)', async () => {
      const body = {
        first_name: 'Piet',
        last_name: 'Bakker',
        phone_number: '+31 6 11112222',
        email: 'piet@example.nl',
      };
      const created = await h.request('POST', '/users', { body });
      const again = await h.request('POST', '/users', { body: { ...body, email: 'other@example.nl' } });
      const stranger = await h.request('POST', '/users', {
        body: { ...body, phone_number: '+31 6 11113333', email: 'stranger@example.nl' },
      });
      for (const answer of [created, again, stranger]) {
        expect(answer.status).toBe(200);
        expect(Object.keys(answer.body)).toEqual(['user']);
        expect(Object.keys(answer.body.user).sort()).toEqual(
          ['email', 'first_name', 'language', 'last_name', 'phone_number'].sort(),
        );
      }
      expect(again.body.user).toMatchObject({ email: 'other@example.nl', phone_number: '+31611112222' });
      // Found, never duplicated (what a known guest's record becomes: server/routes/users-claims.test.ts).
      const stored = await h.db.query<{ n: number }>(
        `select count(*)::int as n from users where phone_number = $1`,
        ['+31611112222'],
      );
      expect(stored.rows).toEqual([{ n: 1 }]);
    });
    it.each([
      [{ first_name: 'A', last_name: 'B', phone_number: '12', email: 'a@b.nl' }, 'phone_number'],
      [{ first_name: 'A', last_name: 'B', phone_number: '0612345678', email: 'nope' }, 'email'],
      [{ last_name: 'B', phone_number: '0612345678', email: 'a@b.nl' }, 'first_name'],
      [{ first_name: 'A', last_name: 'B', phone_number: '0000000000', email: 'a@b.nl' }, 'phone_number'],
    ])('refuses a bad sign-up naming %j', async (body, field) => {
      const { status, body: answer } = await h.request('POST', '/users', { body });
      expect(status).toBe(400);
      expect(answer.field).toBe(field);
    });
    it('answers an unknown e-mail as a known one (no code goes out; routes/sessions.test.ts has the rest)', async () => {
      const { status, body } = await h.request('POST', '/sessions', { body: { email: 'ghost@example.nl' } });
      expect(status).toBe(200);
      expect(body).toMatchObject({ channel: 'email', token: expect.any(String) });
      expect(h.sent.at(-1)).toMatchObject({ kind: 'no_guest', to: 'ghost@example.nl' });
    });
    it('refuses a code request without phone or e-mail', async () => {
      const { status, body } = await h.request('POST', '/sessions', { body: {} });
      expect(status).toBe(400);
      expect(body.message).toBe('Phone number or Email are required');
    });
    it('refuses to text a country outside the list before anything is sent', async () => {
      await h.request('POST', '/users', {
        body: { first_name: 'A', last_name: 'B', phone_number: '+44 7400 123456', email: 'uk@example.nl' },
      });
      const before = h.sent.length;
      const { status, body } = await h.request('POST', '/sessions', {
        body: { phone_number: '+44 7400 123456' },
      });
      expect(status).toBe(400);
      expect(body.error).toBe('sms_country_not_allowed');
      expect(h.sent.length).toBe(before);
    });
    it('signs in with a code, serves the profile, signs out', async () => {
      const token = await signIn(h, { phone: '0611110001', email: 'me@example.nl' });
      const me = await h.request('GET', '/users/me', { token });
      expect(me).toMatchObject({
        status: 200,
        body: { user: { email: 'me@example.nl', phone_number: '+31611110001' } },
      });
      const patched = await h.request('PATCH', '/users/me', {
        token,
        body: { language: 'nl', first_name: 'Mien' },
      });
      expect(patched.body.user).toMatchObject({ language: 'nl', first_name: 'Mien' });
      expect((await h.request('PATCH', '/users/me', { token, body: { language: 'fr' } })).status).toBe(400);
      expect((await h.request('DELETE', '/sessions/current', { token })).status).toBe(200);
      expect(await h.request('GET', '/users/me', { token })).toMatchObject({
        status: 401,
        body: { error: 'Unauthorized' },
      });
    });
    it('answers 401 without a token and for a made-up one', async () => {
      expect((await h.request('GET', '/users/me')).status).toBe(401);
      expect((await h.request('GET', '/users/me', { token: 'anonymous' })).status).toBe(401);
      const madeUp = await h.request('GET', '/users/me', { token: 'x'.repeat(43) });
      expect(madeUp.body.error).toBe('Unauthorized');
      // A message that is no message key ('Sign in again to continue') travels without one.
      expect(madeUp.body).not.toHaveProperty('key');
      expect((await h.request('DELETE', '/sessions/current')).status).toBe(401);
    });
    it('changes the e-mail only after a code sent to the new address', async () => {
      const token = await signIn(h, { phone: '0611110002', email: 'old@example.nl' });
      const pending = await h.request('PATCH', '/users/me', { token, body: { email: 'new@example.nl' } });
      expect(pending).toMatchObject({ status: 202, body: { pending_email: 'new@example.nl' } });
      expect((await h.request('GET', '/users/me', { token })).body.user.email).toBe('old@example.nl');
      const code = [...h.sent].reverse().find((n) => n.kind === 'otp_code' && n.to === 'new@example.nl');
      const wrong = await h.request('PATCH', '/users/me', {
        token,
        body: {
          email: 'new@example.nl',
          code: code && code.kind === 'otp_code' && code.code === '000000' ? '111111' : '000000',
        },
      });
      expect(wrong.status).toBe(400);
      const done = await h.request('PATCH', '/users/me', {
        token,
        body: { email: 'new@example.nl', code: code?.kind === 'otp_code' ? code.code : '' },
      });
      expect(done).toMatchObject({ status: 200, body: { user: { email: 'new@example.nl' } } });
    });
  });

  describe('reservations', () => {
    let token: string;
    beforeAll(async () => {
      token = await signIn(h, { phone: '0612345678', email: 'anna@example.nl' });
    });

    it('creates a reservation with a short number and an unguessable id, and queues its e-mail', async () => {
      const { status, body } = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody(),
      });
      expect(status).toBe(201);
      expect(body.reservation.number).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
      expect(body.reservation.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(body.reservation).toMatchObject({
        status: 'confirmed',
        cancellable: true,
        phone_number: '+31612345678',
      });
      const mail = h.sent.at(-1)!;
      expect(mail).toMatchObject({ kind: 'booking_confirmed', to: 'anna@example.nl' });
      const rows = await h.db.query<{ count: number }>(
        `select count(*)::int as count from notification_outbox where kind = 'booking_confirmed'`,
      );
      expect(rows.rows[0]!.count).toBeGreaterThan(0);
    });
    it('needs a session: 401 without, 403 explicit deny with an access token', async () => {
      expect(
        (await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, { body: bookingBody() })).status,
      ).toBe(401);
      const made = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ time: '12:00' }),
      });
      const denied = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token: made.body.reservation.id,
        body: bookingBody(),
      });
      expect(denied).toMatchObject({ status: 403, body: { error: 'Forbidden', message: 'explicit deny' } });
    });
    it.each([
      [{ party_size: 15 }, 'party_size'],
      [{ party_size: 0 }, 'party_size'],
      [{ date: '2026-13-01' }, 'date'],
      [{ time: '25:00' }, 'time'],
      [{ email: 'x' }, 'email'],
      [{ phone_number: '0000000000' }, 'phone_number'],
      [{ deal_code: '!' }, 'deal_code'],
    ])('answers 400 for %j', async (override, field) => {
      const { status, body } = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody(override),
      });
      expect(status).toBe(400);
      expect(body.field).toBe(field);
    });
    it('answers 400 for malformed JSON and 404 for an unknown site', async () => {
      const bad = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: '{"date":',
      });
      expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_json' } });
      expect(
        (
          await h.request('POST', '/sites/00000000-0000-4000-8000-000000000000/reservations', {
            token,
            body: bookingBody(),
          })
        ).status,
      ).toBe(404);
    });
    it('refuses a closed date with 422 This date is not available', async () => {
      const closed = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ date: '2027-06-01' }),
      });
      expect(closed).toMatchObject({
        status: 422,
        body: { message: 'This date is not available', key: 'dateNotAvailable' },
      });
    });
    it('refuses a time that is not offered (past, after closing) with 409', async () => {
      for (const override of [{ date: '2026-11-01' }, { time: '23:00' }]) {
        const { status, body } = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
          token,
          body: bookingBody(override),
        });
        expect(status).toBe(409);
        expect(body).toMatchObject({
          message: 'Unfortunately this time is no longer available for booking',
          key: 'timeNoLongerAvailable',
        });
      }
    });
    it('refuses a flow whose calendar is over (shared/promotions) and adds the activator note', async () => {
      const ended = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ flow: 'kidsMenu' }),
      });
      expect(ended.status).toBe(422);
      expect(ended.body.message).toBe('This date is not available');
    });
    it('books once per deal code (used and bad codes)', async () => {
      const first = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ deal_code: 'DEMO-DEAL-0001', time: '13:00' }),
      });
      expect(first.status).toBe(201);
      const again = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ deal_code: 'demo-deal-0001', time: '13:15' }),
      });
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'An error occurred. This action link has already been used for a reservation' },
      });
      const unknown = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ deal_code: 'NOPE-0000' }),
      });
      expect(unknown).toMatchObject({
        status: 422,
        body: {
          message: 'An error occurred. Please use the reservation link from your email to make a reservation',
        },
      });
    });
    it('fills a time until no table is left, then answers 409', async () => {
      // 14 tables at Amsterdam; a party of 8 fits only the 8-seat table or a combination.
      const answers = [];
      for (let n = 0; n < 6; n += 1)
        answers.push(
          (
            await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
              token,
              body: bookingBody({ date: '2026-11-11', time: '19:00', party_size: 8 }),
            })
          ).status,
        );
      expect(answers.filter((s) => s === 201).length).toBeGreaterThanOrEqual(2);
      expect(answers.at(-1)).toBe(409);
      const availability = await h.request(
        'GET',
        `/sites/${SITE_AMSTERDAM}/reservations/availability?date=2026-11-11&party_size=8`,
      );
      const slot = availability.body.days[0].sessions[1].times.find(
        (t: { time: string }) => t.time === '19:00',
      );
      expect(slot.is_available).toBe(false);
    });
    it('reads, changes and cancels with the guest token and with the access token; others are denied', async () => {
      const made = (
        await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
          token,
          body: bookingBody({ date: '2026-11-12' }),
        })
      ).body.reservation;
      const path = `/sites/${SITE_AMSTERDAM}/reservations/${made.id}`;
      expect((await h.request('GET', path, { token })).body.reservation.id).toBe(made.id);
      expect((await h.request('GET', path, { token: made.id })).status).toBe(200);
      expect((await h.request('GET', path)).status).toBe(401);
      const stranger = await signIn(h, { phone: '0611110003', email: 'stranger@example.nl' });
      expect(await h.request('GET', path, { token: stranger })).toMatchObject({
        status: 403,
        body: { message: 'explicit deny' },
      });
      expect(
        (await h.request('GET', `/sites/${SITE_AMSTERDAM}/reservations/AAAAAAAAAAAAAAAAAAAAAA`, { token }))
          .status,
      ).toBe(404);
      expect((await h.request('GET', '/users/me', { token: made.id })).body.message).toBe('explicit deny');
      const list = await h.request('GET', '/users/me/reservations', { token: made.id });
      expect(list.body.reservations.map((r: { id: string }) => r.id)).toEqual([made.id]);

      const changed = await h.request('PATCH', path, {
        token: made.id,
        body: { time: '19:30', party_size: 4 },
      });
      expect(changed).toMatchObject({ status: 200, body: { reservation: { time: '19:30', party_size: 4 } } });
      const tables = await h.db.query<{ count: number }>(
        `select count(*)::int as count from reservation_tables where reservation_id = $1`,
        [made.id],
      );
      expect(tables.rows[0]!.count).toBe(1);
      expect(h.sent.at(-1)).toMatchObject({ kind: 'booking_changed' });
      expect((await h.request('PATCH', path, { token, body: { party_size: 99 } })).status).toBe(400);

      const cancelled = await h.request('DELETE', path, { token });
      expect(cancelled).toMatchObject({
        status: 200,
        body: { reservation: { status: 'cancelled', cancellable: false } },
      });
      expect(h.sent.at(-1)).toMatchObject({ kind: 'booking_cancelled' });
      expect((await h.request('PATCH', path, { token, body: { time: '18:00' } })).status).toBe(409);
    });
    it('refuses to cancel within 2 hours of the start or for groups above 8', async () => {
      const soon = (
        await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
          token,
          body: bookingBody({ date: '2026-11-02', time: '12:30' }),
        })
      ).body.reservation;
      expect(soon.cancellable).toBe(true);
      h.clock.now += 60 * 60_000;
      const seen = (await h.request('GET', `/sites/${SITE_AMSTERDAM}/reservations/${soon.id}`, { token }))
        .body.reservation;
      const refused = await h.request('DELETE', `/sites/${SITE_AMSTERDAM}/reservations/${soon.id}`, {
        token,
      });
      h.clock.now -= 60 * 60_000;
      expect(seen.cancellable).toBe(false);
      expect(refused).toMatchObject({ status: 409, body: { error: 'cancellation_disabled' } });
      const big = (
        await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
          token,
          body: bookingBody({ date: '2026-11-20', party_size: 10 }),
        })
      ).body.reservation;
      expect(big.cancellable).toBe(false);
      expect(
        (await h.request('DELETE', `/sites/${SITE_AMSTERDAM}/reservations/${big.id}`, { token })).status,
      ).toBe(409);
    });
    it('retrieves by number only together with the matching phone or e-mail', async () => {
      const made = (
        await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
          token,
          body: bookingBody({ date: '2026-11-13' }),
        })
      ).body.reservation;
      const byPhone = await h.request('POST', '/reservations/retrieve', {
        body: { confirmationNum: made.number.toLowerCase(), phone_number: '06 1234 5678' },
      });
      expect(byPhone).toMatchObject({ status: 200, body: { reservation: { id: made.id } } });
      const byEmail = await h.request('POST', '/reservations/retrieve', {
        body: { confirmationNum: made.number, email: 'ANNA@example.nl' },
      });
      expect(byEmail.status).toBe(200);
      const wrong = await h.request('POST', '/reservations/retrieve', {
        body: { confirmationNum: made.number, email: 'someone@example.nl' },
      });
      expect(wrong).toMatchObject({
        status: 404,
        body: { message: 'Reservation with such number could not be found' },
      });
      expect(
        (await h.request('POST', '/reservations/retrieve', { body: { confirmationNum: made.number } })).body
          .message,
      ).toBe('Missing phone number/email or reservation number');
    });
    it('limits retrieve tries per number from one address (5), not for the guest trying from theirs', async () => {
      const find = async (ip: string) =>
        (
          await h.request('POST', '/reservations/retrieve', {
            body: { confirmationNum: 'QQQQQQ', email: 'a@b.nl' },
            headers: { 'x-test-client-ip': ip },
          })
        ).status;
      const answers = [];
      for (let n = 0; n < 7; n += 1) answers.push(await find('10.9.0.1'));
      expect(answers.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(answers.at(-1)).toBe(429);
      expect(await find('10.9.0.2')).toBe(404);
    });
  });

  describe('edges', () => {
    it('answers unknown routes 404 with {error, message} and the OpenAPI document', async () => {
      expect(await h.request('GET', '/nope')).toMatchObject({ status: 404, body: { error: 'not_found' } });
      const doc = await h.request('GET', '/openapi.json');
      expect(doc.body.openapi).toBe('3.1.0');
      expect(doc.body.components.schemas.CreateReservationBody.properties.party_size).toBeDefined();
    });
    it("sets frame-ancestors 'none' and no-referrer on API answers", async () => {
      const { headers } = await h.request('GET', '/health');
      expect(headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(headers.get('referrer-policy')).toBe('no-referrer');
    });
  });
});
