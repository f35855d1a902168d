/** Everything availability and booking need about one site on one date: reference data from memory, bookings fresh. */
import { addDays, utcMidnight } from '../../shared/time';
import { FreshReads, UntilNextWrite, type Db, type Queryable } from './client';
import { siteDayLock, takeLocks } from './locks';
import { referenceData, type ReferenceData, type SiteStatics } from './reference';
import { busyTables, busyTablesOfSites, type BusyRow, type SiteRow } from './sites';
import { BoundedMemo } from '../bounded-memo';
import type { SiteDay } from '../domain/availability';

const HOUR = 3_600_000;

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
export async function loadSiteDayRulesOnly(
  db: Queryable,
  site: SiteRow,
  reference?: ReferenceData,
): Promise<SiteDay> {
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
  return sites.map((site) => ({
    site,
    ...(reference.statics.get(site.id) ?? { ...NO_STATICS, seatingAreaUid: site.id }),
    busy: busy.get(site.id) ?? [],
  }));
}

/** Locks the site's day: every booking of this site and date queues here, in every process. */
export async function lockSiteDay(tx: Queryable, siteId: string, date: string): Promise<void> {
  await takeLocks(tx, [siteDayLock(siteId, date)]);
}

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
function dayKey(siteId: string | null, date: string): string {
  return `${siteId ?? '*'}|${date}`;
}

