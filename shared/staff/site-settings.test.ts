import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../api/types';
import {
  CHAIN_SETTINGS,
  checkOpeningHours,
  isWithinOpeningHours,
  settingsConflict,
  settingsProblem,
  SiteSettingsSchema,
  type SiteSettings,
} from './site-settings';

const day = (weekday: number, ...spans: Array<[string, string]>): OpeningHours => ({
  weekday,
  periods: spans.map(([from, to], index) => ({ period: index === 0 ? 'lunch' : 'dinner', from, to })),
});
const week: OpeningHours[] = [day(1, ['12:00', '16:30'], ['16:30', '21:30']), day(5, ['16:30', '22:00'])];
const settings: SiteSettings = { opening_hours: week, ...CHAIN_SETTINGS };

describe('opening hours are one list per weekday of periods that go forward and do not overlap', () => {
  it.each<[string, OpeningHours[], ReturnType<typeof checkOpeningHours>]>([
    ['lunch then dinner, the one starting as the other ends', week, 'ok'],
    ['no days at all: closed all week', [], 'ok'],
    ['a day without periods is closed', [day(3)], 'ok'],
    ['a weekday twice', [day(1, ['12:00', '14:00']), day(1, ['17:00', '22:00'])], 'weekday_twice'],
    ['a period that ends before it starts', [day(2, ['22:00', '17:00'])], 'period_not_forward'],
    ['a period that ends as it starts', [day(2, ['17:00', '17:00'])], 'period_not_forward'],
    ['two periods that overlap', [day(2, ['12:00', '17:00'], ['16:30', '22:00'])], 'periods_overlap'],
    ['overlap found whatever the order', [day(2, ['16:30', '22:00'], ['12:00', '17:00'])], 'periods_overlap'],
  ])('%s: %s', (_rule, hours, expected) => {
    expect(checkOpeningHours(hours)).toBe(expected);
  });
});

describe('each setting has its own range, and its own error code when outside it', () => {
  it.each<[string, Partial<SiteSettings>, string | null]>([
    ["the chain's settings", {}, null],
    ['a slot every 30 minutes', { slot_interval_minutes: 30 }, null],
    ['a slot every 20 minutes is no choice', { slot_interval_minutes: 20 }, 'slot_interval_invalid'],
    ['a lead time of 2 hours', { lead_minutes: 120 }, null],
    ['a lead time of 48 hours is the longest', { lead_minutes: 2880 }, null],
    ['a lead time beyond 48 hours', { lead_minutes: 2895 }, 'lead_time_invalid'],
    ['a lead time that is not a quarter hour', { lead_minutes: 50 }, 'lead_time_invalid'],
    ['a negative lead time', { lead_minutes: -15 }, 'lead_time_invalid'],
    ['cancelling online up to the start', { cancel_window_minutes: 0 }, null],
    ['a cancellation window of 10 minutes', { cancel_window_minutes: 10 }, 'cancel_window_invalid'],
    ['a largest group of 6', { max_group_online: 6 }, null],
    ['a largest group of 1', { max_group_online: 1 }, null],
    ['a largest group of 0', { max_group_online: 0 }, 'max_group_invalid'],
    ["a largest group above SPEC's 14 online", { max_group_online: 15 }, 'max_group_invalid'],
    ['arrived from 30 minutes before', { arrive_before_minutes: 30 }, null],
    ['arrived from the start only', { arrive_before_minutes: 0 }, null],
    ['arrived from 4 hours before is the longest', { arrive_before_minutes: 240 }, null],
    ['arrived from more than 4 hours before', { arrive_before_minutes: 245 }, 'clock_margin_invalid'],
    [
      'a no-show margin of 7 minutes is not in steps of 5',
      { no_show_after_minutes: 7 },
      'clock_margin_invalid',
    ],
    ['a negative no-show margin', { no_show_after_minutes: -5 }, 'clock_margin_invalid'],
    ['walk-ins at any hour', { walk_ins_within_hours: false }, null],
    [
      'hours are checked first',
      { opening_hours: [day(1), day(1)], max_group_online: 0 },
      'opening_hours_invalid',
    ],
  ])('%s', (_rule, change, expected) => {
    expect(settingsProblem({ ...settings, ...change })?.code ?? null).toBe(expected);
  });

  it('the schema refuses what is not a whole number or not a meal period (400 before any check)', () => {
    expect(v.safeParse(SiteSettingsSchema, settings).success).toBe(true);
    expect(v.safeParse(SiteSettingsSchema, { ...settings, lead_minutes: 1.5 }).success).toBe(false);
    const supper = [{ weekday: 1, periods: [{ period: 'supper', from: '17:00', to: '22:00' }] }];
    expect(v.safeParse(SiteSettingsSchema, { ...settings, opening_hours: supper }).success).toBe(false);
    const late = [{ weekday: 1, periods: [{ period: 'dinner', from: '17:00', to: '24:00' }] }];
    expect(v.safeParse(SiteSettingsSchema, { ...settings, opening_hours: late }).success).toBe(false);
  });
});

describe('a booking already made conflicts with new settings outside the hours or above the group', () => {
  it.each<[string, { weekday: number; time: string; party_size: number }, string | null]>([
    ['inside Monday lunch', { weekday: 1, time: '12:00', party_size: 2 }, null],
    ['the last minute before dinner ends', { weekday: 1, time: '21:29', party_size: 2 }, null],
    [
      'at the end of dinner: slots start before it',
      { weekday: 1, time: '21:30', party_size: 2 },
      'outside_hours',
    ],
    ['on a weekday that is closed', { weekday: 2, time: '19:00', party_size: 2 }, 'outside_hours'],
    ['before Friday opens', { weekday: 5, time: '12:00', party_size: 2 }, 'outside_hours'],
    ['a group of 14 under the limit of 14', { weekday: 1, time: '19:00', party_size: 14 }, null],
    ['a group of 8 above a limit of 6', { weekday: 1, time: '19:00', party_size: 8 }, 'group_too_large'],
  ])('%s', (_rule, booking, expected) => {
    const limit = expected === 'group_too_large' ? 6 : 14;
    expect(settingsConflict({ opening_hours: week, max_group_online: limit }, booking)).toBe(expected);
  });

  it('opening hours cover from `from` up to, not including, `to`', () => {
    expect(isWithinOpeningHours(week, 1, '16:30')).toBe(true);
    expect(isWithinOpeningHours(week, 1, '11:59')).toBe(false);
    expect(isWithinOpeningHours([], 1, '12:00')).toBe(false);
  });
});
