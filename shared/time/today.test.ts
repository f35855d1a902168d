import { describe, expect, it } from 'vitest';
import { CHANGE_LINK_HIDDEN_THROUGH } from '../constants';
import { isAfterDay, todayDate, tomorrowDate } from './today';

describe('today = now plus 1 hour, tomorrow = now plus 1 day, in Amsterdam', () => {
  it.each([
    ['midday in winter', '2026-12-24T11:00:00Z', '2026-12-24', '2026-12-25'],
    ['22:59 Amsterdam: still today', '2026-12-24T21:59:00Z', '2026-12-24', '2026-12-25'],
    ['23:00 Amsterdam: today is already the next day', '2026-12-24T22:00:00Z', '2026-12-25', '2026-12-25'],
    ["23:30 Amsterdam on New Year's Eve", '2026-12-31T22:30:00Z', '2027-01-01', '2027-01-01'],
    [
      '00:30 Amsterdam is the Amsterdam date, not the UTC one',
      '2026-12-24T23:30:00Z',
      '2026-12-25',
      '2026-12-26',
    ],
    ['summer: 22:59 Amsterdam is 20:59Z', '2026-07-01T20:59:00Z', '2026-07-01', '2026-07-02'],
    ['summer: 23:00 Amsterdam is 21:00Z', '2026-07-01T21:00:00Z', '2026-07-02', '2026-07-02'],
    ['spring forward eve, 22:30 Amsterdam', '2026-03-28T21:30:00Z', '2026-03-28', '2026-03-29'],
    [
      'spring forward day, 01:30 Amsterdam (+1 h lands on 03:30 summer time)',
      '2026-03-29T00:30:00Z',
      '2026-03-29',
      '2026-03-30',
    ],
    ['spring forward day, 23:30 Amsterdam', '2026-03-29T21:30:00Z', '2026-03-30', '2026-03-30'],
    ['fall back day, first 02:30', '2026-10-25T00:30:00Z', '2026-10-25', '2026-10-26'],
    ['fall back day, 22:30 Amsterdam', '2026-10-25T21:30:00Z', '2026-10-25', '2026-10-26'],
    ['fall back day, 23:30 Amsterdam', '2026-10-25T22:30:00Z', '2026-10-26', '2026-10-26'],
  ])('%s (%s): today %s, tomorrow %s', (_rule, now, today, tomorrow) => {
    expect(todayDate(now)).toBe(today);
    expect(todayDate(Date.parse(now))).toBe(today);
    expect(tomorrowDate(now)).toBe(tomorrow);
    expect(tomorrowDate(Date.parse(now))).toBe(tomorrow);
  });
});

describe("'Change or cancel existing reservation' shows only when the current date is after 2025-12-26", () => {
  it.each([
    ['26 Dec 23:59 Amsterdam', '2025-12-26T22:59:00Z', false],
    ['27 Dec 00:00 Amsterdam (still 26 Dec in UTC)', '2025-12-26T23:00:00Z', true],
    ['26 Dec noon', '2025-12-26T11:00:00Z', false],
    ['1 Dec 2025', '2025-12-01T11:00:00Z', false],
    ['a year later', '2026-12-26T11:00:00Z', true],
  ])('%s: shown %s', (_rule, now, shown) => {
    expect(isAfterDay(now, CHANGE_LINK_HIDDEN_THROUGH)).toBe(shown);
  });
});
