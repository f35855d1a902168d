/**
 * A restaurant's settings and tables as its manager edits them (migration 0056). Each change of `sites` or
 * `site_tables` draws a new reference version (migration 0002), so availability reads them anew at once.
 */
import { randomUUID } from 'node:crypto';
import type { SiteSettings } from '../../shared/staff/site-settings';
import type { SiteTable, TableBody } from '../../shared/staff/site-tables';
import type { TableHolding } from '../../shared/api/answers';
import type { Queryable } from './client';

const SETTINGS_COLUMNS = `opening_hours, slot_interval_minutes, lead_minutes, cancel_window_minutes, max_group_online,
  arrive_before_minutes, no_show_after_minutes, walk_ins_within_hours`;

export async function siteSettings(db: Queryable, siteId: string): Promise<SiteSettings | undefined> {
  const { rows } = await db.query<SiteSettings>(`select ${SETTINGS_COLUMNS} from sites where id = $1`, [
    siteId,
  ]);
  return rows[0];
}

/** The settings, stored; the row locked (`for update`) so two managers' saves do not cross in the audit trail. */
export async function lockSiteSettings(db: Queryable, siteId: string): Promise<SiteSettings | undefined> {
  const { rows } = await db.query<SiteSettings>(
    `select ${SETTINGS_COLUMNS} from sites where id = $1 for update`,
    [siteId],
  );
  return rows[0];
}

export async function setSiteSettings(db: Queryable, siteId: string, settings: SiteSettings): Promise<void> {
  await db.query(
    `update sites set opening_hours = $2, slot_interval_minutes = $3, lead_minutes = $4,
       cancel_window_minutes = $5, max_group_online = $6, arrive_before_minutes = $7, no_show_after_minutes = $8,
       walk_ins_within_hours = $9 where id = $1`,
    [
      siteId,
      JSON.stringify(settings.opening_hours),
      settings.slot_interval_minutes,
      settings.lead_minutes,
      settings.cancel_window_minutes,
      settings.max_group_online,
      settings.arrive_before_minutes,
      settings.no_show_after_minutes,
      settings.walk_ins_within_hours,
    ],
  );
}

const TABLE_COLUMNS = 't.id::text, t.label, t.seats, t.combinable, t.seating_area_id::text';

/** The restaurant's tables that seat guests, room by room, by label. */
export async function siteTables(db: Queryable, siteId: string): Promise<SiteTable[]> {
  const { rows } = await db.query<SiteTable>(
    `select ${TABLE_COLUMNS} from site_tables t join seating_areas a on a.id = t.seating_area_id
      where t.site_id = $1 and t.removed_at is null order by a.position, t.label, t.id`,
    [siteId],
  );
  return rows;
}

/** The restaurant's rooms, first one first (a table added without a room stands there). */
export async function seatingAreas(
  db: Queryable,
  siteId: string,
): Promise<Array<{ id: string; name: string }>> {
  const { rows } = await db.query<{ id: string; name: string }>(
    'select id::text, name from seating_areas where site_id = $1 order by position, id',
    [siteId],
  );
  return rows;
}

export async function insertTable(
  db: Queryable,
  siteId: string,
  areaId: string,
  table: TableBody,
): Promise<SiteTable> {
  const { rows } = await db.query<SiteTable>(
    `insert into site_tables as t (id, site_id, seating_area_id, label, seats, combinable)
     values ($1, $2, $3, $4, $5, $6) returning ${TABLE_COLUMNS}`,
    [randomUUID(), siteId, areaId, table.label, table.seats, table.combinable],
  );
  return rows[0]!;
}

/**
 * One table of this restaurant that still seats guests, locked; undefined when there is none by that id. The lock
 * also holds off a booking of it until the caller commits (its foreign key waits), so a removal sees every holder.
 */
export async function lockTable(db: Queryable, siteId: string, id: string): Promise<SiteTable | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<SiteTable>(
    `select ${TABLE_COLUMNS} from site_tables t where t.site_id = $1 and t.id = $2 and t.removed_at is null
      for update`,
    [siteId, id],
  );
  return rows[0];
}

export async function updateTable(db: Queryable, id: string, table: TableBody): Promise<SiteTable> {
  const { rows } = await db.query<SiteTable>(
    `update site_tables t set label = $2, seats = $3, combinable = $4 where t.id = $1 returning ${TABLE_COLUMNS}`,
    [id, table.label, table.seats, table.combinable],
  );
  return rows[0]!;
}

/** Takes a table out of service: kept for the bookings it served, it seats no one from now on. */
export async function removeTable(db: Queryable, id: string, now: number): Promise<void> {
  await db.query('update site_tables set removed_at = $2 where id = $1', [id, new Date(now)]);
}

/** The bookings that hold a table from now on (not cancelled, not yet ended), as a refused removal lists them. */
export async function futureHoldings(db: Queryable, tableId: string, now: number): Promise<TableHolding[]> {
  const { rows } = await db.query<TableHolding>(
    `select r.id::text as id, r.number, coalesce(nullif(r.last_name, ''), nullif(r.first_name, ''), '') as name,
            r.party_size, to_char(r.date, 'YYYY-MM-DD') as date, left(r.time, 5) as start
       from reservation_tables rt join reservations r on r.id = rt.reservation_id
      where rt.table_id = $1 and rt.status <> 'cancelled' and upper(rt.during) > $2
      order by lower(rt.during), r.number`,
    [tableId, new Date(now)],
  );
  return rows;
}

/** Of the bookings that hold a table from now on, those whose tables together now seat fewer than the party. */
export async function outgrownHolders(db: Queryable, tableId: string, now: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select r.id from reservations r
      where r.id in (select reservation_id from reservation_tables
                      where table_id = $1 and status <> 'cancelled' and upper(during) > $2)
        and r.party_size > (select coalesce(sum(t.seats), 0) from reservation_tables rt
                             join site_tables t on t.id = rt.table_id
                            where rt.reservation_id = r.id and rt.status <> 'cancelled')`,
    [tableId, new Date(now)],
  );
  return rows.map((row) => row.id);
}
