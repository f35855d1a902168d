import { describe, expect, it } from 'vitest';
import {
  canSetVisitStatus,
  mayDo,
  mayManageRestaurants,
  nextVisitStatuses,
  roleAt,
  undoOf,
  VISIT_STATUSES,
  type StaffAction,
  type StaffRole,
  type StaffRoleGrant,
} from './rules';

describe('who may do what (role x action)', () => {
  const TABLE: Array<[StaffAction, host: boolean, manager: boolean, admin: boolean]> = [
    ['day.read', true, true, true],
    ['visit.update', true, true, true],
    ['walk_in.create', true, true, true],
    ['booking.move', true, true, true],
    ['booking.cancel', true, true, true],
    ['waitlist.offer', true, true, true],
    ['capacity.edit', false, true, true],
    ['blocks.edit', false, true, true],
    ['audit.read', false, true, true],
    ['reports.read', false, true, true],
    ['staff.hosts', false, true, true],
    ['staff.manage', false, false, true],
    ['guest.read', true, true, true],
    ['guest.notes', true, true, true],
    ['guest.forget', false, true, true],
    ['guest.sharing', false, false, true],
    ['guest.erase', false, false, true],
  ];
  it.each(TABLE)('%s: host %s, manager %s, admin %s', (action, host, manager, admin) => {
    expect((['host', 'manager', 'admin'] as StaffRole[]).map((role) => mayDo(role, action))).toEqual([
      host,
      manager,
      admin,
    ]);
  });
});

describe('roles are per restaurant; a chain admin has every restaurant', () => {
  it.each([
    { grants: [{ site_id: 'a', role: 'host' as const }], site: 'a', role: 'host' },
    { grants: [{ site_id: 'a', role: 'host' as const }], site: 'b', role: null },
    { grants: [], site: 'a', role: null },
    {
      grants: [
        { site_id: 'a', role: 'host' as const },
        { site_id: 'b', role: 'manager' as const },
      ],
      site: 'b',
      role: 'manager',
    },
    { grants: [{ site_id: null, role: 'admin' as const }], site: 'z', role: 'admin' },
    {
      grants: [
        { site_id: 'a', role: 'manager' as const },
        { site_id: null, role: 'admin' as const },
      ],
      site: 'a',
      role: 'admin',
    },
  ])('$site with $grants: $role', ({ grants, site, role }) => {
    expect(roleAt(grants, site)).toBe(role);
  });
});

describe("only a chain admin keeps the chain's restaurants", () => {
  it.each<[string, StaffRoleGrant[], boolean]>([
    ['a chain admin', [{ site_id: null, role: 'admin' }], true],
    [
      'a chain admin who also manages one restaurant',
      [
        { site_id: 'a', role: 'manager' },
        { site_id: null, role: 'admin' },
      ],
      true,
    ],
    ['the admin of one restaurant', [{ site_id: 'a', role: 'admin' }], false],
    ['a manager', [{ site_id: 'a', role: 'manager' }], false],
    ['a host of every restaurant', [{ site_id: null, role: 'host' }], false],
    ['no roles', [], false],
  ])('%s: %s', (_, grants, may) => {
    expect(mayManageRestaurants(grants)).toBe(may);
  });
});

describe('a visit goes booked -> arrived -> left, or no-show; each step can be undone', () => {
  it.each([
    ['booked', ['arrived', 'no_show'], null],
    ['arrived', ['left'], 'booked'],
    ['left', [], 'arrived'],
    ['no_show', [], 'booked'],
  ] as const)('%s: next %j, undo to %s', (status, next, undo) => {
    expect(nextVisitStatuses(status)).toEqual(next);
    expect(undoOf(status)).toBe(undo);
  });

  it('allows exactly the forward moves and the undo of the last one', () => {
    const allowed = VISIT_STATUSES.flatMap((from) =>
      VISIT_STATUSES.filter((to) => canSetVisitStatus(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'booked->arrived',
      'booked->no_show',
      'arrived->booked',
      'arrived->left',
      'left->arrived',
      'no_show->booked',
    ]);
  });
});
