/**
 * What a table going out of service means for the bookings already on it: each booking to come that holds it on
 * those days, with other free tables suggested (assignTables with the broken table left out and the booking's own
 * tables counted free). Suggestions are advice: the host moves the booking (PUT …/reservations/{id}/tables).
 */
import type { OutageAffected } from '../../shared/api/staff-settings-answers';
import { combineDateTime } from '../../shared/time';
import { amsterdamDate } from '../../shared/time/instant';
import type { Queryable } from '../db/client';
import { busyTables, type BusyRow } from '../db/sites';
import { rangeBookings } from '../db/staff';
import { siteTables } from '../db/staff-settings';
import { tablesOutOn } from '../db/table-outages';
import { assignTables, busyDuring } from './tables';

const MINUTE = 60_000;

/** The bookings to come on a table between two dates (both included), each with a suggestion, by date and time. */
export async function affectedBookings(
  db: Queryable,
  siteId: string,
  table: { id: string; label: string },
  range: { from_date: string; to_date: string },
  now: number,
): Promise<OutageAffected[]> {
  const today = amsterdamDate(now);
  const from = range.from_date < today ? today : range.from_date;
  if (range.to_date < from) return [];
  const holding = (await rangeBookings(db, [siteId], from, range.to_date)).filter(
    (booking) =>
      booking.date >= from &&
      booking.status === 'confirmed' &&
      (booking.visit === 'booked' || booking.visit === 'arrived') &&
      booking.tables.includes(table.label) &&
      combineDateTime(booking.date, booking.time) + booking.minutes * MINUTE > now,
  );
  const tables = await siteTables(db, siteId);
  // Suggestions already made count as taken, so two bookings of one evening are not sent to the same table.
  const suggestedBusy: BusyRow[] = [];
  const affected: OutageAffected[] = [];
  for (const booking of holding) {
    const out = await tablesOutOn(db, siteId, booking.date);
    out.add(table.id);
    const inService = tables.filter((one) => !out.has(one.id));
    const fromMs = combineDateTime(booking.date, booking.time);
    const toMs = fromMs + booking.minutes * MINUTE;
    const busy = [
      ...(await busyTables(
        db,
        inService.map((one) => one.id),
        fromMs,
        toMs,
        booking.id,
      )),
      ...suggestedBusy,
    ];
    const ids = assignTables(inService, busyDuring(busy, fromMs, toMs), booking.party_size) ?? [];
    for (const id of ids) suggestedBusy.push({ table_id: id, from_ms: fromMs, to_ms: toMs });
    const labels = new Map(inService.map((one) => [one.id, one.label]));
    const { site_id: _site, ...shown } = booking;
    affected.push({ ...shown, suggested: ids.map((id) => labels.get(id)!) });
  }
  return affected;
}
