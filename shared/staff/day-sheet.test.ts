import { describe, expect, it } from 'vitest';
import { dayPartTotals, holdsTable, quarterCovers } from './day-sheet';

const booking = (time: string, party_size: number, extra: Record<string, unknown> = {}) => ({
  time,
  party_size,
  minutes: 90,
  tables: ['T1'],
  status: 'confirmed' as const,
  visit: 'booked' as const,
  ...extra,
});

describe('a booking holds its table unless cancelled or a no-show', () => {
  it.each([
    ['confirmed', 'booked', true],
    ['confirmed', 'arrived', true],
    ['confirmed', 'left', true],
    ['confirmed', 'no_show', false],
    ['cancelled', 'booked', false],
  ] as const)('%s and %s: %s', (status, visit, holds) => {
    expect(holdsTable({ status, visit })).toBe(holds);
  });
});

describe('totals per day part count covers and tables of the bookings that hold a table', () => {
  it('by start time, in the order of the day, parts without bookings left out', () => {
    expect(
      dayPartTotals([
        booking('19:00', 4, { tables: ['T1', 'T2'] }),
        booking('12:30', 2),
        booking('16:30', 3),
        booking('20:00', 6, { status: 'cancelled' }),
        booking('20:15', 5, { visit: 'no_show' }),
      ]),
    ).toEqual([
      { part: 'afternoon', covers: 2, tables: 1 },
      { part: 'evening', covers: 7, tables: 3 },
    ]);
  });
});

describe('covers per quarter hour count a party in every quarter its stay touches', () => {
  it('from the first start to the last end', () => {
    expect(
      quarterCovers([
        booking('18:00', 2, { minutes: 30 }),
        booking('18:20', 4, { minutes: 20 }),
        booking('18:30', 9, { status: 'cancelled' }),
      ]),
    ).toEqual([
      { time: '18:00', covers: 2 },
      { time: '18:15', covers: 6 },
      { time: '18:30', covers: 4 },
    ]);
  });

  it('an empty day has no quarters', () => {
    expect(quarterCovers([booking('18:00', 2, { visit: 'no_show' })])).toEqual([]);
  });
});
