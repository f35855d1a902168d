/**
 * The chain's reference data (sites, channels, seating, tables, online stops) kept in memory per
 * process. Each use first reads reference_version (one tiny query; a trigger draws a new version on
 * every change of those tables, in any process), and reloads everything when it differs.
 * Bookings are not reference data: they have versions of their own (server/db/site-day-versions.ts siteDayVersions).
 */
import { FreshReads, UntilNextWrite, type Db, type Queryable } from './client';
import {
  SITE_COLUMNS,
  type OnlineStopRow,
  type SiteRow,
  type TableOutageRow,
  type TableRow,
} from './site-rows';

export interface SiteStatics {
  tables: readonly TableRow[];
  stops: readonly OnlineStopRow[];
  /** Tables out of service, by dates (migration 0069); a day's tables leave them out (site-day.ts tablesOn). */
  outages: readonly TableOutageRow[];
  /** The first seating area, named in availability answers. */
  seatingAreaUid: string;
}

export interface ReferenceData {
  version: string;
  /** Every site, by name. */
  sites: readonly SiteRow[];
  byId: ReadonlyMap<string, SiteRow>;
  statics: ReadonlyMap<string, SiteStatics>;
  /** Answers derived from this version only (serialised site lists), filled by their users. */
  memo: Map<string, unknown>;
}

/** Versions are random per database, so several databases in one process (tests) never mix. */
const cache = new Map<string, ReferenceData>();
const MAX_VERSIONS = 16;

/** Per database: on PGlite the version read until the next write; on PostgreSQL the fresh reads, coalesced. */
const keptVersions = new WeakMap<Queryable, UntilNextWrite<string>>();
const freshVersions = new WeakMap<Queryable, FreshReads<void, string>>();

const readVersion = async (db: Queryable) =>
  (await db.query<{ version: string }>('select version from reference_version')).rows[0]?.version ?? '';

export async function referenceVersion(db: Queryable | Db): Promise<string> {
  // A transaction's handle (no kind) reads inside its transaction, always.
  if (!('kind' in db)) return readVersion(db);
  const writes = db.writes?.();
  if (writes === undefined) {
    let fresh = freshVersions.get(db);
    if (!fresh) {
      fresh = new FreshReads(async (questions) => {
        const version = await readVersion(db);
        return questions.map(() => version);
      });
      freshVersions.set(db, fresh);
    }
    return fresh.read();
  }
  let kept = keptVersions.get(db);
  if (!kept) {
    kept = new UntilNextWrite(() => readVersion(db));
    keptVersions.set(db, kept);
  }
  return kept.get(writes);
}

async function loadReference(db: Queryable, version: string): Promise<ReferenceData> {
  const sites = (await db.query<SiteRow>(`select ${SITE_COLUMNS} from sites s order by s.name`)).rows;
  const tables = (
    await db.query<TableRow & { site_id: string }>(
      `select t.site_id, t.id, t.seating_area_id, t.seats, t.combinable from site_tables t
     join seating_areas a on a.id = t.seating_area_id where t.removed_at is null order by t.site_id, a.position, t.seats, t.label`,
    )
  ).rows;
  const stops = (
    await db.query<OnlineStopRow & { site_id: string }>(
      `select site_id, weekday, to_char(date, 'YYYY-MM-DD') as date, from_time, to_time from online_stops order by id`,
    )
  ).rows;
  const outages = (
    await db.query<TableOutageRow & { site_id: string }>(
      `select t.site_id, o.table_id::text as table_id, to_char(o.from_date, 'YYYY-MM-DD') as from_date,
              to_char(o.to_date, 'YYYY-MM-DD') as to_date
         from table_outages o join site_tables t on t.id = o.table_id
        order by o.from_date`,
    )
  ).rows;
  const areas = (
    await db.query<{ site_id: string; id: string }>(
      'select distinct on (site_id) site_id, id from seating_areas order by site_id, position, id',
    )
  ).rows;
  const firstArea = new Map(areas.map((area) => [area.site_id, area.id]));
  const neighbours = await neighbourLists(db);
  const statics = new Map<string, SiteStatics>(
    sites.map((site) => [
      site.id,
      {
        tables: tables
          .filter((table) => table.site_id === site.id)
          .map(({ site_id: _site, ...table }) => {
            const next = neighbours.get(table.id);
            return next ? { ...table, neighbours: next } : table;
          }),
        stops: stops.filter((stop) => stop.site_id === site.id).map(({ site_id: _site, ...stop }) => stop),
        outages: outages
          .filter((outage) => outage.site_id === site.id)
          .map(({ site_id: _site, ...outage }) => outage),
        seatingAreaUid: firstArea.get(site.id) ?? site.id,
      },
    ]),
  );
  return { version, sites, byId: new Map(sites.map((site) => [site.id, site])), statics, memo: new Map() };
}

/** Each table's neighbours (both ways round), among tables that still seat guests (migration 0068). */
async function neighbourLists(db: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ table_id: string; neighbour_id: string }>(
    `select n.table_id, n.neighbour_id from table_neighbours n
       join site_tables a on a.id = n.table_id join site_tables b on b.id = n.neighbour_id
      where a.removed_at is null and b.removed_at is null`,
  );
  const lists = new Map<string, string[]>();
  const add = (from: string, to: string) => lists.set(from, [...(lists.get(from) ?? []), to]);
  for (const row of rows) {
    add(row.table_id, row.neighbour_id);
    add(row.neighbour_id, row.table_id);
  }
  return lists;
}

/**
 * The reference data as of now, or as of a `version` the caller has just read. The version is read before the
 * data, so a change landing in between is at worst cached under the older version and reloaded on the next call,
 * never the reverse.
 */
export async function referenceData(db: Queryable, readVersion?: string): Promise<ReferenceData> {
  const version = readVersion ?? (await referenceVersion(db));
  const cached = cache.get(version);
  if (cached) return cached;
  const loaded = await loadReference(db, version);
  if (cache.size >= MAX_VERSIONS) cache.delete(cache.keys().next().value!);
  cache.set(version, loaded);
  return loaded;
}
