/**
 * A guest's change or cancellation of a booking they hold: the one owner of its transaction, as createBooking is of
 * the booking's. The route has found the reservation and parsed the change; the rules are checked here, again on the
 * locked row, because the clock may pass the cut-off while the guest waits for the lock.
 */
import type { UpdateReservationBody } from '../../shared/api/requests';
import { childSeatsFit } from '../../shared/party-size';
import {
  cancelReservation,
  findReservationById,
  updateReservation,
  type ReservationRow,
} from '../db/reservations';
import { lockSiteDay } from '../db/site-day';
import type { SiteRow } from '../db/sites';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { checkSlotRules, notesWithActivator, notifyBooking, timeTaken } from './booking';
import { flowOf } from './inputs';
import { lockForMove, reseat } from './move';
import { isCancellable } from './reservation-view';
import { withRetries } from './retry';

/** More high chairs than guests. */
export const tooManyChairs = () =>
  new ApiError({ status: 400, code: 'invalid_request', message: 'tooManyChairs', field: 'child_seats' });

const reservationCancelled = () =>
  new ApiError({
    status: 409,
    code: 'reservation_cancelled',
    message: 'This reservation has been cancelled',
  });

/** The rule of cancelling (./reservation-view.ts isCancellable), held for changing: close to the start or a large group. */
const changeDisabled = (site: SiteRow) =>
  new ApiError({
    status: 409,
    code: 'change_disabled',
    message: 'changeDisabled',
    values: { phone: site.phone },
    facts: { phone: site.phone },
  });

const cancellationDisabled = (site: SiteRow) =>
  new ApiError({
    status: 409,
    code: 'cancellation_disabled',
    message: 'cancellationDisabled',
    values: { phone: site.phone },
    facts: { phone: site.phone },
  });

/**
 * Changes a confirmed booking: a new date, time or party size moves it to free tables (a move is a cancellation of
 * the old slot, so the cancel rule holds); names, notes, high chairs and wheelchairs change in place.
 */
export async function changeBooking(
  deps: AppDeps,
  { row, site, change }: { row: ReservationRow; site: SiteRow; change: UpdateReservationBody },
): Promise<ReservationRow> {
  if (row.status === 'cancelled') throw reservationCancelled();
  const wish = {
    date: change.date ?? row.date,
    time: change.time ?? row.time,
    party_size: change.party_size ?? row.party_size,
  };
  const moves = wish.date !== row.date || wish.time !== row.time || wish.party_size !== row.party_size;
  // High chairs asked now must fit the party; ones asked before shrink with a smaller party.
  if (change.child_seats !== undefined && !childSeatsFit(change.child_seats, wish.party_size))
    throw tooManyChairs();
  const childSeats = Math.min(change.child_seats ?? row.child_seats, wish.party_size);
  const flow = flowOf(row.flow);
  // A name or a note may still change after the cut-off; the slot may not.
  if (moves && !isCancellable(row, deps.now())) throw changeDisabled(site);
  if (moves) {
    await checkSlotRules(deps, site, {
      date: wish.date,
      time: wish.time,
      partySize: wish.party_size,
      ...(flow ? { flow } : {}),
      ...(row.deal_code ? { dealCode: row.deal_code } : {}),
    });
  }
  return withRetries(
    deps.db,
    async (tx) => {
      const current = await lockForMove(tx, site.id, row.id, [row.date, wish.date]);
      if (!current || current.status !== 'confirmed') throw reservationCancelled();
      const now = deps.now();
      // Checked again on the locked row: the clock may have passed the cut-off meanwhile.
      if (moves && !isCancellable(current, now)) throw changeDisabled(site);
      let times = {};
      if (moves) {
        const { starts_at, ends_at } = await reseat(tx, site, row.id, wish);
        times = { starts_at, ends_at };
      }
      await updateReservation(
        tx,
        row.id,
        {
          ...(moves ? { date: wish.date, time: wish.time, party_size: wish.party_size, ...times } : {}),
          child_seats: childSeats === row.child_seats ? undefined : childSeats,
          wheelchair_users: change.wheelchair_users,
          notes: change.notes === undefined ? undefined : notesWithActivator(change.notes, flow),
          remarks: change.remarks,
          first_name: change.first_name,
          last_name: change.last_name,
        },
        now,
      );
      const fresh = await findReservationById(tx, row.id);
      if (!fresh) throw new Error('reservation vanished inside its own transaction');
      const previous = moves ? { date: row.date, time: row.time, party_size: row.party_size } : undefined;
      await notifyBooking(tx, deps, 'booking_changed', fresh, site, previous);
      return fresh;
    },
    { onExhausted: timeTaken },
  );
}

/** Cancels a booking; one already cancelled is answered as it is, so a second tap changes nothing. */
export async function cancelBooking(
  deps: AppDeps,
  { row, site }: { row: ReservationRow; site: SiteRow },
): Promise<ReservationRow> {
  if (row.status === 'cancelled') return row;
  if (!isCancellable(row, deps.now())) throw cancellationDisabled(site);
  return deps.db.transaction(async (tx) => {
    await lockSiteDay(tx, site.id, row.date);
    await cancelReservation(tx, row.id, deps.now());
    const fresh = await findReservationById(tx, row.id);
    if (!fresh) throw new Error('reservation vanished inside its own transaction');
    await notifyBooking(tx, deps, 'booking_cancelled', fresh, site);
    return fresh;
  });
}
