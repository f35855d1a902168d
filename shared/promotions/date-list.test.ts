import { describe, expect, it } from 'vitest';
import { isDateListed } from './date-list';
import type { DateOrRange } from './types';

const LIST: DateOrRange[] = ['2024-05-20', ['2024-12-24', '2025-01-01'], '2026-03-29'];

describe('excludedDates hold single dates or inclusive [from, to] ranges', () => {
  it.each([
    ['2024-05-20', true, 'a single listed date'],
    ['2024-05-21', false, 'the day after a single date'],
    ['2024-12-24', true, 'first day of a range'],
    ['2024-12-31', true, 'inside a range across the year end'],
    ['2025-01-01', true, 'last day of a range'],
    ['2025-01-02', false, 'the day after a range'],
    ['2024-12-23', false, 'the day before a range'],
    ['2026-03-29', true, 'a daylight-saving change day'],
    ['2026-10-25', false, 'the autumn change day, not listed'],
  ])('%s is listed: %s (%s)', (date, expected) => expect(isDateListed(date, LIST)).toBe(expected));

  it('no list excludes nothing', () => expect(isDateListed('2024-05-20', undefined)).toBe(false));
});
