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
 * Turns an error answer into a message key of SPEC §8. Order: the unknown-e-mail pair, the key the server names
 * (`key`, or a key sent as the message or the code), the call's own status meaning, then 'Server error'. The
 * English `message` is never matched: the key is the contract, so no English text ships to a Dutch guest.
 * @example errorFromAnswer(404, { error: 'x', message: 'no such user with e-mail; dynamo: no item found' }).messageKey //=> 'unknownEmail'
 */
export function errorFromAnswer(status: number, body: unknown, statusKeys: StatusKeys = {}): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.error === 'string' ? record.error : `http_${status}`;
  const detail = typeof record.message === 'string' ? record.message : typeof body === 'string' ? body : '';
  const text = `${code} ${detail}`.toLowerCase();
  const make = (messageKey: MessageKey): ApiError => ({ status, code, messageKey, detail });

  if (text.includes('no such user with e-mail') && text.includes('dynamo: no item found'))
    return make('unknownEmail');
  const named = [record.key, record.message, record.error].find(isMessageKey);
  return make(named ?? statusKeys[status] ?? 'serverError');
}

/** The network failed or timed out before any answer. */
export const networkError = (detail: string): ApiError => ({
  status: 0,
  code: 'network',
  messageKey: 'networkIssues',
  detail,
});

export { isAuthFailure } from './auth-failure';
