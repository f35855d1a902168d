import { describe, expect, it } from 'vitest';
import { locationBySlug } from '../locations';
import { flowRules } from '../promotions/flow-rules';
import { PROMOTIONS } from '../promotions/registry';
import { bookableSlots } from './bookable';
import { checkSlot, isSlotBookable, type SlotRequest } from './slot-check';
import type { Session, TimeSlot } from './types';

const HAARLEM = locationBySlug('haarlem')!.id;
const UTRECHT = locationBySlug('utrecht')!.id;
const AMSTERDAM = locationBySlug('amsterdam-centrum')!.id;
const ASSEN = locationBySlug('assen')!.id;
const flow = flowRules(PROMOTIONS.exampleAutumnDeal);

const slot = (time: string, is_available = true, online_suspended = false): TimeSlot => ({
  time,
  is_available,
  online_suspended,
});
const SESSIONS: Session[] = [
  {
    session_name: 'lunch',
    seating_areas: [{ seating_area_uid: 'a' }],
    times: [slot('12:00'), slot('12:30', false), slot('13:00', true, true), slot('14:30')],
  },
  {
    session_name: 'dinner',
    seating_areas: [{ seating_area_uid: 'a' }],
    times: [slot('16:30'), slot('17:00'), slot('18:00'), slot('19:30'), slot('20:00')],
  },
];
const base: Omit<SlotRequest, 'time'> = {
  date: '2026-11-23',
  partySize: 2,
  sessions: SESSIONS,
  locationId: UTRECHT,
};

describe('the server re-checks a requested time with the same rules (409 on create)', () => {
  it.each<[string, Partial<SlotRequest> & { time: string }, string | null]>([
    ['an offered, available slot', { time: '12:00' }, null],
    ['the time may carry seconds and a zone suffix', { time: '12:00:00+01:00' }, null],
    ['in the right session', { time: '17:00', sessionName: 'dinner' }, null],
    ['in another session', { time: '17:00', sessionName: 'lunch' }, 'time_not_offered'],
    ['a time not in the answer', { time: '15:00' }, 'time_not_offered'],
    ['an unavailable slot', { time: '12:30' }, 'time_unavailable'],
    ['an online-suspended slot', { time: '13:00' }, 'online_suspended'],
    [
      'outside the site window',
      { time: '20:00', site: { extra: { max_atbl_timeslot: '19:30' } } },
      'time_outside_window',
    ],
    [
      'special closure at one location',
      { time: '12:00', date: '2024-05-27', locationId: HAARLEM },
      'special_closure',
    ],
    ['1 June', { time: '12:00', date: '2027-06-01' }, 'special_closure'],
    ['Christmas: 14:30 is no sitting', { time: '14:30', date: '2026-12-25' }, 'time_not_offered'],
    ['Christmas: 16:30 is a sitting', { time: '16:30', date: '2026-12-25' }, null],
    ['Christmas: party of 13', { time: '12:00', date: '2026-12-25', partySize: 13 }, 'time_not_offered'],
    ["New Year's Eve: 19:30 is too late", { time: '19:30', date: '2026-12-31' }, 'time_not_offered'],
    ['spring daylight-saving day, normal flow', { time: '12:00', date: '2026-03-29' }, null],
    ['autumn daylight-saving day, normal flow', { time: '20:00', date: '2026-10-25' }, null],
    ['flow: allowed', { time: '12:00', flow }, null],
    [
      'flow: before its start (spring daylight-saving day)',
      { time: '12:00', flow, date: '2026-03-29' },
      'date_before_start',
    ],
    [
      'flow: Sunday excluded (2027 spring daylight-saving day)',
      { time: '12:00', flow, date: '2027-03-28' },
      'weekday_excluded',
    ],
    ['flow: Friday excluded', { time: '12:00', flow, date: '2026-11-27' }, 'weekday_excluded'],
    ['flow: group too large', { time: '12:00', flow, partySize: 9 }, 'group_too_large'],
    ['flow: location outside the flow', { time: '12:00', flow, locationId: ASSEN }, 'location_not_in_flow'],
    [
      'flow: before the location start_time',
      { time: '16:30', flow, locationId: AMSTERDAM },
      'time_outside_window',
    ],
    [
      'flow: blocked by a December rule',
      { time: '18:00', flow, locationId: AMSTERDAM, date: '2026-12-03' },
      'blocked',
    ],
    ['flow: unavailable slot', { time: '12:30', flow }, 'time_unavailable'],
  ])('%s', (_rule, request, expectedCode) => {
    const full = { ...base, ...request } as SlotRequest;
    const check = checkSlot(full);
    expect(check.bookable ? null : check.refusal.code).toBe(expectedCode);
    expect(isSlotBookable(full)).toBe(expectedCode === null);
  });

  it('agrees with bookableSlots for every time of the day', () => {
    for (const date of ['2026-11-23', '2026-12-25', '2026-12-31', '2026-03-29', '2026-10-25']) {
      const offered = bookableSlots({ ...base, date }).map((s) => s.time);
      for (const s of SESSIONS.flatMap((session) => session.times)) {
        expect(isSlotBookable({ ...base, date, time: s.time })).toBe(offered.includes(s.time));
      }
    }
  });

  it('refusals carry message keys for the answer', () => {
    const check = checkSlot({ ...base, time: '12:00', flow, partySize: 9 });
    expect(check).toEqual({
      bookable: false,
      refusal: { code: 'group_too_large', messageKey: 'maxGroupSize', values: { value: 8 } },
    });
    const closed = checkSlot({ ...base, time: '12:00', date: '2026-06-01' });
    expect(closed.bookable ? undefined : closed.refusal.messageKey).toBe('dateNotAvailable');
  });

  it('a bookable check returns the slot with its session', () => {
    expect(checkSlot({ ...base, time: '16:30', date: '2026-12-25' })).toEqual({
      bookable: true,
      slot: {
        ...slot('16:30'),
        session_name: 'dinner',
        christmas_category: 'dinner',
        end_time_note: 'until 19.00',
        end_time: '19:00',
      },
    });
  });
});
