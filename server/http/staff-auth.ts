/**
 * Who on the staff is calling (issue 15). A staff token is looked up among staff sessions only, so a guest's token
 * opens no staff route (401) and a staff token opens no guest route (server/http/auth.ts looks among guests' only).
 */
import type { Context } from 'hono';
import { mayDo, roleAt, type StaffAction, type StaffRole } from '../../shared/staff/rules';
import { findStaffSession, type StaffMember } from '../db/staff';
import type { AppDeps } from '../deps';
import { hashToken } from '../domain/tokens';
import { bearerToken } from './auth';
import { explicitDeny, unauthorized } from './errors';

export interface StaffCaller {
  staff: StaffMember;
  tokenHash: string;
}

const STAFF_CALLER = Symbol('staff caller');

/** The signed-in staff member of this request (resolved once), else 401. */
export async function staffCallerOf(c: Context, deps: AppDeps): Promise<StaffCaller> {
  const store = c as unknown as Record<symbol, StaffCaller | undefined>;
  const cached = store[STAFF_CALLER];
  if (cached) return cached;
  const token = bearerToken(c.req.header('authorization'));
  if (!token || !/^[A-Za-z0-9_-]+$/.test(token)) throw unauthorized();
  const tokenHash = hashToken(token);
  const staff = await findStaffSession(deps.db, tokenHash, deps.now());
  if (!staff) throw unauthorized();
  return (store[STAFF_CALLER] = { staff, tokenHash });
}

/** Whether a staff member's roles allow the action at a restaurant. */
export function mayStaffDo(staff: StaffMember, siteId: string, action: StaffAction): boolean {
  const role = roleAt(staff.grants, siteId);
  return role !== null && mayDo(role, action);
}

/**
 * The caller's role at a restaurant when it allows the action, else 403: a restaurant that is not theirs looks the
 * same as an action their role does not allow.
 */
export function requireStaffAction(caller: StaffCaller, siteId: string, action: StaffAction): StaffRole {
  const role = roleAt(caller.staff.grants, siteId);
  if (role === null || !mayDo(role, action)) throw explicitDeny();
  return role;
}

/**
 * Whether a session still opens an action at a restaurant: not ended, not expired, its member not removed, and
 * their roles there still allowing it (an open event stream asks again when any of these may have changed).
 */
export async function sessionStillMay(
  deps: Pick<AppDeps, 'db' | 'now'>,
  tokenHash: string,
  siteId: string,
  action: StaffAction,
): Promise<boolean> {
  const staff = await findStaffSession(deps.db, tokenHash, deps.now());
  return staff !== undefined && mayStaffDo(staff, siteId, action);
}
