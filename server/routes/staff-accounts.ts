/**
 * Staff accounts, managed in the app, under /api/staff/accounts: the list, a new member, their roles, and
 * removing them. A chain admin manages everyone; a manager the hosts of their own restaurants
 * (shared/staff/accounts.ts). The last chain admin stays, nobody raises their own role, and every change is audited.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { accountAuditParts } from '../../shared/staff/account-audit';
import { StaffAddBodySchema, StaffRolesBodySchema } from '../../shared/staff/account-requests';
import {
  isChainAdmin,
  leavesNoChainAdmin,
  mayManageStaff,
  rolesToGrant,
  staffChangeVerdict,
  type StaffChange,
} from '../../shared/staff/accounts';
import type { StaffRoleGrant } from '../../shared/staff/rules';
import {
  activeAccount,
  activeStaff,
  deactivateMember,
  lockChainAdmins,
  lockStaffByEmail,
  missingSites,
  replaceGrants,
  saveActiveMember,
  type StaffAccount,
} from '../db/staff-accounts';
import type { Queryable } from '../db/client';
import { recordAudit } from '../db/staff';
import type { AppDeps } from '../deps';
import { pgCode } from '../domain/retry';
import { ApiError, explicitDeny, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';

const AccountParams = v.object({ staffId: v.pipe(v.string(), v.maxLength(64)) });
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const emailTaken = () =>
  new ApiError({
    status: 409,
    code: 'staff_email_taken',
    message: 'This e-mail address already belongs to a staff member',
    field: 'email',
  });

/** A refused change in the API's words: a role the caller may not touch is 403, as another restaurant is. */
function refuseUnless(change: StaffChange): void {
  const verdict = staffChangeVerdict(change);
  if (verdict === 'forbidden') throw explicitDeny();
  if (verdict === 'own_role_raised')
    throw new ApiError({ status: 422, code: 'own_role_raised', message: 'Nobody can raise their own role' });
  if (verdict === 'self_removal')
    throw new ApiError({
      status: 422,
      code: 'self_removal',
      message: 'Nobody can remove their own account: another admin can',
    });
}

function refuseLastAdmin(admins: number, before: readonly StaffRoleGrant[], after: StaffRoleGrant[] | null) {
  if (leavesNoChainAdmin(admins, before, after))
    throw new ApiError({
      status: 409,
      code: 'last_chain_admin',
      message: 'The last chain admin cannot be removed or lose the role: make another admin first',
    });
}

/** A role at a restaurant the chain does not have is a field error (400), not a broken foreign key. */
async function checkRestaurants(deps: AppDeps, grants: readonly StaffRoleGrant[]): Promise<void> {
  const ids = grants.flatMap((grant) => (grant.site_id === null ? [] : [grant.site_id]));
  if ((await missingSites(deps.db, ids)).length > 0)
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'undefinedLocation',
      field: 'grants',
    });
}

type AuditedAccount = Pick<StaffAccount, 'name' | 'email' | 'language'> & {
  grants: readonly StaffRoleGrant[];
};
/** The account as one restaurant's trail keeps it, with its roles there (as accountAuditParts gives them). */
const auditedAccount = (account: AuditedAccount, grants: readonly StaffRoleGrant[]) => ({
  name: account.name,
  email: account.email,
  language: account.language,
  grants,
});

/**
 * One audit row per restaurant whose roles the change touched (chain-wide for a chain admin's role), so each
 * restaurant's manager reads it on their own trail and none reads another restaurant's roles.
 */
async function auditAccountChange(
  tx: Queryable,
  change: { by: string; subject: string; before: AuditedAccount | null; after: AuditedAccount | null },
  now: number,
): Promise<void> {
  const { before, after } = change;
  const action = before === null ? 'staff_added' : after === null ? 'staff_removed' : 'staff_roles_changed';
  for (const part of accountAuditParts(before?.grants ?? [], after?.grants ?? [])) {
    const [was, is] =
      action === 'staff_roles_changed'
        ? [part.before, part.after]
        : [before && auditedAccount(before, part.before), after && auditedAccount(after, part.after)];
    await recordAudit(
      tx,
      { staffId: change.by, siteId: part.site_id, action, subject: change.subject, before: was, after: is },
      now,
    );
  }
}

