import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpeningHours } from '../api/types';
import { checkStaffMove, isOpenAt, type MovableBooking } from './move';

/** Open every day for lunch and dinner; Tuesday dinner only. */
const HOURS: OpeningHours[] = [1, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  periods: [
    { period: 'lunch', from: '12:00', to: '16:00' },
    { period: 'dinner', from: '17:00', to: '22:00' },
  ],
}));
HOURS.push({ weekday: 2, periods: [{ period: 'dinner', from: '17:00', to: '22:00' }] });

const BOOKED: MovableBooking = {
  status: 'confirmed',
  visit: 'booked',
  date: '2026-11-10',
  time: '19:00:00',
  party_size: 4,
};
/** Monday 2 November 2026, 10:00 in Amsterdam. */
const NOW = Date.UTC(2026, 10, 2, 9, 0);

describe('a move at the stand: staff are held to the clock and the opening hours, not to the online limits', () => {
  const zone = process.env.TZ;
  // The rule reads Amsterdam's clock whatever the machine's zone is.
  beforeAll(() => void (process.env.TZ = 'Asia/Tokyo'));
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each([
    ['another time that evening', BOOKED, { time: '20:30' }, NOW, 'ok'],
    ['another day', BOOKED, { date: '2026-11-12', time: '13:00' }, NOW, 'ok'],
    ['a group larger than online allows (14)', BOOKED, { party_size: 20 }, NOW, 'ok'],
    ['tomorrow within the online lead time', BOOKED, { date: '2026-11-03', time: '17:30' }, NOW, 'ok'],
    ['nothing new', BOOKED, { time: '19:00' }, NOW, 'unchanged'],
    ['a cancelled booking', { ...BOOKED, status: 'cancelled' }, { time: '20:00' }, NOW, 'move_not_movable'],
    ['a guest who has arrived', { ...BOOKED, visit: 'arrived' }, { party_size: 5 }, NOW, 'move_not_movable'],
    ['a no-show', { ...BOOKED, visit: 'no_show' }, { time: '20:00' }, NOW, 'move_not_movable'],
    ['to a start that has passed', BOOKED, { date: '2026-11-02', time: '09:45' }, NOW, 'move_in_past'],
    ['to now exactly', BOOKED, { date: '2026-11-02', time: '10:00' }, NOW, 'move_in_past'],
    [
      'a larger party once the booking began (same start)',
      BOOKED,
      { party_size: 6 },
      Date.UTC(2026, 10, 10, 18, 30),
      'ok',
    ],
    ['Tuesday lunch, when it is closed', BOOKED, { time: '12:30' }, NOW, 'move_closed'],
    ['at closing time', BOOKED, { time: '22:00' }, NOW, 'move_closed'],
    ['the last minute before closing', BOOKED, { time: '21:59' }, NOW, 'ok'],
    ['at opening time', BOOKED, { time: '17:00' }, NOW, 'ok'],
    // 2026-03-29: clocks go 02:00 -> 03:00; 2026-10-25: 03:00 -> 02:00 (summer time ends).
    [
      'the day clocks go forward, 01:59 in winter time has passed',
      BOOKED,
      { date: '2026-03-29', time: '12:00' },
      Date.UTC(2026, 2, 29, 11, 0),
      'move_in_past',
    ],
    [
      'the day clocks go forward, one minute ahead in summer time',
      BOOKED,
      { date: '2026-03-29', time: '12:00' },
      Date.UTC(2026, 2, 29, 9, 59),
      'ok',
    ],
    [
      'the day clocks go back, one minute ahead in winter time',
      BOOKED,
      { date: '2026-10-25', time: '12:00' },
      Date.UTC(2026, 9, 25, 10, 59),
      'ok',
    ],
    [
      'the day clocks go back, at the start in winter time',
      BOOKED,
      { date: '2026-10-25', time: '12:00' },
      Date.UTC(2026, 9, 25, 11, 0),
      'move_in_past',
    ],
  ] as const)('%s', (_rule, booking, change, now, expected) => {
    expect(checkStaffMove(booking, { ...booking, time: '19:00', ...change }, HOURS, now)).toBe(expected);
  });

  it.each([
    ['Sunday lunch', '2026-11-08', '12:00', true],
    ['Tuesday lunch (dinner only)', '2026-11-10', '12:00', false],
    ['between lunch and dinner', '2026-11-09', '16:30', false],
    ['no hours that weekday', '2026-11-10', '09:00', false],
  ])('open at %s (%s %s): %s', (_case, date, time, open) => {
    expect(isOpenAt(HOURS, date, time)).toBe(open);
  });
});
