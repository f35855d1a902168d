import * as v from 'valibot';
import { cleanEmail } from './clean-person';

/** The longest address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

// Same check as the request schemas (valibot's email action), so widget and server agree.
const EmailShape = v.pipe(v.string(), v.email(), v.maxLength(EMAIL_MAX_LENGTH));

/**
 * Whether the text, once cleaned (trimmed, lowercased), is an e-mail address we can send a code to.
 * @example isValidEmail(' Anna@Example.NL ') === true; isValidEmail('anna@example') === false
 */
export function isValidEmail(raw: string): boolean {
  return v.is(EmailShape, cleanEmail(raw));
}

/**
 * The address shown in a 'code sent to' text: first letter of the local part, a mask, the domain.
 * Returns '' for text that is not a valid address, so nothing half-masked is ever shown.
 * @example maskEmail('anna@example.nl') === 'a•••@example.nl'
 */
export function maskEmail(raw: string): string {
  if (!isValidEmail(raw)) return '';
  const email = cleanEmail(raw);
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
