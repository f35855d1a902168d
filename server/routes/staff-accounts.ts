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
import {
  StaffAddBodySchema,
  StaffRolesBodySchema,
  type StaffAddBody,
} from '../../shared/staff/account-requests';
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
import { referenceData } from '../db/reference';
import { recordAudit } from '../db/staff';
import type { AppDeps } from '../deps';
import { pgCode } from '../domain/retry';
import type { StaffInvitationNotification } from '../notify/types';
import { ApiError, explicitDeny, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { StaffAccountAnswerSchema, StaffAccountsAnswerSchema } from '../../shared/api/staff-account-answers';
import { describeRoute, emptyAnswer, jsonAnswer, type RouteDescription } from '../openapi-describe';

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

/** The new member's invitation e-mail, in their language, naming each role with its restaurant. */
async function invitation(
  deps: AppDeps,
  invitedBy: string,
  member: StaffAddBody,
): Promise<StaffInvitationNotification> {
  const { sites } = await referenceData(deps.db);
  const nameOf = (siteId: string | null) =>
    siteId === null ? null : (sites.find((site) => site.id === siteId)?.name ?? siteId);
  return {
    kind: 'staff_invitation',
    channel: 'email',
    to: member.email,
    language: member.language,
    name: member.name,
    invitedBy,
    roles: member.grants.map((grant) => ({ role: grant.role, restaurant: nameOf(grant.site_id) })),
    signInUrl: `${deps.config.publicWidgetUrl}/staff`,
  };
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

const LIST_STAFF: RouteDescription = {
  operationId: 'listStaff',
  tags: ['Staff'],
  summary: 'The staff accounts (chain admin, manager)',
  description:
    'Every active member with their roles per restaurant, by name. A chain admin sees everyone; a manager ' +
    'themselves and whoever has a role at a restaurant they manage. A host is 403.',
  security: 'token',
  answers: { 200: jsonAnswer('The members the caller may see', StaffAccountsAnswerSchema) },
  errors: [401, 403],
};

const ADD_STAFF: RouteDescription = {
  operationId: 'addStaff',
  tags: ['Staff'],
  summary: 'Add a staff member',
  description:
    'Name, e-mail, language and roles (host or manager at restaurants, or chain admin); they sign in with ' +
    'a code sent to that address. A manager may add hosts of their own restaurants only (else 403; ' +
    'shared/staff/accounts.ts). 409 staff_email_taken when the address is on the staff; someone removed ' +
    'before comes back on their old account. They get an invitation e-mail in their language (who added ' +
    'them, their roles, where to sign in). Audited.',
  security: 'token',
  body: { name: 'StaffAddBody', schema: StaffAddBodySchema },
  answers: { 201: jsonAnswer('The member as stored', StaffAccountAnswerSchema) },
  errors: [400, 401, 403, 409, 413, 415],
};

const SET_STAFF_ROLES: RouteDescription = {
  operationId: 'setStaffRoles',
  tags: ['Staff'],
  summary: "Set a member's roles",
  description:
    'Every role the member is to have; those not named are taken away. A manager may give and take only ' +
    "the host role at their own restaurants (else 403). 422 own_role_raised for a raise of one's own " +
    'role; 409 last_chain_admin when the last chain admin would lose it. Applies at the next request. Audited.',
  security: 'token',
  params: AccountParams,
  body: { name: 'StaffRolesBody', schema: StaffRolesBodySchema },
  answers: { 200: jsonAnswer('The member as stored', StaffAccountAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

const REMOVE_STAFF: RouteDescription = {
  operationId: 'removeStaff',
  tags: ['Staff'],
  summary: 'Remove a staff member',
  description:
    'Deactivates the account: its roles go, every session of theirs ends at once (401), and signing in ' +
    "with the address answers as for an unknown one. 422 self_removal for one's own account; 409 " +
    'last_chain_admin for the last chain admin. Audited.',
  security: 'token',
  params: AccountParams,
  answers: { 204: emptyAnswer('Removed') },
  errors: [401, 403, 404, 409, 422],
};

export function staffAccountRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  const signedIn = requireStaff(deps);
  /** Someone signed in who may open the accounts at all: a chain admin, or a manager somewhere; else 403. */
  const accountsCaller = (c: Context<StaffEnv>) => {
    if (!mayManageStaff(c.var.caller.staff.grants)) throw explicitDeny();
    return c.var.caller;
  };

  // A chain admin sees everyone; a manager themselves and whoever works at a restaurant they manage.
  routes.get('/', describeRoute(LIST_STAFF), signedIn, async (c) => {
    const { staff: me } = accountsCaller(c);
    const sees = (account: StaffAccount) =>
      isChainAdmin(me.grants) ||
      account.id === me.id ||
      account.grants.some(
        (grant) => grant.site_id !== null && rolesToGrant(me.grants, grant.site_id).length > 0,
      );
    return c.json({ staff: (await activeStaff(deps.db)).filter(sees) }, 200, NO_STORE);
  });

  routes.post('/', describeRoute(ADD_STAFF), signedIn, async (c) => {
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
        await deps.enqueue(tx, await invitation(deps, me.name, body));
        return id;
      })
      .catch((error: unknown) => {
        // Two adds of one address at once: the second meets the unique address.
        throw pgCode(error) === '23505' ? emailTaken() : error;
      });
    return c.json({ member: await activeAccount(deps.db, id) }, 201);
  });

  routes.put('/:staffId/roles', describeRoute(SET_STAFF_ROLES), signedIn, async (c) => {
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
  routes.delete('/:staffId', describeRoute(REMOVE_STAFF), signedIn, async (c) => {
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