/** The version of a day's bookings from the versions by UTC date (of one site, or summed over every site). */
function bookingsVersion(versions: ReadonlyMap<string, bigint>, date: string): bigint {
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

/**
 * How many days a restaurant's bookings are read together for availability (blocks counted from 1970-01-01): four
 * weeks, about the month a guest pages through. On PGlite a statement's cost is mostly its own, not its rows': the
 * first pass over 37 restaurants' two months took 333 reads of a week and now takes 111 (bench, distinct days: p99
 * 26 to 41 ms with weeks, 19 ms with four weeks).
 */
const BLOCK_DAYS = 28;
const DAY = 24 * HOUR;

/** The days of the block of BLOCK_DAYS days that holds `date`, in order. */
function blockOf(date: string): string[] {
  const first = new Date(Math.floor(utcMidnight(date) / DAY / BLOCK_DAYS) * BLOCK_DAYS * DAY);
  const firstDay = first.toISOString().slice(0, 10);
  return Array.from({ length: BLOCK_DAYS }, (_, index) => addDays(firstDay, index));
}

/** A block of days of one restaurant to read, and what the read found: each day's booking version, the tables taken. */
interface BlockQuestion {
  siteId: string;
  days: readonly string[];
}
interface BlockRows {
  versions: Map<string, bigint>;
  busy: BusyRow[];
}

/**
 * The taken tables of restaurants' days for availability, kept in memory under the version of each day's bookings.
 * A day not kept, or kept under an older version, reads its whole block of BLOCK_DAYS days at once, with their
 * versions (one snapshot): a guest paging through the calendar costs a read per four weeks, not one a day. The blocks asked
 * while a read is under way are read together in the next statement (FreshReads), so a crowd asking many
 * restaurants' days at once costs two statements, not one a restaurant queued on the database. A kept day is used
 * only when it is at least as new as the versions the question read after it arrived (versions only grow), so it
 * never answers from before a booking the question must see; a read that turns out older than that (it began before
 * the booking) is simply done again.
 */
export class BusyDays {
  private readonly days = new BoundedMemo<{ bookings: bigint; busy: readonly BusyRow[] }>(20_000);
  private readonly reading = new Map<string, Promise<void>>();
  private readonly blocks: FreshReads<BlockQuestion, BlockRows>;

  constructor(private readonly db: Queryable) {
    this.blocks = new FreshReads((asked) => readBlocks(db, asked));
  }

  /** The site's day for availability, its bookings at least as new as `versions`. */
  async of(
    site: SiteRow,
    date: string,
    versions: SiteDayVersions,
    reference: ReferenceData,
  ): Promise<SiteDay> {
    const key = dayKey(site.id, date);
    const needed = BigInt(versions.bookings);
    for (let attempt = 0; ; attempt += 1) {
      const kept = this.days.get(key);
      if (kept && kept.bookings >= needed)
        return { site, ...(await staticsOf(this.db, site, reference)), busy: kept.busy };
      // A read that began before the question's booking is done again; twice stale means a busy day: read it alone.
      if (attempt === 2) return loadSiteDay(this.db, site, date, '', reference);
      await this.readBlock(site.id, date);
    }
  }

  /** Reads the block that holds `date`, or joins the read of it under way. */
  private readBlock(siteId: string, date: string): Promise<void> {
    const days = blockOf(date);
    const key = dayKey(siteId, days[0]!);
    const underWay = this.reading.get(key);
    if (underWay) return underWay;
    const read = this.read(siteId, days).finally(() => this.reading.delete(key));
    this.reading.set(key, read);
    return read;
  }

  private async read(siteId: string, days: readonly string[]): Promise<void> {
    const { versions, busy } = await this.blocks.read({ siteId, days });
    for (const date of days) {
      const window = dayWindow(date);
      this.days.set(dayKey(siteId, date), {
        bookings: bookingsVersion(versions, date),
        busy: busy.filter((row) => row.from_ms < window.to && row.to_ms > window.from),
      });
    }
  }
}

/** What readBlocks reads: a row of taken table (date null) or of a day's version, of the block numbered from 1. */
interface BlockRow {
  block: number;
  table_id: string | null;
  from_ms: string | number | null;
  to_ms: string | number | null;
  date: string | null;
  version: string | null;
}

/** The taken tables of a block of one restaurant's days, and its days' versions a day either side. */
const ONE_BLOCK = `
  select 1 as block, rt.table_id, (extract(epoch from lower(rt.during)) * 1000)::bigint as from_ms,
         (extract(epoch from upper(rt.during)) * 1000)::bigint as to_ms, null::text as date, null::text as version
    from reservation_tables rt join site_tables t on t.id = rt.table_id
   where t.site_id = $1 and rt.status <> 'cancelled' and rt.during && tstzrange($2, $3)
  union all
  select 1, null, null, null, v.date::text, v.version::text from site_day_versions v
   where v.site_id = $1 and v.date between $4::date - 1 and $5::date + 1`;

/** The same for several blocks, each row numbered with its block. */
const BLOCKS = `
  with asked as (
    select * from unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[], $4::date[], $5::date[])
      with ordinality as a(site_id, from_at, to_at, first_day, last_day, block))
  select a.block::int as block, rt.table_id, (extract(epoch from lower(rt.during)) * 1000)::bigint as from_ms,
         (extract(epoch from upper(rt.during)) * 1000)::bigint as to_ms, null::text as date, null::text as version
    from reservation_tables rt join site_tables t on t.id = rt.table_id join asked a on a.site_id = t.site_id
   where rt.status <> 'cancelled' and rt.during && tstzrange(a.from_at, a.to_at)
  union all
  select a.block::int, null, null, null, v.date::text, v.version::text
    from site_day_versions v join asked a on v.site_id = a.site_id and v.date between a.first_day - 1 and a.last_day + 1`;

/**
 * Blocks of days of restaurants in one statement. A single block, the usual case on PGlite (whose statements run on
 * the server's own thread, so few questions arrive while one runs), is read by the plain statement: PGlite plans the
 * batched one in about 2.5 ms against 1 ms.
 */
async function readBlocks(db: Queryable, asked: readonly BlockQuestion[]): Promise<BlockRows[]> {
  const windows = asked.map((block) => ({
    siteId: block.siteId,
    from: new Date(dayWindow(block.days[0]!).from),
    to: new Date(dayWindow(block.days[block.days.length - 1]!).to),
    first: block.days[0]!,
    last: block.days[block.days.length - 1]!,
  }));
  const [only] = windows;
  const { rows } =
    windows.length === 1 && only
      ? await db.query<BlockRow>(ONE_BLOCK, [only.siteId, only.from, only.to, only.first, only.last])
      : await db.query<BlockRow>(BLOCKS, [
          windows.map((block) => block.siteId),
          windows.map((block) => block.from),
          windows.map((block) => block.to),
          windows.map((block) => block.first),
          windows.map((block) => block.last),
        ]);
  const found = asked.map((): BlockRows => ({ versions: new Map(), busy: [] }));
  for (const row of rows) {
    // Blocks are numbered from 1 (`with ordinality`).
    const block = found[Number(row.block) - 1]!;
    if (row.date !== null) block.versions.set(row.date, BigInt(row.version ?? 0));
    else block.busy.push({ table_id: row.table_id!, from_ms: Number(row.from_ms), to_ms: Number(row.to_ms) });
  }
  return found;
}
