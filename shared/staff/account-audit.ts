/**
 * Where a staff account change is audited: on the trail of every restaurant whose roles it touched, so the
 * manager there sees it; a chain admin's role has no restaurant and is audited chain-wide (site null).
 */
import type { StaffRole, StaffRoleGrant } from './rules';

/** One restaurant's part of an account change: its roles there before and after (none when the member had none). */
export interface AccountAuditPart {
  site_id: string | null;
  before: StaffRoleGrant[];
  after: StaffRoleGrant[];
}

const rolesAt = (grants: readonly StaffRoleGrant[], siteId: string | null): StaffRoleGrant[] =>
  grants
    .filter((grant) => grant.site_id === siteId)
    .map(({ site_id, role }) => ({ site_id, role }))
    .sort((a, b) => a.role.localeCompare(b.role));

const sameRoles = (a: readonly { role: StaffRole }[], b: readonly { role: StaffRole }[]) =>
  a.length === b.length && a.every((grant, index) => grant.role === b[index]!.role);

/**
 * The restaurants an account change touched, each with its roles there before and after; a restaurant whose roles
 * stayed the same is left out. A change that touched none (roles saved unchanged) is one chain-wide part, so it is
 * still audited.
 * @example accountAuditParts([], [{ site_id: 'a', role: 'host' }])
 * //=> [{ site_id: 'a', before: [], after: [{ site_id: 'a', role: 'host' }] }]
 * @example accountAuditParts([{ site_id: 'a', role: 'host' }], [{ site_id: 'a', role: 'host' }, { site_id: 'b', role: 'host' }])
 * //=> [{ site_id: 'b', before: [], after: [{ site_id: 'b', role: 'host' }] }]
 */
export function accountAuditParts(
  before: readonly StaffRoleGrant[],
  after: readonly StaffRoleGrant[],
): AccountAuditPart[] {
  const sites = [...new Set([...before, ...after].map((grant) => grant.site_id))];
  const parts = sites
    .map((site_id) => ({ site_id, before: rolesAt(before, site_id), after: rolesAt(after, site_id) }))
    .filter((part) => !sameRoles(part.before, part.after));
  return parts.length > 0
    ? parts
    : [{ site_id: null, before: rolesAt(before, null), after: rolesAt(after, null) }];
}
