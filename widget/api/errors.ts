import type { ExistingBooking } from '../../shared/api/answers';
import type { MessageKey } from '../../shared/message-keys';

/** An API failure as a value: HTTP status (0 when the network failed), the server's code, and a message key. */
export interface ApiError {
  status: number;
  code: string;
  messageKey: MessageKey;
  /** The server's own message, for the error reporter; never shown raw. */
  detail: string;
  /** The answer's own facts a message names, e.g. `{ phone }` of the restaurant to call. */
  values?: Record<string, string | number>;
  /** The booking the guest already holds at an overlapping time (409 possible_double). */
  existing?: ExistingBooking;
}

/** Per-call meaning of statuses, e.g. 409 on create → timeNoLongerAvailable. */
export type StatusKeys = Partial<Record<number, MessageKey>>;

/** The server failed (5xx): 'Server error', the one failure that is not the guest's doing nor the network's. */
export const serverFault = (status: number, detail: string): ApiError => ({
  status,
  code: `http_${status}`,
  messageKey: 'serverError',
  detail,
});

/** The API's 503 for a database lost or too slow for a moment (server/db/faults.ts): nothing was done. */
export const isUnavailable = (status: number, body: unknown): boolean =>
  status === 503 &&
  typeof body === 'object' &&
  body !== null &&
  (body as { error?: unknown }).error === 'unavailable';

/** The network failed or timed out before any answer. */
export const networkError = (detail: string): ApiError => ({
  status: 0,
  code: 'network',
  messageKey: 'networkIssues',
  detail,
});

export { isAuthFailure } from './auth-failure';
