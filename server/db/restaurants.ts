/**
 * The chain's restaurants as its chain admin keeps them (shared/restaurants/restaurant.ts): read, added, changed and
 * archived. Every write of `sites` draws a new reference version (migration 0002), so the widget follows at once.
 * A restaurant is never deleted here: its bookings name it.
 */
import { randomUUID } from 'node:crypto';
import type { Restaurant } from '../../shared/restaurants/restaurant';
import type { Queryable } from './client';
import { SITE_COLUMNS, type SiteRow } from './site-rows';

/** A stored restaurant: the schema's fields with its id. */
export type StoredRestaurant = Restaurant & { id: string };

/** A site row in the schema's shape, as the screen, the export and the audit read it. */
export function restaurantOf(row: SiteRow): StoredRestaurant {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    address: row.street,
    postcode: row.postcode,
    latitude: Number(row.lat),
    longitude: Number(row.long),
    outside_nl_confirmed: row.outside_nl_confirmed,
    phone: row.phone,
    email: row.email,
    texts: {
      en: { parking: row.parking, route: row.route, experiences: row.experiences },
      nl: { parking: row.parking_nl, route: row.route_nl, experiences: row.experiences_nl },
    },
    badges: {
      dogs_welcome: row.badges.dogs_welcome,
      disabled_toilet: row.badges.disabled_toilet,
      terrace_not_reservable: row.badges.terrace_not_reservable,
    },
    channels: [...row.channels],
    offered_as_alternative: String(row.extra.exclude_from_atbl) !== 'true',
    archived: row.archived_at !== null,
  };
}

/** Every restaurant of the chain, archived ones too, by name; read fresh (inside a transaction, its own view). */
export async function listRestaurants(db: Queryable): Promise<StoredRestaurant[]> {
  const { rows } = await db.query<SiteRow>(`select ${SITE_COLUMNS} from sites s order by s.name, s.id`);
  return rows.map(restaurantOf);
}

export async function findRestaurant(db: Queryable, id: string): Promise<StoredRestaurant | undefined> {
  const { rows } = await db.query<SiteRow>(`select ${SITE_COLUMNS} from sites s where s.id = $1`, [id]);
  return rows[0] && restaurantOf(rows[0]);
}

/** How many restaurants the chain has (production starts with none: server/main.ts says how to import them). */
export async function countRestaurants(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from sites');
  return rows[0]?.count ?? 0;
}

/** How many bookings each restaurant holds (any status): a restaurant holding one is never deleted. */
export async function bookingCounts(db: Queryable): Promise<Map<string, number>> {
  const { rows } = await db.query<{ site_id: string; count: number }>(
    'select site_id, count(*)::int as count from reservations group by site_id',
  );
  return new Map(rows.map((row) => [row.site_id, row.count]));
}

const FIELDS = `slug = $2, name = $3, city = $4, street = $5, postcode = $6, lat = $7, long = $8,
  outside_nl_confirmed = $9, phone = $10, email = $11, parking = $12, route = $13, experiences = $14,
  parking_nl = $15, route_nl = $16, experiences_nl = $17, badges = $18`;

const values = (restaurant: StoredRestaurant, now: number) => [
  restaurant.id,
  restaurant.slug,
  restaurant.name,
  restaurant.city,
  restaurant.address,
  restaurant.postcode,
  restaurant.latitude,
  restaurant.longitude,
  restaurant.outside_nl_confirmed,
  restaurant.phone,
  restaurant.email,
  restaurant.texts.en.parking,
  restaurant.texts.en.route,
  JSON.stringify(restaurant.texts.en.experiences),
  restaurant.texts.nl.parking,
  restaurant.texts.nl.route,
  JSON.stringify(restaurant.texts.nl.experiences),
  JSON.stringify(restaurant.badges),
  // Not offered as an alternative: left out of the lists (extra.exclude_from_atbl), its other extras kept.
  !restaurant.offered_as_alternative,
  restaurant.archived ? new Date(now) : null,
];

/** Adds a restaurant without tables or hours: a manager gives it those (staff settings), then it is bookable. */
export async function insertRestaurant(
  db: Queryable,
  restaurant: StoredRestaurant,
  now: number,
): Promise<void> {
  const row = values(restaurant, now);
  await db.query(
    `insert into sites (id, slug, name, city, street, postcode, lat, long, outside_nl_confirmed, phone, email, parking,
                        route, experiences, parking_nl, route_nl, experiences_nl, badges, extra, archived_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
             case when $19::boolean then '{"exclude_from_atbl": true}'::jsonb else '{}'::jsonb end, $20)`,
    row,
  );
  await saveChannels(db, restaurant.id, restaurant.channels);
  // One room to put its tables in: a manager's tables need one (staff settings), and may add more (room plan).
  await db.query('insert into seating_areas (id, site_id, name, position) values ($1, $2, $3, 0)', [
    randomUUID(),
    restaurant.id,
    'Restaurant',
  ]);
}

/** Writes every field of a restaurant; archiving keeps the first moment it was archived. */
export async function updateRestaurant(
  db: Queryable,
  restaurant: StoredRestaurant,
  now: number,
): Promise<void> {
  const row = values(restaurant, now);
  await db.query(
    `update sites set ${FIELDS},
       extra = case when $19::boolean then extra || '{"exclude_from_atbl": true}'::jsonb else extra - 'exclude_from_atbl' end,
       archived_at = case when $20::timestamptz is null then null else coalesce(archived_at, $20) end
     where id = $1`,
    row,
  );
  await saveChannels(db, restaurant.id, restaurant.channels);
}

async function saveChannels(db: Queryable, siteId: string, channels: readonly string[]): Promise<void> {
  const wanted = [...new Set(channels)].sort();
  const { rows } = await db.query<{ channel: string }>(
    'select channel from site_channels where site_id = $1 order by channel',
    [siteId],
  );
  if (JSON.stringify(rows.map((row) => row.channel)) === JSON.stringify(wanted)) return;
  await db.query('delete from site_channels where site_id = $1', [siteId]);
  for (const channel of wanted)
    await db.query('insert into site_channels (site_id, channel) values ($1, $2)', [siteId, channel]);
}

/**
 * The fields of `after` that differ from `before`, by dotted path ('texts.nl.route'), as the import prints them.
 * @example changedFields({ name: 'A' }, { name: 'B' }) //=> ['name']
 */
export function changedFields(before: unknown, after: unknown, path = ''): string[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedFields(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [path];
}
