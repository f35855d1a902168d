import { describe, expect, it } from 'vitest';
import { checkOutage, isOutOn, type OutageCheck } from './table-outages';

const TODAY = '2026-11-02';

describe('checkOutage: a reason, the last date on or after the first, not over, at most a year', () => {
  it.each<[string, { from_date: string; to_date: string; reason: string }, OutageCheck]>([
    ['one day today', { from_date: TODAY, to_date: TODAY, reason: 'Broken leg' }, 'ok'],
    ['a range ahead', { from_date: '2026-12-01', to_date: '2026-12-24', reason: 'Repair' }, 'ok'],
    [
      'broken since yesterday, out until tomorrow',
      { from_date: '2026-11-01', to_date: '2026-11-03', reason: 'Leg' },
      'ok',
    ],
    ['no reason', { from_date: TODAY, to_date: TODAY, reason: '  ' }, 'reason_missing'],
    [
      'the last before the first',
      { from_date: '2026-11-05', to_date: '2026-11-04', reason: 'Leg' },
      'range_reversed',
    ],
    [
      'a date that is no date',
      { from_date: '2026-02-30', to_date: '2026-03-01', reason: 'Leg' },
      'range_reversed',
    ],
    ['over already', { from_date: '2026-10-01', to_date: '2026-11-01', reason: 'Leg' }, 'in_past'],
    ['exactly a year of 366 days', { from_date: '2026-11-02', to_date: '2027-11-02', reason: 'Leg' }, 'ok'],
    ['longer than that', { from_date: '2026-11-02', to_date: '2027-11-03', reason: 'Leg' }, 'too_long'],
  ])('%s', (_name, outage, expected) => {
    expect(checkOutage(outage, TODAY)).toBe(expected);
  });
});

describe('isOutOn: both ends included', () => {
  it.each([
    ['2026-11-04', false],
    ['2026-11-05', true],
    ['2026-11-06', true],
    ['2026-11-07', false],
  ])('%s -> %s', (date, out) => {
    expect(isOutOn({ from_date: '2026-11-05', to_date: '2026-11-06' }, date)).toBe(out);
  });
});
