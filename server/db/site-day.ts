/**
 * Everything availability and booking need about one site on one date: reference data from memory, bookings fresh.
 * What a day was computed from is in ./site-day-versions.ts; the days availability keeps in memory in ./busy-days.ts.
 */
import { isOutOn } from '../../shared/staff/table-outages';
import { utcMidnight } from '../../shared/time';
import type { Queryable } from './client';
import { siteDayLock, takeLocks } from './locks';
import { referenceData, type ReferenceData, type SiteStatics } from './reference';
import {
  busyTables,
  busyTablesOfSites,
  type BusyRow,
  type OnlineStopRow,
  type SiteRow,
  type TableRow,
} from './sites';

/** A restaurant's day as availability and booking read it: its tables, its stops of online booking, what is taken. */
export interface SiteDay {
  site: SiteRow;
  tables: readonly TableRow[];
  stops: readonly OnlineStopRow[];
  busy: readonly BusyRow[];
  /** The first seating area, named in the answer. */
  seatingAreaUid: string;
}

const HOUR = 3_600_000;

/**
 * The day's window of table bookings, wide enough for any stay that touches the day: Amsterdam's
 * midnight is 1 or 2 h before UTC's, so UTC midnight minus 8 h covers "6 h before the day" in both
 * seasons without a time-zone lookup (a wider window only reads a few more rows).
 */
export function dayWindow(date: string): { from: number; to: number } {
  return { from: utcMidnight(date) - 8 * HOUR, to: utcMidnight(date) + 24 * HOUR + 8 * HOUR };
}

const NO_STATICS: SiteStatics = { tables: [], stops: [], outages: [], seatingAreaUid: '' };

/** Per statics and date, the tables in service: one array per day, so assignTables sorts them once (tables.ts planOf). */
const inService = new WeakMap<SiteStatics, Map<string, readonly TableRow[]>>();

/**
 * The tables that seat guests on a date: every table but those out of service that day (migration 0069). The same
 * array for the same statics and date, and the statics' own when nothing is out of service.
 * @example tablesOn({ tables: [t1, t2], outages: [{ table_id: t2.id, from_date: '2026-11-05', to_date: '2026-11-06' }] }, '2026-11-06') //=> [t1]
 */
export function tablesOn(statics: SiteStatics, date: string): readonly TableRow[] {
  const out = statics.outages.filter((outage) => isOutOn(outage, date));
  if (out.length === 0) return statics.tables;
  let byDate = inService.get(statics);
  if (!byDate) inService.set(statics, (byDate = new Map()));
  let tables = byDate.get(date);
  if (!tables) {
    const broken = new Set(out.map((outage) => outage.table_id));
    tables = statics.tables.filter((table) => !broken.has(table.id));
    if (byDate.size >= 512) byDate.clear();
    byDate.set(date, tables);
  }
  return tables;
}

export async function staticsOf(
  db: Queryable,
  site: SiteRow,
  reference?: ReferenceData,
): Promise<SiteStatics> {
  const statics = (reference ?? (await referenceData(db))).statics.get(site.id);
  return statics ?? { ...NO_STATICS, seatingAreaUid: site.id };
}

/** The statics of a site on a date: its tables those in service that day. */
export async function staticsOn(
  db: Queryable,
  site: SiteRow,
  date: string,
  reference?: ReferenceData,
): Promise<SiteStatics> {
  const statics = await staticsOf(db, site, reference);
  return { ...statics, tables: tablesOn(statics, date) };
}

/** The site's day, its busy tables read now (inside the caller's transaction when booking). */
export async function loadSiteDay(
  db: Queryable,
  site: SiteRow,
  date: string,
  excludeReservationId = '',
  reference?: ReferenceData,
): Promise<SiteDay> {
  const window = dayWindow(date);
  const statics = await staticsOn(db, site, date, reference);
  const busy = await busyTables(
    db,
    statics.tables.map((table) => table.id),
    window.from,
    window.to,
    excludeReservationId,
  );
  return { site, ...statics, busy };
}

/** The site's day with every table counted free: for the rule check before any lock (no booking read). */
export async function loadSiteDayRulesOnly(
  db: Queryable,
  site: SiteRow,
  reference?: ReferenceData,
): Promise<SiteDay> {
  // Every table counts free here, so which are out of service does not matter.
  return { site, ...(await staticsOf(db, site, reference)), busy: [] };
}

/** The days of several sites on one date, with two queries whatever their number. */
export async function loadSiteDays(
  db: Queryable,
  sites: readonly SiteRow[],
  date: string,
): Promise<SiteDay[]> {
  const window = dayWindow(date);
  const reference = await referenceData(db);
  const busy = await busyTablesOfSites(
    db,
    sites.map((site) => site.id),
    window.from,
    window.to,
  );
  return sites.map((site) => {
    const statics = reference.statics.get(site.id) ?? { ...NO_STATICS, seatingAreaUid: site.id };
    return { site, ...statics, tables: tablesOn(statics, date), busy: busy.get(site.id) ?? [] };
  });
}

/** Locks the site's day: every booking of this site and date queues here, in every process. */
export async function lockSiteDay(tx: Queryable, siteId: string, date: string): Promise<void> {
  await takeLocks(tx, [siteDayLock(siteId, date)]);
}
