import { computed, signal } from '@preact/signals';
import * as v from 'valibot';
import type { Language } from '../../shared/constants';
import { StaffAddBodySchema } from '../../shared/staff/account-requests';
import {
  isChainAdmin,
  leavesNoChainAdmin,
  rolesToGrant,
  staffChangeVerdict,
} from '../../shared/staff/accounts';
import type { StaffRole, StaffRoleGrant } from '../../shared/staff/rules';
import type { AccountRefusal, AccountsApi, StaffAccount } from './accounts-api';

/** The add form as typed: a role with its restaurant, or chain admin (no restaurant). */
export interface NewMemberInput {
  name: string;
  email: string;
  language: Language;
  role: StaffRole;
  siteId: string;
}

/** What the last change did, for the live region: who, and what happened to them. */
export type Done =
  | { kind: 'added'; name: string; email: string }
  | { kind: 'saved'; name: string }
  | { kind: 'removed'; name: string };

const plain = (grants: readonly StaffRoleGrant[]): StaffRoleGrant[] =>
  grants.map(({ site_id, role }) => ({ site_id, role }));

/**
 * The grants with one role given: it replaces whatever the member had at that restaurant (one role a restaurant).
 * @example withGrant([{ site_id: 'a', role: 'host' }], { site_id: 'a', role: 'manager' }) //=> [{ site_id: 'a', role: 'manager' }]
 */
export function withGrant(grants: readonly StaffRoleGrant[], grant: StaffRoleGrant): StaffRoleGrant[] {
  return [...plain(grants).filter((held) => held.site_id !== grant.site_id), grant];
}

/**
 * The staff accounts screen's state: the list, what is being sent, the refusal of the form or of one
 * member, and what the last change did. Every change is checked with the server's own rules before it is sent
 * (shared/staff/accounts.ts, the body's schema), so a refusal reads the same unsent as from the API.
 */
export function createAccountsModel(api: AccountsApi, myId: () => string | null) {
  const members = signal<StaffAccount[] | null>(null);
  const loading = signal(false);
  const listRefusal = signal<AccountRefusal | null>(null);
  /** 'add', or the id of the member whose change is on its way. */
  const busy = signal<string | null>(null);
  const formRefusal = signal<AccountRefusal | null>(null);
  const memberRefusal = signal<{ id: string; refusal: AccountRefusal } | null>(null);
  const done = signal<Done | null>(null);
  /** The person using the screen, as the list names them (their roles as the server has them now). */
  const me = computed(() => members.value?.find((member) => member.id === myId()) ?? null);
  const chainAdmins = computed(() => (members.value ?? []).filter((m) => isChainAdmin(m.grants)).length);
  const myGrants = () => me.value?.grants ?? [];

  async function load(): Promise<void> {
    loading.value = true;
    const result = await api.list();
    loading.value = false;
    listRefusal.value = result.ok ? null : result.refusal;
    if (result.ok) members.value = result.data.staff;
  }

  /** Runs one change of a member; a member gone meanwhile brings the list up to date. */
  async function change(
    member: StaffAccount,
    after: StaffRoleGrant[] | null,
    send: () => Promise<{ ok: true } | { ok: false; refusal: AccountRefusal }>,
  ): Promise<boolean> {
    const verdict = staffChangeVerdict({
      actor: { id: myId() ?? '', grants: myGrants() },
      target: member,
      after,
    });
    const refused: AccountRefusal | null =
      verdict !== 'allowed'
        ? { code: verdict }
        : leavesNoChainAdmin(chainAdmins.value, member.grants, after)
          ? { code: 'last_chain_admin' }
          : null;
    memberRefusal.value = refused && { id: member.id, refusal: refused };
    if (refused) return false;
    busy.value = member.id;
    done.value = null;
    const result = await send();
    busy.value = null;
    if (!result.ok) {
      memberRefusal.value = { id: member.id, refusal: result.refusal };
      if (result.refusal.code === 'gone') await load();
      return false;
    }
    // Said once the list shows it, so a screen reader's news and the list agree.
    await load();
    done.value =
      after === null ? { kind: 'removed', name: member.name } : { kind: 'saved', name: member.name };
    return true;
  }

  return {
    members,
    loading,
    listRefusal,
    busy,
    formRefusal,
    memberRefusal,
    done,
    me,
    load,
    /** The restaurants where the person may give a role, with the roles they may give there. */
    grantable(restaurants: ReadonlyArray<{ site_id: string; site_name: string }>) {
      return restaurants
        .map((restaurant) => ({ ...restaurant, roles: rolesToGrant(myGrants(), restaurant.site_id) }))
        .filter((restaurant) => restaurant.roles.length > 0);
    },
    /** Adds a member after the same checks as the API's; answers whether they were added. */
    async add(input: NewMemberInput): Promise<boolean> {
      const grants: StaffRoleGrant[] =
        input.role === 'admin'
          ? [{ site_id: null, role: 'admin' }]
          : input.siteId
            ? [{ site_id: input.siteId, role: input.role }]
            : [];
      const parsed = v.safeParse(StaffAddBodySchema, { ...input, grants });
      done.value = null;
      if (!parsed.success) {
        formRefusal.value = { code: 'invalid_input', field: String(parsed.issues[0].path?.[0]?.key ?? '') };
        return false;
      }
      const verdict = staffChangeVerdict({
        actor: { id: myId() ?? '', grants: myGrants() },
        target: null,
        after: grants,
      });
      // A new account has no owner to be: the only refusal of the rule here is forbidden.
      formRefusal.value = verdict === 'allowed' ? null : { code: 'forbidden' };
      if (verdict !== 'allowed') return false;
      busy.value = 'add';
      const result = await api.add(parsed.output);
      busy.value = null;
      if (!result.ok) {
        formRefusal.value = result.refusal;
        return false;
      }
      await load();
      done.value = { kind: 'added', name: result.data.member.name, email: result.data.member.email };
      return true;
    },
    /** Gives a member a role at a restaurant (or chain admin), replacing theirs there. */
    give: (member: StaffAccount, grant: StaffRoleGrant) => {
      const after = withGrant(member.grants, grant);
      return change(member, after, () => api.setRoles(member.id, after));
    },
    /** Takes one role away; the last one goes with the account (remove). */
    takeAway: (member: StaffAccount, grant: StaffRoleGrant) => {
      const after = plain(member.grants).filter((held) => held.site_id !== grant.site_id);
      return change(member, after, () => api.setRoles(member.id, after));
    },
    remove: (member: StaffAccount) => change(member, null, () => api.remove(member.id)),
    /** Whether the person may make this change of a member, by the server's rules (to offer only those). */
    may(member: StaffAccount, after: StaffRoleGrant[] | null): boolean {
      const actor = { id: myId() ?? '', grants: myGrants() };
      return staffChangeVerdict({ actor, target: member, after }) === 'allowed';
    },
  };
}

export type AccountsModel = ReturnType<typeof createAccountsModel>;
