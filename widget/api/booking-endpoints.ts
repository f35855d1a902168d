/**
 * The calls of the booking journey: sites, availability, sign-up, code, booking. Their own module so the
 * reservation flow does not download the account calls (profile, list, change, cancel, retrieve) of ./endpoints.
 */
import type { CreateReservationBody, OtpRequestBody, SignUpBody } from '../../shared/api/requests';
import type {
  AvailabilityAnswer,
  OtpCheckAnswer,
  OtpRequestAnswer,
  PhoneCheckAnswer,
  ReservationAnswer,
  SignUpAnswer,
  SitesAnswer,
} from '../../shared/api/types';
import { DEFAULT_CHANNEL, PAGE_LIMIT } from '../../shared/constants';
import { isRefusalKey, type RefusalKey } from '../../shared/refusal-keys';
import type { Api, RawResult, RequestOptions } from './client';
import { isUnavailable, networkError, serverFault, type ApiError, type StatusKeys } from './errors';

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

/**
 * A raw client answer with its failure turned into the message a guest reads: the network's, the server's (5xx),
 * or a refusal's (4xx), read by ./refusal with the error-code table, a chunk fetched with the first refusal.
 */
export async function settle<T>(raw: RawResult<T>, statusKeys: StatusKeys = {}): Promise<ApiResult<T>> {
  if (raw.ok) return raw;
  const fail = (error: ApiError): ApiResult<T> => ({ ok: false, status: raw.status, error });
  if (raw.network !== undefined) return fail(networkError(raw.network));
  // A database out of reach for a moment (503 'unavailable') has words of its own, read with the refusals'.
  if (raw.status >= 500 && !isUnavailable(raw.status, raw.body))
    return fail(serverFault(raw.status, JSON.stringify(raw.body)));
  return import('./refusal').then(
    (refusal) => fail(refusal.errorFromAnswer(raw.status, raw.body, statusKeys)),
    (error: unknown) => fail(networkError(String(error))),
  );
}

export const sitePath = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;

type CallOptions = RequestOptions & { statusKeys?: StatusKeys };

/** Loads the words of a refusal (widget/i18n/refusal-words.ts) in the guest's language. */
export type RefusalWordsLoader = (key: RefusalKey) => Promise<void>;

/**
 * The client's verbs answering ApiResult: failures carry a message key (statusKeys: this call's own meanings).
 * A refusal brings its words (widget/i18n/refusal-words.ts) before the answer goes back, so the page shows them at once.
 */
export function resultCalls(client: Api, loadRefusalWords: RefusalWordsLoader = async () => {}) {
  async function answer<T>(pending: Promise<RawResult<T>>, statusKeys?: StatusKeys): Promise<ApiResult<T>> {
    const result = await settle(await pending, statusKeys);
    if (!result.ok && isRefusalKey(result.error.messageKey))
      await loadRefusalWords(result.error.messageKey).catch(() => {});
    return result;
  }
  return {
    get: <T>(path: string, options: CallOptions = {}) =>
      answer(client.get<T>(path, options), options.statusKeys),
    post: <T>(path: string, body?: unknown, options: CallOptions = {}) =>
      answer(client.post<T>(path, body, options), options.statusKeys),
    patch: <T>(path: string, body?: unknown, options: CallOptions = {}) =>
      answer(client.patch<T>(path, body, options), options.statusKeys),
    delete: <T>(path: string, options: CallOptions = {}) =>
      answer(client.delete<T>(path, options), options.statusKeys),
  };
}

/** `report` receives failures worth logging (alternative availability, section 'Generic API'). */
export function createBookingEndpoints(
  client: Api,
  report: (error: unknown, section: string, extra?: Record<string, unknown>) => void = () => {},
  loadRefusalWords?: RefusalWordsLoader,
) {
  const api = resultCalls(client, loadRefusalWords);
  return {
    getSites: (query: { type?: string; date?: string; party_size?: number; limit?: number } = {}) =>
      api.get<SitesAnswer>('/sites', { query: { limit: PAGE_LIMIT, type: DEFAULT_CHANNEL, ...query } }),
    getAvailability: (
      siteId: string,
      query: {
        date: string;
        party_size: number | readonly number[];
        flow?: string;
        /** A booking being changed: its own tables count as free. */
        reservation_id?: string;
      },
    ) =>
      api.get<AvailabilityAnswer>(`${sitePath(siteId)}/reservations/availability`, {
        query: {
          ...query,
          party_size: Array.isArray(query.party_size) ? query.party_size.join(',') : String(query.party_size),
        },
      }),
    /** For alternatives only status 200 counts; anything else is treated as no answer. */
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
    /** Whether the host's one-time deal code can still book (asked when the flow opens). */
    checkDealCode: (code: string) =>
      api.get<{ deal_code: { code: string; usable: boolean } }>(`/deal-codes/${encodeURIComponent(code)}`),
    signUp: (body: SignUpBody) => api.post<SignUpAnswer>('/users', body),
    /** Whether a code can be texted to the number here (a mobile, in a country texted to). */
    checkPhone: (phone: string) => api.post<PhoneCheckAnswer>('/phone-checks', { phone_number: phone }),
    requestOtp: (body: OtpRequestBody) =>
      api.post<OtpRequestAnswer>('/sessions', body, { statusKeys: { 404: 'unknownEmail' } }),
    /** The temp token of the code request authorises the check. */
    checkOtp: (code: string, tempToken: string) =>
      api.patch<OtpCheckAnswer>(
        '/sessions/current',
        { code },
        { statusKeys: { 401: 'codeExpired', 422: 'invalidCode' }, headers: { Authorization: tempToken } },
      ),
    createReservation: (siteId: string, body: CreateReservationBody, idempotencyKey?: string) =>
      api.post<ReservationAnswer>(`${sitePath(siteId)}/reservations`, body, {
        statusKeys: { 409: 'timeNoLongerAvailable' },
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
  };
}

export type BookingEndpoints = ReturnType<typeof createBookingEndpoints>;
