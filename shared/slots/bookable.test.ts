import { describe, expect, it } from 'vitest';
import { locationBySlug } from '../locations';
import { flowRules } from '../promotions/flow-rules';
import { PROMOTIONS } from '../promotions/registry';
import {
  bookableSlots,
  dayRefusal,
  isDayOpen,
  visibleSessions,
  visibleSlots,
  type SlotQuery,
} from './bookable';
import type { Session, TimeSlot } from './types';

const HAARLEM = locationBySlug('haarlem')!.id; // has the 2024-05-27 closure
const UTRECHT = locationBySlug('utrecht')!.id;
const AMSTERDAM = locationBySlug('amsterdam-centrum')!.id; // in the example deal from 17:00; all blocking rules
const ASSEN = locationBySlug('assen')!.id; // not in the example deal

const slot = (time: string, is_available = true, online_suspended = false): TimeSlot => ({
  time,
  is_available,
  online_suspended,
});

const SESSIONS: Session[] = [
  {
    session_name: 'lunch',
    seating_areas: [{ seating_area_uid: 'main' }],
    times: [
      slot('11:30'),
      slot('12:00'),
      slot('12:30', false),
      slot('13:00', true, true),
      slot('13:45'),
      slot('14:30'),
    ],
  },
  {
    session_name: 'dinner',
    seating_areas: [{ seating_area_uid: 'main' }],
    times: [
      slot('16:30'),
      slot('17:00'),
      slot('17:30'),
      slot('18:00', false),
      slot('19:00'),
      slot('19:30'),
      slot('20:00'),
      slot('21:00', true, true),
    ],
  },
];

const base: SlotQuery = { date: '2026-11-23', partySize: 2, sessions: SESSIONS, locationId: UTRECHT };
const times = (query: Partial<SlotQuery>) => visibleSlots({ ...base, ...query }).map((s) => s.time);
const bookable = (query: Partial<SlotQuery>) => bookableSlots({ ...base, ...query }).map((s) => s.time);

const ALL_SHOWN = [
  '11:30',
  '12:00',
  '12:30',
  '13:45',
  '14:30',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
  '19:00',
  '19:30',
  '20:00',
];

describe('bookableSlots applies every slot rule in order', () => {
  it.each<[string, Partial<SlotQuery>, string[]]>([
    ['suspended slots are hidden; unavailable ones stay visible', {}, ALL_SHOWN],
    ['spring daylight-saving day changes nothing', { date: '2026-03-29' }, ALL_SHOWN],
    ['autumn daylight-saving day changes nothing', { date: '2026-10-25' }, ALL_SHOWN],
    [
      'site window min..max, inclusive',
      { site: { extra: { min_atbl_timeslot: '12:00', max_atbl_timeslot: '19:00' } } },
      ['12:00', '12:30', '13:45', '14:30', '16:30', '17:00', '17:30', '18:00', '19:00'],
    ],
    [
      'site window, only a max',
      { site: { extra: { max_atbl_timeslot: '13:45' } } },
      ['11:30', '12:00', '12:30', '13:45'],
    ],
    ['special closure: the one location on 2024-05-27', { date: '2024-05-27', locationId: HAARLEM }, []],
    [
      'special closure: site id counts as location',
      { date: '2024-05-27', locationId: undefined, site: { id: HAARLEM } },
      [],
    ],
    [
      'special closure: another location on 2024-05-27 is open',
      { date: '2024-05-27', locationId: UTRECHT },
      ALL_SHOWN,
    ],
    ['special closure: 1 June of any year', { date: '2026-06-01' }, []],
    [
      'Christmas: lunch up to 13:45, dinner at 16:30 and 19:30',
      { date: '2026-12-25' },
      ['11:30', '12:00', '12:30', '13:45', '16:30', '19:30'],
    ],
    [
      'Christmas second day',
      { date: '2026-12-26', partySize: 12 },
      ['11:30', '12:00', '12:30', '13:45', '16:30', '19:30'],
    ],
    ['Christmas: parties above 12 get nothing', { date: '2026-12-25', partySize: 13 }, []],
    [
      'Christmas extra day as MM-DD',
      { date: '2026-12-24', christmasExtraDays: ['12-24'] },
      ['11:30', '12:00', '12:30', '13:45', '16:30', '19:30'],
    ],
    ['not Christmas without the extra day', { date: '2026-12-24' }, ALL_SHOWN],
    [
      "New Year's Eve: nothing after 19:00",
      { date: '2026-12-31' },
      ['11:30', '12:00', '12:30', '13:45', '14:30', '16:30', '17:00', '17:30', '18:00', '19:00'],
    ],
    [
      'site window and Christmas together',
      { date: '2026-12-25', site: { extra: { min_atbl_timeslot: '13:00' } } },
      ['13:45', '16:30', '19:30'],
    ],
  ])('%s', (_rule, query, expected) => expect(times(query)).toEqual(expected));

  it('bookable slots are the visible, available ones', () => {
    expect(bookable({})).toEqual(ALL_SHOWN.filter((t) => t !== '12:30' && t !== '18:00'));
  });

  it('flattened slots carry their session name; Christmas slots their category and note', () => {
    const slots = visibleSlots({ ...base, date: '2026-12-25' });
    expect(slots.find((s) => s.time === '12:00')).toEqual({
      ...slot('12:00'),
      session_name: 'lunch',
      christmas_category: 'lunch',
      end_time_note: 'until 15.00',
      end_time: '15:00',
    });
    expect(slots.find((s) => s.time === '16:30')).toEqual({
      ...slot('16:30'),
      session_name: 'dinner',
      christmas_category: 'dinner',
      end_time_note: 'until 19.00',
      end_time: '19:00',
    });
    expect(slots.find((s) => s.time === '19:30')).toEqual({
      ...slot('19:30'),
      session_name: 'dinner',
      christmas_category: 'dinner',
    });
  });

  it('visibleSessions keeps the sessions and their seating areas', () => {
    const sessions = visibleSessions({ ...base, date: '2026-12-31' });
    expect(sessions.map((s) => [s.session_name, s.seating_areas, s.times.length])).toEqual([
      ['lunch', [{ seating_area_uid: 'main' }], 5],
      ['dinner', [{ seating_area_uid: 'main' }], 5],
    ]);
  });

  it('does not change its input', () => {
    const before = JSON.stringify(SESSIONS);
    visibleSlots({ ...base, date: '2026-12-25' });
    expect(JSON.stringify(SESSIONS)).toBe(before);
  });
});

