import { describe, expect, it } from 'vitest';
import { formatDay, guestDay, outsideCurrentYear } from './format-day';

describe("a calendar date in the guest's language: day before month, the same in every machine zone", () => {
  it.each([
    ['en', undefined, 'Sunday 22 November'],
    ['nl', undefined, 'zondag 22 november'],
    ['en', { day: 'numeric', month: 'long', year: 'numeric' }, '22 November 2026'],
    ['nl', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, 'zondag 22 november 2026'],
  ] as const)('%s %j: %s', (language, options, expected) => {
    expect(formatDay('2026-11-22', language, options)).toBe(expected);
  });

  it('the spring-forward and fall-back days are written as themselves', () => {
    expect(formatDay('2026-03-29', 'en')).toBe('Sunday 29 March');
    expect(formatDay('2026-10-25', 'nl')).toBe('zondag 25 oktober');
  });
});

describe('a date as the guest reads it: its year only outside the current year (Amsterdam, at the clock given)', () => {
  it.each([
    ['same year', '2026-12-02', '2026-11-27T12:00:00Z', 'nl', 'woensdag 2 december'],
    ['next year', '2027-05-26', '2026-11-27T12:00:00Z', 'nl', 'woensdag 26 mei 2027'],
    ['next year, English', '2027-05-26', '2026-11-27T12:00:00Z', 'en', 'Wednesday, 26 May 2027'],
    ['last year', '2025-12-31', '2026-01-02T12:00:00Z', 'en', 'Wednesday, 31 December 2025'],
    // 31 Dec 23:30 in Amsterdam is 22:30 UTC: still 2026 there, so 1 January is next year
    [
      'New Year’s Eve, late in Amsterdam',
      '2027-01-01',
      '2026-12-31T22:30:00Z',
      'nl',
      'vrijdag 1 januari 2027',
    ],
    // 1 Jan 00:30 in Amsterdam is still 31 Dec in UTC: the new year has begun in Amsterdam
    ['just after midnight on 1 January', '2027-01-01', '2026-12-31T23:30:00Z', 'nl', 'vrijdag 1 januari'],
    [
      'just after midnight: yesterday is last year',
      '2026-12-31',
      '2026-12-31T23:30:00Z',
      'en',
      'Thursday, 31 December 2026',
    ],
  ] as const)('%s: %s seen at %s in %s is %j', (_rule, date, now, language, expected) => {
    expect(guestDay(date, language, now)).toBe(expected);
  });

  // English writes a comma after the weekday once the year follows (Intl, en-GB), as the booking summaries do.
  it('keeps the options it is given, adding only the year', () => {
    expect(guestDay('2027-05-26', 'en', Date.UTC(2026, 10, 27), { day: 'numeric', month: 'long' })).toBe(
      '26 May 2027',
    );
    expect(outsideCurrentYear('2026-05-26', Date.UTC(2026, 10, 27))).toBe(false);
  });
});
