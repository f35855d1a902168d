/**
 * The restaurant's side: who on the staff may do what, and how a booking moves through the evening.
 * The server enforces these; the staff app uses them to show only what a person may do.
 */

/** Roles are per restaurant: a host runs the day, a manager also its rules, a chain admin every restaurant. */
export type StaffRole = 'host' | 'manager' | 'admin';
export const STAFF_ROLES: readonly StaffRole[] = ['host', 'manager', 'admin'];

/** What a staff member can ask of a restaurant. */
export type StaffAction =
  | 'day.read'
  | 'visit.update'
  | 'walk_in.create'
  | 'booking.create'
  | 'booking.edit'
  | 'booking.move'
  | 'booking.cancel'
  | 'waitlist.offer'
  | 'capacity.edit'
  | 'blocks.edit'
  | 'audit.read'
  | 'reports.read'
  | 'staff.hosts'
  | 'staff.manage'
  | 'guest.read'
  | 'guest.notes'
  | 'guest.forget'
  | 'guest.sharing'
  | 'guest.erase'
  | 'restaurants.manage';

/** The least role each action needs: the roles are ordered, each one may do what the one before may. */
const LEAST_ROLE: Record<StaffAction, StaffRole> = {
  'day.read': 'host',
  'visit.update': 'host',
  'walk_in.create': 'host',
  'booking.create': 'host',
  'booking.edit': 'host',
  'booking.move': 'host',
  'booking.cancel': 'host',
  // Offering a freed table to a guest on the waitlist by hand (docs/waitlist.md).
  'waitlist.offer': 'host',
  'capacity.edit': 'manager',
  'blocks.edit': 'manager',
  'audit.read': 'manager',
  'reports.read': 'manager',
  // A manager adds and removes the hosts of their restaurant (shared/staff/accounts.ts says exactly which changes).
  'staff.hosts': 'manager',
  'staff.manage': 'admin',
  // A guest's record across the chain (what the chain's sharing lets the restaurant see), and its notes and tags.
  'guest.read': 'host',
  'guest.notes': 'host',
  // Removing what the chain keeps about a guest, at every restaurant, when they ask to be forgotten.
  'guest.forget': 'manager',
  // Which restaurants see each other's guest records: one setting for the chain.
  'guest.sharing': 'admin',
  // A guest's data given or erased at their request, at the restaurant (docs/privacy.md): the chain's to do.
  'guest.erase': 'admin',
  // Adding, editing and archiving the chain's restaurants (shared/restaurants/restaurant.ts).
  'restaurants.manage': 'admin',
};

/**
 * Whether a role may take an action.
 * @example mayDo('host', 'day.read') //=> true
 * @example mayDo('host', 'blocks.edit') //=> false
 */
export function mayDo(role: StaffRole, action: StaffAction): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(LEAST_ROLE[action]);
}

/**
 * Whether someone may open the staff accounts at all: a chain admin, or a manager of some restaurant. Read from
 * grants or from the roles per restaurant /staff/me lists (a chain admin's are 'admin' at every restaurant).
 * @example mayManageStaff([{ site_id: 'a', role: 'host' }]) //=> false
 */
export function mayManageStaff(grants: ReadonlyArray<{ role: StaffRole }>): boolean {
  return grants.some((grant) => mayDo(grant.role, 'staff.hosts'));
}

/** A staff member's role at each restaurant they work for; a chain admin's `site_id` is null: every restaurant. */
export interface StaffRoleGrant {
  site_id: string | null;
  role: StaffRole;
}

/**
 * Whether someone keeps the chain's restaurants (a chain admin): a role for no one restaurant that may manage them.
 * The staff screen, its routes and the import's `--by` all ask this (docs/restaurants.md).
 * @example mayManageRestaurants([{ site_id: null, role: 'admin' }]) //=> true
 * @example mayManageRestaurants([{ site_id: 'a', role: 'admin' }]) //=> false (an admin of one restaurant)
 */
export function mayManageRestaurants(grants: readonly StaffRoleGrant[]): boolean {
  return grants.some((grant) => grant.site_id === null && mayDo(grant.role, 'restaurants.manage'));
}

/**
 * The role a staff member has at one restaurant (a chain admin's everywhere), or null: that restaurant is not theirs.
 * @example roleAt([{ site_id: 'a', role: 'host' }], 'b') //=> null
 */
export function roleAt(grants: readonly StaffRoleGrant[], siteId: string): StaffRole | null {
  let best: StaffRole | null = null;
  for (const grant of grants) {
    if (grant.site_id !== null && grant.site_id !== siteId) continue;
    if (best === null || STAFF_ROLES.indexOf(grant.role) > STAFF_ROLES.indexOf(best)) best = grant.role;
  }
  return best;
}

/** Where a guest is in their visit, as the host sets it: booked, then arrived, then left; or they never came. */
export type VisitStatus = 'booked' | 'arrived' | 'left' | 'no_show';
export const VISIT_STATUSES: readonly VisitStatus[] = ['booked', 'arrived', 'left', 'no_show'];

/** The moves a host makes forward; undo is the way back (`undoOf`). */
const FORWARD: Record<VisitStatus, readonly VisitStatus[]> = {
  booked: ['arrived', 'no_show'],
  arrived: ['left'],
  left: [],
  no_show: [],
};

/**
 * The statuses a visit can move to next.
 * @example nextVisitStatuses('booked') //=> ['arrived', 'no_show']
 */
export function nextVisitStatuses(status: VisitStatus): readonly VisitStatus[] {
  return FORWARD[status];
}

/**
 * The status an undo returns to: the one a forward move came from.
 * @example undoOf('left') //=> 'arrived'
 * @example undoOf('booked') //=> null
 */
export function undoOf(status: VisitStatus): VisitStatus | null {
  return VISIT_STATUSES.find((from) => FORWARD[from].includes(status)) ?? null;
}

/**
 * Whether a host may set `to` on a visit that is `from`: a forward move, or the undo of the last one.
 * @example canSetVisitStatus('arrived', 'booked') //=> true (undo)
 * @example canSetVisitStatus('booked', 'left') //=> false (arrive first)
 */
export function canSetVisitStatus(from: VisitStatus, to: VisitStatus): boolean {
  return FORWARD[from].includes(to) || undoOf(from) === to;
}
