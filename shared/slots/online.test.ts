import { describe, expect, it } from 'vitest';
import { isOpenForBooking, isShownOnline } from './online';

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
