import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../api/types';
import { locationBySlug } from '../locations';
import { flowRules } from '../promotions/flow-rules';
import { PROMOTIONS } from '../promotions/registry';
import { explainTime, type ClosedReason, type RestaurantFacts, type TableFacts } from './closed-reasons';
import type { SlotRequest } from '../slots/slot-check';
import type { Session, TimeSlot } from '../slots/types';

const AMSTERDAM = locationBySlug('amsterdam-centrum')!.id; // in the example deal from 17:00
/** A Tuesday in November: Amsterdam is UTC+1. */
const TUESDAY = '2026-11-10';
const FRIDAY = '2026-11-13';
const HOURS: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  periods: [
    { period: 'lunch', from: '12:00', to: '16:30' },
    { period: 'dinner', from: '16:30', to: '21:30' },
  ],
}));
const FREE_TABLES: TableFacts = {
  assigned: ['T11'],
  free_fitting: 3,
  any_fits: true,
  held_by: [],
  out_of_service: [],
};
const TAKEN_BY = [{ number: '123456', name: 'Anna de Vries', time: '18:30', tables: ['T11'] }];

/** The raw sessions the server would give for the week's hours every 15 minutes: every time free, unless a row says. */
function rawSessions(date: string, asked: string, slot: Partial<TimeSlot>): Session[] {
  return HOURS[0]!.periods.map((period) => {
    const times: TimeSlot[] = [];
    for (let at = Number(period.from.slice(0, 2)) * 60 + Number(period.from.slice(3)); ; at += 15) {
      const time = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
      if (time >= period.to) break;
      times.push({ time, is_available: true, online_suspended: false, ...(time === asked ? slot : {}) });
    }
    return { session_name: period.period, seating_areas: [{ seating_area_uid: 'main' }], times };
  });
}

interface Row {
  date?: string;
  time?: string;
  party?: number;
  /** What the raw sessions say of the asked time (rawSessions folds the lead time, the group and the tables in). */
  slot?: Partial<TimeSlot>;
  facts?: Partial<RestaurantFacts>;
  window?: { min_atbl_timeslot?: string; max_atbl_timeslot?: string };
  promotion?: keyof typeof PROMOTIONS;
}

function explain(row: Row) {
  const date = row.date ?? TUESDAY;
  const time = row.time ?? '19:00';
  const request: SlotRequest = {
    date,
    time,
    partySize: row.party ?? 4,
    sessions: rawSessions(date, time, row.slot ?? {}),
    site: { id: AMSTERDAM, extra: row.window ?? {} },
    ...(row.promotion ? { flow: flowRules(PROMOTIONS[row.promotion]) } : {}),
  };
  const facts: RestaurantFacts = {
    openingHours: HOURS,
    intervalMinutes: 15,
    leadMinutes: 0,
    largestGroup: 14,
    blocks: [],
    tables: FREE_TABLES,
    now: Date.parse('2026-11-01T12:00:00Z'),
    ...row.facts,
  };
  return explainTime(request, facts);
}

const UNAVAILABLE = { slot: { is_available: false } };
const block = (date: string | null, weekday: number | null, from: string, to: string, reason: string) => ({
  date,
  weekday,
  from_time: from,
  to_time: to,
  reason,
});

