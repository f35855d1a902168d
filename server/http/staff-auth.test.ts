/** Every staff route answers only for the restaurants of the caller's role: a table of role x route x restaurant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, SITE_ROTTERDAM, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];
let bookingId = '';

beforeAll(async () => {
  ({ h, tokens, bookingId } = await openStaffWorld());
});
afterAll(async () => h?.close());

describe('who may see and change which restaurant (role x route x restaurant)', () => {
  const routes = [
    {
      name: 'day sheet',
      method: 'GET',
      path: (site: string) => `/staff/sites/${site}/day?date=${BOOKED_DATE}`,
    },
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
      body: { date: BOOKED_DATE, time: '19:00', party_size: 2 },
    },
    {
      name: 'block',
      method: 'POST',
      path: (site: string) => `/staff/sites/${site}/blocks`,
      // Ends before it starts: refused after the permission check, so nothing is blocked.
      body: { date: BOOKED_DATE, from_time: '20:00', to_time: '19:00', reason: 'test' },
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

describe('the order of the refusals: no session (401), then a restaurant id that is none (400), then the role (403)', () => {
  it.each([
    ['no session, a restaurant id that is none', 'none', 'not-a-site', 401],
    ['a token nobody holds', 'stranger', SITE_AMSTERDAM, 401],
    ['a host, a restaurant id that is none', 'host', 'not-a-site', 400],
    ['a host, another restaurant', 'host', SITE_ROTTERDAM, 403],
    ['a host, their own restaurant', 'host', SITE_AMSTERDAM, 200],
  ] as const)('%s: %i', async (_case, who, site, status) => {
    const token = who === 'none' ? '' : who === 'stranger' ? 'no-such-session' : tokens[who];
    const answer = await h.request('GET', `/staff/sites/${site}/day?date=${BOOKED_DATE}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  });
});
