/** Errors are values with a code and a message key; they become `{error, message, field}` only here, at the edge. */
import { hasMessageText, messageText } from '../../shared/message-text';
import type { ErrorBody } from '../../shared/api/types';
import type { NeededOverride } from '../../shared/staff/stand-booking';
import type { HeldBy } from '../../shared/staff/table-choice';
import type { ExistingBooking, TableHolding } from '../../shared/api/answers';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export interface ApiErrorOptions {
  status: ErrorStatus;
  /** The machine-readable code clients branch on ('conflict', 'not_found', …). */
  code: string;
  /** A message key of shared/messages.ts (answered with its English text and as `key`), or a plain English text. */
  message: string;
  /** The request field the error is about. */
  field?: string;
  /** Extra answer headers (Retry-After on a 429). */
  headers?: Record<string, string>;
  /** Placeholder values of the message ({value} in 'Maximum group size is {value} persons'). */
  values?: Record<string, string | number>;
  /** Facts the client needs, answered beside the message (ErrorFacts). */
  facts?: ErrorFacts;
}

/** Facts a refusal answers beside its message (ErrorBodySchema). */
export interface ErrorFacts {
  phone?: string;
  value?: number;
  /** The instant from which a refused visit move can be made (ISO 8601). */
  from?: string;
  /** The online-only limits a booking at the stand passes (override_needed). */
  overrides?: NeededOverride[];
  /** The table a refusal is about, by its label (table_taken, table_out_of_service). */
  table?: string;
  /** The booking a chosen table would overlap (table_taken). */
  booking?: HeldBy;
  /** The bookings to come that hold a table (table_in_use). */
  bookings?: TableHolding[];
  /** The booking the guest already holds that a new one would double (possible_double). */
  existing?: ExistingBooking;
  /** The promotions, by flow name, that name a restaurant the chain admin would archive (restaurant_in_promotion). */
  promotions?: string[];
}

export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly code: string;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  readonly facts: ErrorFacts;

  constructor({ status, code, message, field, headers = {}, values, facts = {} }: ApiErrorOptions) {
    super(messageText(message, values));
    this.status = status;
    this.code = code;
    this.field = field;
    this.headers = headers;
    this.facts = facts;
    this.key = hasMessageText(message) ? message : undefined;
  }

  /** The message key (shared/messages.ts) when the message is one: clients show it in their own language. */
  readonly key: string | undefined;

  get body(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.key ? { key: this.key } : {}),
      ...(this.field ? { field: this.field } : {}),
      ...this.facts,
    };
  }
}

export const unauthorized = () =>
  new ApiError({ status: 401, code: 'Unauthorized', message: 'Sign in again to continue' });
/** The widget resets its token on exactly this body. */
export const explicitDeny = () => new ApiError({ status: 403, code: 'Forbidden', message: 'explicit deny' });
export const notFound = (key = 'Not found') => new ApiError({ status: 404, code: 'not_found', message: key });
export const tooManyRequests = (
  retryAfterSeconds: number,
  code = 'too_many_requests',
  message = 'Too many requests, please try again later',
) =>
  new ApiError({
    status: 429,
    code,
    message,
    headers: {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  });

/** How long a client should wait before asking again after a database fault. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** The database was lost, refused or too slow (server/db/faults.ts): try again shortly; nothing was half done. */
export const unavailable = () =>
  new ApiError({
    status: 503,
    code: 'unavailable',
    message: 'The service is unavailable for a moment, please try again shortly',
    headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });
