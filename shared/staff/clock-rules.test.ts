import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../api/types';
import { amsterdamTime } from '../time/instant';
import {
  CLOCK_RULE_DEFAULTS,
  checkVisitClock,
  isClockMargin,
  minutesLate,
  visitWindow,
  walkInNeedsReason,
  type ClockRules,
  type TimedBooking,
} from './clock-rules';
import type { VisitStatus } from './rules';

/** What the clock says, with an instant as the Amsterdam clock shows it, so the table reads as a host would. */
function verdict(
  booking: TimedBooking,
  visit: VisitStatus,
  now: string,
  rules: ClockRules = CLOCK_RULE_DEFAULTS,
) {
  const clock = checkVisitClock(booking, visit, rules, now);
  return clock.code === 'visit_too_early' ? `too early, from ${amsterdamTime(clock.from)}` : clock.code;
}

const CHRISTMAS_EVE = { date: '2026-12-24', time: '19:00' };

describe('arrived only on the booking’s day and from 60 minutes before its start (by default)', () => {
  it.each<[string, TimedBooking, string, string]>([
    ['an hour and a minute before', CHRISTMAS_EVE, '2026-12-24T16:59:00Z', 'too early, from 18:00'],
    ['exactly an hour before', CHRISTMAS_EVE, '2026-12-24T17:00:00Z', 'ok'],
    ['at the start', CHRISTMAS_EVE, '2026-12-24T18:00:00Z', 'ok'],
    ['late, the same evening', CHRISTMAS_EVE, '2026-12-24T22:59:00Z', 'ok'],
    ['the next day, at midnight in Amsterdam', CHRISTMAS_EVE, '2026-12-24T23:00:00Z', 'visit_day_over'],
    ['three days ahead (the issue’s case)', CHRISTMAS_EVE, '2026-12-21T18:00:00Z', 'too early, from 18:00'],
    [
      'a booking at 00:30 opens at midnight, not the evening before',
      { date: '2026-12-24', time: '00:30' },
      '2026-12-23T22:45:00Z',
      'too early, from 00:00',
    ],
    ['a booking at 00:30, at midnight', { date: '2026-12-24', time: '00:30' }, '2026-12-23T23:00:00Z', 'ok'],
    // 2026-03-29: clocks jump 02:00 -> 03:00. An hour before 03:30 summer time is 01:30 winter time.
    [
      'spring forward: a minute before the real hour',
      { date: '2026-03-29', time: '03:30' },
      '2026-03-29T00:29:00Z',
      'too early, from 01:30',
    ],
    [
      'spring forward: the real hour before',
      { date: '2026-03-29', time: '03:30' },
      '2026-03-29T00:30:00Z',
      'ok',
    ],
    [
      'spring forward: lunch opens an hour before in summer time',
      { date: '2026-03-29', time: '12:00' },
      '2026-03-29T08:59:00Z',
      'too early, from 11:00',
    ],
    // 2026-10-25: clocks fall back 03:00 -> 02:00. An hour before 03:00 winter time is the second 02:00.
    [
      'fall back: 02:30 summer time is before the second 02:00',
      { date: '2026-10-25', time: '03:00' },
      '2026-10-25T00:30:00Z',
      'too early, from 02:00',
    ],
    ['fall back: the second 02:00', { date: '2026-10-25', time: '03:00' }, '2026-10-25T01:00:00Z', 'ok'],
    [
      'fall back: the day ends at midnight winter time',
      { date: '2026-10-25', time: '20:00' },
      '2026-10-25T23:00:00Z',
      'visit_day_over',
    ],
  ])('%s', (_rule, booking, now, expected) => {
    expect(verdict(booking, 'arrived', now)).toBe(expected);
  });
});

describe('no-show only from 15 minutes after the start (by default), with no end', () => {
  it.each<[string, TimedBooking, string, string]>([
    ['at 07:06 for 19:00 (the issue’s case)', CHRISTMAS_EVE, '2026-12-24T06:06:00Z', 'too early, from 19:15'],
    ['at the start', CHRISTMAS_EVE, '2026-12-24T18:00:00Z', 'too early, from 19:15'],
    ['14 minutes after', CHRISTMAS_EVE, '2026-12-24T18:14:00Z', 'too early, from 19:15'],
    ['15 minutes after', CHRISTMAS_EVE, '2026-12-24T18:15:00Z', 'ok'],
    ['the next morning (marked late)', CHRISTMAS_EVE, '2026-12-25T08:00:00Z', 'ok'],
    [
      'a late booking: into the next day',
      { date: '2026-12-24', time: '23:50' },
      '2026-12-24T22:55:00Z',
      'too early, from 00:05',
    ],
    // Real minutes across the jump: 01:50 winter time and 15 minutes is 03:05 summer time.
    [
      'spring forward: across the jump',
      { date: '2026-03-29', time: '01:50' },
      '2026-03-29T01:04:00Z',
      'too early, from 03:05',
    ],
    [
      'spring forward: 03:05 summer time',
      { date: '2026-03-29', time: '01:50' },
      '2026-03-29T01:05:00Z',
      'ok',
    ],
    // 02:50 on the fall-back day is the first one (summer time); 15 minutes on is 02:05 winter time.
    [
      'fall back: across the change',
      { date: '2026-10-25', time: '02:50' },
      '2026-10-25T01:04:00Z',
      'too early, from 02:05',
    ],
    ['fall back: 02:05 winter time', { date: '2026-10-25', time: '02:50' }, '2026-10-25T01:05:00Z', 'ok'],
  ])('%s', (_rule, booking, now, expected) => {
    expect(verdict(booking, 'no_show', now)).toBe(expected);
  });
});

describe('the margins are the restaurant’s settings', () => {
  it.each<[string, VisitStatus, Partial<ClockRules>, string, string]>([
    [
      'arrived from 30 minutes before: 18:29 is early',
      'arrived',
      { arrive_before_minutes: 30 },
      '17:29',
      'too early, from 18:30',
    ],
    ['arrived from 30 minutes before: 18:30', 'arrived', { arrive_before_minutes: 30 }, '17:30', 'ok'],
    [
      'arrived from the start only',
      'arrived',
      { arrive_before_minutes: 0 },
      '17:59',
      'too early, from 19:00',
    ],
    ['no-show at the start', 'no_show', { no_show_after_minutes: 0 }, '18:00', 'ok'],
    [
      'no-show from 45 minutes after',
      'no_show',
      { no_show_after_minutes: 45 },
      '18:30',
      'too early, from 19:45',
    ],
  ])('%s', (_rule, visit, rules, utcTime, expected) => {
    const now = `2026-12-24T${utcTime}:00Z`;
    expect(verdict(CHRISTMAS_EVE, visit, now, { ...CLOCK_RULE_DEFAULTS, ...rules })).toBe(expected);
  });

  it.each<[VisitStatus, string]>([
    ['left', 'leaving is never held by the clock (arrived comes first)'],
    ['booked', 'booked again is only an undo'],
  ])('%s: no window (%s)', (visit) => {
    expect(visitWindow(CHRISTMAS_EVE, visit, CLOCK_RULE_DEFAULTS)).toBeNull();
    expect(verdict(CHRISTMAS_EVE, visit, '2026-12-20T09:00:00Z')).toBe('ok');
  });

  it.each<[number, boolean]>([
    [0, true],
    [5, true],
    [60, true],
    [240, true],
    [245, false],
    [7, false],
    [-5, false],
    [12.5, false],
    [Number.NaN, false],
  ])('a margin of %s minutes can be set: %s', (minutes, expected) => {
    expect(isClockMargin(minutes)).toBe(expected);
  });
});

describe('walk-ins only inside the opening hours, unless the host gives a reason', () => {
  const hours: OpeningHours[] = [
    {
      weekday: 1,
      periods: [
        { period: 'lunch', from: '12:00', to: '16:30' },
        { period: 'dinner', from: '16:30', to: '21:30' },
      ],
    },
    { weekday: 7, periods: [{ period: 'dinner', from: '17:00', to: '22:00' }] },
  ];
  it.each<[string, string, string, boolean, boolean]>([
    ['07:00 while Monday opens at 12:00 (the issue’s case)', '2026-11-02', '07:00', true, true],
    ['at opening', '2026-11-02', '12:00', true, false],
    ['lunch running into dinner', '2026-11-02', '16:30', true, false],
    ['at closing time', '2026-11-02', '21:30', true, true],
    ['a day without hours is closed', '2026-11-03', '19:00', true, true],
    ['outside the hours, the restaurant not holding walk-ins to them', '2026-11-02', '07:00', false, false],
    ['the spring-forward Sunday, before dinner', '2026-03-29', '16:45', true, true],
    ['the fall-back Sunday, at dinner', '2026-10-25', '17:00', true, false],
  ])('%s', (_rule, date, time, withinHours, needsReason) => {
    expect(walkInNeedsReason(hours, date, time, { walk_ins_within_hours: withinHours })).toBe(needsReason);
  });
});

describe('a party still booked after its start is late, by whole minutes', () => {
  it.each<[string, VisitStatus, string, number]>([
    ['before the start', 'booked', '2026-12-24T17:59:00Z', 0],
    ['at the start', 'booked', '2026-12-24T18:00:00Z', 0],
    ['59 seconds after', 'booked', '2026-12-24T18:00:59Z', 0],
    ['a minute after', 'booked', '2026-12-24T18:01:00Z', 1],
    ['twelve and a half minutes after', 'booked', '2026-12-24T18:12:30Z', 12],
    ['the next morning, still booked', 'booked', '2026-12-25T08:00:00Z', 840],
    ['arrived: not late', 'arrived', '2026-12-24T18:30:00Z', 0],
    ['marked no-show: not late', 'no_show', '2026-12-24T18:30:00Z', 0],
  ])('%s', (_case, visit, now, minutes) => {
    expect(minutesLate(CHRISTMAS_EVE, visit, now)).toBe(minutes);
  });
});
