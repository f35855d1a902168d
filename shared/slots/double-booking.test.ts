import { describe, expect, it } from 'vitest';
import { findDoubleBooking, type BookedStay } from './double-booking';

const stay = (siteId: string, date: string, time: string, minutes = 120): BookedStay => ({
  siteId,
  date,
  time,
  minutes,
});

describe('a booking whose stay overlaps one the guest holds, at the same restaurant or another, is a possible double', () => {
  it.each<[string, BookedStay[], BookedStay, BookedStay | null, boolean | null]>([
    ['nothing held', [], stay('a', '2026-05-01', '19:00'), null, null],
    [
      'same restaurant, date and time',
      [stay('a', '2026-05-01', '19:00')],
      stay('a', '2026-05-01', '19:00'),
      stay('a', '2026-05-01', '19:00'),
      true,
    ],
    [
      'same restaurant, a start inside the held stay',
      [stay('a', '2026-05-01', '19:00')],
      stay('a', '2026-05-01', '20:45'),
      stay('a', '2026-05-01', '19:00'),
      true,
    ],
    [
      'same restaurant, a stay that ends inside the held one',
      [stay('a', '2026-05-01', '19:00')],
      stay('a', '2026-05-01', '17:30'),
      stay('a', '2026-05-01', '19:00'),
      true,
    ],
    [
      'same restaurant, starting when the held stay ends: they only touch',
      [stay('a', '2026-05-01', '19:00')],
      stay('a', '2026-05-01', '21:00'),
      null,
      null,
    ],
    [
      'same restaurant, ending when the held stay starts: they only touch',
      [stay('a', '2026-05-01', '19:00')],
      stay('a', '2026-05-01', '17:00'),
      null,
      null,
    ],
    [
      'same restaurant and time, another day',
      [stay('a', '2026-05-01', '19:00')],
      stay('a', '2026-05-02', '19:00'),
      null,
      null,
    ],
    [
      'another restaurant of the chain at the same time',
      [stay('a', '2026-05-01', '19:00')],
      stay('b', '2026-05-01', '19:00'),
      stay('a', '2026-05-01', '19:00'),
      false,
    ],
    [
      'another restaurant, an overlapping time',
      [stay('a', '2026-05-01', '19:00', 150)],
      stay('b', '2026-05-01', '21:15'),
      stay('a', '2026-05-01', '19:00', 150),
      false,
    ],
    [
      'a longer held stay (a large party) reaches a later start',
      [stay('a', '2026-05-01', '18:00', 180)],
      stay('b', '2026-05-01', '20:30', 90),
      stay('a', '2026-05-01', '18:00', 180),
      false,
    ],
    [
      'a stay over midnight overlaps a start on the next day',
      [stay('a', '2026-05-01', '23:00')],
      stay('b', '2026-05-02', '00:30'),
      stay('a', '2026-05-01', '23:00'),
      false,
    ],
    [
      'both overlap: the same restaurant comes before another',
      [stay('b', '2026-05-01', '18:30'), stay('a', '2026-05-01', '19:30')],
      stay('a', '2026-05-01', '19:00'),
      stay('a', '2026-05-01', '19:30'),
      true,
    ],
    [
      'two at other restaurants: the one that starts first',
      [stay('c', '2026-05-01', '19:30'), stay('b', '2026-05-01', '18:30')],
      stay('a', '2026-05-01', '19:00'),
      stay('b', '2026-05-01', '18:30'),
      false,
    ],
    // 2026-03-29: clocks jump from 02:00 to 03:00. 01:00 + 120 real minutes ends at 04:00 on the clock.
    [
      'spring forward: a stay over the jump is 120 real minutes, so it reaches 03:30 on the clock',
      [stay('a', '2026-03-29', '01:00')],
      stay('b', '2026-03-29', '03:30'),
      stay('a', '2026-03-29', '01:00'),
      false,
    ],
    [
      'spring forward: a start at 04:00 on the clock only touches it',
      [stay('a', '2026-03-29', '01:00')],
      stay('b', '2026-03-29', '04:00'),
      null,
      null,
    ],
    // 2026-10-25: clocks fall back from 03:00 to 02:00. 01:30 + 120 real minutes ends at 02:30 winter time.
    [
      'fall back: a stay over the change ends at 02:30 winter time, so a start at 03:00 is free',
      [stay('a', '2026-10-25', '01:30')],
      stay('b', '2026-10-25', '03:00'),
      null,
      null,
    ],
    [
      'fall back: 02:45 (its first, summer time) is inside the stay',
      [stay('a', '2026-10-25', '01:30')],
      stay('a', '2026-10-25', '02:45'),
      stay('a', '2026-10-25', '01:30'),
      true,
    ],
    [
      'fall back: dinner at 19:00 doubles as on any day',
      [stay('a', '2026-10-25', '19:00:00')],
      stay('a', '2026-10-25', '19:00'),
      stay('a', '2026-10-25', '19:00:00'),
      true,
    ],
  ])('%s', (_rule, held, request, expected, sameSite) => {
    const found = findDoubleBooking(held, request);
    expect(found?.held ?? null).toEqual(expected);
    expect(found?.sameSite ?? null).toBe(sameSite);
  });
});
