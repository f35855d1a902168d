import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { REMARKS_MAX_LENGTH } from '../constants';
import { fieldErrors } from './field-errors';
import { ReservationDetailsSchema } from './reservation-details';

const valid = {
  first_name: 'Anna',
  last_name: 'de Vries',
  phone_number: '06 1234 5678',
  email: 'anna@example.nl',
};

describe('reservation details: names required, valid phone, correct e-mail', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['all valid', valid, {}],
    ['first name missing', { ...valid, first_name: undefined }, { first_name: { key: 'required' } }],
    ['last name only spaces', { ...valid, last_name: '   ' }, { last_name: { key: 'required' } }],
    ['phone missing', { ...valid, phone_number: '' }, { phone_number: { key: 'required' } }],
    ['phone too short', { ...valid, phone_number: '06 1234 567' }, { phone_number: { key: 'invalidPhone' } }],
    ['phone with letters', { ...valid, phone_number: 'call me' }, { phone_number: { key: 'invalidPhone' } }],
    ['e-mail missing', { ...valid, email: undefined }, { email: { key: 'required' } }],
    ['e-mail without domain', { ...valid, email: 'anna@' }, { email: { key: 'invalidEmail' } }],
    ['e-mail without dot in domain', { ...valid, email: 'anna@example' }, { email: { key: 'invalidEmail' } }],
    [
      'everything missing',
      {},
      {
        first_name: { key: 'required' },
        last_name: { key: 'required' },
        phone_number: { key: 'required' },
        email: { key: 'required' },
      },
    ],
    ['subscribe not a boolean', { ...valid, subscribe: 'yes' }, { subscribe: { key: 'required' } }],
  ])('%s', (_rule, input, errors) => {
    expect(fieldErrors(ReservationDetailsSchema, input)).toEqual(errors);
  });

  it('cleans the person and normalises the phone; defaults for the rest', () => {
    expect(
      v.parse(ReservationDetailsSchema, {
        first_name: ' Anna ',
        last_name: 'de Vries ',
        phone_number: '06-12345678',
        email: ' Anna@Example.NL',
      }),
    ).toEqual({
      first_name: 'Anna',
      last_name: 'de Vries',
      phone_number: '+31612345678',
      email: 'anna@example.nl',
      child_seats: 0,
      wheelchair_users: null,
      remarks: '',
      subscribe: false,
      rememberme: true,
    });
  });
});

describe('remarks: optional, at most REMARKS_MAX_LENGTH (200) characters as typed, then trimmed', () => {
  it.each<[string, unknown, string | { key: string }]>([
    ['absent', undefined, ''],
    ['empty', '', ''],
    ['an allergy', 'Notenallergie', 'Notenallergie'],
    ['spaces around, trimmed', '  Verjaardag  ', 'Verjaardag'],
    ['line breaks inside kept', 'Verjaardag\nGlutenvrij', 'Verjaardag\nGlutenvrij'],
    ['exactly 200 characters', 'a'.repeat(REMARKS_MAX_LENGTH), 'a'.repeat(REMARKS_MAX_LENGTH)],
    ['201 characters', 'a'.repeat(REMARKS_MAX_LENGTH + 1), { key: 'remarksTooLong' }],
    [
      '200 characters with a space after: counted as typed',
      `${'a'.repeat(REMARKS_MAX_LENGTH)} `,
      { key: 'remarksTooLong' },
    ],
    ['not text', 42, { key: 'remarksTooLong' }],
  ])('%s', (_rule, remarks, expected) => {
    const input = { ...valid, ...(remarks === undefined ? {} : { remarks }) };
    if (typeof expected === 'string') expect(v.parse(ReservationDetailsSchema, input).remarks).toBe(expected);
    else expect(fieldErrors(ReservationDetailsSchema, input)).toEqual({ remarks: expected });
  });
  it('the limit is 200', () => expect(REMARKS_MAX_LENGTH).toBe(200));
});