describe('why a time is closed online: every rule that closes it, in words the stand can say', () => {
  it.each<[string, Row, Partial<ClosedReason>[]]>([
    [
      'outside the opening hours, with the hours of the day',
      { time: '23:00' },
      [{ code: 'outside_opening_hours', periods: HOURS[1]!.periods }],
    ],
    [
      'between two slot times while open',
      { time: '19:10' },
      [{ code: 'not_a_slot_time', interval_minutes: 15 }],
    ],
    [
      'inside the lead time',
      { ...UNAVAILABLE, facts: { leadMinutes: 120, now: Date.parse('2026-11-10T16:30:00Z') } },
      [{ code: 'inside_lead_time', lead_minutes: 120 }],
    ],
    [
      'a time that has begun',
      { ...UNAVAILABLE, facts: { now: Date.parse('2026-11-10T18:00:00Z') } },
      [{ code: 'has_begun' }],
    ],
    [
      'a block of the date, with its reason',
      {
        slot: { online_suspended: true },
        facts: { blocks: [block(TUESDAY, null, '19:00', '19:15', 'Private party')] },
      },
      [
        {
          code: 'online_suspended',
          reason: 'Private party',
          from_time: '19:00',
          to_time: '19:15',
          weekday: null,
        },
      ],
    ],
    [
      'a weekly block, with its weekday',
      {
        slot: { online_suspended: true },
        facts: {
          blocks: [
            block(null, 2, '18:00', '20:00', 'Staff briefing'),
            block(null, 3, '18:00', '20:00', 'Not today'),
          ],
        },
      },
      [{ code: 'online_suspended', reason: 'Staff briefing', weekday: 2 }],
    ],
    [
      'every fitting table taken, by which bookings',
      {
        ...UNAVAILABLE,
        facts: {
          tables: { assigned: [], free_fitting: 0, any_fits: true, held_by: TAKEN_BY, out_of_service: [] },
        },
      },
      [{ code: 'tables_taken', bookings: TAKEN_BY }],
    ],
    [
      'the largest group online, and no table seats them either',
      {
        party: 20,
        ...UNAVAILABLE,
        facts: {
          tables: { assigned: [], free_fitting: 0, any_fits: false, held_by: [], out_of_service: [] },
        },
      },
      [{ code: 'group_too_large', largest_group: 14 }, { code: 'no_table_fits' }],
    ],
    [
      'the only table that seats the party is out of service: that, not "no table fits"',
      {
        ...UNAVAILABLE,
        facts: {
          tables: {
            assigned: [],
            free_fitting: 0,
            any_fits: false,
            held_by: [],
            out_of_service: [{ label: 'T20', reason: 'Poot gebroken' }],
          },
        },
      },
      [{ code: 'tables_out_of_service', tables: [{ label: 'T20', reason: 'Poot gebroken' }] }],
    ],
    [
      'a table out of service and the others taken: both, the table out first',
      {
        ...UNAVAILABLE,
        facts: {
          tables: {
            assigned: [],
            free_fitting: 0,
            any_fits: true,
            held_by: TAKEN_BY,
            out_of_service: [{ label: 'T20', reason: 'Poot gebroken' }],
          },
        },
      },
      [
        { code: 'tables_out_of_service', tables: [{ label: 'T20', reason: 'Poot gebroken' }] },
        { code: 'tables_taken', bookings: TAKEN_BY },
      ],
    ],
    [
      "the restaurant's own online window",
      { time: '20:30', window: { max_atbl_timeslot: '20:00' } },
      [{ code: 'time_outside_window', from: null, to: '20:00' }],
    ],
    [
      "a promotion's time window at this restaurant",
      { time: '12:30', promotion: 'exampleAutumnDeal' },
      [
        {
          code: 'promotion',
          refusal: 'time_outside_window',
          from: '17:00',
          title: { en: 'Autumn deal', nl: 'Herfstdeal' },
        },
      ],
    ],
    [
      "a promotion's weekdays and its group, both",
      { date: FRIDAY, party: 9, promotion: 'exampleAutumnDeal' },
      [
        { code: 'promotion', refusal: 'weekday_excluded', weekdays: [5, 6, 7] },
        { code: 'promotion', refusal: 'group_too_large', value: 8 },
      ],
    ],
    [
      "a promotion's smallest group",
      { promotion: 'cinemaDeal', party: 1 },
      [{ code: 'promotion', refusal: 'group_too_small', value: 2 }],
    ],
    ['a special closure of the chain', { date: '2027-06-01' }, [{ code: 'special_closure' }]],
    [
      "Christmas day's sittings",
      { date: '2026-12-25', time: '14:00' },
      [{ code: 'christmas', large_group: false }],
    ],
    [
      "Christmas day's sittings for a group above 12",
      { date: '2026-12-25', time: '19:30', party: 13 },
      [{ code: 'christmas', large_group: true }],
    ],
    ["New Year's Eve after 19:00", { date: '2026-12-31', time: '19:15' }, [{ code: 'new_years_eve' }]],
    [
      'several rules at once, in reading order',
      {
        time: '23:00',
        party: 16,
        facts: { blocks: [block(TUESDAY, null, '00:00', '23:59', 'Closed for a wedding')] },
      },
      [
        { code: 'outside_opening_hours' },
        { code: 'online_suspended', reason: 'Closed for a wedding' },
        { code: 'group_too_large' },
      ],
    ],
    [
      'a refusal no rule here names is still said, by its code',
      UNAVAILABLE,
      [{ code: 'not_offered', refusal: 'time_unavailable' }],
    ],
  ])('%s', (_, row, reasons) => {
    const explanation = explain(row);
    expect(explanation.open).toBe(false);
    expect(explanation.reasons).toHaveLength(reasons.length);
    reasons.forEach((reason, index) => expect(explanation.reasons[index]).toMatchObject(reason));
  });

  it('an open time is open, with the tables that fit', () => {
    expect(explain({})).toEqual({ open: true, reasons: [], tables: FREE_TABLES });
    expect(explain({ time: '17:30', promotion: 'exampleAutumnDeal' }).open).toBe(true);
  });

  it('a rule of the restaurant that no longer holds closes nothing', () => {
    // A block of another date, a lead time already past, a group within the limit: open.
    const explanation = explain({
      facts: {
        blocks: [block('2026-11-11', null, '19:00', '19:15', 'Tomorrow')],
        leadMinutes: 60,
        now: Date.parse('2026-11-10T16:59:00Z'),
      },
      party: 14,
    });
    expect(explanation.open).toBe(true);
  });
});
