import { describe, expect, it } from 'vitest';
import { isoWeekdayOf } from '../../shared/time/calendar';
import { clampDate, firstOpenDate, monthGrid, moveFocus, shiftMonth } from './calendar-grid';

describe('date picker grid (WAI-ARIA date picker): weeks from Monday', () => {
  it('November 2026 starts on a Sunday: the first week begins Monday 26 October', () => {
    const weeks = monthGrid('2026-11');
    expect(weeks[0]![0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]![6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks.at(-1)!.some((day) => day.date === '2026-11-30')).toBe(true);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
  it('February 2027 fits in four or five weeks and holds 28 days', () => {
    expect(
      monthGrid('2027-02')
        .flat()
        .filter((day) => day.inMonth),
    ).toHaveLength(28);
  });
});

describe('keyboard moves of the grid', () => {
  it.each([
    ['ArrowRight over the month end', '2026-11-30', 'ArrowRight', '2026-12-01'],
    ['ArrowLeft over the year start', '2027-01-01', 'ArrowLeft', '2026-12-31'],
    ['ArrowDown a week on', '2026-11-22', 'ArrowDown', '2026-11-29'],
    ['ArrowUp a week back', '2026-11-22', 'ArrowUp', '2026-11-15'],
    ['Home to Monday', '2026-11-22', 'Home', '2026-11-16'],
    ['End to Sunday', '2026-11-16', 'End', '2026-11-22'],
    ['PageDown keeps the day', '2026-11-15', 'PageDown', '2026-12-15'],
    ['PageDown on the 31st clamps to a short month', '2027-01-31', 'PageDown', '2027-02-28'],
    ['PageUp over the year', '2027-01-10', 'PageUp', '2026-12-10'],
  ])('%s', (_, from, key, expected) => {
    expect(moveFocus(from, key)).toBe(expected);
  });
  it('other keys do nothing', () => expect(moveFocus('2026-11-22', 'a')).toBeNull());
});

describe('months of the grid and the bookable range', () => {
  it('months shift over years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
  it('clamps into the bookable range', () => {
    expect(clampDate('2026-11-01', '2026-11-22', '2027-05-21')).toBe('2026-11-22');
    expect(clampDate('2027-06-01', '2026-11-22', '2027-05-21')).toBe('2027-05-21');
  });
});

describe('a flow starting on a refused day moves to its first open day', () => {
  const weekdaysOnly = (date: string) => isoWeekdayOf(date) <= 4;
  it('Sunday 22 November with Friday–Sunday excluded gives Monday 23', () =>
    expect(firstOpenDate('2026-11-22', '2026-12-31', weekdaysOnly)).toBe('2026-11-23'));
  it('nothing open before the end gives null', () =>
    expect(firstOpenDate('2026-11-27', '2026-11-29', weekdaysOnly)).toBeNull());
});
