/**
 * Who may add, change and remove staff accounts. A chain admin manages every account; a manager adds and
 * removes hosts of their own restaurants (a restaurant expects that of its manager) and nothing more: never a
 * manager or admin role, never a role at another restaurant. Nobody raises their own role or removes themselves;
 * the last chain admin is never removed or demoted. The server enforces these; the staff app offers only what they allow.
 */
import { mayDo, roleAt, STAFF_ROLES, type StaffRole, type StaffRoleGrant } from './rules';

const rank = (role: StaffRole | null) => (role === null ? -1 : STAFF_ROLES.indexOf(role));

/**
 * Whether the grants make a chain admin (the admin role without a restaurant).
 * @example isChainAdmin([{ site_id: null, role: 'admin' }]) //=> true
 * @example isChainAdmin([{ site_id: 'a', role: 'manager' }]) //=> false
 */
export function isChainAdmin(grants: readonly StaffRoleGrant[]): boolean {
  return grants.some((grant) => grant.site_id === null && grant.role === 'admin');
}

/**
 * The roles someone may give at a restaurant: a chain admin host and manager (the admin role has no restaurant), a
 * manager of that restaurant host, anyone else none.
 * @example rolesToGrant([{ site_id: 'a', role: 'manager' }], 'a') //=> ['host']
 * @example rolesToGrant([{ site_id: 'a', role: 'manager' }], 'b') //=> []
 */
export function rolesToGrant(grants: readonly StaffRoleGrant[], siteId: string): StaffRole[] {
  if (isChainAdmin(grants)) return ['host', 'manager'];
  const role = roleAt(grants, siteId);
  return role !== null && mayDo(role, 'staff.hosts') ? ['host'] : [];
}

// Kept beside mayDo in rules.ts: the staff app's first screen asks it (its Staff link) without the rules below.
export { mayManageStaff } from './rules';

const sameGrant = (a: StaffRoleGrant, b: StaffRoleGrant) => a.site_id === b.site_id && a.role === b.role;

/**
 * The grants a change touches: each one taken away, given, or changed (both its old and new role).
 * @example changedGrants([{ site_id: 'a', role: 'host' }], [{ site_id: 'a', role: 'manager' }])
 * //=> [{ site_id: 'a', role: 'host' }, { site_id: 'a', role: 'manager' }]
 */
export function changedGrants(
  before: readonly StaffRoleGrant[],
  after: readonly StaffRoleGrant[],
): StaffRoleGrant[] {
  return [
    ...before.filter((grant) => !after.some((other) => sameGrant(grant, other))),
    ...after.filter((grant) => !before.some((other) => sameGrant(grant, other))),
  ];
}

/**
 * Whether new grants give someone more than they had anywhere: a role above their old one at a restaurant (a chain
 * admin's counts at every restaurant), or chain admin.
 * @example raisesRole([{ site_id: 'a', role: 'host' }], [{ site_id: 'a', role: 'manager' }]) //=> true
 * @example raisesRole([{ site_id: null, role: 'admin' }], [{ site_id: 'a', role: 'manager' }]) //=> false
 */
export function raisesRole(before: readonly StaffRoleGrant[], after: readonly StaffRoleGrant[]): boolean {
  return after.some((grant) =>
    grant.site_id === null ? !isChainAdmin(before) : rank(grant.role) > rank(roleAt(before, grant.site_id)),
  );
}

/** Why a change of a staff account is refused, or 'allowed'. */
export type StaffChangeVerdict = 'allowed' | 'forbidden' | 'own_role_raised' | 'self_removal';

export interface StaffChange {
  actor: { id: string; grants: readonly StaffRoleGrant[] };
  /** The account changed with its grants now, or null for a new account. */
  target: { id: string; grants: readonly StaffRoleGrant[] } | null;
  /** The grants asked for, or null: the account is removed. */
  after: readonly StaffRoleGrant[] | null;
}

/**
 * Whether the actor may make this change. A manager may only touch hosts of restaurants they manage, and only an
 * account that works at one of them; everyone else's is forbidden, as a restaurant that is not theirs is.
 * @example staffChangeVerdict({ actor: { id: 'm', grants: [{ site_id: 'a', role: 'manager' }] }, target: null,
 *   after: [{ site_id: 'a', role: 'host' }] }) //=> 'allowed'
 */
export function staffChangeVerdict({ actor, target, after }: StaffChange): StaffChangeVerdict {
  const before = target?.grants ?? [];
  if (target && target.id === actor.id) {
    if (after === null) return 'self_removal';
    if (raisesRole(before, after)) return 'own_role_raised';
  }
  if (isChainAdmin(actor.grants)) return 'allowed';
  const managed = (grant: StaffRoleGrant) =>
    grant.site_id !== null && rolesToGrant(actor.grants, grant.site_id).includes(grant.role);
  // A new account of theirs has a role at their restaurant; an existing one works at one already.
  const theirs = target === null ? (after ?? []).some(managed) : before.some(managed);
  return theirs && changedGrants(before, after ?? []).every(managed) ? 'allowed' : 'forbidden';
}

/**
 * Whether a change would leave the chain without an admin: the account is a chain admin, loses it, and is the last.
 * @example leavesNoChainAdmin(1, [{ site_id: null, role: 'admin' }], null) //=> true
 */
export function leavesNoChainAdmin(
  activeChainAdmins: number,
  before: readonly StaffRoleGrant[],
  after: readonly StaffRoleGrant[] | null,
): boolean {
  return isChainAdmin(before) && !isChainAdmin(after ?? []) && activeChainAdmins <= 1;
}
