/**
 * Moving a booking to another date, time or party size: the guest's change (routes/reservations.ts) and the stand's
 * move (routes/staff-moves.ts) both lock and seat it here, so both hold the same guard against overbooking.
 */
import type { Transaction } from '../db/client';
import { bookTables, findReservationById, releaseTables, type ReservationRow } from '../db/reservations';
import { siteDayLock, takeLocks } from '../db/locks';
import type { SiteRow } from '../db/sites';
import { assignForStay } from './booking';

/** Where a booking goes: its date, time and party size. */
export interface Slot {
  date: string;
  time: string;
  party_size: number;
}

/**
 * Locks the restaurant's days a move touches, then reads the booking locked. The days are locked in one order, so
 * two moves crossing the same days cannot wait on each other in a circle.
 */
export async function lockForMove(
  tx: Transaction,
  siteId: string,
  id: string,
  dates: readonly string[],
): Promise<ReservationRow | undefined> {
  await takeLocks(
    tx,
    [...new Set(dates)].sort().map((date) => siteDayLock(siteId, date)),
  );
  return findReservationById(tx, id, true);
}

/**
 * Gives the booking's tables up and takes tables for its new slot (its own old tables count as free), inside the
 * locked transaction; throws 409 `conflict` (timeTaken) when no table or combination is free for the whole stay.
 */
export async function reseat(tx: Transaction, site: SiteRow, id: string, slot: Slot) {
  await releaseTables(tx, id);
  const stay = await assignForStay(tx, site, slot.date, slot.time, slot.party_size, {
    excludeReservationId: id,
  });
  await bookTables(tx, id, stay.tables, stay.startsAt, stay.endsAt);
  return { tables: stay.tables, starts_at: stay.startsAt, ends_at: stay.endsAt };
}
