import { describe, expect, it } from 'vitest';
import { applyYearEndRule } from './year-end';

const TIMES = ['12:00', '17:30', '18:45', '19:00', '19:15', '19:30', '21:00'];
const slots = TIMES.map((time) => ({ time, is_available: true, online_suspended: false }));

describe('on 12-31, slots after 19:00 are removed; 19:00 stays', () => {
  it.each([
    ['2026-12-31', ['12:00', '17:30', '18:45', '19:00']],
    ['2024-12-31', ['12:00', '17:30', '18:45', '19:00']],
    ['2026-12-30', TIMES],
    ['2027-01-01', TIMES],
    ['2026-03-29', TIMES],
    ['2026-10-25', TIMES],
  ])('%s keeps %j', (date, expected) => {
    expect(applyYearEndRule(date, slots).map((s) => s.time)).toEqual(expected);
  });
});
