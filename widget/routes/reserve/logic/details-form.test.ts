import { beforeAll, describe, expect, it } from 'vitest';
import { messageWords } from '../../../i18n/message-words';
import { checkDetails, errorText, type DetailsValues } from './details-form';

beforeAll(() => Promise.all([messageWords.load('en'), messageWords.load('nl')]));

const valid: DetailsValues = {
  first_name: ' Anna ',
  last_name: 'de Vries',
  phone_number: '06 1234 5678',
  email: ' Anna@Example.NL ',
  child_seats: 0,
  wheelchair_users: null,
  remarks: '',
  subscribe: false,
  rememberme: true,
};

async function messages(values: Partial<DetailsValues>, language: 'en' | 'nl') {
  const result = await checkDetails({ ...valid, ...values });
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      errorText(error, messageWords.translators[language] as never),
    ]),
  );
}

describe('reservation details validation, at the field, in the guest language', () => {
  it.each([
    [
      'en',
      { first_name: '', last_name: '  ' },
      { first_name: 'Required field', last_name: 'Required field' },
    ],
    [
      'nl',
      { first_name: '', last_name: '  ' },
      { first_name: 'Verplicht veld', last_name: 'Verplicht veld' },
    ],
    ['en', { phone_number: '' }, { phone_number: 'Required field' }],
    ['en', { phone_number: '12345' }, { phone_number: 'Enter a valid phone number' }],
    ['nl', { phone_number: '12345' }, { phone_number: 'Vul een geldig telefoonnummer in' }],
    ['en', { email: 'anna@' }, { email: 'Enter a correct email address' }],
    ['nl', { email: 'anna@' }, { email: 'Vul een geldig e-mailadres in' }],
    ['en', { last_name: 'x'.repeat(81) }, { last_name: 'Text is too long' }],
    ['nl', { last_name: 'x'.repeat(81) }, { last_name: 'Deze tekst is te lang' }],
  ] as const)('%s %j', async (language, values, expected) => {
    expect(await messages(values, language)).toEqual(expected);
  });

  it('valid details come back cleaned: names trimmed, e-mail lowercased, phone normalised (06… becomes +316…)', async () => {
    const result = await checkDetails(valid);
    expect(result.ok && result.values).toMatchObject({
      first_name: 'Anna',
      email: 'anna@example.nl',
      phone_number: '+31612345678',
    });
  });

  it.each([
    ['31612345678', '+31612345678'],
    ['+32 470 12 34 56', '+32470123456'],
  ])('phone %s is stored as %s', async (phone, expected) => {
    const result = await checkDetails({ ...valid, phone_number: phone });
    expect(result.ok && result.values.phone_number).toBe(expected);
  });
});
