/** Staff accounts managed in the app (migration 0058): the list, a new member, their roles, deactivation. */
import type { Language } from '../../shared/constants';
import type { StaffRole, StaffRoleGrant } from '../../shared/staff/rules';
import type { Queryable } from './client';

/** A role as the accounts screen lists it: with its restaurant's name (none for a chain admin). */
export interface NamedGrant extends StaffRoleGrant {
  site_name: string | null;
}

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  language: Language;
  grants: NamedGrant[];
}

const ACCOUNT_SELECT = `
  select s.id, s.name, s.email, s.language,
         (select json_agg(json_build_object('site_id', r.site_id, 'site_name', t.name, 'role', r.role)
                          order by r.site_id is not null, t.name)
            from staff_roles r left join sites t on t.id = r.site_id where r.staff_id = s.id) as grants
    from staff s where s.deactivated_at is null`;

type AccountRow = Omit<StaffAccount, 'grants'> & { grants: NamedGrant[] | null };
const toAccount = (row: AccountRow): StaffAccount => ({ ...row, grants: row.grants ?? [] });

/** Every active staff member with their roles, by name; a deactivated member is no longer on the list. */
export async function activeStaff(db: Queryable): Promise<StaffAccount[]> {
  const { rows } = await db.query<AccountRow>(`${ACCOUNT_SELECT} order by lower(s.name), s.email`);
  return rows.map(toAccount);
}

/** One active member, with their roles; undefined when there is none by that id (or they were deactivated). */
export async function activeAccount(db: Queryable, staffId: string): Promise<StaffAccount | undefined> {
  if (!/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(staffId)) return undefined;
  const row = (await db.query<AccountRow>(`${ACCOUNT_SELECT} and s.id = $1`, [staffId])).rows[0];
  return row && toAccount(row);
}

/** The staff row of an address, active or not, locked so two adds of one address do not both pass. */
export async function lockStaffByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; deactivated: boolean } | undefined> {
  const { rows } = await db.query<{ id: string; deactivated: boolean }>(
    'select id, deactivated_at is not null as deactivated from staff where email = $1 for update',
    [email],
  );
  return rows[0];
}

/** How many active chain admins there are, their rows locked until the transaction ends (two removals queue). */
export async function lockChainAdmins(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `select s.id from staff s join staff_roles r on r.staff_id = s.id
      where r.site_id is null and r.role = 'admin' and s.deactivated_at is null for update of s`,
  );
  return rows.length;
}

/** A new member, or a deactivated one back with new details (their old roles went when they left). */
export async function saveActiveMember(
  db: Queryable,
  member: { id: string; name: string; email: string; language: Language },
  reactivate: boolean,
  now: number,
): Promise<void> {
  if (reactivate)
    await db.query('update staff set name = $2, language = $3, deactivated_at = null where id = $1', [
      member.id,
      member.name,
      member.language,
    ]);
  else
    await db.query('insert into staff (id, email, name, language, created_at) values ($1, $2, $3, $4, $5)', [
      member.id,
      member.email,
      member.name,
      member.language,
      new Date(now),
    ]);
}

/** Replaces a member's roles with these. */
export async function replaceGrants(
  db: Queryable,
  staffId: string,
  grants: ReadonlyArray<{ site_id: string | null; role: StaffRole }>,
): Promise<void> {
  await db.query('delete from staff_roles where staff_id = $1', [staffId]);
  for (const grant of grants)
    await db.query('insert into staff_roles (staff_id, site_id, role) values ($1, $2, $3)', [
      staffId,
      grant.site_id,
      grant.role,
    ]);
}

/**
 * Deactivates a member: no roles, every session ended now, and a code already sent passes no more (its check answers
 * as for an address nobody has).
 */
export async function deactivateMember(db: Queryable, staffId: string, now: number): Promise<void> {
  await db.query('update staff set deactivated_at = $2 where id = $1', [staffId, new Date(now)]);
  await db.query('delete from staff_roles where staff_id = $1', [staffId]);
  await db.query('update staff_sessions set revoked_at = $2 where staff_id = $1 and revoked_at is null', [
    staffId,
    new Date(now),
  ]);
  await db.query(
    "update otp_challenges set staff_id = null where staff_id = $1 and purpose = 'staff_sign_in'",
    [staffId],
  );
}

/** The restaurant ids of these that the chain does not have. */
export async function missingSites(db: Queryable, siteIds: readonly string[]): Promise<string[]> {
  if (siteIds.length === 0) return [];
  const { rows } = await db.query<{ id: string }>('select id from sites where id = any($1::uuid[])', [
    siteIds,
  ]);
  const found = new Set(rows.map((row) => row.id));
  return siteIds.filter((id) => !found.has(id));
}
