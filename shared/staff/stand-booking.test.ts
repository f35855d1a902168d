import { describe, expect, it } from 'vitest';
import { combineDateTime } from '../time/instant';
import {
  checkStandBooking,
  hasContact,
  moveOverrides,
  unconfirmedOverrides,
  type StandSite,
  type StandWish,
} from './stand-booking';

const dinner = { period: 'dinner' as const, from: '17:00', to: '22:00' };
const SITE: StandSite = {
  opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, periods: [dinner] })),
  lead_minutes: 360,
  max_group_online: 8,
  blocks: [
    { date: '2026-12-05', weekday: null, from_time: '19:00', to_time: '20:00', reason: 'Private party' },
    { date: null, weekday: 7, from_time: '17:00', to_time: '18:00', reason: 'Sunday briefing' },
  ],
};
/** Saturday 5 December 2026, 12:00 in Amsterdam. */
const NOW = combineDateTime('2026-12-05', '12:00');
const wish = (change: Partial<StandWish> = {}): StandWish => ({
  date: '2026-12-12',
  time: '19:00',
  party_size: 4,
  ...change,
});

describe('checkStandBooking: what the stand may book, and which online-only limits it passes', () => {
  it.each([
    ['a booking a guest could make needs no override', wish(), []],
    ['a party above the largest group online', wish({ party_size: 12 }), ['largest_group']],
    [
      'a time inside an online block on its date',
      wish({ date: '2026-12-05', time: '19:30' }),
      ['online_block'],
    ],
    ['a block ends before its end time', wish({ date: '2026-12-05', time: '20:00' }), []],
    ['a weekly block on its weekday', wish({ date: '2026-12-06', time: '17:15' }), ['online_block']],
    ['inside the lead time', wish({ date: '2026-12-05', time: '17:30' }), ['lead_time']],
    ['at the end of the lead time', wish({ date: '2026-12-05', time: '18:00' }), ['lead_time']],
    ['just past the lead time', wish({ date: '2026-12-05', time: '18:15' }), []],
    [
      'every limit at once',
      wish({ date: '2026-12-05', time: '19:00', party_size: 20 }),
      ['largest_group', 'online_block'],
    ],
  ])('%s', (_case, asked, rules) => {
    const check = checkStandBooking(SITE, asked, NOW);
    expect(check.refusal).toBeNull();
    expect(check.refusal === null && check.overrides.map((override) => override.rule)).toEqual(rules);
  });

  it('names what each override is about', () => {
    const check = checkStandBooking(SITE, wish({ date: '2026-12-05', time: '13:00' }), NOW);
    expect(check).toEqual({ refusal: 'booking_closed' });
    const overrides = checkStandBooking(
      { ...SITE, opening_hours: [{ weekday: 6, periods: [{ ...dinner, from: '12:00' }] }] },
      wish({ date: '2026-12-05', time: '19:00', party_size: 9 }),
      NOW,
    );
    expect(overrides).toEqual({
      refusal: null,
      overrides: [
        { rule: 'largest_group', limit: 8 },
        { rule: 'online_block', reason: 'Private party', from_time: '19:00', to_time: '20:00' },
      ],
    });
  });

  it.each([
    ['a start already passed', wish({ date: '2026-12-04' }), 'booking_in_past'],
    ['a start right now', wish({ date: '2026-12-05', time: '12:00' }), 'booking_in_past'],
    ['before opening', wish({ time: '16:45' }), 'booking_closed'],
    ['at closing time', wish({ time: '22:00' }), 'booking_closed'],
  ])('refuses %s', (_case, asked, refusal) => {
    expect(checkStandBooking(SITE, asked, NOW)).toEqual({ refusal });
  });

  it.each([
    // Amsterdam's clocks change in these nights: 16 hours of lead before 17:00 are 16 real hours, not wall-clock ones.
    ['the spring night, an hour shorter', '2026-03-29', '00:30', ['lead_time']],
    ['the autumn night, an hour longer', '2026-10-25', '01:30', []],
  ])('counts the lead time in real hours across %s', (_case, date, nowTime, rules) => {
    const site = { ...SITE, blocks: [], lead_minutes: 16 * 60 };
    const check = checkStandBooking(site, wish({ date, time: '17:00' }), combineDateTime(date, nowTime));
    expect(check.refusal === null && check.overrides.map((override) => override.rule)).toEqual(rules);
  });
});

describe('unconfirmedOverrides: the server books only when the host named every override needed', () => {
  const needed = [
    { rule: 'largest_group' as const, limit: 8 },
    { rule: 'lead_time' as const, minutes: 120 },
  ];
  it.each([
    [[], ['largest_group', 'lead_time']],
    [['lead_time'], ['largest_group']],
    [['largest_group', 'lead_time', 'online_block'], []],
  ] as const)('confirmed %j leaves %j', (confirmed, left) => {
    expect(unconfirmedOverrides(needed, confirmed).map((override) => override.rule)).toEqual(left);
  });
});

describe('hasContact: a booking made ahead can reach its guest', () => {
  it.each([
    ['a phone number', { phone_number: '+31612345678', email: '' }, true],
    ['an e-mail address', { phone_number: '', email: 'a@b.nl' }, true],
    ['neither', { phone_number: ' ', email: '' }, false],
  ])('%s', (_case, contact, expected) => {
    expect(hasContact(contact)).toBe(expected);
  });
});

describe('moveOverrides: a move names only the online-only limits it newly passes', () => {
  const booked = wish({ date: '2026-12-12', time: '19:00', party_size: 4 });
  it.each([
    ['another day a guest could book needs none', booked, wish({ date: '2026-12-13' }), []],
    ['into an online block', booked, wish({ date: '2026-12-05', time: '19:30' }), ['online_block']],
    ['into the lead time', booked, wish({ date: '2026-12-05', time: '17:30' }), ['lead_time']],
    ['a party grown past the largest group', booked, wish({ party_size: 10 }), ['largest_group']],
    [
      'a large party already granted moves to another day: nothing new',
      wish({ party_size: 12 }),
      wish({ date: '2026-12-13', party_size: 12 }),
      [],
    ],
    [
      'a large party that shrinks but stays above the limit: nothing new',
      wish({ party_size: 12 }),
      wish({ party_size: 10 }),
      [],
    ],
    [
      'a party grown at a start inside the lead time: only the group, the start stays',
      wish({ date: '2026-12-05', time: '17:30', party_size: 4 }),
      wish({ date: '2026-12-05', time: '17:30', party_size: 10 }),
      ['largest_group'],
    ],
    [
      'the same start written with seconds is no new start',
      wish({ date: '2026-12-05', time: '19:30:00', party_size: 2 }),
      wish({ date: '2026-12-05', time: '19:30', party_size: 3 }),
      [],
    ],
  ])('%s', (_case, from, to, rules) => {
    expect(moveOverrides(SITE, from, to, NOW).map((override) => override.rule)).toEqual(rules);
  });
});
