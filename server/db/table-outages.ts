/** Tables out of service for a date or a range of dates (migration 0069), as the manager sets them and the stand reads them. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from './client';

/** An outage as the staff app lists it: the table's label, the dates (both included) and the reason. */
export interface TableOutage {
  id: string;
  table_id: string;
  label: string;
  from_date: string;
  to_date: string;
  reason: string;
}

const OUTAGE_COLUMNS = `o.id::text, o.table_id::text, t.label, to_char(o.from_date, 'YYYY-MM-DD') as from_date,
  to_char(o.to_date, 'YYYY-MM-DD') as to_date, o.reason`;

/** The restaurant's outages that end on `since` or later (current and planned), by first date and label. */
export async function siteOutages(db: Queryable, siteId: string, since: string): Promise<TableOutage[]> {
  const { rows } = await db.query<TableOutage>(
    `select ${OUTAGE_COLUMNS} from table_outages o join site_tables t on t.id = o.table_id
      where t.site_id = $1 and t.removed_at is null and o.to_date >= $2 order by o.from_date, t.label, o.id`,
    [siteId, since],
  );
  return rows;
}

/** Ids of the restaurant's tables out of service on a date. */
export async function tablesOutOn(db: Queryable, siteId: string, date: string): Promise<Set<string>> {
  const { rows } = await db.query<{ table_id: string }>(
    `select o.table_id::text as table_id from table_outages o join site_tables t on t.id = o.table_id
      where t.site_id = $1 and $2::date between o.from_date and o.to_date`,
    [siteId, date],
  );
  return new Set(rows.map((row) => row.table_id));
}

export async function insertOutage(
  db: Queryable,
  outage: { table_id: string; from_date: string; to_date: string; reason: string; created_by: string },
  now: number,
): Promise<TableOutage> {
  const { rows } = await db.query<TableOutage>(
    `with o as (insert into table_outages (id, table_id, from_date, to_date, reason, created_by, created_at)
                values ($1, $2, $3, $4, $5, $6, $7) returning *)
     select ${OUTAGE_COLUMNS} from o join site_tables t on t.id = o.table_id`,
    [
      randomUUID(),
      outage.table_id,
      outage.from_date,
      outage.to_date,
      outage.reason,
      outage.created_by,
      new Date(now),
    ],
  );
  return rows[0]!;
}

/** Deletes one outage of a table; answers it as it was, or undefined when the table has no such outage. */
export async function deleteOutage(
  db: Queryable,
  tableId: string,
  id: string,
): Promise<TableOutage | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<TableOutage>(
    `with o as (delete from table_outages where id = $1 and table_id = $2 returning *)
     select ${OUTAGE_COLUMNS} from o join site_tables t on t.id = o.table_id`,
    [id, tableId],
  );
  return rows[0];
}
