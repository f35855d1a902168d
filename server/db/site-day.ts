/** Everything availability and booking need about one site on one date, in four queries. */
import { addDays, combineDateTime } from '../../shared/time';
import type { Queryable } from './client';
import { busyTables, onlineStops, siteTables, type SiteRow } from './sites';
import type { SiteDay } from '../domain/availability';

const HOUR = 3_600_000;

/** The day's window of table bookings, wide enough for any stay that touches the day. */
export function dayWindow(date: string): { from: number; to: number } {
  return { from: combineDateTime(date, '00:00') - 6 * HOUR, to: combineDateTime(addDays(date, 1), '00:00') + 8 * HOUR };
}

export async function loadSiteDay(db: Queryable, site: SiteRow, date: string, excludeReservationId = ''): Promise<SiteDay> {
  const window = dayWindow(date);
  const [tables, stops, busy, area] = [
    await siteTables(db, site.id),
    await onlineStops(db, site.id),
    await busyTables(db, site.id, window.from, window.to, excludeReservationId),
    await db.query<{ id: string }>('select id from seating_areas where site_id = $1 order by position limit 1', [site.id]),
  ];
  return { site, tables, stops, busy, seatingAreaUid: area.rows[0]?.id ?? site.id };
}
