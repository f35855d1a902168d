import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fieldErrors } from './field-errors';
import { RetrieveFormSchema } from './retrieve-form';

describe('retrieve form messages', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'number and phone',
      { confirmationNum: 'K7Q2MX', phone_number: '0612345678', retrieveBy: 'phone_number' },
      {},
    ],
    ['number and e-mail', { confirmationNum: 'K7Q2MX', email: 'anna@example.nl', retrieveBy: 'email' }, {}],
    ['phone alone signs in by code', { phone_number: '0612345678' }, {}],
    ['e-mail alone signs in by code', { email: 'anna@example.nl', retrieveBy: 'email' }, {}],
    [
      'nothing entered: missing phone number/email or reservation number',
      {},
      { root: { key: 'retrieveDataMissing' } },
    ],
    [
      'only spaces entered',
      { confirmationNum: ' ', phone_number: ' ', retrieveBy: 'phone_number' },
      { root: { key: 'retrieveDataMissing' } },
    ],
    [
      'e-mail entered but phone chosen',
      { email: 'anna@example.nl', retrieveBy: 'phone_number' },
      { root: { key: 'retrieveDataMissing' } },
    ],
    [
      'number without phone',
      { confirmationNum: 'K7Q2MX', retrieveBy: 'phone_number' },
      { phone_number: { key: 'phoneOrEmailRequired' } },
    ],
    [
      'number without e-mail',
      { confirmationNum: 'K7Q2MX', phone_number: '0612345678', retrieveBy: 'email' },
      { email: { key: 'phoneOrEmailRequired' } },
    ],
    [
      'number with signs',
      { confirmationNum: 'K7-Q2', phone_number: '0612345678' },
      { confirmationNum: { key: 'invalidConfirmationNumber' } },
    ],
    [
      'number too short',
      { confirmationNum: 'K7', phone_number: '0612345678' },
      { confirmationNum: { key: 'invalidConfirmationNumber' } },
    ],
    [
      'invalid phone',
      { confirmationNum: 'K7Q2MX', phone_number: '12345' },
      { phone_number: { key: 'invalidPhone' } },
    ],
    [
      'invalid e-mail',
      { confirmationNum: 'K7Q2MX', email: 'anna@', retrieveBy: 'email' },
      { email: { key: 'invalidEmail' } },
    ],
    [
      'invalid number and invalid phone together',
      { confirmationNum: 'K7?', phone_number: '12345' },
      { confirmationNum: { key: 'invalidConfirmationNumber' }, phone_number: { key: 'invalidPhone' } },
    ],
    [
      'the field not chosen is not checked',
      { confirmationNum: 'K7Q2MX', phone_number: '0612345678', email: 'nonsense' },
      {},
    ],
  ])('%s', (_rule, input, errors) => {
    expect(fieldErrors(RetrieveFormSchema, input)).toEqual(errors);
  });
});

describe('retrieving keeps only the chosen retrieve-by field, cleaned and normalised', () => {
  it.each([
    [
      {
        confirmationNum: ' k7q2mx ',
        phone_number: '06 1234 5678',
        email: 'anna@example.nl',
        retrieveBy: 'phone_number',
      },
      { confirmationNum: 'K7Q2MX', phone_number: '+31612345678' },
    ],
    [
      {
        confirmationNum: 'K7Q2MX',
        phone_number: '06 1234 5678',
        email: ' Anna@Example.NL ',
        retrieveBy: 'email',
      },
      { confirmationNum: 'K7Q2MX', email: 'anna@example.nl' },
    ],
    [{ phone_number: '+31 6 1234 5678' }, { phone_number: '+31612345678' }],
  ])('%j sends %j', (input, sent) => {
    expect(v.parse(RetrieveFormSchema, input)).toEqual(sent);
  });
});
