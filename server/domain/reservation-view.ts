/** A reservation as the API answers it, with whether the guest may still cancel it online. */
import type { Reservation } from '../../shared/api/types';
import type { ReservationRow } from '../db/reservations';

/** Groups above this size cancel by phone. */
export const CANCEL_MAX_PARTY = 8;

/**
 * Whether the guest may still cancel (or move) online: a confirmed booking of up to 8 guests, at least the
 * restaurant's cancellation window before its start (the chain's 2 hours until its manager sets another).
 */
export function isCancellable(
  row: Pick<ReservationRow, 'status' | 'party_size' | 'starts_at' | 'cancel_window_minutes'>,
  now: number,
): boolean {
  return (
    row.status === 'confirmed' &&
    row.party_size <= CANCEL_MAX_PARTY &&
    new Date(row.starts_at).getTime() - now >= row.cancel_window_minutes * 60_000
  );
}

export function toReservation(row: ReservationRow, now: number): Reservation {
  return {
    id: row.id,
    number: row.number,
    site_id: row.site_id,
    site_name: row.site_name,
    date: row.date,
    time: row.time,
    party_size: row.party_size,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    child_seats: row.child_seats,
    wheelchair_users: row.wheelchair_users,
    notes: row.notes,
    remarks: row.remarks,
    flow: row.flow,
    status: row.status,
    cancellable: isCancellable(row, now),
    ends_at: new Date(row.ends_at).toISOString(),
    language: row.language,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * A reservation as this caller may see it. A manage link (an access token) of a cancelled booking shows that it was
 * cancelled, when and where, and nothing of the guest: a link that leaked after the cancel gives away no name,
 * e-mail, phone, notes or remarks.
 */
export function reservationSeenBy(row: ReservationRow, now: number, caller: { kind: string }): Reservation {
  const reservation = toReservation(row, now);
  if (caller.kind !== 'access' || row.status !== 'cancelled') return reservation;
  return {
    ...reservation,
    first_name: '',
    last_name: '',
    email: '',
    phone_number: '',
    notes: '',
    remarks: '',
  };
}
