/** The one-time code and the booking attempt's key. Pure. */

/** A fresh Idempotency-Key (crypto when the browser has it: only in secure contexts). */
export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** How a code travels: by SMS to the phone number, or by e-mail to the address. */
export type CodeChannel = 'sms' | 'email';

/**
 * The code the booking asked and the guest has not yet checked: kept with the journey, so a refresh of the code
 * step keeps it (the temporary token is what checks it; no second code, which the server would refuse for 30 s).
 */
export interface CodeUnderWay {
  channel: CodeChannel;
  /** The phone number (sms) or e-mail address (email) the code was asked for, as `codeContact` gives it. */
  contact: string;
  /** The remember-me choice the code was asked with (the server gives the session its life from it). */
  remember: boolean;
  /** Where it went, masked by the server ('+31 6 •••• 5678', 'a•••@example.nl'). */
  sentTo: string;
  /** When a new code may be asked (epoch ms). */
  resendAt: number;
  token: string;
}

/**
 * The contact a code by `channel` goes to: the phone number for SMS, the e-mail address (case ignored) for e-mail.
 * @example codeContact('email', { phone_number: '+31612345678', email: ' Anna@Example.nl ' }) //=> 'anna@example.nl'
 */
export function codeContact(channel: CodeChannel, user: { phone_number: string; email: string }): string {
  return channel === 'sms' ? user.phone_number.trim() : user.email.trim().toLowerCase();
}

/**
 * Whether the code under way still goes to the contact the details name now. After the guest corrects that phone
 * number or address it does not (a new code goes to the corrected one); a change of the other contact keeps it.
 * @example isCodeFor({ channel: 'sms', contact: '+31612345678', … }, { phone_number: '+31612345678', email: 'new@x.nl' }) //=> true
 * @example isCodeFor({ channel: 'sms', contact: '+31612345678', … }, { phone_number: '+31687654321', email: 'a@x.nl' }) //=> false
 */
export function isCodeFor(
  code: CodeUnderWay | null,
  user: { phone_number: string; email: string },
): code is CodeUnderWay {
  return code !== null && code.contact === codeContact(code.channel, user);
}

/**
 * A saved code under way, or null when absent or not of this shape (a journey saved by an older version).
 * @example readCodeUnderWay({ channel: 'sms', contact: '+31612345678', remember: true, sentTo: '…', resendAt: 0, token: 't' }) //=> the same
 * @example readCodeUnderWay({ sentTo: '…' }) //=> null
 */
export function readCodeUnderWay(value: unknown): CodeUnderWay | null {
  if (typeof value !== 'object' || value === null) return null;
  const code = value as Record<string, unknown>;
  const fits =
    (code.channel === 'sms' || code.channel === 'email') &&
    typeof code.contact === 'string' &&
    typeof code.remember === 'boolean' &&
    typeof code.sentTo === 'string' &&
    typeof code.resendAt === 'number' &&
    typeof code.token === 'string' &&
    code.token !== '';
  return fits ? (code as unknown as CodeUnderWay) : null;
}
