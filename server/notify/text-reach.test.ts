import { describe, expect, it } from 'vitest';
import { canTextHere, textRefusal } from './text-reach';

const HERE = { textsCodes: true, smsCountries: ['NL', 'BE', 'DE'] };

describe('a code is texted only to a mobile number, in a country SMS may go to, from a set-up that texts', () => {
  it.each([
    ['a Dutch mobile', '+31612345678', HERE, null],
    ['a Dutch landline', '+31201234567', HERE, 'phone_not_textable'],
    ['a Belgian mobile', '+32470123456', HERE, null],
    ['a British mobile outside the countries', '+447400123456', HERE, 'sms_country_not_allowed'],
    ['a British mobile with GB listed', '+447400123456', { ...HERE, smsCountries: ['NL', 'GB'] }, null],
    [
      'a British landline with GB listed',
      '+442071234567',
      { ...HERE, smsCountries: ['GB'] },
      'phone_not_textable',
    ],
    [
      'a Dutch mobile where nothing is texted',
      '+31612345678',
      { ...HERE, textsCodes: false },
      'sms_unavailable',
    ],
  ] as const)('%s (%s): %s', (_name, phone, config, refusal) => {
    expect(textRefusal(phone, { ...config, smsCountries: [...config.smsCountries] })).toBe(refusal);
    expect(canTextHere(phone, { ...config, smsCountries: [...config.smsCountries] })).toBe(refusal === null);
  });

  it('no number is never texted', () => {
    expect(canTextHere('', HERE)).toBe(false);
  });
});
