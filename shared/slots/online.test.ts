import { describe, expect, it } from 'vitest';
import { isClosedOnline, isGroupOnline, isOpenForBooking, isShownOnline } from './online';

describe('show slots only if not online_suspended', () => {
  it.each([
    // is_available, online_suspended, shown, bookable
    [true, false, true, true],
    [false, false, true, false],
    [true, true, false, false],
    [false, true, false, false],
  ])(
    'available %s, suspended %s: shown %s, bookable %s',
    (is_available, online_suspended, shown, bookable) => {
      const slot = { time: '12:00', is_available, online_suspended };
      expect(isShownOnline(slot)).toBe(shown);
      expect(isOpenForBooking(slot)).toBe(bookable);
    },
  );
});

describe('online booking closes at the lead time before the start', () => {
  const start = Date.parse('2026-11-10T18:00:00Z');
  it.each([
    // minutes before the start, lead minutes, closed
    [61, 60, false],
    [60, 60, true],
    [1, 0, false],
    [0, 0, true],
    [-30, 0, true],
  ])('%s minutes before, lead %s: closed %s', (before, lead, closed) => {
    expect(isClosedOnline(start, lead, start - before * 60_000)).toBe(closed);
  });
});

describe('a party books online up to the largest group online', () => {
  it.each([
    [1, 14, true],
    [14, 14, true],
    [15, 14, false],
    [9, 8, false],
  ])('party %s, largest %s: online %s', (party, largest, online) => {
    expect(isGroupOnline(party, largest)).toBe(online);
  });
});
