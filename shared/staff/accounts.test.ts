import { describe, expect, it } from 'vitest';
import {
  changedGrants,
  isChainAdmin,
  leavesNoChainAdmin,
  mayManageStaff,
  raisesRole,
  rolesToGrant,
  staffChangeVerdict,
  type StaffChangeVerdict,
} from './accounts';
import type { StaffRoleGrant } from './rules';

const admin: StaffRoleGrant = { site_id: null, role: 'admin' };
const hostA: StaffRoleGrant = { site_id: 'a', role: 'host' };
const hostB: StaffRoleGrant = { site_id: 'b', role: 'host' };
const managerA: StaffRoleGrant = { site_id: 'a', role: 'manager' };
const managerB: StaffRoleGrant = { site_id: 'b', role: 'manager' };

describe('which roles someone may give at a restaurant', () => {
  it.each<[string, StaffRoleGrant[], string, string[]]>([
    ['a chain admin: host and manager anywhere', [admin], 'z', ['host', 'manager']],
    ['a manager at their restaurant: host', [managerA], 'a', ['host']],
    ['a manager at another restaurant: none', [managerA], 'b', []],
    ['a host: none', [hostA], 'a', []],
    ['nobody: none', [], 'a', []],
  ])('%s', (_case, grants, site, roles) => {
    expect(rolesToGrant(grants, site)).toEqual(roles);
  });

  it.each<[StaffRoleGrant[], boolean, boolean]>([
    [[admin], true, true],
    [[managerA], false, true],
    [[hostA, managerB], false, true],
    [[hostA], false, false],
    // A chain admin's restaurants as /staff/me lists them: admin at each.
    [[{ site_id: 'a', role: 'admin' }], false, true],
    [[], false, false],
  ])('%j: chain admin %s, may open the staff accounts %s', (grants, chainAdmin, manages) => {
    expect([isChainAdmin(grants), mayManageStaff(grants)]).toEqual([chainAdmin, manages]);
  });
});

describe('a change touches the grants taken away, given or changed', () => {
  it.each<[string, StaffRoleGrant[], StaffRoleGrant[], StaffRoleGrant[]]>([
    ['nothing changed', [hostA, hostB], [hostB, hostA], []],
    ['one given', [hostA], [hostA, hostB], [hostB]],
    ['one taken away', [hostA, hostB], [hostB], [hostA]],
    ['one changed: both its roles', [hostA], [managerA], [hostA, managerA]],
  ])('%s', (_case, before, after, changed) => {
    expect(changedGrants(before, after)).toEqual(changed);
  });

  it.each<[string, StaffRoleGrant[], StaffRoleGrant[], boolean]>([
    ['host to manager', [hostA], [managerA], true],
    ['a role at a new restaurant', [hostA], [hostA, hostB], true],
    ['chain admin from manager', [managerA], [admin], true],
    ['manager to host', [managerA], [hostA], false],
    ['a role given up', [hostA, hostB], [hostA], false],
    ["an admin's role at one restaurant", [admin], [admin, managerA], false],
    ['the same again', [admin], [admin], false],
  ])('raises a role: %s -> %s', (_case, before, after, raised) => {
    expect(raisesRole(before, after)).toBe(raised);
  });
});

describe('who may add, change and remove which account (actor x account x change)', () => {
  const me = (grants: StaffRoleGrant[]) => ({ id: 'me', grants });
  const other = (grants: StaffRoleGrant[]) => ({ id: 'other', grants });
  it.each<
    [
      string,
      ReturnType<typeof me>,
      ReturnType<typeof other> | null,
      StaffRoleGrant[] | null,
      StaffChangeVerdict,
    ]
  >([
    ['admin adds a manager', me([admin]), null, [managerB], 'allowed'],
    ['admin adds a chain admin', me([admin]), null, [admin], 'allowed'],
    ['admin makes a host manager', me([admin]), other([hostA]), [managerA], 'allowed'],
    ['admin removes a manager', me([admin]), other([managerB]), null, 'allowed'],
    ['admin removes another admin', me([admin]), other([admin]), null, 'allowed'],
    ['admin steps down to manager', me([admin]), me([admin]), [managerA], 'allowed'],
    ['admin removes themselves', me([admin]), me([admin]), null, 'self_removal'],
    ['manager adds a host at their restaurant', me([managerA]), null, [hostA], 'allowed'],
    ['manager adds a host at another restaurant', me([managerA]), null, [hostB], 'forbidden'],
    ['manager adds a manager', me([managerA]), null, [managerA], 'forbidden'],
    ['manager adds a chain admin', me([managerA]), null, [admin], 'forbidden'],
    ['manager adds an account with no role', me([managerA]), null, [], 'forbidden'],
    ['manager removes their host', me([managerA]), other([hostA]), null, 'allowed'],
    [
      'manager takes their role from a host of two',
      me([managerA]),
      other([hostA, hostB]),
      [hostB],
      'allowed',
    ],
    ['manager removes a host of two restaurants', me([managerA]), other([hostA, hostB]), null, 'forbidden'],
    ['manager makes their host a manager', me([managerA]), other([hostA]), [managerA], 'forbidden'],
    [
      'manager gives their host another restaurant',
      me([managerA]),
      other([hostA]),
      [hostA, hostB],
      'forbidden',
    ],
    ['manager removes a fellow manager', me([managerA]), other([managerA]), null, 'forbidden'],
    ['manager demotes a fellow manager', me([managerA]), other([managerA]), [hostA], 'forbidden'],
    ['manager removes a host of another restaurant', me([managerA]), other([hostB]), null, 'forbidden'],
    ['manager changes nothing of a stranger', me([managerA]), other([hostB]), [hostB], 'forbidden'],
    ['manager removes a chain admin', me([managerA]), other([admin]), null, 'forbidden'],
    ['manager removes an account with no role', me([managerA]), other([]), null, 'forbidden'],
    ['manager makes themselves admin', me([managerA]), me([managerA]), [admin], 'own_role_raised'],
    [
      'manager adds themselves at another restaurant',
      me([managerA]),
      me([managerA]),
      [managerA, hostB],
      'own_role_raised',
    ],
    ['manager steps down to host', me([managerA]), me([managerA]), [hostA], 'forbidden'],
    ['manager removes themselves', me([managerA]), me([managerA]), null, 'self_removal'],
    ['host adds a host', me([hostA]), null, [hostA], 'forbidden'],
    ['host removes a host', me([hostA]), other([hostA]), null, 'forbidden'],
    ['host makes themselves manager', me([hostA]), me([hostA]), [managerA], 'own_role_raised'],
  ])('%s: %s', (_case, actor, target, after, verdict) => {
    expect(staffChangeVerdict({ actor, target, after })).toBe(verdict);
  });
});

describe('the last chain admin is never removed or demoted', () => {
  it.each<[string, number, StaffRoleGrant[], StaffRoleGrant[] | null, boolean]>([
    ['the last admin removed', 1, [admin], null, true],
    ['the last admin made a manager', 1, [admin], [managerA], true],
    ['one of two admins removed', 2, [admin], null, false],
    ['the last admin keeps admin and gains a restaurant', 1, [admin], [admin, managerA], false],
    ['a manager removed with one admin left', 1, [managerA], null, false],
  ])('%s: %s', (_case, admins, before, after, refused) => {
    expect(leavesNoChainAdmin(admins, before, after)).toBe(refused);
  });
});
