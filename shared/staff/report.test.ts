import { describe, expect, it } from 'vitest';
import { report, type ReportBooking } from './report';

const booking = (overrides: Partial<ReportBooking>): ReportBooking => ({
  site_id: 's',
  date: '2026-11-10',
  time: '19:00',
  party_size: 2,
  status: 'confirmed',
  visit: 'left',
  flow: null,
  channel: 'widget',
  ...overrides,
});

const sum = (rows: ReadonlyArray<{ bookings: number }>) =>
  rows.reduce((total, row) => total + row.bookings, 0);

describe('the report counts the bookings the sheets list', () => {
  it('covers per day part of the bookings that held a table; no-shows among those not cancelled', () => {
    const figures = report([
      booking({ time: '12:30', party_size: 3 }),
      booking({ time: '19:00', party_size: 4 }),
      booking({ time: '19:30', party_size: 2, visit: 'no_show' }),
      booking({ time: '20:00', party_size: 6, status: 'cancelled' }),
      booking({ time: '09:30', party_size: 2, channel: 'walk_in', visit: 'arrived' }),
      booking({ time: '18:00', party_size: 2, flow: 'cinemaDeal', visit: 'booked' }),
    ]);
    expect(figures).toEqual({
      bookings: 5,
      cancelled: 1,
      no_shows: 1,
      no_show_rate: 20,
      guests: 11,
      covers: { morning: 2, afternoon: 3, evening: 6 },
      by_promotion: [
        { flow: null, bookings: 4 },
        { flow: 'cinemaDeal', bookings: 1 },
      ],
      by_channel: [
        { channel: 'widget', bookings: 4 },
        { channel: 'walk_in', bookings: 1 },
      ],
    });
  });

  it('an empty range is all zeros, not a division by zero', () => {
    expect(report([])).toMatchObject({
      bookings: 0,
      guests: 0,
      no_show_rate: 0,
      by_promotion: [],
      by_channel: [],
    });
  });
});

describe('every figure and its breakdown count the same bookings', () => {
  it.each([
    [
      'one cancelled among seven: six bookings, each breakdown adds up to six',
      [
        booking({ channel: 'phone' }),
        booking({ channel: 'phone', flow: 'cinemaDeal' }),
        booking({ flow: 'cinemaDeal' }),
        booking({ channel: 'walk_in', time: '12:00' }),
        booking({ channel: 'staff' }),
        booking({}),
        booking({ status: 'cancelled', flow: 'cinemaDeal', channel: 'phone' }),
      ],
      { bookings: 6, cancelled: 1, no_shows: 0, guests: 12 },
    ],
    [
      'a no-show is a booking, but brings no guests',
      [booking({ visit: 'no_show', party_size: 4 }), booking({ party_size: 3 })],
      { bookings: 2, cancelled: 0, no_shows: 1, guests: 3 },
    ],
    [
      'only cancelled: no bookings, no breakdown, and the cancelled said',
      [booking({ status: 'cancelled' }), booking({ status: 'cancelled', channel: 'phone' })],
      { bookings: 0, cancelled: 2, no_shows: 0, guests: 0 },
    ],
    [
      'a cancelled no-show counts as cancelled only',
      [booking({ status: 'cancelled', visit: 'no_show' }), booking({ visit: 'arrived', party_size: 5 })],
      { bookings: 1, cancelled: 1, no_shows: 0, guests: 5 },
    ],
  ])('%s', (_case, bookings, figures) => {
    const counted = report(bookings);
    expect(counted).toMatchObject(figures);
    expect(counted.bookings + counted.cancelled).toBe(bookings.length);
    expect(sum(counted.by_promotion)).toBe(counted.bookings);
    expect(sum(counted.by_channel)).toBe(counted.bookings);
    expect(counted.covers.morning + counted.covers.afternoon + counted.covers.evening).toBe(counted.guests);
  });
});
