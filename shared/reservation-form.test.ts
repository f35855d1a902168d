import { describe, expect, it } from 'vitest';
import { reservationFormDefaults } from './reservation-form';

describe('reservation form defaults: party_size 2, date now plus 1 hour, session lunch, child_seats 0', () => {
  it.each([
    ['12:00 in Amsterdam', '2026-12-24T11:00:00Z', '2026-12-24'],
    ['23:30 in Amsterdam: today is already tomorrow', '2026-12-24T22:30:00Z', '2026-12-25'],
    ['the spring-forward night', '2026-03-29T00:30:00Z', '2026-03-29'],
    ['23:30 on the fall-back day', '2026-10-25T22:30:00Z', '2026-10-26'],
  ])('at %s (%s) the form starts on %s', (_, now, date) => {
    expect(reservationFormDefaults(now)).toEqual({
      party_size: 2,
      date,
      session: 'lunch',
      location: null,
      timeSlot: null,
      wheelchair_users: null,
      child_seats: 0,
    });
  });
});
