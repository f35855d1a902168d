import { describe, expect, it } from 'vitest';
import { bookingsCsv, csvField, report, type ReportBooking } from './report';

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
      bookings: 6,
      cancelled: 1,
      covers: { morning: 2, afternoon: 3, evening: 6 },
      no_shows: 1,
      no_show_rate: 20,
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
    expect(report([])).toMatchObject({ bookings: 0, no_show_rate: 0, by_promotion: [], by_channel: [] });
  });
});

describe('the CSV is RFC 4180 and safe to open in a spreadsheet', () => {
  it.each([
    ['plain', 'Anna', 'Anna'],
    ['a comma', 'Jansen, A.', '"Jansen, A."'],
    ['a quote', 'The "big" table', '"The ""big"" table"'],
    ['a line break', 'line\nnext', '"line\nnext"'],
    ['a formula', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a leading minus', '-1', "'-1"],
    ['nothing', null, ''],
    ['a number', 4, '4'],
  ] as const)('%s', (_case, value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('has a header and CRLF line ends', () => {
    const csv = bookingsCsv([]);
    expect(csv).toBe(
      'restaurant,date,time,number,first_name,last_name,party_size,phone_number,email,tables,status,visit,channel,promotion,child_seats,wheelchair_users,notes\r\n',
    );
  });
});
