/**
 * The staff accounts' API calls, added to the staff API by this lazy screen: their answers parsed at the
 * boundary, and the refusals only this screen causes read from the API's code.
 */
import {
  StaffAccountAnswerSchema,
  StaffAccountsAnswerSchema,
  type StaffAccount,
} from '../../shared/api/staff-account-answers';
import type { StaffAddBody } from '../../shared/staff/account-requests';
import type { StaffRoleGrant } from '../../shared/staff/rules';
import type { StaffRefusal } from '../api/refusal';
import type { StaffApi } from '../api/staff-api';

export type { StaffAccount };

/** The refusals of managing accounts, each with its own words (account-phrases.ts). */
const ACCOUNT_CODES = ['staff_email_taken', 'last_chain_admin', 'own_role_raised', 'self_removal'] as const;
type AccountRefusalCode = (typeof ACCOUNT_CODES)[number];
export type AccountRefusal = StaffRefusal | { code: AccountRefusalCode } | { code: 'gone' };

/**
 * A staff API refusal as this screen knows it: its own codes by name, a member not (or no longer) there as gone.
 * @example accountRefusalOf({ code: 'refused', status: 409, error: 'last_chain_admin' }) //=> { code: 'last_chain_admin' }
 */
export function accountRefusalOf(refusal: StaffRefusal): AccountRefusal {
  if (refusal.code !== 'refused') return refusal;
  const code = ACCOUNT_CODES.find((known) => known === refusal.error);
  if (code) return { code };
  return refusal.status === 404 ? { code: 'gone' } : refusal;
}

export type AccountResult<T> = { ok: true; data: T } | { ok: false; refusal: AccountRefusal };

const withAccountRefusal = <T>(
  result: { ok: true; data: T } | { ok: false; refusal: StaffRefusal },
): AccountResult<T> => (result.ok ? result : { ok: false, refusal: accountRefusalOf(result.refusal) });

/** The four calls of the accounts screen, over the app's staff API (its token, time-out and sign-out on 401). */
export function createAccountsApi(api: Pick<StaffApi, 'request'>) {
  const member = (staffId: string) => `/accounts/${encodeURIComponent(staffId)}`;
  return {
    list: async () => withAccountRefusal(await api.request('GET', '/accounts', StaffAccountsAnswerSchema)),
    add: async (body: StaffAddBody) =>
      withAccountRefusal(await api.request('POST', '/accounts', StaffAccountAnswerSchema, { body })),
    setRoles: async (staffId: string, grants: readonly StaffRoleGrant[]) =>
      withAccountRefusal(
        await api.request('PUT', `${member(staffId)}/roles`, StaffAccountAnswerSchema, { body: { grants } }),
      ),
    remove: async (staffId: string) => withAccountRefusal(await api.request('DELETE', member(staffId), null)),
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
