import type { Reservation } from '../../../shared/api/types';
import type { Endpoints } from '../../api/endpoints';
import type { ApiError } from '../../api/errors';
import type { AppState } from '../../state/app-state';

/**
 * The reservation behind a conf route param. Manage links carry only the id, and the API addresses a
 * reservation by site and id, so the site comes from the guest's list (GET /users/me/reservations, which
 * with a conf access token answers exactly that reservation).
 */
export async function findReservation(
  state: AppState,
  endpoints: Endpoints,
  conf: string,
): Promise<{ reservation: Reservation } | { error: ApiError | null }> {
  const known = state.auth.reservations.value.find((reservation) => reservation.id === conf);
  if (known) return { reservation: known };
  const result = await endpoints.getMyReservations();
  // A dead or foreign token, or no such list, all mean the same to the guest: no such reservation.
  if (!result.ok) return { error: [401, 403, 404].includes(result.error.status) ? null : result.error };
  state.auth.reservations.value = result.data.reservations;
  const found = result.data.reservations.find((reservation) => reservation.id === conf);
  return found ? { reservation: found } : { error: null };
}
