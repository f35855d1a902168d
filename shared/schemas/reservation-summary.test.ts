import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { ReservationSummarySchema } from './reservation-summary';

const summary = {
  location: '3f1c2b9e-8d7a-4c5b-9e6f-1a2b3c4d5e6f',
  date: '2026-12-24',
  time: '19:30',
  party_size: 4,
  first_name: 'Anna',
  last_name: 'de Vries',
  email: 'anna@example.nl',
  phone_number: '+31612345678',
  child_seats: 1,
  wheelchair_users: false,
};

describe('reservation summary holds everything the booking needs (SPEC §3)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['complete', summary, {}],
    ['wheelchair_users unset', { ...summary, wheelchair_users: null }, {}],
    ['no location chosen', { ...summary, location: undefined }, { location: { key: 'undefinedLocation' } }],
    ['no time chosen', { ...summary, time: undefined }, { time: { key: 'required' } }],
    [
      'phone not normalised',
      { ...summary, phone_number: '06 1234 5678' },
      { phone_number: { key: 'invalidPhone' } },
    ],
    [
      'party above 14',
      { ...summary, party_size: 20 },
      { party_size: { key: 'maxGroupSize', values: { value: 14 } } },
    ],
    ['e-mail wrong', { ...summary, email: 'anna' }, { email: { key: 'invalidEmail' } }],
    ['name missing', { ...summary, last_name: '' }, { last_name: { key: 'required' } }],
  ])('%s', (_rule, input, errors) => {
    expect(fieldErrors(ReservationSummarySchema, input)).toEqual(errors);
  });
});
