/** Staff accounts, their roles per restaurant, their sessions and their audit trail (migration 0054). */
import type { StaffRole, StaffRoleGrant } from '../../shared/staff/rules';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import type { VisitStatus } from '../../shared/staff/rules';
import type { Queryable } from './client';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  language: 'en' | 'nl';
}

export interface StaffMember extends StaffRow {
  grants: StaffRoleGrant[];
}

const STAFF_COLUMNS = 's.id, s.email, s.name, s.language';

async function grantsOf(db: Queryable, staffId: string): Promise<StaffRoleGrant[]> {
  const { rows } = await db.query<{ site_id: string | null; role: StaffRole }>(
    'select site_id, role from staff_roles where staff_id = $1 order by site_id nulls first',
    [staffId],
  );
  return rows;
}

/** An active staff member by address; a deactivated one is found as nobody is (migration 0058). */
export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | undefined> {
  return (
    await db.query<StaffRow>(
      `select ${STAFF_COLUMNS} from staff s where s.email = $1 and s.deactivated_at is null`,
      [email],
    )
  ).rows[0];
}

/** The staff member of a live staff session, with their roles; undefined for a guest's, ended or unknown token. */
export async function findStaffSession(
  db: Queryable,
  tokenHash: string,
  now: number,
): Promise<StaffMember | undefined> {
  const { rows } = await db.query<StaffRow>(
    `select ${STAFF_COLUMNS} from staff_sessions t join staff s on s.id = t.staff_id
     where t.token_hash = $1 and t.revoked_at is null and t.expires_at > $2 and s.deactivated_at is null`,
    [tokenHash, new Date(now)],
  );
  const staff = rows[0];
  return staff && { ...staff, grants: await grantsOf(db, staff.id) };
}

export async function findStaffMember(db: Queryable, staffId: string): Promise<StaffMember | undefined> {
  const staff = (
    await db.query<StaffRow>(
      `select ${STAFF_COLUMNS} from staff s where s.id = $1 and s.deactivated_at is null`,
      [staffId],
    )
  ).rows[0];
  return staff && { ...staff, grants: await grantsOf(db, staff.id) };
}

export async function insertStaffSession(
  db: Queryable,
  tokenHash: string,
  staffId: string,
  expiresAt: number,
  now: number,
): Promise<void> {
  await db.query(
    'insert into staff_sessions (token_hash, staff_id, expires_at, created_at) values ($1, $2, $3, $4)',
    [tokenHash, staffId, new Date(expiresAt), new Date(now)],
  );
}

export async function revokeStaffSession(db: Queryable, tokenHash: string, now: number): Promise<void> {
  await db.query('update staff_sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    tokenHash,
    new Date(now),
  ]);
}

/** A staff account with its roles (the demo seed and the first-admin command); a deactivated one stays so. */
export async function insertStaff(
  db: Queryable,
  staff: StaffRow & { grants: readonly StaffRoleGrant[] },
  now: number,
): Promise<void> {
  await db.query(
    'insert into staff (id, email, name, language, created_at) values ($1, $2, $3, $4, $5) on conflict (email) do nothing',
    [staff.id, staff.email, staff.name, staff.language, new Date(now)],
  );
  for (const grant of staff.grants)
    await db.query(
      `insert into staff_roles (staff_id, site_id, role) select id, $2, $3 from staff
        where email = $1 and deactivated_at is null on conflict do nothing`,
      [staff.email, grant.site_id, grant.role],
    );
}

