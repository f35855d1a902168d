/** A restaurant's editable rules: its online blocks and its stay per party size, and the audit trail. */
import type { StayRule } from '../../shared/staff/stay-rules';
import type { Queryable } from './client';

export interface BlockRow {
  id: string;
  date: string | null;
  weekday: number | null;
  from_time: string;
  to_time: string;
  reason: string;
}

const BLOCK_COLUMNS = "id::text, to_char(date, 'YYYY-MM-DD') as date, weekday, from_time, to_time, reason";

export async function siteBlocks(db: Queryable, siteId: string): Promise<BlockRow[]> {
  const { rows } = await db.query<BlockRow>(
    `select ${BLOCK_COLUMNS} from online_stops where site_id = $1 order by date nulls first, weekday, from_time, id`,
    [siteId],
  );
  return rows;
}

export async function insertBlock(
  db: Queryable,
  siteId: string,
  block: { date: string; from_time: string; to_time: string; reason: string },
): Promise<BlockRow> {
  const { rows } = await db.query<BlockRow>(
    `insert into online_stops (site_id, date, from_time, to_time, reason) values ($1, $2, $3, $4, $5)
     returning ${BLOCK_COLUMNS}`,
    [siteId, block.date, block.from_time, block.to_time, block.reason],
  );
  return rows[0]!;
}

/** Removes a block of this restaurant; answers it, or undefined when there is none by that id. */
export async function deleteBlock(db: Queryable, siteId: string, id: string): Promise<BlockRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const { rows } = await db.query<BlockRow>(
    `delete from online_stops where site_id = $1 and id = $2 returning ${BLOCK_COLUMNS}`,
    [siteId, id],
  );
  return rows[0];
}

export async function siteStay(db: Queryable, siteId: string): Promise<StayRule[]> {
  const { rows } = await db.query<{ stay_minutes: StayRule[] }>(
    'select stay_minutes from sites where id = $1',
    [siteId],
  );
  return rows[0]?.stay_minutes ?? [];
}

export async function setSiteStay(db: Queryable, siteId: string, rules: readonly StayRule[]): Promise<void> {
  await db.query('update sites set stay_minutes = $2 where id = $1', [siteId, JSON.stringify(rules)]);
}

export interface AuditRow {
  id: string;
  at: string;
  staff_name: string;
  action: string;
  subject: string;
  subject_id: string;
  before: unknown;
  after: unknown;
}

/**
 * The restaurant's latest changes by its staff, newest first. A change of a booking names it as people do: its
 * reservation number and guest (`subject`), its id beside it (`subject_id`); a change of a staff account names the
 * member by name.
 */
export async function siteAudit(db: Queryable, siteId: string, limit = 100): Promise<AuditRow[]> {
  const { rows } = await db.query<Omit<AuditRow, 'at'> & { at: Date }>(
    `select a.id::text, a.at, s.name as staff_name, a.action, a.subject as subject_id,
            coalesce(r.number || nullif(' (' || trim(r.first_name || ' ' || r.last_name) || ')', ' ()'), m.name, a.subject) as subject,
            a.before, a.after
       from staff_audit a join staff s on s.id = a.staff_id left join reservations r on r.id = a.subject
            left join staff m on a.action in ('staff_added', 'staff_roles_changed', 'staff_removed')
                                  and m.id::text = a.subject
      where a.site_id = $1 order by a.id desc limit $2`,
    [siteId, limit],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
