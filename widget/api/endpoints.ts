import type { ProfilePatchBody, RetrieveBody, UpdateReservationBody } from '../../shared/api/requests';
import type {
  ContactChangePendingAnswer,
  ReservationAnswer,
  ReservationsAnswer,
  SiteAnswer,
  UserAnswer,
} from '../../shared/api/types';
import { PAGE_LIMIT } from '../../shared/constants';
import {
  createBookingEndpoints,
  resultCalls,
  sitePath,
  settle,
  type RefusalWordsLoader,
} from './booking-endpoints';
import type { Api } from './client';
import { getProfile, signOut } from './session-calls';

export { settle, type ApiResult } from './booking-endpoints';

const reservation = (siteId: string, reservationId: string) =>
  `${sitePath(siteId)}/reservations/${encodeURIComponent(reservationId)}`;

/**
 * Every call of the guest API, typed with the shared answer and body shapes. The flows' models call these, never fetch.
 * Only the lazy groups import this file (routes/<flow>/model.ts), so the index route does not carry it; the
 * reservation flow uses only the booking calls (./booking-endpoints).
 */
/** `report` receives failures worth logging (alternative availability, section 'Generic API'). */
export function createEndpoints(
  client: Api,
  report: (error: unknown, section: string, extra?: Record<string, unknown>) => void = () => {},
  loadRefusalWords?: RefusalWordsLoader,
) {
  const api = resultCalls(client, loadRefusalWords);
  return {
    ...createBookingEndpoints(client, report, loadRefusalWords),
    signOut: () => signOut(client).then((raw) => settle(raw)),
    getProfile: () => getProfile(client).then((raw) => settle(raw)),
    patchProfile: (body: ProfilePatchBody) =>
      api.patch<UserAnswer | (ContactChangePendingAnswer & UserAnswer)>('/users/me', body),
    getSite: (siteId: string) => api.get<SiteAnswer>(sitePath(siteId)),
    getMyReservations: () =>
      api.get<ReservationsAnswer>('/users/me/reservations', { query: { limit: PAGE_LIMIT } }),
    getReservation: (siteId: string, reservationId: string) =>
      api.get<ReservationAnswer>(reservation(siteId, reservationId), {
        statusKeys: { 404: 'reservationNotFound' },
        fresh: true,
      }),
    updateReservation: (siteId: string, reservationId: string, body: UpdateReservationBody) =>
      api.patch<ReservationAnswer>(reservation(siteId, reservationId), body, {
        statusKeys: { 409: 'timeNoLongerAvailable', 404: 'reservationNotFound' },
      }),
    cancelReservation: (siteId: string, reservationId: string) =>
      api.delete<ReservationAnswer | null>(reservation(siteId, reservationId), {
        statusKeys: { 404: 'reservationNotFound' },
      }),
    retrieveReservation: (body: RetrieveBody) =>
      api.post<ReservationAnswer>('/reservations/retrieve', body, {
        statusKeys: { 404: 'reservationNotFound' },
      }),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;

export { profileOf } from './session-calls';
