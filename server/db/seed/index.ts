/**
 * The demo set-up (`demo`): the fictional chain and the example deal codes, inserted once; re-running (or running
 * from several processes) changes nothing. Production inserts neither: it starts with no restaurants, and the chain
 * imports its own (docs/restaurants.md). A database first started as a demo and then in production loses the unused
 * deal codes (a used one can book nothing again) but keeps the restaurants, with their bookings.
 */
import type { Db } from '../client';
import { neighbourPair } from '../../../shared/staff/room-plan';
import { chainSeed, DEMO_DEAL_CODES } from './chain';

const SEED_LOCK = 7_420_002;

export async function seed(db: Db, { demo }: { demo: boolean }): Promise<boolean> {
  if (!demo) {
    await db.query(
      `delete from deal_codes d where d.code = any($1::text[])
       and not exists (select 1 from deal_code_uses u where u.code = d.code)`,
      [DEMO_DEAL_CODES],
    );
    return false;
  }
  const seeded = await seedDemoChain(db);
  for (const code of DEMO_DEAL_CODES)
    await db.query('insert into deal_codes (code) values ($1) on conflict do nothing', [code]);
  return seeded;
}

/**
 * The fictional chain of the demo (server/db/seed/chain.ts) with its tables, hours and online stops, when the
 * database has no restaurant yet; true when it went in. Also `npm run restaurants -- import --demo`.
 */
export async function seedDemoChain(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const existing = await tx.query<{ count: number }>('select count(*)::int as count from sites');
    if ((existing.rows[0]?.count ?? 0) > 0) return false;
    for (const site of chainSeed()) {
      const { location } = site;
      await tx.query(
        `insert into sites (id, slug, name, city, street, postcode, lat, long, phone, parking, experiences, badges, opening_hours, extra, parking_nl, experiences_nl,
                            email, route, route_nl)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
        [
          location.id,
          location.slug,
          location.name,
          location.city,
          location.street,
          location.postcode,
          location.latitude,
          location.longitude,
          location.phone,
          site.parking,
          JSON.stringify(site.experiences),
          JSON.stringify(site.badges),
          JSON.stringify(site.openingHours),
          JSON.stringify(site.extra),
          site.nl.parking,
          JSON.stringify(site.nl.experiences),
          site.email,
          site.route,
          site.nl.route,
        ],
      );
      for (const channel of site.channels)
        await tx.query('insert into site_channels (site_id, channel) values ($1, $2)', [
          location.id,
          channel,
        ]);
      for (const [position, area] of site.areas.entries()) {
        await tx.query('insert into seating_areas (id, site_id, name, position) values ($1, $2, $3, $4)', [
          area.id,
          location.id,
          area.name,
          position,
        ]);
        for (const table of area.tables) {
          await tx.query(
            `insert into site_tables (id, site_id, seating_area_id, label, seats, combinable, plan_column, plan_row)
             values ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              table.id,
              location.id,
              area.id,
              table.label,
              table.seats,
              table.combinable,
              table.cell[0],
              table.cell[1],
            ],
          );
        }
        const idOf = new Map(area.tables.map((table) => [table.label, table.id]));
        for (const [one, other] of area.neighbours) {
          const [first, second] = neighbourPair(idOf.get(one)!, idOf.get(other)!);
          await tx.query(
            'insert into table_neighbours (site_id, table_id, neighbour_id) values ($1, $2, $3)',
            [location.id, first, second],
          );
        }
      }
      for (const stop of site.stops) {
        await tx.query(
          'insert into online_stops (site_id, weekday, date, from_time, to_time, reason) values ($1, $2, $3, $4, $5, $6)',
          [location.id, stop.weekday, stop.date, stop.from, stop.to, stop.reason],
        );
      }
    }
    return true;
  });
}
