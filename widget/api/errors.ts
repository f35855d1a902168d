import { MESSAGES, type MessageKey } from '../../shared/messages';

/** An API failure as a value: HTTP status (0 when the network failed), the server's code, and a message key. */
export interface ApiError {
  status: number;
  code: string;
  messageKey: MessageKey;
  /** The server's own message, for the error reporter; never shown raw. */
  detail: string;
}

const KEY_BY_TEXT = new Map(Object.entries(MESSAGES).map(([key, text]) => [text.toLowerCase(), key as MessageKey]));
const isMessageKey = (value: unknown): value is MessageKey => typeof value === 'string' && Object.hasOwn(MESSAGES, value);

/** Per-call meaning of statuses, e.g. 409 on create → timeNoLongerAvailable (SPEC §8). */
export type StatusKeys = Partial<Record<number, MessageKey>>;

/**
 * Turns an error answer into a message key of SPEC §8. Order: the unknown-e-mail pair, a key the server
 * names, an English text the server sends, the call's own status meaning, then 'Server error'.
 * @example errorFromAnswer(404, { error: 'x', message: 'no such user with e-mail; dynamo: no item found' }).messageKey //=> 'unknownEmail'
 */
export function errorFromAnswer(status: number, body: unknown, statusKeys: StatusKeys = {}): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.error === 'string' ? record.error : `http_${status}`;
  const detail = typeof record.message === 'string' ? record.message : typeof body === 'string' ? body : '';
  const text = `${code} ${detail}`.toLowerCase();
  const make = (messageKey: MessageKey): ApiError => ({ status, code, messageKey, detail });

  if (text.includes('no such user with e-mail') && text.includes('dynamo: no item found')) return make('unknownEmail');
  const named = isMessageKey(record.message) ? record.message : isMessageKey(record.error) ? record.error : undefined;
  return make(named ?? KEY_BY_TEXT.get(detail.trim().toLowerCase()) ?? statusKeys[status] ?? 'serverError');
}

/** The network failed or timed out before any answer. */
export const networkError = (detail: string): ApiError => ({ status: 0, code: 'network', messageKey: 'networkIssues', detail });

export { isAuthFailure } from './auth-failure';
