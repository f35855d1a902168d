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

/** Tables, online stops and seating of a site change only with the seed: kept for a short while per process. */
const STATIC_TTL_MS = 30_000;
type SiteStatics = Omit<SiteDay, 'site' | 'busy'>;
const staticCache = new Map<string, { until: number; value: SiteStatics }>();

// Only settled values are shared: a pending query on another handle could wait on the caller's own transaction (PGlite is one connection).
async function siteStatics(db: Queryable, siteId: string): Promise<SiteStatics> {
  const cached = staticCache.get(siteId);
  if (cached && cached.until > Date.now()) return cached.value;
  const tables = await siteTables(db, siteId);
  const stops = await onlineStops(db, siteId);
  const area = await db.query<{ id: string }>('select id from seating_areas where site_id = $1 order by position limit 1', [siteId]);
  const value = { tables, stops, seatingAreaUid: area.rows[0]?.id ?? siteId };
  staticCache.set(siteId, { until: Date.now() + STATIC_TTL_MS, value });
  return value;
}

/** The site's day. The busy tables are always read fresh (inside the caller's transaction when booking). */
export async function loadSiteDay(db: Queryable, site: SiteRow, date: string, excludeReservationId = ''): Promise<SiteDay> {
  const window = dayWindow(date);
  const statics = await siteStatics(db, site.id);
  const busy = await busyTables(db, site.id, window.from, window.to, excludeReservationId);
  return { site, ...statics, busy };
}