/** One line of the audit trail: who changed what, from what, to what. */
export interface AuditEntry {
  /** null: the command line (npm run restaurants), no staff member. */
  staffId: string | null;
  siteId: string | null;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

export async function recordAudit(db: Queryable, entry: AuditEntry, now: number): Promise<void> {
  await db.query(
    `insert into staff_audit (at, staff_id, site_id, action, subject, before, after)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      new Date(now),
      entry.staffId,
      entry.siteId,
      entry.action,
      entry.subject,
      JSON.stringify(entry.before ?? null),
      JSON.stringify(entry.after ?? null),
    ],
  );
}

/** A sheet booking as the database gives it: a timestamp, and no tables as null. */
type SheetRow = Omit<SheetBooking, 'visit_changed_at' | 'tables'> & {
  visit_changed_at: Date | null;
  tables: string[] | null;
};

const SHEET_SELECT = `
  select r.id, r.number, r.time, (extract(epoch from (r.ends_at - r.starts_at)) / 60)::int as minutes,
         r.party_size, r.first_name, r.last_name, r.phone_number, r.email, r.language, r.notes, r.remarks, r.child_seats,
         r.wheelchair_users, r.flow, r.channel, r.status, r.visit, r.visit_changed_at, s.name as visit_changed_by,
         r.anonymised_at is not null as anonymised,
         (select array_agg(t.label order by t.label) from reservation_tables rt join site_tables t on t.id = rt.table_id
           where rt.reservation_id = r.id) as tables
    from reservations r left join staff s on s.id = r.visit_changed_by`;

const toSheetBooking = (row: SheetRow): SheetBooking => ({
  ...row,
  minutes: Number(row.minutes),
  visit_changed_at: row.visit_changed_at ? new Date(row.visit_changed_at).toISOString() : null,
  tables: row.tables ?? [],
});

/** A restaurant's bookings of one day, by time, cancelled ones included (the sheet strikes them through). */
export async function sheetBookings(db: Queryable, siteId: string, date: string): Promise<SheetBooking[]> {
  const { rows } = await db.query<SheetRow>(
    `${SHEET_SELECT} where r.site_id = $1 and r.date = $2 order by r.starts_at, r.number`,
    [siteId, date],
  );
  return rows.map(toSheetBooking);
}

export async function sheetBooking(db: Queryable, id: string): Promise<SheetBooking | undefined> {
  const row = (await db.query<SheetRow>(`${SHEET_SELECT} where r.id = $1`, [id])).rows[0];
  return row && toSheetBooking(row);
}

/** A booking of a report's range: the sheet's facts, with its restaurant and date. */
export type RangeBooking = SheetBooking & { site_id: string; date: string };

/** The bookings of several restaurants over a range of dates, by restaurant, date and time (cancelled included). */
export async function rangeBookings(
  db: Queryable,
  siteIds: readonly string[],
  from: string,
  to: string,
): Promise<RangeBooking[]> {
  const { rows } = await db.query<SheetRow & { site_id: string; date: string }>(
    `select b.*, r.site_id, to_char(r.date, 'YYYY-MM-DD') as date
       from (${SHEET_SELECT} where r.site_id = any($1::uuid[]) and r.date between $2 and $3) b
       join reservations r on r.id = b.id
      order by r.site_id, r.date, r.starts_at, r.number`,
    [siteIds, from, to],
  );
  return rows.map((row) => ({ ...toSheetBooking(row), site_id: row.site_id, date: row.date }));
}

/**
 * Moves a booking's visit forward, noting when and by whom; what the sheet showed of the status it leaves is kept, so
 * an undo can put it back (undoVisit).
 */
export async function setVisit(
  db: Queryable,
  id: string,
  visit: VisitStatus,
  staffId: string,
  now: number,
): Promise<void> {
  await db.query(
    `update reservations set visit = $2, visit_changed_at = $3, visit_changed_by = $4, updated_at = $3,
       visit_previous_changed_at = visit_changed_at, visit_previous_changed_by = visit_changed_by
     where id = $1`,
    [id, visit, new Date(now), staffId],
  );
}

/**
 * Undoes the last move of a booking's visit: back to `visit` as the sheet showed it before (when and by whom it was
 * set, kept by setVisit), or untimed when it is booked again: the booking's origin shows, not the undo.
 */
export async function undoVisit(db: Queryable, id: string, visit: VisitStatus, now: number): Promise<void> {
  await db.query(
    `update reservations set visit = $2, updated_at = $3,
       visit_changed_at = case when $2 = 'booked' then null else visit_previous_changed_at end,
       visit_changed_by = case when $2 = 'booked' then null else visit_previous_changed_by end,
       visit_previous_changed_at = null, visit_previous_changed_by = null
     where id = $1`,
    [id, visit, new Date(now)],
  );
}

/** A booking's visit with what the clock rules need (its date and start), as lockVisitOf reads it. */
export interface LockedVisit {
  visit: VisitStatus;
  status: string;
  date: string;
  time: string;
}

/**
 * A restaurant's booking with its visit, status, date and start, locked for a visit change; undefined when not that
 * restaurant's.
 */
export async function lockVisitOf(
  tx: Queryable,
  siteId: string,
  id: string,
): Promise<LockedVisit | undefined> {
  const { rows } = await tx.query<LockedVisit>(
    `select visit, status, to_char(date, 'YYYY-MM-DD') as date, time
       from reservations where id = $1 and site_id = $2 for update`,
    [id, siteId],
  );
  return rows[0];
}

/** Text matched literally by LIKE: its wildcards and the escape character escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A booking found by a search across days: the sheet's facts, with its restaurant and date. */
export type FoundBooking = RangeBooking & { site_name: string };

/**
 * The bookings of some restaurants whose number, guest name or e-mail address holds the words, or whose phone
 * number holds the digits, on any day: the days to come first (soonest first), then the days past (latest first).
 */
export async function findBookings(
  db: Queryable,
  siteIds: readonly string[],
  search: { number: string; words: string; digits: string; today: string },
  limit: number,
): Promise<FoundBooking[]> {
  const { rows } = await db.query<SheetRow & { site_id: string; date: string; site_name: string }>(
    `select b.*, r.site_id, to_char(r.date, 'YYYY-MM-DD') as date, site.name as site_name
       from (${SHEET_SELECT}
              where r.site_id = any($1::uuid[])
                and (r.number = $2
                     or lower(r.first_name || ' ' || r.last_name) like $3
                     or lower(r.email) like $3
                     or ($4 <> '' and regexp_replace(r.phone_number, '\\D', '', 'g') like '%' || $4 || '%'))) b
       join reservations r on r.id = b.id
       join sites site on site.id = r.site_id
      order by r.date < $5::date, case when r.date >= $5::date then r.date end, r.date desc, r.starts_at
      limit $6`,
    [siteIds, search.number, `%${escapeLike(search.words)}%`, search.digits, search.today, limit],
  );
  return rows.map((row) => ({
    ...toSheetBooking(row),
    site_id: row.site_id,
    date: row.date,
    site_name: row.site_name,
  }));
}
