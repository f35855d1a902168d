/**
 * Whether this set-up can text a number: a code, a confirmation or a reminder by SMS goes only to a number that can
 * receive a text (shared/people/phone-text: a mobile), in a country SMS may go to (SMS_COUNTRIES), from a set-up that
 * texts at all. Every SMS the server sends asks this first, so a landline is never texted.
 */
import { isTextablePhone } from '../../shared/people/phone-text';
import type { Config } from '../config';
import { isSmsCountryAllowed } from './adapters/sms-countries.js';

/** Why a number cannot be texted here, as the API's error code; null when it can. */
export type TextRefusal = 'sms_unavailable' | 'sms_country_not_allowed' | 'phone_not_textable';

/**
 * Why this set-up cannot text the number (E.164), or null when it can. The set-up first (it tells every guest the
 * same, known or not), then the kind of number, then its country.
 * @example textRefusal('+31201234567', { textsCodes: true, smsCountries: ['NL'] }) //=> 'phone_not_textable'
 * @example textRefusal('+447911123456', { textsCodes: true, smsCountries: ['NL'] }) //=> 'sms_country_not_allowed'
 */
export function textRefusal(
  phone: string,
  config: Pick<Config, 'textsCodes' | 'smsCountries'>,
): TextRefusal | null {
  if (!config.textsCodes) return 'sms_unavailable';
  if (!isTextablePhone(phone)) return 'phone_not_textable';
  if (!isSmsCountryAllowed(phone, config.smsCountries)) return 'sms_country_not_allowed';
  return null;
}

/** Whether this set-up can text the number (no number, '', cannot). */
export function canTextHere(phone: string, config: Pick<Config, 'textsCodes' | 'smsCountries'>): boolean {
  return phone !== '' && textRefusal(phone, config) === null;
}
