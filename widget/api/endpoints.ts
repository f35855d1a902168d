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
import type { Api, RawResult, RequestOptions } from './client';
import { errorFromAnswer, networkError, type ApiError, type StatusKeys } from './errors';
import { getProfile, signOut } from './session-calls';

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

/** A raw client answer with its failure turned into a message key of SPEC §8. */
export function withMessage<T>(raw: RawResult<T>, statusKeys: StatusKeys = {}): ApiResult<T> {
  if (raw.ok) return raw;
  return { ok: false, status: raw.status, error: raw.network !== undefined ? networkError(raw.network) : errorFromAnswer(raw.status, raw.body, statusKeys) };
}

const site = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;
const reservation = (siteId: string, reservationId: string) => `${site(siteId)}/reservations/${encodeURIComponent(reservationId)}`;

/**
 * Every call of SPEC §7, typed with the shared answer and body shapes. Pages call these, never fetch.
 * Only lazy pages import this file (via useEndpoints), so the index route does not carry it.
 */
/** `report` receives failures SPEC §7 wants logged (alternative availability, section 'Generic API'). */
export function createEndpoints(client: Api, report: (error: unknown, section: string, extra?: Record<string, unknown>) => void = () => {}) {
  // Every call answers ApiResult: failures carry a message key (statusKeys: this call's own meanings).
  const api = {
    get: <T>(path: string, options: RequestOptions & { statusKeys?: StatusKeys } = {}) => client.get<T>(path, options).then((raw) => withMessage(raw, options.statusKeys)),
    post: <T>(path: string, body?: unknown, options: RequestOptions & { statusKeys?: StatusKeys } = {}) => client.post<T>(path, body, options).then((raw) => withMessage(raw, options.statusKeys)),
    patch: <T>(path: string, body?: unknown, options: RequestOptions & { statusKeys?: StatusKeys } = {}) => client.patch<T>(path, body, options).then((raw) => withMessage(raw, options.statusKeys)),
    delete: <T>(path: string, options: RequestOptions & { statusKeys?: StatusKeys } = {}) => client.delete<T>(path, options).then((raw) => withMessage(raw, options.statusKeys)),
  };
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
      if (result.ok && result.status === 200) return result.data;
      report(new Error(`alternative availability answered ${result.status}`), 'Generic API', { siteId, ...query });
      return null;
    },
    signUp: (body: SignUpBody) => api.post<UserAnswer>('/users', body),
    requestOtp: (body: OtpRequestBody) => api.post<OtpRequestAnswer>('/sessions', body, { statusKeys: { 404: 'unknownEmail' } }),
    /** The temp token of the code request authorises the check (SPEC §4). */
    checkOtp: (code: string, tempToken: string) =>
      api.patch<OtpCheckAnswer>('/sessions/current', { code }, { statusKeys: { 400: 'invalidCode', 422: 'invalidCode' }, headers: { Authorization: tempToken } }),
    signOut: () => signOut(client).then((raw) => withMessage(raw)),
    getProfile: () => getProfile(client).then((raw) => withMessage(raw)),
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

export { profileOf } from './session-calls';
