import { describe, expect, it } from 'vitest';
import { locationBySlug } from '../locations';
import {
  activatorNote,
  dateRefusals,
  isDateAllowed,
  notesActivate,
  groupSizeRefusals,
  slotRefusals,
} from './evaluate';
import type { Promotion } from './types';

/** The evaluator's answer as a yes/no, for tables of cases. */
const isGroupSizeAllowed = (promo: Promotion, partySize: number) =>
  groupSizeRefusals(promo, partySize).length === 0;
const isSlotAllowed = (...args: Parameters<typeof slotRefusals>) => slotRefusals(...args).length === 0;

// A made-up promotion, so the evaluator is tested on its own, apart from the real promotion data.
const UTRECHT = locationBySlug('utrecht')!.id;
const DELFT = locationBySlug('delft')!.id; // no blocking rules
const AMSTERDAM = locationBySlug('amsterdam-centrum')!.id; // all four blocking rules
const ASSEN = locationBySlug('assen')!.id;

const fixture: Promotion = {
  name: 'fixture',
  title: { en: 'Fixture', nl: 'Fixture' },
  type: 'example',
  activator: { type: 'notesField', text: 'Test deal' },
  startDate: '2026-03-01',
  endDate: '2026-12-31',
  excludedDaysOfWeek: [5, 6, 7],
  excludedDates: ['2026-04-27', ['2026-05-11', '2026-05-13']],
  minGroupSize: 2,
  maxGroupSize: 8,
  locations: [
    { id: UTRECHT, name: 'Utrecht', start_time: '12:00', end_time: '16:00', excludedDates: ['2026-06-02'] },
    { id: DELFT, name: 'Delft', timeslotsFilterCb: (time) => time.endsWith(':00') },
    { id: AMSTERDAM, name: 'Amsterdam' },
  ],
  timeslotsFilterCb: (time) => time < '20:00',
  oneTimeDealCode: { endDate: '2027-01-31', excludedDates: ['2027-01-06'] },
};

const codes = (refusals: { code: string }[]) => refusals.map((r) => r.code);

describe('calendar: startDate..endDate inclusive, excludedDaysOfWeek ISO (5,6,7 = Fri,Sat,Sun), excludedDates', () => {
  it.each([
    ['2026-03-02', undefined, [], 'Monday, first weekday of the period'],
    ['2026-02-27', undefined, ['date_before_start', 'weekday_excluded'], 'a Friday before the start'],
    ['2026-02-26', undefined, ['date_before_start'], 'a Thursday before the start'],
    ['2026-12-31', undefined, [], 'endDate itself (Thursday)'],
    ['2027-01-04', undefined, ['date_after_end'], 'a Monday after the end'],
    ['2026-03-27', undefined, ['weekday_excluded'], 'Friday (ISO 5)'],
    ['2026-03-28', undefined, ['weekday_excluded'], 'Saturday (ISO 6)'],
    ['2026-03-29', undefined, ['weekday_excluded'], 'Sunday (ISO 7), spring daylight-saving day'],
    ['2026-10-25', undefined, ['weekday_excluded'], 'Sunday (ISO 7), autumn daylight-saving day'],
    ['2026-10-26', undefined, [], 'the Monday after the autumn change'],
    ['2026-03-26', undefined, [], 'Thursday (ISO 4) is allowed'],
    ['2026-04-27', undefined, ['date_excluded'], 'a single excluded date'],
    ['2026-05-11', undefined, ['date_excluded'], 'first day of an excluded range'],
    ['2026-05-13', undefined, ['date_excluded'], 'last day of an excluded range'],
    ['2026-05-14', undefined, [], 'the day after the range'],
    ['2027-01-04', 'ABC123', [], 'a deal code extends the calendar'],
    ['2027-01-06', 'ABC123', ['date_excluded'], 'a deal code adds its excluded dates'],
    ['2027-02-01', 'ABC123', ['date_after_end'], 'after the deal-code end'],
    ['2026-04-27', 'ABC123', ['date_excluded'], 'the normal excluded dates still hold with a deal code'],
    ['2026-13-01', undefined, ['date_invalid'], 'not a date'],
  ])('%s (deal code %s) refused for %j: %s', (date, dealCode, expected, _why) => {
    expect(codes(dateRefusals(fixture, date, dealCode ? { dealCode } : {}))).toEqual(expected);
    expect(isDateAllowed(fixture, date, dealCode ? { dealCode } : {})).toBe(expected.length === 0);
  });
});

