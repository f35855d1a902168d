/**
 * Phone numbers. Kept in its own file because it pulls in libphonenumber-js metadata:
 * the widget imports it lazily, and nothing else in shared/people imports it eagerly.
 *
 * We use `libphonenumber-js/min`: it checks the number's country code, leading digits and length for
 * every country, which is what "invalid gives ''" needs. `/max` adds per-type digit patterns (mobile
 * vs fixed line) that no rule here uses.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Separators people type or paste between digits; anything else (letters, '*', '#') is not a phone number.
const SEPARATORS = /[\s\-./()]/g;
// '+31 (0)6 …': the Dutch trunk zero written after the country code must go before parsing.
const TRUNK_ZERO_AFTER_COUNTRY_CODE = /^(\+?\d{1,3})\s*\(0\)/;

/**
 * The number cleaned and in E.164 ('+31612345678'), or '' when it is not a valid number.
 * Steps: separators removed; a number starting 06 becomes +316...; a + is prefixed if
 * missing; the result is parsed as an international number (no default country); invalid gives ''.
 * Two additions: the international call prefix 00 counts as '+', since '+0031…' could never be valid; and any
 * other Dutch number written with its trunk zero (a landline, '020 123 4567') is read as Dutch like 06, since
 * '+020…' could never be valid either.
 * @example normalisePhone('06 1234 5678') === '+31612345678'
 * @example normalisePhone('31612345678') === '+31612345678'
 * @example normalisePhone('020 123 4567') === '+31201234567'
 */
export function normalisePhone(raw: string): string {
  let digits = raw.trim().replace(TRUNK_ZERO_AFTER_COUNTRY_CODE, '$1').replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(digits)) return '';
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (digits.startsWith('0')) digits = `+31${digits.slice(1)}`;
  else if (!digits.startsWith('+')) digits = `+${digits}`;
  const parsed = parsePhoneNumberFromString(digits);
  return parsed?.isValid() ? parsed.number : '';
}

/** Whether the text normalises to a valid number ('Enter a valid phone number' otherwise). */
export function isValidPhone(raw: string): boolean {
  return normalisePhone(raw) !== '';
}

/**
 * The number written for people: '+31 6 12345678', or '' when invalid.
 * @example formatPhone('0612345678') === '+31 6 12345678'
 */
export function formatPhone(raw: string): string {
  const e164 = normalisePhone(raw);
  return e164 ? (parsePhoneNumberFromString(e164)?.formatInternational() ?? '') : '';
}

/**
 * The number shown in a 'code sent to' text: country code, first national digit, a mask, the last
 * four digits. Returns '' for an invalid number, so nothing half-masked is ever shown.
 * @example maskPhone('06 1234 5678') === '+31 6 •••• 5678'
 */
export function maskPhone(raw: string): string {
  const e164 = normalisePhone(raw);
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (!parsed) return '';
  const national = String(parsed.nationalNumber);
  return `+${parsed.countryCallingCode} ${national.slice(0, 1)} •••• ${national.slice(-4)}`;
}

/**
 * The number as a spreadsheet cell shows it: readable, and never read as a number (which drops the leading 0) or run
 * as a formula (a leading '+'). A Dutch number in its national form, any other after the international call prefix
 * 00; each has a space, which keeps it text in Excel and LibreOffice. A number that does not parse is given as it was
 * (the CSV writer still keeps it from running).
 * @example phoneForSpreadsheet('+31612345678') === '06 12345678'
 * @example phoneForSpreadsheet('+4930123456') === '00 49 30 123456'
 */
export function phoneForSpreadsheet(raw: string): string {
  const e164 = normalisePhone(raw);
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (!parsed) return raw;
  const national = parsed.formatNational();
  // A national form of digits alone (some Dutch service numbers) would still read as a number.
  if (parsed.countryCallingCode === '31' && /\D/.test(national)) return national;
  return parsed.formatInternational().replace(/^\+/, '00 ');
}
