/** Everything availability and booking need about one site on one date: reference data from memory, bookings fresh. */
import type { Db, Queryable } from './client';
import { BoundedMemo } from '../domain/bounded-memo';
import { referenceData, type ReferenceData, type SiteStatics } from './reference';
import { busyTables, busyTablesOfSites, type SiteRow } from './sites';
import type { SiteDay } from '../domain/availability';

const HOUR = 3_600_000;

function utcMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

/**
 * The day's window of table bookings, wide enough for any stay that touches the day: Amsterdam's
 * midnight is 1 or 2 h before UTC's, so UTC midnight minus 8 h covers "6 h before the day" in both
 * seasons without a time-zone lookup (a wider window only reads a few more rows).
 */
export function dayWindow(date: string): { from: number; to: number } {
  return { from: utcMidnight(date) - 8 * HOUR, to: utcMidnight(date) + 24 * HOUR + 8 * HOUR };
}

const NO_STATICS: SiteStatics = { tables: [], stops: [], seatingAreaUid: '' };

async function staticsOf(db: Queryable, site: SiteRow, reference?: ReferenceData): Promise<SiteStatics> {
  const statics = (reference ?? (await referenceData(db))).statics.get(site.id);
  return statics ?? { ...NO_STATICS, seatingAreaUid: site.id };
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
  const statics = await staticsOf(db, site, reference);
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
export async function loadSiteDayRulesOnly(db: Queryable, site: SiteRow): Promise<SiteDay> {
  return { site, ...(await staticsOf(db, site)), busy: [] };
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
  return sites.map((site) => ({
    site,
    ...(reference.statics.get(site.id) ?? { ...NO_STATICS, seatingAreaUid: site.id }),
    busy: busy.get(site.id) ?? [],
  }));
}

/** Locks the site's day: every booking of this site and date queues here, in every process. */
export async function lockSiteDay(tx: Queryable, siteId: string, date: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${siteId}|${date}`]);
}

/** What a site's day was computed from: the reference data's version and the version of its bookings. */
export interface SiteDayVersions {
  reference: string;
  /** The sum of the site's booking versions on the three UTC days a day's window meets (migration 0052). */
  bookings: string;
}

/** The UTC calendar day `days` after `date` (both YYYY-MM-DD). */
function dayAfter(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * 24 * HOUR).toISOString().slice(0, 10);
}

/** The reference version and the booking versions by date of one site (or, summed, of every site). */
interface VersionsByDate {
  reference: string;
  bookings: Map<string, bigint>;
}

/**
 * Versions read under the count of the process's writes they were read at. On an embedded database only this
 * process writes to, they hold until it writes again: a kept answer needs no query at all, and the first question
 * about a day reads the versions of every day of that restaurant at once, so a guest paging through the calendar
 * costs the busy tables of each new day and nothing more. On a shared server (no count), one versions row is read
 * each time, as another process may have booked.
 */
export class KeptVersions {
  private readonly kept = new BoundedMemo<{ writes: number; versions: VersionsByDate }>(1_000);

  /** The versions of one site's day, or with `siteId` null of every site's (the restaurant list with a date). */
  async of(db: Db, siteId: string | null, date: string): Promise<SiteDayVersions> {
    const writes = db.writes?.();
    if (writes === undefined) return siteDayVersions(db, siteId, date);
    const key = siteId ?? '*';
    let kept = this.kept.get(key);
    if (kept?.writes !== writes) {
      kept = { writes, versions: await versionsByDate(db, siteId) };
      this.kept.set(key, kept);
    }
    const { reference, bookings } = kept.versions;
    // As siteDayVersions sums them: the stays a day's window meets start on the UTC day before, of or after it.
    const sum = [-1, 0, 1].reduce(
      (total, offset) => total + (bookings.get(dayAfter(date, offset)) ?? 0n),
      0n,
    );
    return { reference, bookings: String(sum) };
  }
}

/** Every booking version of a site (with `siteId` null: summed over every site), by date, in one round trip. */
async function versionsByDate(db: Queryable, siteId: string | null): Promise<VersionsByDate> {
  const { rows } = await db.query<{ reference: string; date: string | null; version: string | null }>(
    `select r.version as reference, v.date::text as date, v.version::text as version
       from reference_version r
       left join (select date, sum(version) as version from site_day_versions
                   where $1::uuid is null or site_id = $1 group by date) v on true`,
    [siteId],
  );
  const bookings = new Map<string, bigint>();
  for (const row of rows) if (row.date !== null) bookings.set(row.date, BigInt(row.version ?? 0));
  return { reference: rows[0]?.reference ?? '', bookings };
}

/**
 * The versions a site's day depends on (with `siteId` null: every site's that day), in one round trip (nothing else
 * is read when its answer is kept).
 */
export async function siteDayVersions(
  db: Queryable,
  siteId: string | null,
  date: string,
): Promise<SiteDayVersions> {
  const { rows } = await db.query<SiteDayVersions>(
    `select (select version from reference_version) as reference,
            (select coalesce(sum(version), 0)::text from site_day_versions
              where ($1::uuid is null or site_id = $1) and date between $2::date - 1 and $2::date + 1) as bookings`,
    [siteId, date],
  );
  return rows[0] ?? { reference: '', bookings: '0' };
}
