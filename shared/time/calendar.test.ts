import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  isCalendarDate,
  utcMidnight,
  isoWeekdayOf,
  jsWeekdayOf,
  mondayOf,
  monthDay,
  monthNumberOf,
  yearMonthOf,
} from './calendar';

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

describe('weekdays are read from the date itself, the same in every machine zone', () => {
  it.each([
    // date, js, iso, what
    ['2026-03-29', 0, 7, 'Sunday, start of summer time'],
    ['2026-10-25', 0, 7, 'Sunday, end of summer time'],
    ['2026-03-28', 6, 6, 'Saturday before the change'],
    ['2026-11-22', 0, 7, 'Sunday'],
    ['2026-11-23', 1, 1, 'Monday'],
    ['2025-12-05', 5, 5, 'Friday 5 Dec 2025'],
    ['2025-12-06', 6, 6, 'Saturday 6 Dec 2025'],
    ['2025-12-04', 4, 4, 'Thursday 4 Dec 2025'],
    ['2024-02-29', 4, 4, 'leap day'],
    ['2024-12-31', 2, 2, 'Tuesday'],
  ])('%s: js %s, iso %s (%s)', (date, js, iso) => {
    expect(jsWeekdayOf(date)).toBe(js);
    expect(isoWeekdayOf(date)).toBe(iso);
  });
});

describe('calendar parts: month-day, month number and year-month', () => {
  it.each([
    ['2026-12-25', '12-25', 12],
    ['2024-06-01', '06-01', 6],
    ['2026-01-09', '01-09', 1],
  ])('%s has month-day %s and month %s', (date, md, month) => {
    expect(monthDay(date)).toBe(md);
    expect(monthNumberOf(date)).toBe(month);
    expect(yearMonthOf(date)).toBe(date.slice(0, 7));
  });
  it.each([
    ['2026-03-29', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['29-03-2026', false],
    ['0050-01-01', false],
    ['2000-02-29', true],
    ['2100-02-29', false],
    ['1900-02-29', false],
    ['2028-02-29', true],
    ['2026-04-31', false],
    ['2026-04-30', true],
    ['2026-12-31', true],
    ['2026-12-32', false],
    ['2026-00-10', false],
    ['2026-06-00', false],
  ])('isCalendarDate(%s) is %s', (text, expected) => expect(isCalendarDate(text)).toBe(expected));
  it('a text is a calendar date exactly when a Date reads the same day back, every day-of-month 00 to 32 of 1999 to 2201', () => {
    for (let year = 1999; year <= 2201; year += 1)
      for (let month = 0; month <= 13; month += 1)
        for (let day = 0; day <= 32; day += 1) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const readBack = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === text;
          if (isCalendarDate(text) !== readBack)
            expect({ text, isCalendarDate: isCalendarDate(text) }).toEqual({
              text,
              isCalendarDate: readBack,
            });
        }
  });
  it('utcMidnight is the instant the date names at 00:00 UTC, every day from 1999 to 2201', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    for (let at = Date.UTC(1999, 0, 1); at <= Date.UTC(2201, 11, 31); at += DAY_MS) {
      const date = new Date(at).toISOString().slice(0, 10);
      if (utcMidnight(date) !== Date.parse(`${date}T00:00:00Z`)) expect(utcMidnight(date)).toBe(at);
    }
  });
  it.each(['12-25', '2026-13-01', ''])('the parts of %j are refused', (text) => {
    expect(() => monthDay(text)).toThrow();
    expect(() => monthNumberOf(text)).toThrow();
    expect(() => yearMonthOf(text)).toThrow();
  });
});

describe('months are added on the calendar, keeping the day or taking the last day of a shorter month', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2027-01-15', -1, '2026-12-15'],
    ['2026-10-25', 1, '2026-11-25'],
    ['2026-05-31', 0, '2026-05-31'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});
