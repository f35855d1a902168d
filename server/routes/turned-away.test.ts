/**
 * Demand turned away through the API: the widget's search that found no time is checked and counted once per visit,
 * a booking of the same visit tells where the guest went, and a manager reads it per restaurant and day. Recording
 * never fails a guest's search or booking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATIONS } from '../../shared/locations';
import { pruneExpired, RETENTION } from '../db/prune';
import {
  bookingBody,
  createHarness,
  ENGINES,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';
import { addStaff, SITE_ROTTERDAM, staffSignIn } from '../testing/staff';
import { SEARCHES_PER_ADDRESS_PER_HOUR } from '../domain/turned-away';

/** Friday 20 November 2026: Amsterdam blocks the whole day online. */
const FULL = '2026-11-20';
/** Thursday 19 November 2026: Amsterdam blocks the evening; lunch is free. */
const EVENING_FULL = '2026-11-19';
const OPEN = '2026-11-18';

let visits = 0;
/** A visit id no other test uses (the widget makes a random one per visit). */
const newVisit = () => `visit-${String((visits += 1)).padStart(4, '0')}-${'x'.repeat(12)}`;

describe.each(ENGINES)('demand turned away on %s', (engine) => {
  let h: Harness;
  let guest: string;
  let manager: string;
  let admin: string;
  let host: string;

  beforeAll(async () => {
    h = await createHarness(engine);
    await addStaff(h, 'manager@turned.example', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]);
    await addStaff(h, 'host@turned.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    await addStaff(h, 'admin@turned.example', [{ site_id: null, role: 'admin' }]);
    manager = await staffSignIn(h, 'manager@turned.example');
    host = await staffSignIn(h, 'host@turned.example');
    admin = await staffSignIn(h, 'admin@turned.example');
    guest = await signIn(h, { phone: '+31611166601', email: 'turned.away@example.nl' });
    for (const [date, from_time] of [
      [FULL, '00:00'],
      [EVENING_FULL, '16:30'],
    ] as const) {
      const blocked = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/blocks`, {
        token: manager,
        body: { date, from_time, to_time: '23:59', reason: 'Private party' },
      });
      expect(blocked.status, JSON.stringify(blocked.body)).toBe(201);
    }
  });
  afterAll(async () => h?.close());

  const search = (body: Record<string, unknown>, site = SITE_AMSTERDAM, address = '10.1.0.1') =>
    h.request('POST', `/sites/${site}/turned-away`, {
      body: { date: FULL, party_size: 4, ...body },
      headers: { 'x-test-client-ip': address },
    });
  const book = (site: string, body: Record<string, unknown>) =>
    h.request('POST', `/sites/${site}/reservations`, {
      token: guest,
      body: bookingBody({ email: 'turned.away@example.nl', phone_number: '+31611166601', ...body }),
    });
  const figures = async (query: string, token = manager) => {
    const answer = await h.request('GET', `/staff/reports/turned-away?${query}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  it('a search the day has no time for counts once per visit, however often it is asked', async () => {
    const visit = newVisit();
    const counted = async (body: Record<string, unknown>) => (await search(body)).body.recorded;
    expect(await search({ visit_id: visit })).toMatchObject({ status: 202, body: { recorded: true } });
    expect(await counted({ visit_id: visit })).toBe(false);
    expect(await counted({ visit_id: visit, party_size: 6 })).toBe(true);
    expect(await counted({ visit_id: newVisit() })).toBe(true);
  });

  it.each([
    ['a day with a free time, the whole day asked', OPEN, 'day', false],
    ['the whole day blocked', FULL, 'day', true],
    ['lunch free, the evening asked', EVENING_FULL, 'evening', true],
    ['lunch free, the afternoon asked', EVENING_FULL, 'afternoon', false],
    ['lunch free, the whole day asked', EVENING_FULL, 'day', false],
    ['a day gone by', '2026-10-30', 'day', false],
  ])('the server checks the day itself: %s is counted: %s', async (_case, date, day_part, recorded) => {
    const answer = await search({ date, day_part, visit_id: newVisit() });
    expect(answer.status).toBe(202);
    expect(answer.body.recorded).toBe(recorded);
  });

  it.each([
    ['a visit id too short', { visit_id: 'short' }, 400],
    ['a party above the online maximum', { visit_id: newVisit(), party_size: 15 }, 400],
    ['a part of the day that does not exist', { visit_id: newVisit(), day_part: 'night' }, 400],
    ['an unknown flow', { visit_id: newVisit(), flow: 'noSuchFlow' }, 400],
  ])('%s is refused', async (_case, body, status) => {
    expect((await search(body)).status).toBe(status);
  });

  it('an unknown restaurant is 404', async () => {
    const answer = await search({ visit_id: newVisit() }, '00000000-0000-4000-8000-000000000000');
    expect(answer.status).toBe(404);
  });

  it(`one address has ${SEARCHES_PER_ADDRESS_PER_HOUR} searches counted an hour; another address is counted`, async () => {
    const address = '10.2.0.1';
    for (let n = 0; n < SEARCHES_PER_ADDRESS_PER_HOUR; n += 1)
      await search({ visit_id: newVisit() }, SITE_AMSTERDAM, address);
    expect((await search({ visit_id: newVisit() }, SITE_AMSTERDAM, address)).body.recorded).toBe(false);
    expect((await search({ visit_id: newVisit() }, SITE_AMSTERDAM, '10.2.0.2')).body.recorded).toBe(true);
    h.clock.now += 3_600_000;
    expect((await search({ visit_id: newVisit() }, SITE_AMSTERDAM, address)).body.recorded).toBe(true);
  });

  it('the figures say where each guest went: elsewhere, here at another time, or nowhere', async () => {
    const day = '2026-11-27';
    const blocked = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/blocks`, {
      token: manager,
      body: { date: day, from_time: '00:00', to_time: '23:59', reason: 'Closed for a wedding' },
    });
    expect(blocked.status).toBe(201);
    const [elsewhere, here, cancelled, nowhere, bookedFirst] = [1, 2, 3, 4, 5].map(newVisit);
    for (const visit of [elsewhere, here, cancelled, nowhere])
      expect((await search({ date: day, visit_id: visit, party_size: 2 })).body.recorded).toBe(true);
    // A booking made before the search is not where that search's guest went.
    expect((await book(SITE_ROTTERDAM, { date: day, time: '17:00', visit_id: bookedFirst })).status).toBe(
      201,
    );
    h.clock.now += 60_000;
    expect((await search({ date: day, visit_id: bookedFirst, party_size: 2 })).body.recorded).toBe(true);

    expect((await book(SITE_ROTTERDAM, { date: day, time: '19:00', visit_id: elsewhere })).status).toBe(201);
    expect((await book(SITE_AMSTERDAM, { date: '2026-11-26', time: '19:00', visit_id: here })).status).toBe(
      201,
    );
    const gone = await book(SITE_ROTTERDAM, { date: day, time: '20:00', visit_id: cancelled });
    expect(gone.status).toBe(201);
    const cancel = await h.request(
      'DELETE',
      `/sites/${SITE_ROTTERDAM}/reservations/${gone.body.reservation.id}`,
      {
        token: guest,
      },
    );
    expect(cancel.status).toBe(200);

    const answer = await figures(`from=${day}&to=${day}&site_id=${SITE_AMSTERDAM}`);
    const expected = {
      searches: 5,
      guests: 10,
      booked_elsewhere: 1,
      booked_here: 1,
      booked_nowhere: 3,
      by_day_part: { day: 5, morning: 0, afternoon: 0, evening: 0 },
    };
    expect(answer.total).toEqual(expected);
    expect(answer.sites).toEqual([
      {
        site_id: SITE_AMSTERDAM,
        site_name: 'Tafel Amsterdam',
        ...expected,
        days: [{ date: day, ...expected }],
      },
    ]);
  });

  it('a chain admin reads every restaurant; a host none; a manager not another restaurant', async () => {
    const range = `from=${FULL}&to=${FULL}`;
    const all = await figures(range, admin);
    expect(all.sites).toHaveLength(LOCATIONS.length);
    const amsterdam = all.sites.find((site: { site_id: string }) => site.site_id === SITE_AMSTERDAM);
    expect(amsterdam.searches).toBeGreaterThan(0);
    expect(all.total.searches).toBe(amsterdam.searches);
    expect((await h.request('GET', `/staff/reports/turned-away?${range}`, { token: host })).status).toBe(403);
    expect(
      (
        await h.request('GET', `/staff/reports/turned-away?${range}&site_id=${SITE_ROTTERDAM}`, {
          token: manager,
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.request('GET', `/staff/reports/turned-away?from=${FULL}&to=${OPEN}`, { token: manager }))
        .status,
    ).toBe(400);
  });

  it('nothing about the guest is kept: the restaurant, the day asked, the party, the part of the day, the visit', async () => {
    const { rows } = await h.db.query<Record<string, unknown>>('select * from turned_away_searches limit 1');
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'booked_reservation_id',
        'date',
        'day_part',
        'id',
        'party_size',
        'searched_at',
        'site_id',
        'visit_id',
      ].sort(),
    );
  });

  it('a booking with a visit id that is not one is booked all the same', async () => {
    const booked = await book(SITE_ROTTERDAM, { date: OPEN, time: '19:00', visit_id: '<not a visit>' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  });

  it('a search or a booking is never refused because its recording failed', async () => {
    await h.db.query('alter table turned_away_searches rename to turned_away_searches_elsewhere');
    try {
      const visit = newVisit();
      expect(await search({ visit_id: visit })).toMatchObject({ status: 202, body: { recorded: false } });
      const booked = await book(SITE_ROTTERDAM, { date: FULL, time: '19:30', visit_id: visit });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    } finally {
      await h.db.query('alter table turned_away_searches_elsewhere rename to turned_away_searches');
    }
  });

  it('a visit id is forgotten after a day; the search itself after thirteen months', async () => {
    const visit = newVisit();
    const day = '2026-12-03';
    await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/blocks`, {
      token: manager,
      body: { date: day, from_time: '00:00', to_time: '23:59', reason: 'Inventory' },
    });
    expect((await search({ date: day, visit_id: visit })).body.recorded).toBe(true);
    const visitOf = async () =>
      (
        await h.db.query<{ visit_id: string | null }>(
          `select visit_id from turned_away_searches where date = $1`,
          [day],
        )
      ).rows.map((row) => row.visit_id);
    await pruneExpired(h.db, h.clock.now + RETENTION.turnedAwayVisits - 60_000);
    expect(await visitOf()).toEqual([visit]);
    await pruneExpired(h.db, h.clock.now + RETENTION.turnedAwayVisits + 60_000);
    expect(await visitOf()).toEqual([null]);
    await pruneExpired(h.db, Date.parse(`${day}T12:00:00Z`) + RETENTION.turnedAwaySearches + 86_400_000);
    expect(await visitOf()).toEqual([]);
  });
});
