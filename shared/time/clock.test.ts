import { describe, expect, it } from 'vitest';
import { isClockWithin, minutesOfDay, toClock } from './clock';

describe('times are Amsterdam wall-clock times; a timezone suffix is stripped', () => {
  it.each([
    ['12:00', '12:00'],
    ['9:30', '09:30'],
    ['19:30:00', '19:30'],
    ['17:30:00+01:00', '17:30'],
    ['2026-03-29T12:15:00+02:00', '12:15'],
    ['2026-10-25T02:30:00+01:00', '02:30'],
  ])('toClock(%s) is %s', (input, expected) => expect(toClock(input)).toBe(expected));

  it.each(['', 'noon', '24:00', '12:60', '2026-03-29'])(
    'toClock(%j) refuses text that is no time',
    (input) => {
      expect(() => toClock(input)).toThrow();
    },
  );

  it.each([
    ['00:00', 0],
    ['12:00', 720],
    ['17:30', 1050],
    ['23:59', 1439],
    ['9:30', 570],
    [' 9:30', 570],
    ['19:30:00', 1170],
    ['2026-03-29T12:15:00+02:00', 735],
  ])('minutesOfDay(%j) is %s', (time, minutes) => expect(minutesOfDay(time)).toBe(minutes));

  it.each(['24:00', '12:60', '1a:30', '12-30', 'noon', ''])(
    'minutesOfDay(%j) refuses text that is no time, as toClock does',
    (input) => {
      expect(() => minutesOfDay(input)).toThrow();
    },
  );
});

describe('time windows include both bounds; a missing bound is open', () => {
  it.each([
    ['12:00', '12:00', '16:00', true],
    ['16:00', '12:00', '16:00', true],
    ['11:59', '12:00', '16:00', false],
    ['16:01', '12:00', '16:00', false],
    ['08:00', undefined, '16:00', true],
    ['23:00', '12:00', undefined, true],
    ['10:00', '12:00', undefined, false],
    ['10:00', undefined, undefined, true],
    ['9:45', '09:30', '10:00', true],
  ])('isClockWithin(%s, %s, %s) is %s', (time, from, to, expected) =>
    expect(isClockWithin(time, from, to)).toBe(expected),
  );
});
