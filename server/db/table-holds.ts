/** Which bookings hold which tables of a restaurant, for the stand's "every fitting table is taken, by whom". */
import type { Queryable } from './client';

/** One booking holding one table for a while (cancelled bookings hold nothing). */
export interface TableHold {
  table_id: string;
  label: string;
  number: string;
  first_name: string;
  last_name: string;
  /** The booking's start, 'HH:mm'. */
  time: string;
  from_ms: number;
  to_ms: number;
}

/** The holds on a restaurant's tables that touch [fromMs, toMs), by start and number. */
export async function tableHolds(
  db: Queryable,
  siteId: string,
  fromMs: number,
  toMs: number,
): Promise<TableHold[]> {
  const { rows } = await db.query<Omit<TableHold, 'from_ms' | 'to_ms'> & { from_ms: string; to_ms: string }>(
    `select rt.table_id::text as table_id, t.label, r.number, r.first_name, r.last_name, r.time,
            (extract(epoch from lower(rt.during)) * 1000)::bigint as from_ms,
            (extract(epoch from upper(rt.during)) * 1000)::bigint as to_ms
       from reservation_tables rt
       join site_tables t on t.id = rt.table_id
       join reservations r on r.id = rt.reservation_id
      where t.site_id = $1 and rt.status <> 'cancelled' and rt.during && tstzrange($2, $3)
      order by lower(rt.during), r.number`,
    [siteId, new Date(fromMs), new Date(toMs)],
  );
  return rows.map((row) => ({ ...row, from_ms: Number(row.from_ms), to_ms: Number(row.to_ms) }));
}
