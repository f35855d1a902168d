/** What a restaurant's day was computed from: the reference data's version and the version of its bookings. */
import { addDays } from '../../shared/time';
import { BoundedMemo } from '../bounded-memo';
import { FreshReads, UntilNextWrite, type Db, type Queryable } from './client';

/** What a site's day was computed from: the reference data's version and the version of its bookings. */
export interface SiteDayVersions {
  reference: string;
  /** The sum of the site's booking versions on the three UTC days a day's window meets (migration 0052). */
  bookings: string;
}

/**
 * The UTC dates whose booking versions a day's version sums: the stays its window meets start on the day before, of
 * or after it.
 */
function datesMet(date: string): string[] {
  return [addDays(date, -1), date, addDays(date, 1)];
}

/** The key of a restaurant's day (with `siteId` null: every restaurant's that day) in what is kept by day. */
export function dayKey(siteId: string | null, date: string): string {
  return `${siteId ?? '*'}|${date}`;
}

/** The version of a day's bookings from the versions by UTC date (of one site, or summed over every site). */
export function bookingsVersion(versions: ReadonlyMap<string, bigint>, date: string): bigint {
  return datesMet(date).reduce((sum, met) => sum + (versions.get(met) ?? 0n), 0n);
}

/** The reference version and booking versions by date as read: of each site read, and summed over the sites read. */
interface VersionsRead {
  reference: string;
  bySite: Map<string, Map<string, bigint>>;
  everySite: Map<string, bigint>;
}

/**
 * The reference version with the booking versions of the dates asked (every date when `dates` is null) of the sites
 * asked (every site when `sites` is null), in one snapshot.
 */
const VERSIONS = `
  select r.version as reference, v.site_id, v.date::text as date, v.version::text as version
    from reference_version r
    left join site_day_versions v
      on ($1::date[] is null or v.date = any($1::date[])) and ($2::uuid[] is null or v.site_id = any($2::uuid[]))`;

async function readVersions(
  db: Queryable,
  dates: readonly string[] | null,
  sites: readonly string[] | null,
): Promise<VersionsRead> {
  const { rows } = await db.query<{
    reference: string;
    site_id: string | null;
    date: string | null;
    version: string | null;
  }>(VERSIONS, [dates, sites]);
  const bySite = new Map<string, Map<string, bigint>>();
  const everySite = new Map<string, bigint>();
  for (const { site_id: siteId, date, version } of rows) {
    if (siteId === null || date === null) continue;
    const dates = bySite.get(siteId) ?? new Map<string, bigint>();
    bySite.set(siteId, dates);
    const count = BigInt(version ?? 0);
    dates.set(date, count);
    everySite.set(date, (everySite.get(date) ?? 0n) + count);
  }
  return { reference: rows[0]?.reference ?? '', bySite, everySite };
}

/** A day's versions from versions read with it: of one site's day, or with `siteId` null of every site's. */
function versionsOfDay(read: VersionsRead, siteId: string | null, date: string): SiteDayVersions {
  const versions = siteId === null ? read.everySite : (read.bySite.get(siteId) ?? new Map<string, bigint>());
  return { reference: read.reference, bookings: String(bookingsVersion(versions, date)) };
}

/** Every site's versions, and the days' versions as asked, summed once (KeptVersions). */
interface AllVersions {
  read: VersionsRead;
  /** Each day's versions as versionsOfDay gives them, by site (or '' for every site) and date. */
  summed: BoundedMemo<SiteDayVersions>;
}

/** How many summed versions KeptVersions keeps between two writes: every restaurant's days for a year and more. */
const SUMS_KEPT = 20_000;

/**
 * Versions read under the count of the process's writes they were read at. On an embedded database only this
 * process writes to, they hold until it writes again: a kept answer needs no query at all, and the first question
 * after a write reads the versions of every restaurant's days at once (days gone by are pruned: server/db/prune.ts),
 * so the crowd asking after a booking costs one read, and a guest paging through the calendar costs the busy tables
 * of each new four weeks (BusyDays) and nothing more. On a shared server (no count), another process may have
 * booked, so each question waits for a read of the versions that starts after it arrived (VersionReads).
 */
export class KeptVersions {
  private readonly kept: UntilNextWrite<AllVersions>;
  private readonly fresh: VersionReads;

  constructor(private readonly db: Db) {
    this.kept = new UntilNextWrite(async () => ({
      read: await readVersions(db, null, null),
      summed: new BoundedMemo(SUMS_KEPT),
    }));
    this.fresh = new VersionReads(db);
  }

  /** The versions of one site's day, or with `siteId` null of every site's (the restaurant list with a date). */
  async of(siteId: string | null, date: string): Promise<SiteDayVersions> {
    const writes = this.db.writes?.();
    if (writes === undefined) return this.fresh.read(siteId, date);
    const { read, summed } = await this.kept.get(writes);
    const key = dayKey(siteId, date);
    let versions = summed.get(key);
    if (versions === undefined) {
      versions = versionsOfDay(read, siteId, date);
      summed.set(key, versions);
    }
    return versions;
  }
}

/**
 * Fresh reads of site-day versions on a shared server (FreshReads): however many guests ask at once, one statement
 * at a time answers every question waiting when it starts.
 */
export class VersionReads {
  private readonly reads: FreshReads<{ siteId: string | null; date: string }, SiteDayVersions>;

  constructor(db: Queryable) {
    this.reads = new FreshReads((days) => siteDayVersions(db, days));
  }

  read(siteId: string | null, date: string): Promise<SiteDayVersions> {
    return this.reads.read({ siteId, date });
  }
}

/**
 * The versions each site's day depends on (with `siteId` null: every site's that day), in one round trip however
 * many days are asked: the versions of the dates they meet, of the sites they name (of every site when one asks
 * every site's), summed here. A plain read of rows: PostgreSQL plans it in a fraction of the time a statement that
 * sums per question took (about 160 against 280 µs of the server's time a read, measured on this machine).
 */
export async function siteDayVersions(
  db: Queryable,
  days: ReadonlyArray<{ siteId: string | null; date: string }>,
): Promise<SiteDayVersions[]> {
  // A crowd asks the same few days: each distinct day is looked at once.
  const keyOf = (day: { siteId: string | null; date: string }) => dayKey(day.siteId, day.date);
  const distinct = [...new Map(days.map((day) => [keyOf(day), day])).values()];
  const dates = [...new Set(distinct.flatMap((day) => datesMet(day.date)))];
  const sites = distinct.some((day) => day.siteId === null)
    ? null
    : [...new Set(distinct.map((day) => day.siteId as string))];
  const read = await readVersions(db, dates, sites);
  const byKey = new Map(distinct.map((day) => [keyOf(day), versionsOfDay(read, day.siteId, day.date)]));
  return days.map((day) => byKey.get(keyOf(day))!);
}
