import { describe, expect, it } from 'vitest';
import { fileNameOf, isReportRange, lastSevenDays, reportSearch } from './report-range';

describe('the default report is the last 7 days ending today', () => {
  it.each([
    ['an ordinary day', '2026-12-24', '2026-12-18'],
    ['across a new year', '2027-01-03', '2026-12-28'],
    ['across the spring daylight-saving change', '2026-03-31', '2026-03-25'],
    ['across the autumn daylight-saving change', '2026-10-27', '2026-10-21'],
  ])('%s', (_rule, today, from) => {
    expect(lastSevenDays(today)).toEqual({ from, to: today });
  });
});

describe('a report covers 1 to 92 days, ending on or after its first day', () => {
  it.each([
    ['one day', '2026-12-24', '2026-12-24', true],
    ['92 days', '2026-10-01', '2026-12-31', true],
    ['93 days', '2026-09-30', '2026-12-31', false],
    ['ending before it starts', '2026-12-24', '2026-12-23', false],
    ['a date that does not exist', '2026-02-30', '2026-03-02', false],
    ['an empty field', '', '2026-12-24', false],
  ])('%s', (_rule, from, to, valid) => {
    expect(isReportRange(from, to)).toBe(valid);
  });
});

describe('the report query names a restaurant only when one is chosen', () => {
  it.each([
    ['all restaurants', { from: '2026-12-18', to: '2026-12-24' }, 'from=2026-12-18&to=2026-12-24'],
    [
      'one restaurant',
      { from: '2026-12-18', to: '2026-12-24', site_id: 'site 2' },
      'from=2026-12-18&to=2026-12-24&site_id=site+2',
    ],
  ])('%s', (_rule, query, search) => {
    expect(reportSearch(query)).toBe(search);
  });
});

describe('the CSV is saved under the name the API gives', () => {
  it.each([
    [
      'quoted',
      'attachment; filename="tafel-bookings-2026-12-18-2026-12-24.csv"',
      'tafel-bookings-2026-12-18-2026-12-24.csv',
    ],
    ['bare', 'attachment; filename=report.csv', 'report.csv'],
    ['no name', 'attachment', null],
    ['no header', null, null],
    ['a path is no name', 'attachment; filename="../etc/passwd"', null],
  ])('%s', (_rule, header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
