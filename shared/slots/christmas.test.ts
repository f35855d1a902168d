import { describe, expect, it } from 'vitest';
import type { TimeSlot } from './types';
import { applyChristmasRules, christmasCategory, isChristmasDay } from './christmas';

const TIMES = [
  '11:30',
  '12:00',
  '13:00',
  '13:45',
  '14:00',
  '16:00',
  '16:30',
  '17:00',
  '19:00',
  '19:30',
  '20:00',
];
const slots = TIMES.map((time) => ({ time, is_available: true, online_suspended: false }));

describe('Christmas days are 12-25 and 12-26 plus configurable extra days', () => {
  it.each([
    ['2026-12-25', [], true],
    ['2026-12-26', [], true],
    ['2024-12-25', [], true],
    ['2026-12-24', [], false],
    ['2026-12-27', [], false],
    ['2026-12-24', ['12-24'], true],
    ['2026-12-24', ['2026-12-24'], true],
    ['2027-12-24', ['2026-12-24'], false],
    ['2026-03-29', ['12-24'], false],
  ] as const)('%s with extras %j is a Christmas day: %s', (date, extras, expected) => {
    expect(isChristmasDay(date, extras)).toBe(expected);
  });
});

describe('on Christmas days only lunch up to 13:45 and dinner at 16:30 and 19:30 are offered', () => {
  it.each([
    ['11:30', 'lunch'],
    ['13:45', 'lunch'],
    ['14:00', undefined],
    ['16:00', undefined],
    ['16:30', 'dinner'],
    ['17:00', undefined],
    ['19:30', 'dinner'],
    ['20:00', undefined],
  ])('christmasCategory(%s) is %s', (time, expected) => expect(christmasCategory(time)).toBe(expected));

  it.each([
    [2, ['11:30', '12:00', '13:00', '13:45', '16:30', '19:30']],
    [12, ['11:30', '12:00', '13:00', '13:45', '16:30', '19:30']],
    [13, []],
    [20, []],
  ])('party of %s keeps %j (above 12: dinner dropped, and all dropped)', (partySize, expected) => {
    expect(applyChristmasRules(slots, partySize).map((s) => s.time)).toEqual(expected);
  });

  it.each([
    ['11:30', 'lunch', undefined],
    ['12:00', 'lunch', 'until 15.00'],
    ['13:00', 'lunch', 'until 15.00'],
    ['13:45', 'lunch', 'until 15.00'],
    ['16:30', 'dinner', 'until 19.00'],
    ['19:30', 'dinner', undefined],
  ])('slot %s gets category %s and note %s', (time, category, note) => {
    const [slot] = applyChristmasRules<TimeSlot>([{ time, is_available: true, online_suspended: false }], 4);
    expect(slot?.christmas_category).toBe(category);
    expect(slot?.end_time_note).toBe(note);
    // The same end as a time, for the widget to say in the guest's language (never the English note).
    expect(slot?.end_time).toBe(note && note.replace('until ', '').replace('.', ':'));
  });

  it('keeps the other slot fields and does not change its input', () => {
    const input = [{ time: '16:30', is_available: false, online_suspended: false, session_name: 'dinner' }];
    const [slot] = applyChristmasRules(input, 2);
    expect(slot).toEqual({
      time: '16:30',
      is_available: false,
      online_suspended: false,
      session_name: 'dinner',
      christmas_category: 'dinner',
      end_time_note: 'until 19.00',
      end_time: '19:00',
    });
    expect(input[0]).not.toHaveProperty('christmas_category');
  });
});
