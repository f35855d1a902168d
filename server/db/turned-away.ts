/**
 * The searches the widget found no bookable time for (migration 0066): written one at a time, linked to a booking
 * of the same visit, read grouped for the figures (shared/staff/turned-away.ts counts them).
 */
import type { AskedPart, TurnedAwayGroup } from '../../shared/staff/turned-away';
import type { Queryable } from './client';

export interface TurnedAwaySearch {
  siteId: string;
  date: string;
  partySize: number;
  dayPart: AskedPart;
  visitId: string;
}

/**
 * Writes a search turned away; the same search of the same visit again writes nothing. Answers whether it was
 * written.
 */
export async function insertTurnedAwaySearch(
  db: Queryable,
  search: TurnedAwaySearch,
  now: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `insert into turned_away_searches (site_id, date, party_size, day_part, visit_id, searched_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing
     returning 1`,
    [search.siteId, search.date, search.partySize, search.dayPart, search.visitId, new Date(now)],
  );
  return rows.length > 0;
}

/**
 * Links the visit's searches turned away before a booking, and not yet linked to an earlier one, to that booking.
 * Answers how many it linked.
 */
export async function linkTurnedAwaySearches(
  db: Queryable,
  visitId: string,
  reservationId: string,
  bookedAt: Date,
): Promise<number> {
  const { rows } = await db.query(
    `update turned_away_searches set booked_reservation_id = $2
      where visit_id = $1 and booked_reservation_id is null and searched_at <= $3
      returning 1`,
    [visitId, reservationId, bookedAt],
  );
  return rows.length;
}

/**
 * The searches turned away at some restaurants on the dates of a range, grouped by restaurant, date, the part of the
 * day asked and the restaurant where the guest booked (a booking cancelled since counts as none).
 */
export async function turnedAwayGroups(
  db: Queryable,
  siteIds: readonly string[],
  from: string,
  to: string,
): Promise<TurnedAwayGroup[]> {
  const { rows } = await db.query<TurnedAwayGroup>(
    `select s.site_id, to_char(s.date, 'YYYY-MM-DD') as date, s.day_part,
            case when r.status = 'confirmed' then r.site_id end as booked_site_id,
            count(*)::int as searches, sum(s.party_size)::int as guests
       from turned_away_searches s
       left join reservations r on r.id = s.booked_reservation_id
      where s.site_id = any($1::uuid[]) and s.date between $2 and $3
      group by 1, 2, 3, 4
      order by 1, 2`,
    [siteIds, from, to],
  );
  return rows;
}
