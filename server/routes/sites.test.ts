/**
 * GET /sites with date and party_size (alternative sites count only if they have at least
 * one available, non-suspended slot), and the reference-data cache: changes to
 * sites, tables or online stops show at once, bookings are always read fresh.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineDateTime } from '../../shared/time';
import { createHarness, ENGINES, SITE_AMSTERDAM, type Harness } from '../testing/harness';

interface ListedSite {
  id: string;
  name: string;
  has_availability?: boolean;
}

describe.each(ENGINES)('GET /sites with date and party_size on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => h?.close());

  const list = async (query = ''): Promise<ListedSite[]> => {
    const { status, body } = await h.request('GET', `/sites${query}`);
    expect(status).toBe(200);
    return body.sites;
  };
  const availabilityOf = async (query: string) =>
    new Map((await list(query)).map((site) => [site.id, site.has_availability]));

  it('keeps the list and its order, and marks every site has_availability only when a date is asked', async () => {
    const plain = await list();
    expect(plain.every((site) => !('has_availability' in site))).toBe(true);
    const dated = await list('?date=2026-11-10&party_size=2');
    expect(dated.map((site) => site.id)).toEqual(plain.map((site) => site.id));
    expect(dated.every((site) => typeof site.has_availability === 'boolean')).toBe(true);
    expect(dated.filter((site) => site.has_availability).length).toBeGreaterThan(0);
    expect(await list('?limit=3&date=2026-11-10')).toHaveLength(3);
  });

  it.each([
    ['a special closure (1 June, shared/slots)', '?date=2027-06-01&party_size=2'],
    ['a party above 14 (never bookable online)', '?date=2026-11-10&party_size=15'],
    ['a day already over (the clock says 2 November 2026)', '?date=2026-11-01&party_size=2'],
  ])('marks no site available for %s', async (_name, query) => {
    const sites = await list(query);
    expect(sites.length).toBe((await list()).length);
    expect(sites.some((site) => site.has_availability)).toBe(false);
  });

  it('defaults party_size to 2 (the form default)', async () => {
    expect(await availabilityOf('?date=2026-11-10')).toEqual(
      await availabilityOf('?date=2026-11-10&party_size=2'),
    );
  });

  it('agrees with the availability route for every site', async () => {
    const marks = await availabilityOf('?date=2026-11-13&party_size=6');
    for (const [id, mark] of [...marks].slice(0, 8)) {
      const { body } = await h.request(
        'GET',
        `/sites/${id}/reservations/availability?date=2026-11-13&party_size=6`,
      );
      const bookable = body.days[0].sessions.some(
        (s: { times: { is_available: boolean; online_suspended: boolean }[] }) =>
          s.times.some((t) => t.is_available && !t.online_suspended),
      );
      expect(mark, id).toBe(bookable);
    }
  });

  it('reads bookings fresh: a site whose every table is taken all day is not available, other days and sites are', async () => {
    const date = '2026-11-17';
    expect((await availabilityOf(`?date=${date}`)).get(SITE_AMSTERDAM)).toBe(true);
    const id = `test-${randomUUID()}`;
    const from = new Date(combineDateTime(date, '00:00'));
    const to = new Date(combineDateTime('2026-11-18', '06:00'));
    await h.db.query(
      `insert into reservations (id, number, site_id, date, time, starts_at, ends_at, party_size, first_name, last_name, email, phone_number, created_at, updated_at)
       values ($1, $2, $3, $4, '00:00', $5, $6, 2, 'Full', 'House', 'full@example.nl', '+31612345678', now(), now())`,
      [id, id.slice(5, 13).toUpperCase(), SITE_AMSTERDAM, date, from, to],
    );
    await h.db.query(
      `insert into reservation_tables (reservation_id, table_id, during) select $1, id, tstzrange($2, $3) from site_tables where site_id = $4`,
      [id, from, to, SITE_AMSTERDAM],
    );
    const marks = await availabilityOf(`?date=${date}`);
    expect(marks.get(SITE_AMSTERDAM)).toBe(false);
    expect([...marks.values()].filter(Boolean).length).toBe(marks.size - 1);
    expect((await availabilityOf('?date=2026-11-24')).get(SITE_AMSTERDAM)).toBe(true);
    await h.db.query(`update reservation_tables set status = 'cancelled' where reservation_id = $1`, [id]);
    expect((await availabilityOf(`?date=${date}`)).get(SITE_AMSTERDAM)).toBe(true);
  });

  it('shows a new online stop at once, in the list and in availability (reference data reloaded on change)', async () => {
    const date = '2026-11-19';
    const times = async () =>
      (
        await h.request('GET', `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${date}&party_size=2`)
      ).body.days[0].sessions.flatMap((s: { times: { online_suspended: boolean }[] }) => s.times);
    expect((await times()).some((t: { online_suspended: boolean }) => t.online_suspended)).toBe(false);
    await h.db.query(
      `insert into online_stops (site_id, date, from_time, to_time, reason) values ($1, $2, '00:00', '23:59', 'test')`,
      [SITE_AMSTERDAM, date],
    );
    expect((await times()).every((t: { online_suspended: boolean }) => t.online_suspended)).toBe(true);
    expect((await availabilityOf(`?date=${date}`)).get(SITE_AMSTERDAM)).toBe(false);
    await h.db.query(`delete from online_stops where site_id = $1 and reason = 'test'`, [SITE_AMSTERDAM]);
    expect((await availabilityOf(`?date=${date}`)).get(SITE_AMSTERDAM)).toBe(true);
  });

  it('shows a renamed or excluded site at once in the cached list', async () => {
    const before = await list();
    await h.db.query(`update sites set name = 'Aaa Tafel Test' where id = $1`, [SITE_AMSTERDAM]);
    expect((await list())[0]).toMatchObject({ id: SITE_AMSTERDAM, name: 'Aaa Tafel Test' });
    expect((await h.request('GET', `/sites/${SITE_AMSTERDAM}`)).body.site.name).toBe('Aaa Tafel Test');
    await h.db.query(`update sites set extra = extra || '{"exclude_from_atbl": true}' where id = $1`, [
      SITE_AMSTERDAM,
    ]);
    expect((await list()).map((site) => site.id)).not.toContain(SITE_AMSTERDAM);
    await h.db.query(`update sites set name = $2, extra = extra - 'exclude_from_atbl' where id = $1`, [
      SITE_AMSTERDAM,
      before.find((site) => site.id === SITE_AMSTERDAM)!.name,
    ]);
    expect(await list()).toEqual(before);
  });
});

describe('OpenAPI description of GET /sites', () => {
  it('documents has_availability and the date and party_size parameters', async () => {
    const h = await createHarness('pglite');
    try {
      const doc = (await h.request('GET', '/openapi.json')).body;
      const sites = doc.paths['/sites'].get;
      expect(sites.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['date', 'party_size', 'limit', 'type']),
      );
      expect(
        sites.responses['200'].content['application/json'].schema.properties.sites.items.properties
          .has_availability.type,
      ).toBe('boolean');
    } finally {
      await h.close();
    }
  });
});
