import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../shared/api/types';
import { canAddPeriod, hoursOf, weekRows, withPeriodAdded, type DayRow } from './hours-rows';

const counter = () => {
  let n = 0;
  return () => ++n;
};
const stored: OpeningHours[] = [
  { weekday: 2, periods: [{ period: 'dinner', from: '17:00', to: '22:00' }] },
  {
    weekday: 6,
    periods: [
      { period: 'lunch', from: '12:00', to: '16:30' },
      { period: 'dinner', from: '16:30', to: '22:00' },
    ],
  },
];

describe('the settings screen edits a row per weekday and sends the open days back', () => {
  it('every weekday gets a row; one not stored is closed; each period has its own key', () => {
    const rows = weekRows(stored, counter());
    expect(rows.map((day) => day.periods.length)).toEqual([0, 1, 0, 0, 0, 2, 0]);
    expect(rows.flatMap((day) => day.periods.map((period) => period.key))).toEqual([1, 2, 3]);
  });

  it('back to the API, the closed days are left out and the keys dropped: the stored week again', () => {
    expect(hoursOf(weekRows(stored, counter()))).toEqual(stored);
  });

  it.each<[string, DayRow, string[] | null]>([
    ['a closed day gets breakfast first', { weekday: 1, periods: [] }, ['breakfast']],
    [
      'a day with dinner gets breakfast before it',
      { weekday: 1, periods: [{ key: 1, period: 'dinner', from: '17:00', to: '22:00' }] },
      ['breakfast', 'dinner'],
    ],
    [
      'a day with breakfast and dinner gets lunch between them',
      {
        weekday: 1,
        periods: [
          { key: 1, period: 'breakfast', from: '08:00', to: '11:00' },
          { key: 2, period: 'dinner', from: '17:00', to: '22:00' },
        ],
      },
      ['breakfast', 'lunch', 'dinner'],
    ],
    [
      'a day with every meal stays as it is',
      {
        weekday: 1,
        periods: [
          { key: 1, period: 'breakfast', from: '08:00', to: '11:00' },
          { key: 2, period: 'lunch', from: '12:00', to: '16:00' },
          { key: 3, period: 'dinner', from: '17:00', to: '22:00' },
        ],
      },
      null,
    ],
  ])('%s', (_rule, day, meals) => {
    const added = withPeriodAdded(day, 9);
    if (meals === null) {
      expect(added).toBe(day);
      expect(canAddPeriod(day)).toBe(false);
    } else {
      expect(added.periods.map((period) => period.period)).toEqual(meals);
      expect(canAddPeriod(day)).toBe(true);
    }
  });

  it("a period added has its meal's usual hours", () => {
    expect(withPeriodAdded({ weekday: 1, periods: [] }, 9).periods[0]).toEqual({
      key: 9,
      period: 'breakfast',
      from: '08:00',
      to: '11:00',
    });
  });
});
