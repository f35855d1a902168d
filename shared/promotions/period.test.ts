import { describe, expect, it } from 'vitest';
import { promotionPeriod, upcomingExcludedDates, weekdaySpans } from './period';
import type { IsoWeekday, Promotion } from './types';

const promo: Promotion = {
  name: 'fixture',
  title: { en: 'Fixture', nl: 'Fixture' },
  type: 'example',
  startDate: '2026-03-01',
  endDate: '2026-12-31',
  excludedDates: ['2026-04-27', ['2026-12-24', '2027-01-02'], '2027-02-01'],
  locations: [],
  oneTimeDealCode: { endDate: '2027-01-31', excludedDates: ['2027-01-06'] },
};

describe('a promotion has not begun before its startDate, has ended after its endDate, and runs between (inclusive)', () => {
  it.each([
    ['2026-02-28', undefined, 'notBegun', 'the day before the start'],
    ['2026-03-01', undefined, 'running', 'the start itself'],
    ['2026-03-29', undefined, 'running', 'the spring daylight-saving day'],
    ['2026-12-31', undefined, 'running', 'the end itself'],
    ['2027-01-01', undefined, 'ended', 'the day after the end'],
    ['2027-01-01', 'ABC123', 'running', 'a deal code moves the end'],
    ['2027-02-01', 'ABC123', 'ended', "the day after the deal code's end"],
  ] as const)('%s (deal code %s) is %s: %s', (today, dealCode, status, _why) => {
    const period = promotionPeriod(promo, today, dealCode ? { dealCode } : {});
    expect(period.status).toBe(status);
    expect(period.startDate).toBe('2026-03-01');
    expect(period.endDate).toBe(dealCode ? '2027-01-31' : '2026-12-31');
  });
  it.each([
    [{ startDate: undefined, endDate: undefined }, 'running', 'no dates: always running'],
    [{ startDate: undefined }, 'ended', 'only an end, passed'],
    [{ endDate: undefined, startDate: '2030-01-01' }, 'notBegun', 'only a start, to come'],
  ] as const)('%j on 2027-06-01 is %s: %s', (dates, status, _why) => {
    const period = promotionPeriod({ ...promo, ...dates }, '2027-06-01');
    expect(period.status).toBe(status);
    expect(period).not.toHaveProperty(dates.startDate === undefined ? 'startDate' : 'endDate');
  });
});

describe('the allowed weekdays as runs, Monday first, a lone Monday joining the run to Sunday', () => {
  it.each([
    [[5, 6, 7], [[1, 4]], 'not Friday to Sunday: Monday to Thursday'],
    [[], [[1, 7]], 'no exclusion: the whole week'],
    [undefined, [[1, 7]], 'no list: the whole week'],
    [
      [3],
      [
        [1, 2],
        [4, 7],
      ],
      'not Wednesday: two runs',
    ],
    [[2, 3, 4], [[5, 1]], 'Friday to Monday, over the week end'],
    [
      [1, 3, 5, 7],
      [
        [2, 2],
        [4, 4],
        [6, 6],
      ],
      'single days',
    ],
    [[6, 7], [[1, 5]], 'weekdays only'],
    [[1, 2, 3, 4, 5, 6, 7], [], 'every day excluded'],
    [[1], [[2, 7]], 'not Monday: no wrap needed'],
    [[2, 3, 4, 5], [[6, 1]], 'Saturday to Monday'],
    [[7], [[1, 6]], 'not Sunday: Monday to Saturday'],
  ] as const)('excluded %j gives %j: %s', (excluded, spans, _why) => {
    expect(weekdaySpans(excluded as readonly IsoWeekday[] | undefined)).toEqual(spans);
  });
});

describe('excluded dates a guest can still meet: ending today or later, starting by the end', () => {
  it.each([
    ['2026-03-01', undefined, ['2026-04-27', ['2026-12-24', '2027-01-02']], 'all within the period'],
    ['2026-04-28', undefined, [['2026-12-24', '2027-01-02']], 'a passed date drops'],
    ['2027-01-02', undefined, [['2026-12-24', '2027-01-02']], 'a range ending today stays'],
    ['2027-01-03', undefined, [], 'nothing left'],
    [
      '2026-12-01',
      'ABC123',
      [['2026-12-24', '2027-01-02'], '2027-01-06'],
      "a deal code adds its dates; one after the deal's end drops",
    ],
  ] as const)('on %s (deal code %s): %j: %s', (today, dealCode, expected, _why) => {
    expect(upcomingExcludedDates(promo, today, dealCode ? { dealCode } : {})).toEqual(expected);
  });
});
