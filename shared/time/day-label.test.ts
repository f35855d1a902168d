import { describe, expect, it } from 'vitest';
import type { Language } from '../constants';
import { dayLabel } from './day-label';

// Wednesday 23 December 2026, 10:00 in Amsterdam; its ISO week runs Mon 21 to Sun 27 December.
const WEDNESDAY = '2026-12-23T09:00:00Z';

describe("day label: weekday name inside the current week (ISO, Monday to Sunday, in Amsterdam), else 'D MMMM', with the year outside the current year", () => {
  it.each<[string, string, string, Language, string]>([
    ['today', '2026-12-23', WEDNESDAY, 'en', 'Wednesday'],
    ['today in Dutch', '2026-12-23', WEDNESDAY, 'nl', 'woensdag'],
    ['Monday of this week (already past)', '2026-12-21', WEDNESDAY, 'en', 'Monday'],
    ['Sunday closes this week', '2026-12-27', WEDNESDAY, 'en', 'Sunday'],
    ['Sunday closes this week, Dutch', '2026-12-27', WEDNESDAY, 'nl', 'zondag'],
    ['Monday after is next week', '2026-12-28', WEDNESDAY, 'en', '28 December'],
    ['Monday after is next week, Dutch', '2026-12-28', WEDNESDAY, 'nl', '28 december'],
    ['Sunday before is last week', '2026-12-20', WEDNESDAY, 'en', '20 December'],
    ['next year shows its year', '2027-01-01', WEDNESDAY, 'nl', '1 januari 2027'],
    ['next year shows its year, English', '2027-05-26', WEDNESDAY, 'en', '26 May 2027'],
    // the week of 28 Dec 2026 holds 1 Jan 2027: inside the current week the weekday alone is clear
    ['next year within the current week', '2027-01-01', '2026-12-29T09:00:00Z', 'nl', 'vrijdag'],
    // 1 Jan 00:30 in Amsterdam (31 Dec in UTC): the year is Amsterdam's
    ['the year turns at Amsterdam midnight', '2027-01-11', '2026-12-31T23:30:00Z', 'en', '11 January'],
    ['a day of the year just ended', '2026-12-20', '2026-12-31T23:30:00Z', 'en', '20 December 2026'],
    // now is Sunday 27 Dec 23:30 in Amsterdam but Sunday 22:30 UTC: the week is still Amsterdam's
    ['late Sunday evening: Monday is next week', '2026-12-28', '2026-12-27T22:30:00Z', 'en', '28 December'],
    // now is Monday 28 Dec 00:30 in Amsterdam, still Sunday in UTC: a new week has begun
    ['just after midnight on Monday: the new week', '2026-12-28', '2026-12-27T23:30:00Z', 'en', 'Monday'],
    [
      'just after midnight on Monday: last Sunday is last week',
      '2026-12-27',
      '2026-12-27T23:30:00Z',
      'nl',
      '27 december',
    ],
    // the spring-forward day is the Sunday closing its week
    ['week of the spring-forward Sunday', '2026-03-29', '2026-03-23T08:00:00Z', 'en', 'Sunday'],
    ['on the spring-forward Sunday', '2026-03-30', '2026-03-29T12:00:00Z', 'nl', '30 maart'],
    ['week of the fall-back Sunday', '2026-10-25', '2026-10-20T08:00:00Z', 'nl', 'zondag'],
  ])('%s: %s seen on %s in %s is %j', (_rule, date, now, lang, label) => {
    expect(dayLabel(date, now, lang)).toBe(label);
  });

  it('leaves the global locale alone', () => {
    dayLabel('2026-12-23', WEDNESDAY, 'nl');
    expect(dayLabel('2026-12-23', WEDNESDAY, 'en')).toBe('Wednesday');
  });
});
