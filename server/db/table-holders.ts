/** Which bookings hold some of a restaurant's tables for a while: what a host's choice of tables must not overlap. */
import type { TableHolder } from '../../shared/staff/table-choice';
import type { Queryable } from './client';

/** The holds (not cancelled) on these tables that touch [fromMs, toMs), by start and number. */
export async function holdersOf(
  db: Queryable,
  tableIds: readonly string[],
  fromMs: number,
  toMs: number,
): Promise<TableHolder[]> {
  if (tableIds.length === 0) return [];
  const { rows } = await db.query<
    Omit<TableHolder, 'from_ms' | 'to_ms'> & { from_ms: string; to_ms: string }
  >(
    `select rt.table_id::text as table_id, r.id::text as reservation_id, r.number,
            coalesce(nullif(r.last_name, ''), nullif(r.first_name, ''), '') as name, r.party_size,
            left(r.time, 5) as start,
            (extract(epoch from lower(rt.during)) * 1000)::bigint as from_ms,
            (extract(epoch from upper(rt.during)) * 1000)::bigint as to_ms
       from reservation_tables rt join reservations r on r.id = rt.reservation_id
      where rt.table_id = any($1::uuid[]) and rt.status <> 'cancelled' and rt.during && tstzrange($2, $3)
      order by lower(rt.during), r.number`,
    [tableIds, new Date(fromMs), new Date(toMs)],
  );
  return rows.map((row) => ({ ...row, from_ms: Number(row.from_ms), to_ms: Number(row.to_ms) }));
}
