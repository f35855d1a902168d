/**
 * Which phone numbers can receive a text (a code by SMS). Apart from ./phone because it needs the number types
 * (mobile, fixed line) of `libphonenumber-js/max`: only the server imports it, and the widget asks the server
 * (POST /phone-checks), which also knows where this set-up texts to.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { normalisePhone } from './phone';

/**
 * Whether a number can receive a text: a valid number (./phone, Dutch landlines included) of the mobile type, or of
 * a plan where mobile and fixed numbers look alike (the United States). A landline, a VoIP, service or pager number
 * is a valid contact number but cannot receive a code by SMS; an invalid number cannot either.
 * @example isTextablePhone('06 1234 5678') === true
 * @example isTextablePhone('020 123 4567') === false // a Dutch landline: a contact number, a code goes by e-mail
 * @example isTextablePhone('+44 7400 123456') === true
 * @example isTextablePhone('+44 20 7123 4567') === false
 */
export function isTextablePhone(raw: string): boolean {
  const e164 = normalisePhone(raw);
  if (!e164) return false;
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
