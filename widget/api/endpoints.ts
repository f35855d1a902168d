import type { CreateReservationBody, OtpRequestBody, ProfilePatchBody, RetrieveBody, SignUpBody, UpdateReservationBody } from '../../shared/api/requests';
import type {
  AvailabilityAnswer,
  EmailChangePendingAnswer,
  OtpCheckAnswer,
  OtpRequestAnswer,
  ReservationAnswer,
  ReservationsAnswer,
  SitesAnswer,
  UserAnswer,
} from '../../shared/api/types';
import { DEFAULT_CHANNEL, PAGE_LIMIT } from '../../shared/constants';
import type { ApiClient, ApiResult } from './client';
import { getProfile, signOut } from './session-calls';

const site = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;
const reservation = (siteId: string, reservationId: string) => `${site(siteId)}/reservations/${encodeURIComponent(reservationId)}`;

/**
 * Every call of SPEC §7, typed with the shared answer and body shapes. Pages call these, never fetch.
 * Only lazy pages import this file (via useEndpoints), so the index route does not carry it.
 */
export function createEndpoints(api: ApiClient) {
  return {
    getSites: (query: { type?: string; date?: string; party_size?: number; limit?: number } = {}) =>
      api.get<SitesAnswer>('/sites', { query: { limit: PAGE_LIMIT, type: DEFAULT_CHANNEL, ...query } }),
    getAvailability: (siteId: string, query: { date: string; party_size: number | readonly number[]; flow?: string }) =>
      api.get<AvailabilityAnswer>(`${site(siteId)}/reservations/availability`, {
        query: { ...query, party_size: Array.isArray(query.party_size) ? query.party_size.join(',') : String(query.party_size) },
      }),
    /** SPEC §7: for alternatives only status 200 counts; anything else is treated as no answer. */
    async getAlternativeAvailability(siteId: string, query: { date: string; party_size: number; flow?: string }): Promise<AvailabilityAnswer | null> {
      const result = await api.get<AvailabilityAnswer>(`${site(siteId)}/reservations/availability`, { query });
      return result.ok && result.status === 200 ? result.data : null;
    },
    signUp: (body: SignUpBody) => api.post<UserAnswer>('/users', body),
    requestOtp: (body: OtpRequestBody) => api.post<OtpRequestAnswer>('/sessions', body, { statusKeys: { 404: 'unknownEmail' } }),
    /** The temp token of the code request authorises the check (SPEC §4). */
    checkOtp: (code: string, tempToken: string) =>
      api.patch<OtpCheckAnswer>('/sessions/current', { code }, { statusKeys: { 400: 'invalidCode', 422: 'invalidCode' }, headers: { Authorization: tempToken } }),
    signOut: () => signOut(api),
    getProfile: () => getProfile(api),
    patchProfile: (body: ProfilePatchBody) => api.patch<UserAnswer | EmailChangePendingAnswer>('/users/me', body),
    getMyReservations: () => api.get<ReservationsAnswer>('/users/me/reservations', { query: { limit: PAGE_LIMIT } }),
    createReservation: (siteId: string, body: CreateReservationBody, idempotencyKey?: string) =>
      api.post<ReservationAnswer>(`${site(siteId)}/reservations`, body, {
        statusKeys: { 409: 'timeNoLongerAvailable' },
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
    getReservation: (siteId: string, reservationId: string) =>
      api.get<ReservationAnswer>(reservation(siteId, reservationId), { statusKeys: { 404: 'reservationNotFound' }, fresh: true }),
    updateReservation: (siteId: string, reservationId: string, body: UpdateReservationBody) =>
      api.patch<ReservationAnswer>(reservation(siteId, reservationId), body, { statusKeys: { 409: 'timeNoLongerAvailable', 404: 'reservationNotFound' } }),
    cancelReservation: (siteId: string, reservationId: string) =>
      api.delete<ReservationAnswer | null>(reservation(siteId, reservationId), { statusKeys: { 404: 'reservationNotFound' } }),
    retrieveReservation: (body: RetrieveBody) =>
      api.post<ReservationAnswer>('/reservations/retrieve', body, { statusKeys: { 404: 'reservationNotFound' } }),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
export type { ApiResult };

export { profileOf } from './session-calls';
