import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, isoWeekdayOf, jsWeekdayOf, mondayOf, weekdayOf } from './calendar';

describe('calendar days are added on the date itself, unmoved by zone or daylight saving', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-10-24', 1, '2026-10-25'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-24', 0, '2026-12-24'],
    ['2026-12-24', 7, '2026-12-31'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each(['2026-02-29', '2026-13-01', '24-12-2026', ''])('%j is refused', (date) => {
    expect(isCalendarDate(date)).toBe(false);
    expect(() => addDays(date, 1)).toThrow();
  });
});

describe('weekday conventions: ISO 1 = Monday … 7 = Sunday; JS 0 = Sunday … 6 = Saturday', () => {
  it.each([
    ['2026-03-23', 'Monday', 1, 1],
    ['2026-12-04', 'Friday', 5, 5],
    ['2026-12-05', 'Saturday', 6, 6],
    ['2026-12-06', 'Sunday', 7, 0],
    ['2026-03-29', 'Sunday (spring forward)', 7, 0],
    ['2026-10-25', 'Sunday (fall back)', 7, 0],
    ['2026-12-25', 'Friday', 5, 5],
    ['2027-01-01', 'Friday', 5, 5],
  ])('%s is %s: ISO %i, JS %i', (date, _name, iso, js) => {
    expect(isoWeekdayOf(date)).toBe(iso);
    expect(jsWeekdayOf(date)).toBe(js);
    expect(weekdayOf(date)).toEqual({ iso, js });
  });

  it.each([
    ['2026-03-23', '2026-03-23'],
    ['2026-03-29', '2026-03-23'],
    ['2026-03-30', '2026-03-30'],
    ['2027-01-01', '2026-12-28'],
  ])('the ISO week of %s starts on Monday %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });
});