export function staffAccountRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  const signedIn = requireStaff(deps);
  /** Someone signed in who may open the accounts at all: a chain admin, or a manager somewhere; else 403. */
  const accountsCaller = (c: Context<StaffEnv>) => {
    if (!mayManageStaff(c.var.caller.staff.grants)) throw explicitDeny();
    return c.var.caller;
  };

  // A chain admin sees everyone; a manager themselves and whoever works at a restaurant they manage.
  routes.get('/', signedIn, async (c) => {
    const { staff: me } = accountsCaller(c);
    const sees = (account: StaffAccount) =>
      isChainAdmin(me.grants) ||
      account.id === me.id ||
      account.grants.some(
        (grant) => grant.site_id !== null && rolesToGrant(me.grants, grant.site_id).length > 0,
      );
    return c.json({ staff: (await activeStaff(deps.db)).filter(sees) }, 200, NO_STORE);
  });

  routes.post('/', signedIn, async (c) => {
    const { staff: me } = accountsCaller(c);
    const body = await parseBody(c, StaffAddBodySchema);
    refuseUnless({ actor: me, target: null, after: body.grants });
    await checkRestaurants(deps, body.grants);
    const now = deps.now();
    const id = await deps.db
      .transaction(async (tx) => {
        const existing = await lockStaffByEmail(tx, body.email);
        if (existing && !existing.deactivated) throw emailTaken();
        // Someone who left and comes back keeps their account (and its history), with these details and roles.
        const id = existing?.id ?? randomUUID();
        await saveActiveMember(tx, { id, ...body }, existing !== undefined, now);
        await replaceGrants(tx, id, body.grants);
        await auditAccountChange(tx, { by: me.id, subject: id, before: null, after: body }, now);
        return id;
      })
      .catch((error: unknown) => {
        // Two adds of one address at once: the second meets the unique address.
        throw pgCode(error) === '23505' ? emailTaken() : error;
      });
    return c.json({ member: await activeAccount(deps.db, id) }, 201);
  });

  routes.put('/:staffId/roles', signedIn, async (c) => {
    const { staff: me } = accountsCaller(c);
    const { staffId } = parseWith(AccountParams, c.req.param());
    const { grants } = await parseBody(c, StaffRolesBodySchema);
    await checkRestaurants(deps, grants);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const admins = await lockChainAdmins(tx);
      const target = await activeAccount(tx, staffId);
      if (!target) throw notFound();
      refuseUnless({ actor: me, target, after: grants });
      refuseLastAdmin(admins, target.grants, grants);
      await replaceGrants(tx, staffId, grants);
      await auditAccountChange(
        tx,
        { by: me.id, subject: staffId, before: target, after: { ...target, grants } },
        now,
      );
    });
    return c.json({ member: await activeAccount(deps.db, staffId) });
  });

  // Removed: deactivated, with every session of theirs ended at once (their open sheet's next call is 401).
  routes.delete('/:staffId', signedIn, async (c) => {
    const { staff: me } = accountsCaller(c);
    const { staffId } = parseWith(AccountParams, c.req.param());
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const admins = await lockChainAdmins(tx);
      const target = await activeAccount(tx, staffId);
      if (!target) throw notFound();
      refuseUnless({ actor: me, target, after: null });
      refuseLastAdmin(admins, target.grants, null);
      await deactivateMember(tx, staffId, now);
      await auditAccountChange(tx, { by: me.id, subject: staffId, before: target, after: null }, now);
    });
    return c.body(null, 204);
  });

  return routes;
}
