import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fieldErrors } from './field-errors';
import { createReservationFormSchema, reservationFormDefaults } from './reservation-form';

const NOON = '2026-12-24T11:00:00Z'; // 12:00 in Amsterdam
const LATE = '2026-12-24T22:30:00Z'; // 23:30 in Amsterdam: today is already tomorrow
const SITE = '3f1c2b9e-8d7a-4c5b-9e6f-1a2b3c4d5e6f';

describe('reservation form defaults: party_size 2, date now plus 1 hour, session lunch, child_seats 0 (SPEC §3, §9)', () => {
  it.each([
    [NOON, '2026-12-24'],
    [LATE, '2026-12-25'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
    ['2026-10-25T22:30:00Z', '2026-10-26'],
  ])('at %s the form starts on %s', (now, date) => {
    const expected = {
      party_size: 2,
      date,
      session: 'lunch',
      location: null,
      timeSlot: null,
      wheelchair_users: null,
      child_seats: 0,
    };
    expect(v.parse(createReservationFormSchema(now), {})).toEqual(expected);
    expect(reservationFormDefaults(now)).toEqual(expected);
  });

  it('keeps what the guest chose', () => {
    const chosen = {
      id: 'r1',
      party_size: 4,
      date: '2026-12-31',
      session: 'dinner',
      location: SITE,
      timeSlot: '19:00',
      wheelchair_users: true,
      child_seats: 1,
    };
    expect(v.parse(createReservationFormSchema(NOON), chosen)).toEqual(chosen);
  });
});

describe('reservation form messages', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['valid', { party_size: 14, date: '2026-12-24' }, {}],
    [
      'party below 1: minimum group size 1',
      { party_size: 0 },
      { party_size: { key: 'minGroupSize', values: { value: 1 } } },
    ],
    [
      'party above 14: maximum group size 14',
      { party_size: 15 },
      { party_size: { key: 'maxGroupSize', values: { value: 14 } } },
    ],
    ['party size not whole', { party_size: 2.5 }, { party_size: { key: 'required' } }],
    ['date in the past', { date: '2026-12-23' }, { date: { key: 'dateNotAvailable' } }],
    ['date not a date', { date: '2026-02-30' }, { date: { key: 'invalidDate' } }],
    ['location not a restaurant id', { location: 'nowhere' }, { location: { key: 'undefinedLocation' } }],
    ['time slot not HH:mm', { timeSlot: '7pm' }, { timeSlot: { key: 'invalidTime' } }],
    [
      'wheelchair_users neither yes, no nor unset',
      { wheelchair_users: 'yes' },
      { wheelchair_users: { key: 'required' } },
    ],
    // A bound always travels as {value}; 'Required field' has no placeholder, so the guest reads the same text.
    ['negative high chairs', { child_seats: -1 }, { child_seats: { key: 'required', values: { value: 0 } } }],
    ['empty session', { session: ' ' }, { session: { key: 'required' } }],
  ])('%s', (_rule, input, errors) => {
    expect(fieldErrors(createReservationFormSchema(NOON), input)).toEqual(errors);
  });

  it('late in the evening the current Amsterdam date is still allowed', () => {
    expect(fieldErrors(createReservationFormSchema(LATE), { date: '2026-12-24' })).toEqual({});
  });
});
