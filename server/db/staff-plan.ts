/**
 * The plan of a restaurant's room as its manager draws it (migration 0068, shared/staff/room-plan.ts): tables on the
 * cells of their area's grid, neighbour pairs, and the areas' names. Each change draws a new reference version, so
 * the tables are assigned by the new plan at once (server/domain/tables.ts).
 */
import { randomUUID } from 'node:crypto';
import type { NeighbourPair, PlanArea, PlanTable, TablePositionBody } from '../../shared/staff/room-plan';
import type { Queryable } from './client';

const PLAN_TABLE_COLUMNS = `t.id::text, t.label, t.seats, t.combinable, t.seating_area_id::text,
  t.plan_column as "column", t.plan_row as "row"`;

/** The tables that seat guests, area by area, by label, each on its cell or off the plan (nulls). */
export async function planTables(db: Queryable, siteId: string): Promise<PlanTable[]> {
  const { rows } = await db.query<PlanTable>(
    `select ${PLAN_TABLE_COLUMNS} from site_tables t join seating_areas a on a.id = t.seating_area_id
      where t.site_id = $1 and t.removed_at is null order by a.position, t.label, t.id`,
    [siteId],
  );
  return rows;
}

/** The restaurant's areas, in their order. */
export async function planAreas(db: Queryable, siteId: string): Promise<PlanArea[]> {
  const { rows } = await db.query<PlanArea>(
    'select id::text, name from seating_areas where site_id = $1 order by position, id',
    [siteId],
  );
  return rows;
}

/** Every neighbour pair between tables that still seat guests, smaller id first. */
export async function neighbourPairs(db: Queryable, siteId: string): Promise<NeighbourPair[]> {
  const { rows } = await db.query<{ table_id: string; neighbour_id: string }>(
    `select n.table_id::text, n.neighbour_id::text from table_neighbours n
       join site_tables a on a.id = n.table_id join site_tables b on b.id = n.neighbour_id
      where n.site_id = $1 and a.removed_at is null and b.removed_at is null
      order by n.table_id, n.neighbour_id`,
    [siteId],
  );
  return rows.map((row) => [row.table_id, row.neighbour_id] as const);
}

export async function placeTable(
  db: Queryable,
  tableId: string,
  place: TablePositionBody,
): Promise<PlanTable> {
  const { rows } = await db.query<PlanTable>(
    `update site_tables t set seating_area_id = $2, plan_column = $3, plan_row = $4 where t.id = $1
     returning ${PLAN_TABLE_COLUMNS}`,
    [tableId, place.seating_area_id, place.column, place.row],
  );
  return rows[0]!;
}

/** Sets the restaurant's pairs that involve one table: its old pairs go, the given ones come. */
export async function setTablePairs(
  db: Queryable,
  siteId: string,
  tableId: string,
  pairs: readonly NeighbourPair[],
): Promise<void> {
  await db.query('delete from table_neighbours where table_id = $1 or neighbour_id = $1', [tableId]);
  for (const [one, other] of pairs)
    await db.query('insert into table_neighbours (site_id, table_id, neighbour_id) values ($1, $2, $3)', [
      siteId,
      one,
      other,
    ]);
}

export async function insertArea(db: Queryable, siteId: string, name: string): Promise<PlanArea> {
  const { rows } = await db.query<PlanArea>(
    `insert into seating_areas (id, site_id, name, position)
     values ($1, $2, $3, (select coalesce(max(position), -1) + 1 from seating_areas where site_id = $2))
     returning id::text, name`,
    [randomUUID(), siteId, name],
  );
  return rows[0]!;
}

export async function renameArea(db: Queryable, areaId: string, name: string): Promise<PlanArea> {
  const { rows } = await db.query<PlanArea>(
    'update seating_areas set name = $2 where id = $1 returning id::text, name',
    [areaId, name],
  );
  return rows[0]!;
}