describe('group size: minGroupSize..maxGroupSize, both bounds allowed', () => {
  it.each([
    [1, ['group_too_small'], { value: 2 }],
    [2, [], undefined],
    [8, [], undefined],
    [9, ['group_too_large'], { value: 8 }],
  ])('party of %s refused for %j', (partySize, expected, values) => {
    const refusals = slotRefusals(fixture, AMSTERDAM, '2026-03-02', '12:00', partySize);
    expect(codes(refusals)).toEqual(expected);
    expect(refusals[0]?.values).toEqual(values);
    expect(isGroupSizeAllowed(fixture, partySize)).toBe(expected.length === 0);
  });
  it('group refusals carry the SPEC message keys', () => {
    expect(slotRefusals(fixture, AMSTERDAM, '2026-03-02', '12:00', 1)[0]?.messageKey).toBe('minGroupSize');
    expect(slotRefusals(fixture, AMSTERDAM, '2026-03-02', '12:00', 9)[0]?.messageKey).toBe('maxGroupSize');
  });
  it('a promotion without bounds takes any group', () => {
    expect(isGroupSizeAllowed({ ...fixture, minGroupSize: undefined, maxGroupSize: undefined }, 40)).toBe(
      true,
    );
  });
});

describe('slots: location, its start..end window and dates, location and flow filters, blocking rules', () => {
  it.each([
    [UTRECHT, '2026-03-02', '12:00', [], 'start_time is inclusive'],
    [UTRECHT, '2026-03-02', '16:00', [], 'end_time is inclusive'],
    [UTRECHT, '2026-03-02', '11:45', ['time_outside_window'], 'before start_time'],
    [UTRECHT, '2026-03-02', '16:15', ['time_outside_window'], 'after end_time'],
    [UTRECHT, '2026-06-02', '13:00', ['date_excluded'], "the location's own excluded date"],
    [AMSTERDAM, '2026-06-02', '13:00', [], 'another location that day'],
    [DELFT, '2026-03-02', '18:30', ['time_filtered'], 'the location filter refuses half hours'],
    [DELFT, '2026-03-02', '18:00', [], 'the location filter keeps whole hours'],
    [AMSTERDAM, '2026-03-02', '20:00', ['time_filtered'], 'the flow filter refuses from 20:00'],
    [DELFT, '2026-03-02', '20:00', ['time_filtered'], 'the flow filter holds at every location'],
    [DELFT, '2026-03-02', '20:30', ['time_filtered', 'time_filtered'], 'both filters may refuse'],
    [AMSTERDAM, '2026-12-03', '18:00', ['blocked'], 'rule4: a Thursday in December, 17:30-19:30'],
    [AMSTERDAM, '2026-12-03', '19:45', [], 'rule4 ends at 19:30'],
    [DELFT, '2026-12-03', '18:00', [], 'Delft has no blocking rule'],
    [ASSEN, '2026-03-02', '12:00', ['location_not_in_flow'], 'a location outside the flow'],
  ])('%s on %s at %s refused for %j: %s', (locationId, date, time, expected, _why) => {
    expect(codes(slotRefusals(fixture, locationId, date, time, 4))).toEqual(expected);
    expect(isSlotAllowed(fixture, locationId, date, time, 4)).toBe(expected.length === 0);
  });
  it('every refusal has a message key of the catalogue', () => {
    const refusals = slotRefusals(fixture, DELFT, '2026-03-27', '20:30', 9);
    expect(codes(refusals)).toEqual([
      'weekday_excluded',
      'group_too_large',
      'time_filtered',
      'time_filtered',
    ]);
    for (const r of refusals)
      expect(r.messageKey).toMatch(/^(dateNotAvailable|maxGroupSize|timeNoLongerAvailable)$/);
  });
  it('allowedLocations lists only the flow locations', () => {
    expect(fixture.locations.map((l) => l.id)).toEqual([UTRECHT, DELFT, AMSTERDAM]);
  });
});

describe('activation by special text in the notes field', () => {
  it('activatorNote is the text', () => expect(activatorNote(fixture)).toBe('Test deal'));
  it('no activator gives undefined', () =>
    expect(activatorNote({ ...fixture, activator: undefined })).toBeUndefined());
  it.each([
    ['Test deal', true],
    ['Please a window seat. test DEAL', true],
    ['Test', false],
    ['', false],
    [undefined, false],
  ])('notes %j activate: %s', (notes, expected) => expect(notesActivate(fixture, notes)).toBe(expected));
});
