/**
 * Who on the staff is calling, and what their role allows. A staff token is looked up among staff sessions only, so a
 * guest's token opens no staff route (401) and a staff token opens no guest route (server/http/auth.ts looks among
 * guests' only).
 */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SiteParamsSchema } from '../../shared/api/requests';
import { mayDo, roleAt, type StaffAction, type StaffRole } from '../../shared/staff/rules';
import { findStaffSession, type StaffMember } from '../db/staff';
import type { AppDeps } from '../deps';
import { hashToken } from '../domain/tokens';
import { bearerToken } from './auth';
import { explicitDeny, unauthorized } from './errors';
import { parseWith } from './parse';

export interface StaffCaller {
  staff: StaffMember;
  tokenHash: string;
}

/** What a staff route's handlers read of the request once `requireStaff` let it through: `c.var.caller`. */
export interface StaffEnv {
  Variables: { caller: StaffCaller };
}

/**
 * The signed-in staff member of this request as `c.var.caller`, else 401. With an action, their role at the route's
 * restaurant (`:siteId`, else 400) must allow it, else 403: a restaurant that is not theirs looks the same as an
 * action their role does not allow.
 */
export function requireStaff(
  deps: Pick<AppDeps, 'db' | 'now'>,
  action?: StaffAction,
): MiddlewareHandler<StaffEnv> {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token || !/^[A-Za-z0-9_-]+$/.test(token)) throw unauthorized();
    const tokenHash = hashToken(token);
    const staff = await findStaffSession(deps.db, tokenHash, deps.now());
    if (!staff) throw unauthorized();
    const caller = { staff, tokenHash };
    if (action) requireStaffAction(caller, parseWith(SiteParamsSchema, c.req.param()).siteId, action);
    c.set('caller', caller);
    await next();
  });
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
