/**
 * The stand's "why closed" on a restaurant's day, through the very rawSessions the widget's availability comes from:
 * the tables it names, and that no time the widget refuses is left without a rule that says why.
 * 2026-11-10 is a Tuesday in winter time (UTC+1).
 */
import { describe, expect, it } from 'vitest';
import { isSlotBookable } from '../../shared/slots';
import type { SiteDay } from '../db/site-day';
import type { SiteRow, TableRow } from '../db/site-rows';
import type { TableHold } from '../db/table-holds';
import { rawSessions, slotQuery } from './availability';
import { explainSiteTime, tableFacts } from './closed-reasons';

const DATE = '2026-11-10';
const at = (time: string) => Date.parse(`${DATE}T${time}:00+01:00`);
const HOUR = 3_600_000;

const table = (id: string, seats: number, combinable: boolean, area = 'a'): TableRow => ({
  id,
  seats,
  combinable,
  seating_area_id: area,
});
/** Room a: two combinable 2-tops and a 4-top; room b: a 6-top. */
const TABLES = [
  table('A1', 2, true),
  table('A2', 2, true),
  table('A3', 4, false),
  table('B1', 6, false, 'b'),
];
const LABELS = new Map(TABLES.map((entry) => [entry.id, `T-${entry.id}`]));

const SITE = {
  id: 'site',
  extra: {},
  opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    periods: [
      { period: 'lunch', from: '12:00', to: '15:00' },
      { period: 'dinner', from: '17:00', to: '22:00' },
    ],
  })),
  stay_minutes: [{ up_to: null, minutes: 120 }],
  slot_interval_minutes: 30,
  lead_minutes: 60,
  max_group_online: 6,
} as unknown as SiteRow;

/** A booking holding a table from a time for the two-hour stay. */
const hold = (table_id: string, number: string, time: string): TableHold => ({
  table_id,
  label: LABELS.get(table_id)!,
  number,
  first_name: 'Guest',
  last_name: number,
  time,
  from_ms: at(time),
  to_ms: at(time) + 2 * HOUR,
});

const dayWith = (holds: readonly TableHold[], stops: SiteDay['stops'] = []): SiteDay => ({
  site: SITE,
  tables: TABLES,
  stops,
  busy: holds.map(({ table_id, from_ms, to_ms }) => ({ table_id, from_ms, to_ms })),
  seatingAreaUid: 'a',
});

describe('the tables the stand is told of: what a booking would get, or who holds the ones that would seat it', () => {
  it.each<[string, number, TableHold[], object]>([
    ['a free room: the smallest table that seats the party', 2, [], { assigned: ['T-A1'], free_fitting: 4 }],
    [
      'the 4-top and the 6-top taken: the two 2-tops combined',
      4,
      [hold('A3', '100001', '18:00'), hold('B1', '100002', '18:30')],
      { assigned: ['T-A1', 'T-A2'], free_fitting: 0, held_by: [] },
    ],
    [
      'all that seats four taken: the bookings on them, the combinable 2-tops included',
      4,
      [hold('A3', '100001', '18:00'), hold('B1', '100002', '18:30'), hold('A1', '100003', '19:00')],
      {
        assigned: [],
        any_fits: true,
        held_by: [
          { number: '100001', name: 'Guest 100001', time: '18:00', tables: ['T-A3'] },
          { number: '100002', name: 'Guest 100002', time: '18:30', tables: ['T-B1'] },
          { number: '100003', name: 'Guest 100003', time: '19:00', tables: ['T-A1'] },
        ],
      },
    ],
    [
      'a party of six: only the 6-top seats them (room a together seats 4); its holder, not the others',
      6,
      [hold('B1', '100002', '18:30'), hold('A3', '100001', '18:00')],
      {
        assigned: [],
        held_by: [{ number: '100002', name: 'Guest 100002', time: '18:30', tables: ['T-B1'] }],
      },
    ],
    [
      'a booking whose stay ends as the party comes holds nothing',
      6,
      [hold('B1', '100002', '17:00')],
      { assigned: ['T-B1'], held_by: [] },
    ],
    ['a party no table or combination seats', 8, [], { assigned: [], any_fits: false, held_by: [] }],
  ])('%s', (_, party, holds, expected) => {
    expect(tableFacts(dayWith(holds), at('19:00'), party, LABELS, holds)).toMatchObject(expected);
  });
});

describe('every time the widget does not offer has a rule that says why', () => {
  const holds = [hold('A3', '100001', '18:00'), hold('B1', '100002', '19:00'), hold('A1', '100003', '12:00')];
  const blocks = [
    { date: DATE, weekday: null, from_time: '20:00', to_time: '21:00', reason: 'Wine tasting' },
    { date: null, weekday: 2, from_time: '13:00', to_time: '13:30', reason: 'Tuesday briefing' },
  ];
  const day = dayWith(holds, blocks);
  const now = at('12:15');
  const times = Array.from(
    { length: 48 },
    (_, half) => `${String(half >> 1).padStart(2, '0')}:${half % 2 ? '30' : '00'}`,
  );

  it.each([1, 2, 4, 6, 7, 10])('a party of %s, at every half hour of the day', (partySize) => {
    for (const time of times) {
      const explanation = explainSiteTime(day, { date: DATE, time, partySize }, now, {
        blocks,
        labels: LABELS,
        holds,
      });
      const widget = isSlotBookable({
        ...slotQuery(day, DATE, partySize, rawSessions(day, DATE, partySize, now), {}),
        time,
      });
      expect(explanation.open, `${time} for ${partySize}`).toBe(widget);
      if (widget) continue;
      expect(explanation.reasons.length, `${time} for ${partySize}`).toBeGreaterThan(0);
      expect(
        explanation.reasons.map((reason) => reason.code),
        `${time} for ${partySize}`,
      ).not.toContain('not_offered');
    }
  });

  it('names each rule of the day where it holds', () => {
    const codes = (time: string, partySize: number) =>
      explainSiteTime(day, { date: DATE, time, partySize }, now, {
        blocks,
        labels: LABELS,
        holds,
      }).reasons.map((reason) => reason.code);
    expect(codes('10:00', 2)).toEqual(['outside_opening_hours', 'has_begun']);
    expect(codes('12:30', 2)).toEqual(['inside_lead_time']);
    expect(codes('13:00', 2)).toEqual(['online_suspended', 'inside_lead_time']);
    expect(codes('20:30', 2)).toEqual(['online_suspended']);
    expect(codes('19:00', 6)).toEqual(['tables_taken']);
    expect(codes('19:00', 7)).toEqual(['group_too_large', 'no_table_fits']);
    expect(codes('17:30', 2)).toEqual([]);
  });
});
