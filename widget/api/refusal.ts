/**
 * What a refused call (a 4xx answer) tells the guest. Its own chunk with the error-code table, fetched with the
 * first refusal (widget/api/booking-endpoints.ts), since most visits meet none.
 */
import type { ExistingBooking } from '../../shared/api/answers';
import { messageForErrorCode } from '../../shared/api/error-codes';
import { isMessageKey, type MessageKey } from '../../shared/message-keys';
import { isUnavailable, type ApiError, type StatusKeys } from './errors';

/**
 * Turns an error answer into the message a guest reads, in this order: a database out of reach (503 'unavailable')
 * says so; any other server fault (5xx) is 'Server error';
 * the unknown-e-mail pair; an unknown phone at code login; the message key the server names; the API's
 * error code (shared/api/error-codes.ts); the call's own meaning of a status (`statusKeys`); any other refusal
 * reads 'This did not work…', never 'Server error'. The English `message` is never shown.
 * @example errorFromAnswer(400, { error: 'wrong_code', message: 'The code is not correct' }).messageKey //=> 'wrongCode'
 */
export function errorFromAnswer(status: number, body: unknown, statusKeys: StatusKeys = {}): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.error === 'string' ? record.error : `http_${status}`;
  const detail = typeof record.message === 'string' ? record.message : typeof body === 'string' ? body : '';
  const text = `${code} ${detail}`.toLowerCase();
  const values = factsOf(record);
  const existing =
    typeof record.existing === 'object' && record.existing !== null
      ? (record.existing as ExistingBooking)
      : undefined;
  const make = (messageKey: MessageKey): ApiError => ({
    status,
    code,
    messageKey,
    detail,
    values,
    ...(existing ? { existing } : {}),
  });

  // The database was out of reach for a moment (503 'unavailable'): nothing was done, and trying again will do.
  if (isUnavailable(status, body)) return make('serviceBusy');
  if (status >= 500) return make('serverError');
  // The unknown e-mail comes back as this pair of texts.
  if (text.includes('no such user with e-mail') && text.includes('dynamo: no item found'))
    return make('unknownEmail');
  if (code === 'not_found' && record.field === 'phone_number') return make('unknownPhone');
  const named = [record.key, record.message, record.error].find(isMessageKey);
  return make(named ?? messageForErrorCode(code) ?? statusKeys[status] ?? 'requestRefused');
}

/** The plain facts of an error answer beside its code and message (the placeholders of its message). */
function factsOf(record: Record<string, unknown>): Record<string, string | number> {
  const facts: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(record))
    if (
      !['error', 'message', 'key'].includes(name) &&
      (typeof value === 'string' || typeof value === 'number')
    )
      facts[name] = value;
  return facts;
}
