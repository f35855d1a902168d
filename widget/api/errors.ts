import { messageForErrorCode } from '../../shared/api/error-codes';
import { isMessageKey, type MessageKey } from '../../shared/message-keys';

/** An API failure as a value: HTTP status (0 when the network failed), the server's code, and a message key. */
export interface ApiError {
  status: number;
  code: string;
  messageKey: MessageKey;
  /** The server's own message, for the error reporter; never shown raw. */
  detail: string;
}

/** Per-call meaning of statuses, e.g. 409 on create → timeNoLongerAvailable (SPEC §8). */
export type StatusKeys = Partial<Record<number, MessageKey>>;

/**
 * Turns an error answer into the message a guest reads, in this order: a server fault (5xx) is 'Server error';
 * the SPEC §8 unknown-e-mail pair; an unknown phone at code login; the message key the server names; the API's
 * error code (shared/api/error-codes.ts); the call's own meaning of a status (`statusKeys`); any other refusal
 * reads 'This did not work…', never 'Server error'. The English `message` is never shown.
 * @example errorFromAnswer(400, { error: 'wrong_code', message: 'The code is not correct' }).messageKey //=> 'wrongCode'
 */
export function errorFromAnswer(status: number, body: unknown, statusKeys: StatusKeys = {}): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.error === 'string' ? record.error : `http_${status}`;
  const detail = typeof record.message === 'string' ? record.message : typeof body === 'string' ? body : '';
  const text = `${code} ${detail}`.toLowerCase();
  const make = (messageKey: MessageKey): ApiError => ({ status, code, messageKey, detail });

  if (status >= 500) return make('serverError');
  // SPEC §8 names this pair of texts for the unknown e-mail.
  if (text.includes('no such user with e-mail') && text.includes('dynamo: no item found'))
    return make('unknownEmail');
  if (code === 'not_found' && record.field === 'phone_number') return make('unknownPhone');
  const named = [record.key, record.message, record.error].find(isMessageKey);
  return make(named ?? messageForErrorCode(code) ?? statusKeys[status] ?? 'requestRefused');
}

/** The network failed or timed out before any answer. */
export const networkError = (detail: string): ApiError => ({
  status: 0,
  code: 'network',
  messageKey: 'networkIssues',
  detail,
});

export { isAuthFailure } from './auth-failure';
