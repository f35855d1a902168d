import { exec } from 'preact-iso/router';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../shared/staff/rules';
import { mayOpen, screenAddress, screenVerdict, STAFF_SCREENS } from './screens';
import type { ScreenVerdict, StaffScreenName } from './shell/links';

const at = (role: StaffRole, site = 'a') => ({ site_id: site, role });
// /staff/me lists a chain admin as 'admin' at every restaurant.
const WHO = {
  host: [at('host')],
  manager: [at('manager')],
  admin: [at('admin'), at('admin', 'b')],
  'manager elsewhere, host here': [at('host'), at('manager', 'b')],
} as const;

describe('who may open which staff screen (role x screen, at restaurant a)', () => {
  it.each<[keyof typeof WHO, Record<StaffScreenName, ScreenVerdict>]>([
    [
      'host',
      {
        home: 'open',
        sheet: 'open',
        book: 'open',
        find: 'open',
        whyClosed: 'open',
        guest: 'open',
        guestSharing: 'not_for_role',
        room: 'open',
        rules: 'not_for_role',
        settings: 'not_for_role',
        plan: 'not_for_role',
        reports: 'not_for_role',
        accounts: 'not_for_role',
        restaurants: 'not_for_role',
      },
    ],
    [
      'manager',
      {
        home: 'open',
        sheet: 'open',
        book: 'open',
        find: 'open',
        whyClosed: 'open',
        guest: 'open',
        guestSharing: 'not_for_role',
        room: 'open',
        rules: 'open',
        settings: 'open',
        plan: 'open',
        reports: 'open',
        accounts: 'open',
        restaurants: 'not_for_role',
      },
    ],
    [
      'admin',
      {
        home: 'open',
        sheet: 'open',
        book: 'open',
        find: 'open',
        whyClosed: 'open',
        guest: 'open',
        guestSharing: 'open',
        room: 'open',
        rules: 'open',
        settings: 'open',
        plan: 'open',
        reports: 'open',
        accounts: 'open',
        restaurants: 'open',
      },
    ],
    [
      'manager elsewhere, host here',
      {
        home: 'open',
        sheet: 'open',
        book: 'open',
        find: 'open',
        whyClosed: 'open',
        guest: 'open',
        guestSharing: 'not_for_role',
        room: 'open',
        rules: 'not_for_role',
        settings: 'not_for_role',
        plan: 'not_for_role',
        reports: 'open',
        accounts: 'open',
        restaurants: 'not_for_role',
      },
    ],
  ])('a %s', (who, verdicts) => {
    for (const screen of STAFF_SCREENS)
      expect([
        screen.name,
        screenVerdict(screen.name, { restaurants: WHO[who], siteId: 'a', chainAdmin: who === 'admin' }),
      ]).toEqual([screen.name, verdicts[screen.name]]);
  });

  it.each<[StaffScreenName, ScreenVerdict]>([
    ['sheet', 'not_on_account'],
    ['book', 'not_on_account'],
    ['find', 'not_on_account'],
    ['whyClosed', 'not_on_account'],
    ['rules', 'not_on_account'],
    ['settings', 'not_on_account'],
    ['guest', 'not_on_account'],
    ['plan', 'not_on_account'],
    ['room', 'not_on_account'],
    ['reports', 'open'],
    ['accounts', 'open'],
  ])(
    'a manager of a at restaurant c: %s is %s (a screen across restaurants asks no restaurant)',
    (name, verdict) => {
      expect(screenVerdict(name, { restaurants: WHO.manager, siteId: 'c' })).toBe(verdict);
    },
  );

  it('a chain admin opens the restaurants, and the staff screen that links to them, before the chain has any', () => {
    expect(screenVerdict('restaurants', { restaurants: [], chainAdmin: true })).toBe('open');
    expect(screenVerdict('accounts', { restaurants: [], chainAdmin: true })).toBe('open');
  });

  it('nobody with no restaurant opens anything but the home screen (which says they have none)', () => {
    expect(
      STAFF_SCREENS.filter((screen) => mayOpen(screen.name, { restaurants: [] })).map((s) => s.name),
    ).toEqual(['home']);
  });
});

describe('the table’s order keeps each address on its screen', () => {
  const screenOf = (path: string) => STAFF_SCREENS.find((screen) => exec(path, screen.path))?.name;
  it.each([
    ['/staff/a/2026-12-24', 'sheet'],
    ['/staff/a/rules', 'rules'],
    ['/staff/a/settings', 'settings'],
    ['/staff/a/why-closed/2026-12-24', 'whyClosed'],
    ['/staff/a/plan', 'plan'],
    ['/staff/a/2026-12-24/room', 'room'],
    ['/staff/reports', 'reports'],
    ['/staff/accounts', 'accounts'],
    ['/staff/restaurants', 'restaurants'],
    ['/staff/guest-sharing', 'guestSharing'],
    ['/staff/a/guest/r-1', 'guest'],
    ['/staff', 'home'],
  ])('%s opens %s', (path, name) => {
    expect(screenOf(path)).toBe(name);
  });

  it('only the day sheet and home ship in the first screen (with sign-in, shown before any route)', () => {
    expect(STAFF_SCREENS.filter((screen) => 'page' in screen).map((screen) => screen.name)).toEqual([
      'sheet',
      'home',
    ]);
  });
});

describe('a screen’s address is its pattern filled in', () => {
  it.each<[StaffScreenName, { siteId?: string; date?: string }, string]>([
    ['sheet', { siteId: 'site-1', date: '2026-12-24' }, '/staff/site-1/2026-12-24'],
    ['sheet', { siteId: 'a b/c', date: '2026-01-01' }, '/staff/a%20b%2Fc/2026-01-01'],
    ['rules', { siteId: 'b1c2' }, '/staff/b1c2/rules'],
    ['settings', { siteId: 'b1c2' }, '/staff/b1c2/settings'],
    ['whyClosed', { siteId: 'b1c2', date: '2026-12-24' }, '/staff/b1c2/why-closed/2026-12-24'],
    ['plan', { siteId: 'b1c2' }, '/staff/b1c2/plan'],
    ['room', { siteId: 'b1c2', date: '2026-12-24' }, '/staff/b1c2/2026-12-24/room'],
    ['reports', {}, '/staff/reports'],
    ['accounts', {}, '/staff/accounts'],
    ['home', {}, '/staff'],
  ])('%s with %j → %s', (name, params, path) => {
    expect(screenAddress(name, params)).toBe(path);
  });
});
