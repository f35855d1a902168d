/**
 * Which countries SMS may go to (default NL, BE, DE). Checked before any provider call,
 * so a number elsewhere never costs money or leaks a code abroad.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export const DEFAULT_SMS_COUNTRIES = ['NL', 'BE', 'DE'] as const;

/** 'nl, be ,DE' → ['NL', 'BE', 'DE']; empty or missing → the default list. */
export function parseSmsCountries(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{2}$/.test(code));
  return list.length ? list : [...DEFAULT_SMS_COUNTRIES];
}

/** The country of an E.164 number, or undefined when it is not a valid international number. */
export function smsCountryOf(phone: string): string | undefined {
  if (!phone.startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.country : undefined;
}

/** Whether a phone number may receive SMS under the configured list. */
export function isSmsCountryAllowed(phone: string, allowedCountries: readonly string[]): boolean {
  const country = smsCountryOf(phone);
  return country !== undefined && allowedCountries.includes(country);
}