describe('in a location-restricted flow slots must be available, within start..end, pass filters and blocking rules', () => {
  const flow = flowRules(PROMOTIONS.exampleAutumnDeal);
  it.each<[string, Partial<SlotQuery>, string[]]>([
    [
      'available slots from the location start_time 17:00 on a Monday',
      { flow, locationId: AMSTERDAM },
      ['17:00', '17:30', '19:00', '19:30', '20:00'],
    ],
    [
      'a location without start_time: all available slots',
      { flow, locationId: UTRECHT },
      ['11:30', '12:00', '13:45', '14:30', '16:30', '17:00', '17:30', '19:00', '19:30', '20:00'],
    ],
    ['a location outside the flow gets nothing', { flow, locationId: ASSEN }, []],
    ['no location at all gets nothing', { flow, locationId: undefined }, []],
    [
      'an excluded weekday (Sunday, spring daylight-saving day)',
      { flow, locationId: UTRECHT, date: '2026-03-29' },
      [],
    ],
    [
      'an excluded weekday (a Sunday inside the period)',
      { flow, locationId: UTRECHT, date: '2026-11-01' },
      [],
    ],
    [
      'before the start (the autumn daylight-saving Sunday)',
      { flow, locationId: UTRECHT, date: '2026-10-25' },
      [],
    ],
    ['group too small', { flow, locationId: UTRECHT, partySize: 1 }, []],
    ['group too large', { flow, locationId: UTRECHT, partySize: 9 }, []],
    ['an excluded date range', { flow, locationId: UTRECHT, date: '2026-12-28' }, []],
    [
      'blocking rule4 on a December Thursday at Amsterdam: 17:30-19:30 gone',
      { flow, locationId: AMSTERDAM, date: '2026-12-03' },
      ['17:00', '20:00'],
    ],
    ['no blocking outside a flow', { locationId: AMSTERDAM, date: '2026-12-03' }, ALL_SHOWN],
    [
      'flow and site window together',
      { flow, locationId: AMSTERDAM, site: { extra: { max_atbl_timeslot: '19:00' } } },
      ['17:00', '17:30', '19:00'],
    ],
  ])('%s', (_rule, query, expected) => expect(times(query)).toEqual(expected));
});

describe('the date picker asks the same day rules without availability (isDayOpen, dayRefusal)', () => {
  const flow = flowRules(PROMOTIONS.exampleAutumnDeal);
  it.each<[string, Omit<SlotQuery, 'sessions'>, string | undefined]>([
    ['an ordinary day', { date: '2026-11-23', partySize: 2, locationId: UTRECHT }, undefined],
    ['1 June', { date: '2026-06-01', partySize: 2, locationId: UTRECHT }, 'special_closure'],
    [
      'the one location on 2024-05-27',
      { date: '2024-05-27', partySize: 2, locationId: HAARLEM },
      'special_closure',
    ],
    [
      'flow: a Monday in the period',
      { date: '2026-11-23', partySize: 2, locationId: UTRECHT, flow },
      undefined,
    ],
    [
      'flow: Sunday 2026-10-25 (daylight-saving day) is before the start',
      { date: '2026-10-25', partySize: 2, locationId: UTRECHT, flow },
      'date_before_start',
    ],
    ['flow: Friday', { date: '2026-11-27', partySize: 2, locationId: UTRECHT, flow }, 'weekday_excluded'],
    ['flow: group of 1', { date: '2026-11-23', partySize: 1, locationId: UTRECHT, flow }, 'group_too_small'],
    [
      'flow: location outside',
      { date: '2026-11-23', partySize: 2, locationId: ASSEN, flow },
      'location_not_in_flow',
    ],
    [
      'voucher action with a deal code runs to 2025-05-31',
      {
        date: '2025-05-30',
        partySize: 2,
        locationId: UTRECHT,
        flow: flowRules(PROMOTIONS.voucherAction),
        dealCode: 'ONE',
      },
      undefined,
    ],
    [
      'voucher action without a deal code ended 2025-04-23',
      { date: '2025-05-30', partySize: 2, locationId: UTRECHT, flow: flowRules(PROMOTIONS.voucherAction) },
      'date_after_end',
    ],
  ])('%s', (_rule, query, expected) => {
    expect(dayRefusal(query)?.code).toBe(expected);
    expect(isDayOpen(query)).toBe(expected === undefined);
  });
});
