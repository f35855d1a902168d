import { describe, expect, it } from 'vitest';
import type { AvailabilityAnswer } from '../../../../shared/api/types';
import { LOCATIONS } from '../../../../shared/locations';
import { flowRules } from '../../../../shared/promotions/flow-rules';
import { PROMOTIONS } from '../../../../shared/promotions/registry';
import type { Session, SessionSlot } from '../../../../shared/slots/types';
import { groupByDayPart, offeredRange, sessionsForSize, slotsFor } from '../../../../shared/slots/offer';
import { sortByDistance } from './distance';
import { searchSites } from './filter-model';

const slot = (time: string, is_available = true, online_suspended = false) => ({
  time,
  is_available,
  online_suspended,
});
const day = (times: ReturnType<typeof slot>[]): Array<{ date: string; sessions: Session[] }> => [
  {
    date: '2026-11-23',
    sessions: [{ session_name: 'dinner', seating_areas: [{ seating_area_uid: 'a' }], times }],
  },
];
const AMSTERDAM = LOCATIONS.find((location) => location.slug === 'amsterdam-centrum')!;
const flow = flowRules(PROMOTIONS.exampleAutumnDeal);

describe('party-size range from the sizes asked in one call (by_party_size)', () => {
  const answer: AvailabilityAnswer = {
    days: day([slot('18:00')]),
    by_party_size: {
      '1': day([slot('18:00', false)]),
      '2': day([slot('18:00')]),
      '6': day([slot('18:00')]),
      '8': day([slot('18:00', true, true)]),
      '16': day([slot('18:00')]),
    },
  };
  it('smallest to largest size with an open slot; suspended and above-14 sizes do not count', () => {
    expect(offeredRange(answer, { date: '2026-11-23' })).toEqual({ min: 2, max: 6 });
  });
  it('sessionsForSize reads by_party_size, and days for a single-size answer', () => {
    expect(sessionsForSize(answer, 6)[0]!.times).toHaveLength(1);
    expect(sessionsForSize({ days: day([slot('12:00')]) }, 4)[0]!.times[0]!.time).toBe('12:00');
    expect(sessionsForSize(null, 2)).toEqual([]);
  });
  it('in a flow the flow group limits apply (exampleAutumnDeal: 2 to 8) and only flow locations count', () => {
    const bySize = Object.fromEntries([1, 2, 8, 10].map((size) => [String(size), day([slot('18:00')])]));
    const site = { id: AMSTERDAM.id, extra: {} };
    expect(offeredRange({ days: [], by_party_size: bySize }, { date: '2026-11-23', site, flow })).toEqual({
      min: 2,
      max: 8,
    });
  });
});

describe('slots shown on the filter', () => {
  const answer: AvailabilityAnswer = {
    days: day([slot('16:00'), slot('17:00'), slot('17:15', false), slot('18:00', true, true)]),
  };
  it('online_suspended slots are never shown; unavailable ones stay (disabled) outside flows', () => {
    expect(slotsFor(answer, 2, { date: '2026-11-23' }).map((s) => [s.time, s.is_available])).toEqual([
      ['16:00', true],
      ['17:00', true],
      ['17:15', false],
    ]);
  });
  it('the site window (min/max_atbl_timeslot) hides slots outside it', () => {
    const site = { id: LOCATIONS[5]!.id, extra: { min_atbl_timeslot: '17:00' } };
    expect(slotsFor(answer, 2, { date: '2026-11-23', site }).map((s) => s.time)).toEqual(['17:00', '17:15']);
  });
  it('in the example flow Amsterdam starts at 17:00 and only available slots count', () => {
    const site = { id: AMSTERDAM.id, extra: {} };
    expect(slotsFor(answer, 2, { date: '2026-11-23', site, flow }).map((s) => s.time)).toEqual(['17:00']);
  });
  it('a flow day outside its weekdays (Sunday) has no slots', () => {
    const site = { id: AMSTERDAM.id, extra: {} };
    expect(slotsFor({ days: day([slot('18:00')]) }, 2, { date: '2026-11-22', site, flow })).toEqual([]);
  });
  it('Christmas: the 12:00 lunch slot carries its end-time note', () => {
    const christmas: AvailabilityAnswer = {
      days: [
        {
          date: '2026-12-25',
          sessions: [
            { session_name: 'lunch', seating_areas: [], times: [slot('12:00'), slot('14:00')] },
            { session_name: 'dinner', seating_areas: [], times: [slot('16:30'), slot('18:00')] },
          ],
        },
      ],
    };
    const shown = slotsFor(christmas, 4, { date: '2026-12-25' });
    expect(shown.map((s) => [s.time, s.end_time_note])).toEqual([
      ['12:00', 'until 15.00'],
      ['16:30', 'until 19.00'],
    ]);
  });
});

describe('day parts: morning before 12:00, afternoon to before 16:30, evening from 16:30', () => {
  const slots = ['09:00', '16:30', '12:00', '16:15', '11:45'].map((time) => ({
    ...slot(time),
    session_name: 's',
  })) as SessionSlot[];
  it('groups in time order and leaves empty parts out', () => {
    expect(groupByDayPart(slots).map((group) => [group.part, group.slots.map((s) => s.time)])).toEqual([
      ['morning', ['09:00', '11:45']],
      ['afternoon', ['12:00', '16:15']],
      ['evening', ['16:30']],
    ]);
    expect(groupByDayPart(slots.slice(1, 2)).map((group) => group.part)).toEqual(['evening']);
  });
  it("a slot written '9:30' is morning and comes before 12:00 (times are compared as times, not as text)", () => {
    const written = ['12:00', '9:30', '21:00'].map((time) => ({ ...slot(time), session_name: 's' }));
    expect(groupByDayPart(written).map((group) => [group.part, group.slots.map((s) => s.time)])).toEqual([
      ['morning', ['9:30']],
      ['afternoon', ['12:00']],
      ['evening', ['21:00']],
    ]);
  });
});

describe('location list: distance sort and search', () => {
  const sites = [
    { id: 'g', name: 'Tafel Groningen', city: 'Groningen', lat: 53.2194, long: 6.5665 },
    { id: 'm', name: 'Tafel Maastricht', city: 'Maastricht', lat: 50.8514, long: 5.691 },
    { id: 'a', name: 'Tafel Amsterdam', city: 'Amsterdam', lat: 52.3747, long: 4.8986 },
  ];
  it('nearest first from Utrecht', () =>
    expect(sortByDistance(sites, { lat: 52.09, long: 5.12 }).map((s) => s.id)).toEqual(['a', 'm', 'g']));
  it('search ignores case and accents, every word must match', () => {
    expect(searchSites(sites, 'maas').map((s) => s.id)).toEqual(['m']);
    expect(searchSites(sites, 'TAFEL ámster').map((s) => s.id)).toEqual(['a']);
    expect(searchSites(sites, '')).toHaveLength(3);
  });
});
