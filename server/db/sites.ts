/** Restaurants, their seating and online stops. */
import type { OpeningHours, Site, SiteExtra } from '../../shared/api/types';
import type { Queryable } from './client';

export interface StayRule {
  up_to: number | null;
  minutes: number;
}

export interface SiteRow {
  id: string;
  slug: string;
  name: string;
  city: string;
  street: string;
  postcode: string;
  lat: number;
  long: number;
  phone: string;
  parking: string;
  experiences: string[];
  badges: Site['badges'];
  opening_hours: OpeningHours[];
  extra: Omit<SiteExtra, 'image'>;
  stay_minutes: StayRule[];
  slot_interval_minutes: number;
  channels: string[];
}

export interface TableRow {
  id: string;
  seating_area_id: string;
  seats: number;
  combinable: boolean;
}

export interface OnlineStopRow {
  weekday: number | null;
  date: string | null;
  from_time: string;
  to_time: string;
}

const SITE_COLUMNS = `s.id, s.slug, s.name, s.city, s.street, s.postcode, s.lat, s.long, s.phone, s.parking, s.experiences, s.badges,
  s.opening_hours, s.extra, s.stay_minutes, s.slot_interval_minutes,
  coalesce((select array_agg(c.channel order by c.channel) from site_channels c where c.site_id = s.id), '{}') as channels`;

const IMAGE_SIZES = ['full', 'lg', 'md', 'sm'] as const;

/** A site as the API answers it; images are served by this API (GET /api/images/{id}/{size}.svg). */
export function toSite(row: SiteRow, apiBase: string): Site {
  const image = Object.fromEntries(IMAGE_SIZES.map((size) => [size, `${apiBase}/images/${row.id}/${size}.svg`])) as unknown as NonNullable<SiteExtra['image']>;
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
    badges: row.badges,
    opening_hours: row.opening_hours,
    channels: row.channels,
  };
}

/** Sites of a channel, leaving out those excluded from lists (SPEC §5), by name. */
export async function listSites(db: Queryable, channel: string, limit: number): Promise<SiteRow[]> {
  const result = await db.query<SiteRow>(
    `select ${SITE_COLUMNS} from sites s
     where exists (select 1 from site_channels c where c.site_id = s.id and c.channel = $1)
       and coalesce((s.extra->>'exclude_from_atbl')::boolean, false) = false
     order by s.name limit $2`,
    [channel, limit],
  );
  return result.rows;
}

export async function findSite(db: Queryable, id: string): Promise<SiteRow | undefined> {
  return (await db.query<SiteRow>(`select ${SITE_COLUMNS} from sites s where s.id = $1`, [id])).rows[0];
}

export async function siteTables(db: Queryable, siteId: string): Promise<TableRow[]> {
  return (await db.query<TableRow>(
    `select t.id, t.seating_area_id, t.seats, t.combinable from site_tables t
     join seating_areas a on a.id = t.seating_area_id where t.site_id = $1 order by a.position, t.seats, t.label`,
    [siteId],
  )).rows;
}

export async function onlineStops(db: Queryable, siteId: string): Promise<OnlineStopRow[]> {
  return (await db.query<OnlineStopRow>(
    `select weekday, to_char(date, 'YYYY-MM-DD') as date, from_time, to_time from online_stops where site_id = $1`,
    [siteId],
  )).rows;
}

export interface BusyRow {
  table_id: string;
  from_ms: number;
  to_ms: number;
}

/** Tables taken (not cancelled) in [fromMs, toMs). */
export async function busyTables(db: Queryable, siteId: string, fromMs: number, toMs: number, excludeReservationId = ''): Promise<BusyRow[]> {
  const result = await db.query<{ table_id: string; from_ms: string | number; to_ms: string | number }>(
    `select rt.table_id, (extract(epoch from lower(rt.during)) * 1000)::bigint as from_ms, (extract(epoch from upper(rt.during)) * 1000)::bigint as to_ms
     from reservation_tables rt join site_tables t on t.id = rt.table_id
     where t.site_id = $1 and rt.status <> 'cancelled' and rt.during && tstzrange($2, $3) and rt.reservation_id <> $4`,
    [siteId, new Date(fromMs), new Date(toMs), excludeReservationId],
  );
  return result.rows.map((row) => ({ table_id: row.table_id, from_ms: Number(row.from_ms), to_ms: Number(row.to_ms) }));
}
