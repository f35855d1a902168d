/**
 * The chain file's import: every row checked first (row, field, why), a dry run that says what would change, all or
 * nothing, a left-out restaurant archived and never deleted, and one a promotion names refused with its name.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promotion } from '../../shared/promotions/types';
import type { StaffRoleGrant } from '../../shared/staff/rules';
import { countRestaurants, findRestaurant, listRestaurants } from '../db/restaurants';
import { insertStaff } from '../db/staff';
import {
  bookingBody,
  createHarness,
  ENGINES,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';
import {
  CHAIN_FORMAT,
  CHAIN_FORMAT_VERSION,
  chainCsv,
  chainFromCsv,
  checkChainFile,
  describePlan,
  exportChain,
  importChain,
  importer,
  type ChainFile,
} from './restaurant-import';

const ZWOLLE = {
  slug: 'tafel-zwolle',
  name: 'Tafel Zwolle',
  city: 'Zwolle',
  address: 'Grote Markt 1',
  postcode: '8011 LW',
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

const fileOf = (restaurants: unknown[]) => ({
  format: CHAIN_FORMAT,
  version: CHAIN_FORMAT_VERSION,
  restaurants,
});

describe('a chain file is checked row by row before anything is written', () => {
  it('names each problem once with its row, field and why', () => {
    const result = checkChainFile(
      fileOf([ZWOLLE, { ...ZWOLLE, slug: 'tafel-kampen', postcode: 'x', phone: '12' }, ZWOLLE]),
    );
    expect(result.ok ? [] : result.problems).toEqual([
      { row: 2, field: 'postcode', why: 'not a Dutch postcode like 1234 AB' },
      { row: 2, field: 'phone', why: expect.stringContaining('not a valid phone number') },
      { row: 3, field: 'slug', why: 'the same as row 1' },
    ]);
  });

  it.each([
    ['another format', { format: 'other', version: 1, restaurants: [] }, 'format'],
    ['a later version', { format: CHAIN_FORMAT, version: 2, restaurants: [] }, 'version'],
    ['no list', { format: CHAIN_FORMAT, version: 1 }, 'restaurants'],
  ])('refuses a file of %s', (_, file, field) => {
    const result = checkChainFile(file);
    expect(result.ok ? [] : result.problems).toEqual([{ row: null, field, why: expect.any(String) }]);
  });
});

describe.each(ENGINES)('the import on %s', (engine) => {
  let h: Harness;
  let chain: ChainFile;
  const ADMIN_ID = randomUUID();
  const options = (extra: Partial<{ dryRun: boolean; promotions: Promotion[] }> = {}) => ({
    dryRun: false,
    promotions: [],
    staffId: ADMIN_ID,
    now: h.clock.now,
    ...extra,
  });
  beforeAll(async () => {
    h = await createHarness(engine);
    chain = await exportChain(h.db);
    const staff: Array<[string, string, StaffRoleGrant[]]> = [
      [ADMIN_ID, 'eva@chain.example', [{ site_id: null, role: 'admin' }]],
      [randomUUID(), 'daan@chain.example', [{ site_id: SITE_AMSTERDAM, role: 'admin' }]],
      [randomUUID(), 'sanne@chain.example', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]],
      [randomUUID(), 'left@chain.example', [{ site_id: null, role: 'admin' }]],
    ];
    for (const [id, email, grants] of staff)
      await insertStaff(h.db, { id, email, name: email.split('@')[0]!, language: 'nl', grants }, h.clock.now);
    await h.db.query(`update staff set deactivated_at = $1 where email = 'left@chain.example'`, [
      new Date(h.clock.now),
    ]);
  });
  afterAll(async () => h?.close());

  it.each([
    ['a chain admin, as they typed it', ' Eva@Chain.example ', { ok: true, staffId: 'admin' }],
    [
      'an admin of one restaurant',
      'daan@chain.example',
      {
        ok: false,
        why: '--by daan@chain.example: daan is not a chain admin; only a chain admin imports the restaurants',
      },
    ],
    [
      'a host of every restaurant',
      'sanne@chain.example',
      {
        ok: false,
        why: '--by sanne@chain.example: sanne is not a chain admin; only a chain admin imports the restaurants',
      },
    ],
    [
      'a chain admin who left',
      'left@chain.example',
      { ok: false, why: '--by left@chain.example: no staff member has this e-mail address' },
    ],
    [
      'no one on the staff',
      'noor@chain.example',
      { ok: false, why: '--by noor@chain.example: no staff member has this e-mail address' },
    ],
    ['not an address', 'eva', { ok: false, why: '--by eva: not an e-mail address' }],
  ])('an import is audited by the chain admin it names (--by): %s', async (_, email, expected) => {
    const found = await importer(h.db, email);
    expect(found).toEqual('staffId' in expected ? { ok: true, staffId: ADMIN_ID } : expected);
  });

  it('reads back its own export unchanged', async () => {
    const result = await importChain(h.db, JSON.parse(JSON.stringify(chain)), options({ dryRun: true }));
    expect(result.ok && result.value).toMatchObject({
      added: [],
      changed: [],
      archived: [],
      unchanged: chain.restaurants.length,
    });
  });

  it('reads its own CSV export as the same chain', () => {
    const fromCsv = checkChainFile(chainFromCsv(chainCsv(chain.restaurants)));
    expect(fromCsv.ok && fromCsv.value).toEqual(chain.restaurants);
  });

  it('prints in a dry run what would change, and changes nothing', async () => {
    const [first, ...rest] = chain.restaurants;
    const file = fileOf([{ ...first, phone: '+31 20 555 0999' }, ...rest.slice(1), ZWOLLE]);
    const result = await importChain(h.db, file, options({ dryRun: true }));
    expect(result.ok && describePlan(result.value)).toEqual([
      'add Tafel Zwolle (tafel-zwolle)',
      `change ${first!.name} (${first!.slug}): phone`,
      `archive ${rest[0]!.name} (${rest[0]!.slug})`,
      `1 added, 1 changed, 1 archived, ${chain.restaurants.length - 2} unchanged`,
    ]);
    expect(await listRestaurants(h.db)).toEqual(chain.restaurants);
  });

  it('changes nothing when one row is wrong', async () => {
    const file = fileOf([ZWOLLE, ...chain.restaurants.slice(1), { ...chain.restaurants[0], email: 'nope' }]);
    const result = await importChain(h.db, file, options());
    expect(result.ok ? [] : result.problems).toEqual([
      { row: chain.restaurants.length + 1, field: 'email', why: 'not a valid e-mail address' },
    ]);
    expect(await listRestaurants(h.db)).toEqual(chain.restaurants);
  });

  it.each<[string, Partial<Promotion>, boolean]>([
    ['one that runs', {}, true],
    ['one still to come', { startDate: '2027-01-01' }, true],
    ['one that ended', { endDate: '2025-05-31' }, false],
  ])(
    'refuses to archive a restaurant a promotion names (%s), with its name, and changes nothing',
    async (_, dates, refused) => {
      const promotion = {
        name: 'springDeal',
        locations: [{ id: SITE_AMSTERDAM, name: 'Tafel Amsterdam' }],
        ...dates,
      } as Promotion;
      const left = chain.restaurants.filter((restaurant) => restaurant.id !== SITE_AMSTERDAM);
      const archived = {
        ...chain.restaurants.find((restaurant) => restaurant.id === SITE_AMSTERDAM)!,
        archived: true,
      };
      for (const [file, problem] of [
        [
          fileOf(left),
          {
            row: null,
            field: 'restaurants',
            why: 'Tafel Amsterdam is left out, but the promotion springDeal names it',
          },
        ],
        [
          fileOf([...left, archived]),
          {
            row: left.length + 1,
            field: 'archived',
            why: 'Tafel Amsterdam is named by the promotion springDeal',
          },
        ],
      ] as const) {
        const result = await importChain(h.db, file, options({ dryRun: !refused, promotions: [promotion] }));
        expect(result.ok ? [] : result.problems).toEqual(refused ? [problem] : []);
      }
      expect(await listRestaurants(h.db)).toEqual(chain.restaurants);
    },
  );

  it('archives a left-out restaurant that holds bookings, never deletes it, and audits each change', async () => {
    const token = await signIn(h, { phone: '0612345678', email: 'anna@example.nl' });
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody(),
    });
    expect(booked.status).toBe(201);
    const file = fileOf([
      ZWOLLE,
      ...chain.restaurants.filter((restaurant) => restaurant.id !== SITE_AMSTERDAM),
    ]);
    const result = await importChain(h.db, file, options());
    expect(result.ok && result.value.archived.map((restaurant) => restaurant.id)).toEqual([SITE_AMSTERDAM]);
    expect(await countRestaurants(h.db)).toBe(chain.restaurants.length + 1);
    expect((await findRestaurant(h.db, SITE_AMSTERDAM))?.archived).toBe(true);
    const again = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody({ time: '19:00' }),
    });
    expect(again.body).toMatchObject({ error: 'restaurant_archived' });
    const kept = await h.request(
      'GET',
      `/sites/${SITE_AMSTERDAM}/reservations/${booked.body.reservation.id}`,
      { token },
    );
    expect(kept.body.reservation.status).not.toBe('cancelled');
    const audit = await h.db.query<{
      staff_id: string;
      subject: string;
      before: { archived: boolean };
      after: { archived: boolean };
    }>(
      `select staff_id, subject, before, after from staff_audit where action = 'restaurant_import' and subject = $1`,
      [SITE_AMSTERDAM],
    );
    expect(audit.rows.map((row) => [row.staff_id, row.before.archived, row.after.archived])).toEqual([
      [ADMIN_ID, false, true],
    ]);
  });
});
