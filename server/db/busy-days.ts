/** The taken tables of restaurants' days for availability, kept in memory under the version of each day's bookings. */
import { addDays, utcMidnight } from '../../shared/time';
import { BoundedMemo } from '../bounded-memo';
import { FreshReads, type Queryable } from './client';
import type { ReferenceData } from './reference';
import { dayWindow, loadSiteDay, staticsOn, type SiteDay } from './site-day';
import { bookingsVersion, dayKey, type SiteDayVersions } from './site-day-versions';
import type { BusyRow, SiteRow } from './sites';

/**
 * How many days a restaurant's bookings are read together for availability (blocks counted from 1970-01-01): four
 * weeks, about the month a guest pages through. On PGlite a statement's cost is mostly its own, not its rows': the
 * first pass over 37 restaurants' two months took 333 reads of a week and now takes 111 (bench, distinct days: p99
 * 26 to 41 ms with weeks, 19 ms with four weeks).
 */
const BLOCK_DAYS = 28;
const DAY = 86_400_000;

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
 * The taken tables of restaurants' days for availability, kept in memory under the version of each day's bookings. A
 * day not kept, or kept under an older version, reads its whole block of BLOCK_DAYS days at once, with their versions
 * (one snapshot): a guest paging through the calendar costs a read per four weeks, not one a day. The blocks asked
 * while a read is under way are read together in the next statement (FreshReads), so a crowd asking many restaurants'
 * days at once costs two statements, not one a restaurant queued on the database. A kept day is used only when it is
 * at least as new as the versions the question read after it arrived (versions only grow), so it never answers from
 * before a booking the question must see; a read that turns out older than that (it began before the booking) is
 * simply done again.
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
        return { site, ...(await staticsOn(this.db, site, date, reference)), busy: kept.busy };
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
    from taken_tables rt join site_tables t on t.id = rt.table_id
   where t.site_id = $1 and rt.during && tstzrange($2, $3)
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
    from taken_tables rt join site_tables t on t.id = rt.table_id join asked a on a.site_id = t.site_id
   where rt.during && tstzrange(a.from_at, a.to_at)
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
