/**
 * The chain admin adds, edits, archives and brings back restaurants: only a chain admin may (a manager: 403); the
 * server checks the shared schema; every change is audited before -> after; the widget's list follows at once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRoleGrant } from '../../shared/staff/rules';
import { insertStaff } from '../db/staff';
import {
  bookingBody,
  createHarness,
  ENGINES,
  lastCode,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';

const ZWOLLE = {
  slug: 'tafel-zwolle',
  name: 'Tafel Zwolle',
  city: 'Zwolle',
  address: 'Grote Markt 1',
  postcode: '8011lw',
  latitude: 52.5125,
  longitude: 6.0944,
  phone: '+31 38 555 0199',
  email: 'zwolle@tafel.example',
  texts: {
    en: { parking: 'Garage nearby.', route: '10 minutes from the station.', experiences: [] },
    nl: { parking: 'Garage vlakbij.', route: '10 minuten van het station.', experiences: [] },
  },
  channels: ['DineTime'],
};

describe.each(ENGINES)('the chain admin keeps the restaurants, on %s', (engine) => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  let id = '';

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
    return checked.body.token;
  }
  const widgetList = async () =>
    ((await h.request('GET', '/sites?type=DineTime')).body.sites as Array<{ id: string }>).map(
      (site) => site.id,
    );
  /** The times a guest may book for 2 on 10 November 2026. */
  const openTimes = async (siteId: string): Promise<string[]> => {
    const answer = await h.request(
      'GET',
      `/sites/${siteId}/reservations/availability?date=2026-11-10&party_size=2`,
    );
    const sessions = answer.body.days[0].sessions as Array<{
      times: Array<{ time: string; is_available: boolean }>;
    }>;
    return sessions.flatMap((session) =>
      session.times.filter((slot) => slot.is_available).map((slot) => slot.time),
    );
  };
  const audit = async () =>
    (
      await h.db.query<{ action: string; before: { name?: string } | null; after: { name: string } }>(
        'select action, before, after from staff_audit where subject = $1 order by id',
        [id],
      )
    ).rows;

  beforeAll(async () => {
    h = await createHarness(engine);
    tokens.admin = await staffSignIn('chain.admin@example.nl', [{ site_id: null, role: 'admin' }]);
    tokens.manager = await staffSignIn('manager@example.nl', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]);
  });
  afterAll(async () => h?.close());

  it.each([
    ['GET', '/staff/chain/restaurants', undefined],
    ['POST', '/staff/chain/restaurants', ZWOLLE],
    ['PUT', `/staff/chain/restaurants/${SITE_AMSTERDAM}`, ZWOLLE],
    ['POST', `/staff/chain/restaurants/${SITE_AMSTERDAM}/archive`, undefined],
  ])('refuses a manager: %s %s is 403', async (method, path, body) => {
    expect((await h.request(method, path, { token: tokens.manager, body })).status).toBe(403);
  });

  it('adds a restaurant the widget lists at once, without times until a manager gives it tables and hours', async () => {
    const added = await h.request('POST', '/staff/chain/restaurants', { token: tokens.admin, body: ZWOLLE });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.restaurant).toMatchObject({ postcode: '8011 LW', archived: false });
    id = added.body.restaurant.id;
    expect(await widgetList()).toContain(id);
    expect(await openTimes(id)).toEqual([]);
    expect((await audit()).map((row) => [row.action, row.before, row.after.name])).toEqual([
      ['restaurant_create', null, 'Tafel Zwolle'],
    ]);
  });

  it('is bookable once a manager gives it tables and hours', async () => {
    const table = await h.request('POST', `/staff/sites/${id}/tables`, {
      token: tokens.admin,
      body: { label: 'T1', seats: 4, combinable: false },
    });
    expect(table.status, JSON.stringify(table.body)).toBe(201);
    const { settings } = (await h.request('GET', `/staff/sites/${id}/settings`, { token: tokens.admin }))
      .body;
    const dinner = [{ period: 'dinner', from: '17:00', to: '22:00' }];
    const saved = await h.request('PUT', `/staff/sites/${id}/settings`, {
      token: tokens.admin,
      body: {
        ...settings,
        opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, periods: dinner })),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await openTimes(id)).toContain('19:00');
  });

  it.each([
    ['a postcode that is not Dutch', { postcode: '75001' }, 400, 'postcode'],
    ['a position in Berlin', { latitude: 52.52, longitude: 13.405 }, 400, 'latitude'],
    ['no Dutch texts', { texts: { en: ZWOLLE.texts.en } }, 400, 'texts.nl'],
    ['the slug of another restaurant', { slug: 'amsterdam-centrum' }, 409, 'slug'],
  ])('refuses %s, naming the field', async (_, change, status, field) => {
    const answer = await h.request('POST', '/staff/chain/restaurants', {
      token: tokens.admin,
      body: { ...ZWOLLE, slug: 'tafel-kampen', ...change },
    });
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
  });

  it('edits a restaurant, audited before -> after, and the widget reads the new words at once', async () => {
    const answer = await h.request('PUT', `/staff/chain/restaurants/${id}`, {
      token: tokens.admin,
      body: { ...ZWOLLE, name: 'Tafel Zwolle Centrum' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await h.request('GET', `/sites/${id}`)).body.site).toMatchObject({
      name: 'Tafel Zwolle Centrum',
      route: ZWOLLE.texts.en.route,
      texts: { nl: { route: ZWOLLE.texts.nl.route } },
    });
    expect((await audit()).at(-1)).toMatchObject({
      action: 'restaurant_update',
      before: { name: 'Tafel Zwolle' },
      after: { name: 'Tafel Zwolle Centrum' },
    });
  });

  const EMMEN = '755cf37a-cc1f-49dd-b614-a7466aca5aeb';
  const siteAudit = async (siteId: string) =>
    (await h.db.query('select 1 from staff_audit where subject = $1', [siteId])).rows.length;

  it.each([
    [
      'archive',
      'running promotions name it',
      SITE_AMSTERDAM,
      409,
      ['cinemaDeal', 'socialDeal', 'exampleAutumnDeal'],
    ],
    [
      'edit with archived',
      'running promotions name it',
      SITE_AMSTERDAM,
      409,
      ['cinemaDeal', 'socialDeal', 'exampleAutumnDeal'],
    ],
    ['archive', 'only ended promotions name it', EMMEN, 200, undefined],
  ] as const)(
    'a restaurant is archived only when no promotion running or to come names it: %s when %s',
    async (how, _, siteId, status, promotions) => {
      const auditedBefore = await siteAudit(siteId);
      const { restaurants } = (await h.request('GET', '/staff/chain/restaurants', { token: tokens.admin }))
        .body as { restaurants: Array<{ id: string }> };
      const { id: _id, ...body } = restaurants.find((restaurant) => restaurant.id === siteId)!;
      const answer =
        how === 'archive'
          ? await h.request('POST', `/staff/chain/restaurants/${siteId}/archive`, { token: tokens.admin })
          : await h.request('PUT', `/staff/chain/restaurants/${siteId}`, {
              token: tokens.admin,
              body: { ...body, archived: true },
            });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      if (promotions) {
        expect(answer.body).toEqual({
          error: 'restaurant_in_promotion',
          message: `Tafel Amsterdam is named by the promotion ${promotions.join(', ')}`,
          promotions,
        });
        expect(await widgetList()).toContain(siteId);
        expect(await siteAudit(siteId)).toBe(auditedBefore);
      } else {
        expect(answer.body.restaurant.archived).toBe(true);
        expect(await widgetList()).not.toContain(siteId);
        expect(await siteAudit(siteId)).toBe(auditedBefore + 1);
        await h.request('POST', `/staff/chain/restaurants/${siteId}/unarchive`, { token: tokens.admin });
      }
    },
  );

  it('archives a restaurant: out of the widget, no new bookings, its bookings kept; and brings it back', async () => {
    const guest = await signIn(h, { phone: '0612345678', email: 'anna@example.nl' });
    const booked = await h.request('POST', `/sites/${id}/reservations`, {
      token: guest,
      body: bookingBody(),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const archived = await h.request('POST', `/staff/chain/restaurants/${id}/archive`, {
      token: tokens.admin,
    });
    expect(archived.body.restaurant.archived).toBe(true);
    expect(await widgetList()).not.toContain(id);
    const refused = await h.request('POST', `/sites/${id}/reservations`, {
      token: guest,
      body: bookingBody({ time: '19:00' }),
    });
    expect([refused.status, refused.body.error]).toEqual([422, 'restaurant_archived']);
    const kept = await h.request('GET', `/sites/${id}/reservations/${booked.body.reservation.id}`, {
      token: guest,
    });
    expect(kept.body.reservation.status).toBe(booked.body.reservation.status);
    const back = await h.request('POST', `/staff/chain/restaurants/${id}/unarchive`, {
      token: tokens.admin,
    });
    expect(back.body.restaurant.archived).toBe(false);
    expect(await widgetList()).toContain(id);
  });
});
