import { describe, expect, it } from 'vitest';
import {
  hasBookableTime,
  turnedAwayBySite,
  turnedAwayFigures,
  turnedAwayOutcome,
  type AskedPart,
  type TurnedAwayGroup,
} from './turned-away';

const HERE = 'site-here';
const THERE = 'site-there';

/** A group of searches at HERE on 5 December, asked for the whole day, booked nowhere; `change` says what differs. */
const group = (change: Partial<TurnedAwayGroup> = {}): TurnedAwayGroup => ({
  site_id: HERE,
  date: '2026-12-05',
  day_part: 'day',
  booked_site_id: null,
  searches: 1,
  guests: 2,
  ...change,
});

describe('a search found a time only when one in the part of the day asked for is bookable', () => {
  const lunch = { time: '12:30', is_available: true };
  const dinner = { time: '19:00', is_available: true };
  it.each<
    [string, Array<{ time: string; is_available: boolean; online_suspended?: boolean }>, AskedPart, boolean]
  >([
    ['no times at all', [], 'day', false],
    ['every time taken', [{ ...dinner, is_available: false }], 'day', false],
    ['the only free time stopped online', [{ ...dinner, online_suspended: true }], 'day', false],
    ['a free time, the whole day asked', [dinner], 'day', true],
    ['lunch free, the evening asked', [lunch], 'evening', false],
    ['lunch free, the afternoon asked', [lunch], 'afternoon', true],
    ['16:30 is evening, not afternoon', [{ time: '16:30', is_available: true }], 'afternoon', false],
    ['the evening taken, the evening asked', [lunch, { ...dinner, is_available: false }], 'evening', false],
  ])('%s', (_case, times, part, found) => {
    expect(hasBookableTime(times, part)).toBe(found);
  });
});

describe('where a guest turned away went', () => {
  it.each<[string, string | null, ReturnType<typeof turnedAwayOutcome>]>([
    ['no booking that stands', null, 'nowhere'],
    ['a booking at the restaurant searched', HERE, 'here'],
    ['a booking at another restaurant of the chain', THERE, 'elsewhere'],
  ])('%s: %s', (_case, booked, outcome) => {
    expect(turnedAwayOutcome({ site_id: HERE, booked_site_id: booked })).toBe(outcome);
  });
});

describe('the figures count every search once, in one outcome and one part of the day', () => {
  it.each<[string, TurnedAwayGroup[], Partial<ReturnType<typeof turnedAwayFigures>>]>([
    [
      'nothing turned away',
      [],
      { searches: 0, guests: 0, booked_elsewhere: 0, booked_here: 0, booked_nowhere: 0 },
    ],
    [
      'one search, booked elsewhere',
      [group({ booked_site_id: THERE, guests: 4 })],
      { searches: 1, guests: 4, booked_elsewhere: 1, booked_here: 0, booked_nowhere: 0 },
    ],
    [
      'groups of each outcome',
      [
        group({ searches: 3, guests: 6 }),
        group({ booked_site_id: HERE, searches: 2, guests: 8 }),
        group({ booked_site_id: THERE, searches: 1, guests: 2 }),
      ],
      { searches: 6, guests: 16, booked_elsewhere: 1, booked_here: 2, booked_nowhere: 3 },
    ],
    [
      'the parts of the day asked',
      [
        group({ day_part: 'evening', searches: 2 }),
        group({ day_part: 'afternoon' }),
        group({ day_part: 'day', searches: 4 }),
      ],
      { searches: 7, by_day_part: { day: 4, morning: 0, afternoon: 1, evening: 2 } },
    ],
  ])('%s', (_case, groups, expected) => {
    const figures = turnedAwayFigures(groups);
    expect(figures).toMatchObject(expected);
    // The breakdowns count the same searches as the total.
    expect(figures.booked_elsewhere + figures.booked_here + figures.booked_nowhere).toBe(figures.searches);
    expect(Object.values(figures.by_day_part).reduce((sum, count) => sum + count, 0)).toBe(figures.searches);
  });
});

describe("each restaurant's figures, with the days that turned guests away", () => {
  const groups = [
    group({ date: '2026-12-06', booked_site_id: THERE }),
    group({ date: '2026-12-05', searches: 2, guests: 5 }),
    group({ date: '2026-12-06', day_part: 'evening', guests: 3 }),
    group({ site_id: THERE, date: '2026-12-05', booked_site_id: HERE }),
  ];

  it('per restaurant in the order asked, its days in date order, each day counted alone', () => {
    const [here, there, quiet] = turnedAwayBySite([HERE, THERE, 'site-quiet'], groups);
    expect(here!.site_id).toBe(HERE);
    expect(here!.searches).toBe(4);
    expect(here!.days.map((day) => [day.date, day.searches, day.guests, day.booked_elsewhere])).toEqual([
      ['2026-12-05', 2, 5, 0],
      ['2026-12-06', 2, 5, 1],
    ]);
    // The search at THERE whose guest booked HERE is THERE's guest booked elsewhere, not HERE's.
    expect(there).toMatchObject({ site_id: THERE, searches: 1, booked_elsewhere: 1, booked_here: 0 });
    expect(quiet).toMatchObject({ site_id: 'site-quiet', searches: 0, days: [] });
  });

  it('the restaurants together add up to the total', () => {
    const sites = turnedAwayBySite([HERE, THERE], groups);
    expect(sites.reduce((sum, site) => sum + site.searches, 0)).toBe(turnedAwayFigures(groups).searches);
  });
});
