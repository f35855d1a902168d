/** The one-time code and the booking attempt's key. Pure. */

/**
 * The digits of a typed or pasted code, at most six ('123 456' and '123-456' work).
 * @example codeDigits(' 12-34 56 ') //=> '123456'
 */
export const codeDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 6);

/** A fresh Idempotency-Key (crypto when the browser has it: only in secure contexts). */
export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
