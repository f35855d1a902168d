/**
 * The calls of the booking journey (SPEC §7): sites, availability, sign-up, code, booking. Their own module so the
 * reservation flow does not download the account calls (profile, list, change, cancel, retrieve) of ./endpoints.
 */
import type { CreateReservationBody, OtpRequestBody, SignUpBody } from '../../shared/api/requests';
import type {
  AvailabilityAnswer,
  OtpCheckAnswer,
  OtpRequestAnswer,
  ReservationAnswer,
  SitesAnswer,
  UserAnswer,
} from '../../shared/api/types';
import { DEFAULT_CHANNEL, PAGE_LIMIT } from '../../shared/constants';
import type { Api, RawResult, RequestOptions } from './client';
import { errorFromAnswer, networkError, type ApiError, type StatusKeys } from './errors';

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

/** A raw client answer with its failure turned into a message key of SPEC §8. */
export function withMessage<T>(raw: RawResult<T>, statusKeys: StatusKeys = {}): ApiResult<T> {
  if (raw.ok) return raw;
  return {
    ok: false,
    status: raw.status,
    error:
      raw.network !== undefined
        ? networkError(raw.network)
        : errorFromAnswer(raw.status, raw.body, statusKeys),
  };
}

export const sitePath = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;

type CallOptions = RequestOptions & { statusKeys?: StatusKeys };

/** The client's verbs answering ApiResult: failures carry a message key (statusKeys: this call's own meanings). */
export function resultCalls(client: Api) {
  return {
    get: <T>(path: string, options: CallOptions = {}) =>
      client.get<T>(path, options).then((raw) => withMessage(raw, options.statusKeys)),
    post: <T>(path: string, body?: unknown, options: CallOptions = {}) =>
      client.post<T>(path, body, options).then((raw) => withMessage(raw, options.statusKeys)),
    patch: <T>(path: string, body?: unknown, options: CallOptions = {}) =>
      client.patch<T>(path, body, options).then((raw) => withMessage(raw, options.statusKeys)),
    delete: <T>(path: string, options: CallOptions = {}) =>
      client.delete<T>(path, options).then((raw) => withMessage(raw, options.statusKeys)),
  };
}

/** `report` receives failures SPEC §7 wants logged (alternative availability, section 'Generic API'). */
export function createBookingEndpoints(
  client: Api,
  report: (error: unknown, section: string, extra?: Record<string, unknown>) => void = () => {},
) {
  const api = resultCalls(client);
  return {
    getSites: (query: { type?: string; date?: string; party_size?: number; limit?: number } = {}) =>
      api.get<SitesAnswer>('/sites', { query: { limit: PAGE_LIMIT, type: DEFAULT_CHANNEL, ...query } }),
    getAvailability: (
      siteId: string,
      query: { date: string; party_size: number | readonly number[]; flow?: string },
    ) =>
      api.get<AvailabilityAnswer>(`${sitePath(siteId)}/reservations/availability`, {
        query: {
          ...query,
          party_size: Array.isArray(query.party_size) ? query.party_size.join(',') : String(query.party_size),
        },
      }),
    /** SPEC §7: for alternatives only status 200 counts; anything else is treated as no answer. */
    async getAlternativeAvailability(
      siteId: string,
      query: { date: string; party_size: number; flow?: string },
    ): Promise<AvailabilityAnswer | null> {
      const result = await api.get<AvailabilityAnswer>(`${sitePath(siteId)}/reservations/availability`, {
        query,
      });
      if (result.ok && result.status === 200) return result.data;
      report(new Error(`alternative availability answered ${result.status}`), 'Generic API', {
        siteId,
        ...query,
      });
      return null;
    },
    signUp: (body: SignUpBody) => api.post<UserAnswer>('/users', body),
    requestOtp: (body: OtpRequestBody) =>
      api.post<OtpRequestAnswer>('/sessions', body, { statusKeys: { 404: 'unknownEmail' } }),
    /** The temp token of the code request authorises the check (SPEC §4). */
    checkOtp: (code: string, tempToken: string) =>
      api.patch<OtpCheckAnswer>(
        '/sessions/current',
        { code },
        { statusKeys: { 400: 'invalidCode', 422: 'invalidCode' }, headers: { Authorization: tempToken } },
      ),
    createReservation: (siteId: string, body: CreateReservationBody, idempotencyKey?: string) =>
      api.post<ReservationAnswer>(`${sitePath(siteId)}/reservations`, body, {
        statusKeys: { 409: 'timeNoLongerAvailable' },
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
  };
}

export type BookingEndpoints = ReturnType<typeof createBookingEndpoints>;
