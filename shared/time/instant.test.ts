import { describe, expect, it } from 'vitest';
import { amsterdamDate, amsterdamOffsetMinutes, amsterdamTime, combineDateTime, toEpochMs } from './instant';

const utc = (iso: string) => Date.parse(iso);

describe('Amsterdam wall clock to instant, whatever the machine zone (times evaluated in Europe/Amsterdam)', () => {
  it.each([
    ['winter time is UTC+1', '2026-12-24', '19:00', '2026-12-24T18:00:00Z'],
    ['summer time is UTC+2', '2026-07-01', '12:00', '2026-07-01T10:00:00Z'],
    ['seconds are kept', '2026-07-01', '12:00:30', '2026-07-01T10:00:30Z'],
    ['midnight', '2026-01-01', '00:00', '2025-12-31T23:00:00Z'],
    // 2026-03-29: clocks jump from 02:00 to 03:00
    ['spring forward: 01:59 is still winter time', '2026-03-29', '01:59', '2026-03-29T00:59:00Z'],
    [
      'spring forward: nonexistent 02:00 reads as 03:00 summer time',
      '2026-03-29',
      '02:00',
      '2026-03-29T01:00:00Z',
    ],
    [
      'spring forward: nonexistent 02:30 reads as 03:30 summer time',
      '2026-03-29',
      '02:30',
      '2026-03-29T01:30:00Z',
    ],
    ['spring forward: 03:00 is summer time', '2026-03-29', '03:00', '2026-03-29T01:00:00Z'],
    ['spring forward: dinner at 19:30 is summer time', '2026-03-29', '19:30', '2026-03-29T17:30:00Z'],
    // 2026-10-25: clocks fall back from 03:00 to 02:00
    ['fall back: 01:30 is summer time', '2026-10-25', '01:30', '2026-10-24T23:30:00Z'],
    [
      'fall back: ambiguous 02:00 is the first (summer time) one',
      '2026-10-25',
      '02:00',
      '2026-10-25T00:00:00Z',
    ],
    [
      'fall back: ambiguous 02:30 is the first (summer time) one',
      '2026-10-25',
      '02:30',
      '2026-10-25T00:30:00Z',
    ],
    ['fall back: 03:00 is winter time', '2026-10-25', '03:00', '2026-10-25T02:00:00Z'],
    ['fall back: lunch at 12:00 is winter time', '2026-10-25', '12:00', '2026-10-25T11:00:00Z'],
  ])('%s: %s %s is %s', (_rule, date, time, expected) => {
    expect(combineDateTime(date, time)).toBe(utc(expected));
  });

  it.each([
    ['2026-02-30', '12:00'],
    ['2026-13-01', '12:00'],
    ['26-12-24', '12:00'],
    ['2026-12-24', '24:00'],
    ['2026-12-24', '12:60'],
    ['2026-12-24', 'noon'],
  ])('%s %s is refused', (date, time) => {
    expect(() => combineDateTime(date, time)).toThrow();
  });
});

describe('instant to Amsterdam date and time', () => {
  it.each([
    ['late UTC evening is the next day in Amsterdam', '2026-12-24T23:30:00Z', '2026-12-25', '00:30'],
    ['summer offset', '2026-07-01T10:15:00Z', '2026-07-01', '12:15'],
    ['an explicit offset is honoured', '2026-07-01T06:15:00-04:00', '2026-07-01', '12:15'],
    ['an ISO string without zone is Amsterdam time', '2026-07-01T12:15:00', '2026-07-01', '12:15'],
    ['a space instead of T, with offset', '2026-07-01 06:15:00-04:00', '2026-07-01', '12:15'],
    ['a space instead of T, without zone', '2026-07-01 12:15', '2026-07-01', '12:15'],
    ['spring forward: 01:00Z is 03:00 summer time', '2026-03-29T01:00:00Z', '2026-03-29', '03:00'],
    ['spring forward: 00:59Z is 01:59 winter time', '2026-03-29T00:59:00Z', '2026-03-29', '01:59'],
    ['fall back: 00:30Z is the first 02:30', '2026-10-25T00:30:00Z', '2026-10-25', '02:30'],
    ['fall back: 01:30Z is the second 02:30', '2026-10-25T01:30:00Z', '2026-10-25', '02:30'],
  ])('%s: %s is %s %s', (_rule, instant, date, time) => {
    expect(amsterdamDate(instant)).toBe(date);
    expect(amsterdamTime(instant)).toBe(time);
    expect(amsterdamDate(utc(new Date(toEpochMs(instant)).toISOString()))).toBe(date);
  });

  it.each([
    ['2026-01-15T12:00:00Z', 60],
    ['2026-07-15T12:00:00Z', 120],
    ['2026-03-29T00:59:00Z', 60],
    ['2026-03-29T01:00:00Z', 120],
    ['2026-10-25T00:59:00Z', 120],
    ['2026-10-25T01:00:00Z', 60],
  ])('Amsterdam offset at %s is %i minutes', (instant, minutes) => {
    expect(amsterdamOffsetMinutes(utc(instant))).toBe(minutes);
  });

  it.each(['not a date', '2026-02-30', Number.NaN])('%j is not an instant', (instant) => {
    expect(() => toEpochMs(instant)).toThrow();
  });
});
