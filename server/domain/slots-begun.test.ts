/**
 * The clock's one part in a kept day's answer: how many of a restaurant's times on a date have closed
 * online by now, because they have begun or fall inside the restaurant's lead time. Instants are Amsterdam's:
 * 2026-12-10 is winter time (UTC+1), 2026-07-10 summer time (UTC+2).
 */
import { describe, expect, it } from 'vitest';
import type { SiteRow } from '../db/site-rows';
import { slotsBegun } from './availability';

/** Dinner every day from 17:00 to 19:00 at half hours: 17:00, 17:30, 18:00, 18:30. */
const site = (leadMinutes: number) =>
  ({
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      periods: [{ period: 'dinner', from: '17:00', to: '19:00' }],
    })),
    slot_interval_minutes: 30,
    lead_minutes: leadMinutes,
  }) as unknown as SiteRow;

describe('the times of a day closed online by now: begun, or inside the lead time', () => {
  it.each([
    ['a day ahead, no lead time: none', 0, '2026-12-10', '2026-12-09T16:30:00Z', 0],
    ['the day itself, before the first time: none', 0, '2026-12-10', '2026-12-10T15:59:00Z', 0],
    ['the first time has begun (17:00 is 16:00Z)', 0, '2026-12-10', '2026-12-10T16:00:00Z', 1],
    ['two begun, in summer time (17:30 is 15:30Z)', 0, '2026-07-10', '2026-07-10T15:30:00Z', 2],
    ['all begun', 0, '2026-12-10', '2026-12-10T20:00:00Z', 4],
    [
      'a lead time of 60 minutes closes 17:00 at 16:00 Amsterdam',
      60,
      '2026-12-10',
      '2026-12-10T15:00:00Z',
      1,
    ],
    ['a lead time of a day reaches into tomorrow', 24 * 60, '2026-12-10', '2026-12-09T16:30:00Z', 2],
    [
      'a lead time of two days at 18:00 closes up to 18:00 two days on',
      2 * 24 * 60,
      '2026-12-10',
      '2026-12-08T17:00:00Z',
      3,
    ],
    ['a lead time of two days, three days ahead: none', 2 * 24 * 60, '2026-12-10', '2026-12-07T17:00:00Z', 0],
  ])('%s', (_rule, leadMinutes, date, now, closed) => {
    expect(slotsBegun(site(leadMinutes), date, Date.parse(now))).toBe(closed);
  });
});
