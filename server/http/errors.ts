/** Errors are values with a code and a message key; they become `{error, message, field}` only here, at the edge. */
import { hasMessageText, messageText } from '../../shared/messages';
import type { ErrorBody } from '../../shared/api/types';

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly code: string,
    messageKey: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    values?: Record<string, string | number>,
  ) {
    super(messageText(messageKey, values));
    this.key = hasMessageText(messageKey) ? messageKey : undefined;
  }

  /** The message key (shared/messages.ts) when the message is one: clients show it in their own language. */
  readonly key: string | undefined;

  get body(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.key ? { key: this.key } : {}),
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

export const unauthorized = () => new ApiError(401, 'Unauthorized', 'Sign in again to continue');
/** SPEC §4: the widget resets its token on exactly this body. */
export const explicitDeny = () => new ApiError(403, 'Forbidden', 'explicit deny');
export const notFound = (key = 'Not found') => new ApiError(404, 'not_found', key);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'too_many_requests', 'Too many requests, please try again later', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
