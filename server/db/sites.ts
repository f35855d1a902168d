/** Restaurants, their seating and online stops. */
import type { Site, SiteExtra } from '../../shared/api/types';
import type { Queryable } from './client';
import { referenceData } from './reference';
import type { SiteRow } from './site-rows';

export { SITE_COLUMNS, type OnlineStopRow, type SiteRow, type StayRule, type TableRow } from './site-rows';

const IMAGE_SIZES = ['full', 'lg', 'md', 'sm'] as const;

/** A site as the API answers it; images are served by this API (GET /api/images/{id}/{size}.svg). */
export function toSite(row: SiteRow, apiBase: string): Site {
  const image = Object.fromEntries(
    IMAGE_SIZES.map((size) => [size, `${apiBase}/images/${row.id}/${size}.svg`]),
  ) as unknown as NonNullable<SiteExtra['image']>;
  return {
    id: row.id,
    name: row.name,
    extra: { ...row.extra, image },
    city: row.city,
    address: row.street,
    postcode: row.postcode,
    lat: Number(row.lat),
    long: Number(row.long),
    phone: row.phone,
    parking: row.parking,
    experiences: row.experiences,
    // The Dutch texts where the chain wrote them; a guest reads the English until it does.
    texts: {
      nl: {
        parking: row.parking_nl || row.parking,
        experiences: row.experiences_nl.length ? row.experiences_nl : row.experiences,
      },
    },
    badges: row.badges,
    opening_hours: row.opening_hours,
    channels: row.channels,
  };
}

/** Whether a site is in a channel's lists: excluded sites are left out. */
export function isListed(site: SiteRow, channel: string): boolean {
  return site.channels.includes(channel) && String(site.extra.exclude_from_atbl) !== 'true';
}

/** Sites of a channel, leaving out those excluded from lists, by name; from the reference cache. */
export async function listSites(db: Queryable, channel: string, limit: number): Promise<SiteRow[]> {
  const reference = await referenceData(db);
  return reference.sites.filter((site) => isListed(site, channel)).slice(0, limit);
}

export async function findSite(db: Queryable, id: string): Promise<SiteRow | undefined> {
  return (await referenceData(db)).byId.get(id);
}

export interface BusyRow {
  table_id: string;
  from_ms: number;
  to_ms: number;
}

/** Which of these tables are taken (not cancelled) in [fromMs, toMs); the ids come from the reference cache, so no join. */
export async function busyTables(
  db: Queryable,
  tableIds: readonly string[],
  fromMs: number,
  toMs: number,
  excludeReservationId = '',
): Promise<BusyRow[]> {
  if (tableIds.length === 0) return [];
  const result = await db.query<{ table_id: string; from_ms: string | number; to_ms: string | number }>(
    `select rt.table_id, (extract(epoch from lower(rt.during)) * 1000)::bigint as from_ms, (extract(epoch from upper(rt.during)) * 1000)::bigint as to_ms
     from taken_tables rt
     where rt.table_id = any($1::uuid[]) and rt.during && tstzrange($2, $3) and rt.reservation_id is distinct from $4`,
    [tableIds, new Date(fromMs), new Date(toMs), excludeReservationId],
  );
  return result.rows.map((row) => ({
    table_id: row.table_id,
    from_ms: Number(row.from_ms),
    to_ms: Number(row.to_ms),
  }));
}

/** Tables taken (not cancelled) in [fromMs, toMs) at several sites, in one query (no query per site). */
export async function busyTablesOfSites(
  db: Queryable,
  siteIds: readonly string[],
  fromMs: number,
  toMs: number,
): Promise<Map<string, BusyRow[]>> {
  const result = await db.query<{
    site_id: string;
    table_id: string;
    from_ms: string | number;
    to_ms: string | number;
  }>(
    `select t.site_id, rt.table_id, (extract(epoch from lower(rt.during)) * 1000)::bigint as from_ms, (extract(epoch from upper(rt.during)) * 1000)::bigint as to_ms
     from taken_tables rt join site_tables t on t.id = rt.table_id
     where t.site_id = any($1::uuid[]) and rt.during && tstzrange($2, $3)`,
    [siteIds, new Date(fromMs), new Date(toMs)],
  );
  const bySite = new Map<string, BusyRow[]>(siteIds.map((id) => [id, []]));
  for (const row of result.rows)
    bySite
      .get(row.site_id)
      ?.push({ table_id: row.table_id, from_ms: Number(row.from_ms), to_ms: Number(row.to_ms) });
  return bySite;
}
