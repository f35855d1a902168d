import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  isClockWithin,
  isoWeekday,
  jsWeekday,
  minutesOfDay,
  monthDay,
  monthOf,
  toClock,
} from './clock';

describe('times are Amsterdam wall-clock times; a timezone suffix is stripped (SPEC §5)', () => {
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
  ])('minutesOfDay(%s) is %s', (time, minutes) => expect(minutesOfDay(time)).toBe(minutes));
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

describe('weekday conventions: jsWeekday 0 = Sunday, isoWeekday 7 = Sunday, in every machine zone', () => {
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
    expect(jsWeekday(date)).toBe(js);
    expect(isoWeekday(date)).toBe(iso);
  });
});

describe('calendar parts', () => {
  it.each([
    ['2026-12-25', '12-25', 12],
    ['2024-06-01', '06-01', 6],
    ['2026-01-09', '01-09', 1],
  ])('%s has month-day %s and month %s', (date, md, month) => {
    expect(monthDay(date)).toBe(md);
    expect(monthOf(date)).toBe(month);
  });
  it.each([
    ['2026-03-29', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['29-03-2026', false],
  ])('isCalendarDate(%s) is %s', (text, expected) => expect(isCalendarDate(text)).toBe(expected));
  it('monthDay refuses text that is no date', () => expect(() => monthDay('12-25')).toThrow());
});
