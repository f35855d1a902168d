import { describe, expect, it } from 'vitest';
import { isoWeekdayOf } from '../../shared/time/calendar';
import { staffRulesWords } from './rules-words';
import { staffSheetWords } from '../sheet/sheet-words';
import { auditLine, auditWhen } from './audit-lines';
import { blockTimesWords, blocksInOrder, blockWhen, weekdayName } from './block-words';
import { stayRowsOf, stayRulesOf, withoutRow, withRowAdded, type StayRow } from './stay-rows';

const words = (language: 'en' | 'nl') => ({
  rules: staffRulesWords.translators[language],
  sheet: staffSheetWords.translators[language],
});
const BLOCK = {
  date: '2026-12-24',
  weekday: null,
  from_time: '19:00',
  to_time: '19:15',
  reason: 'Besloten feest',
};
const STAY = [
  { up_to: 4, minutes: 120 },
  { up_to: null, minutes: 180 },
];

describe('every action of the audit trail in words, before -> after', () => {
  it.each<[string, { action: string; subject: string; before: unknown; after: unknown }, string, string]>([
    [
      'a visit move',
      { action: 'visit', subject: 'TF-1001', before: 'booked', after: 'arrived' },
      'Visit of TF-1001: Booked → Arrived',
      'Bezoek van TF-1001: Gereserveerd → Binnen',
    ],
    [
      'a visit undone',
      { action: 'visit', subject: 'TF-1001', before: 'no_show', after: 'booked' },
      'Visit of TF-1001: No-show → Booked',
      'Bezoek van TF-1001: Niet gekomen → Gereserveerd',
    ],
    [
      'a walk-in',
      {
        action: 'walk_in',
        subject: 'b9',
        before: null,
        after: { time: '19:00', party_size: 3, tables: ['T9'] },
      },
      'Walk-in written down: 3 guests at 19:00',
      'Binnenloper genoteerd: 3 gasten om 19:00',
    ],
    [
      'a walk-in outside the opening hours, with the host’s reason',
      {
        action: 'walk_in',
        subject: 'b9',
        before: null,
        after: { time: '07:00', party_size: 2, tables: ['T1'], outside_hours_reason: 'Kitchen staff' },
      },
      'Walk-in written down outside the opening hours: 2 guests at 07:00, because: Kitchen staff',
      'Binnenloper genoteerd buiten de openingstijden: 2 gasten om 07:00, want: Kitchen staff',
    ],
    [
      'a walk-in of one',
      { action: 'walk_in', subject: 'b9', before: null, after: { time: '12:15', party_size: 1 } },
      'Walk-in written down: 1 guest at 12:15',
      'Binnenloper genoteerd: 1 gast om 12:15',
    ],
    [
      'a block added on a date',
      { action: 'block_added', subject: 'k1', before: null, after: BLOCK },
      'Block added: Thursday, 24 December 2026, 19:00–19:15: Besloten feest',
      'Blokkade toegevoegd: donderdag 24 december 2026, 19:00–19:15: Besloten feest',
    ],
    [
      'a weekly block removed, the whole day',
      {
        action: 'block_removed',
        subject: 'k2',
        before: { date: null, weekday: 1, from_time: '00:00', to_time: '23:59', reason: 'Gesloten' },
        after: null,
      },
      'Block removed: Every Monday, Whole day: Gesloten',
      'Blokkade verwijderd: Elke maandag, Hele dag: Gesloten',
    ],
    [
      'the stay changed',
      {
        action: 'stay_changed',
        subject: 'site-2',
        before: STAY,
        after: [{ up_to: 2, minutes: 90 }, ...STAY],
      },
      'Stay time changed: up to 4 guests 120 min, larger groups 180 min → up to 2 guests 90 min, up to 4 guests 120 min, larger groups 180 min',
      'Verblijfsduur gewijzigd: tot en met 4 gasten 120 min, grotere groepen 180 min → tot en met 2 gasten 90 min, tot en met 4 gasten 120 min, grotere groepen 180 min',
    ],
    [
      'the first stay rules, from none',
      { action: 'stay_changed', subject: 'site-2', before: null, after: [{ up_to: null, minutes: 150 }] },
      'Stay time changed: none → larger groups 150 min',
      'Verblijfsduur gewijzigd: geen → grotere groepen 150 min',
    ],
    [
      'a booking cancelled at the stand',
      { action: 'cancel', subject: 'E9V3QV (Anna de Vries)', before: 'confirmed', after: 'cancelled' },
      'Booking E9V3QV (Anna de Vries) cancelled at the stand',
      'Reservering E9V3QV (Anna de Vries) bij de balie geannuleerd',
    ],
    [
      'the tags and note about a guest',
      {
        action: 'guest_notes',
        subject: 'E9V3QV (Anna de Vries)',
        before: { tags: [], note: '' },
        after: { tags: ['allergy', 'vip'], note: 'Peanuts' },
      },
      'Tags and note about the guest of E9V3QV (Anna de Vries): none → Allergy, VIP, Peanuts',
      'Labels en notitie over de gast van E9V3QV (Anna de Vries): geen → Allergie, VIP, Peanuts',
    ],
    [
      'the tags and note about a guest since forgotten: who and when, not what',
      { action: 'guest_notes', subject: 'E9V3QV (Anna de Vries)', before: null, after: null },
      'Tags and note about the guest of E9V3QV (Anna de Vries) changed',
      'Labels en notitie over de gast van E9V3QV (Anna de Vries) gewijzigd',
    ],
    [
      'a guest forgotten',
      {
        action: 'guest_forgotten',
        subject: 'E9V3QV (Anna de Vries)',
        before: { restaurants: 2 },
        after: null,
      },
      'Tags and notes about the guest of E9V3QV (Anna de Vries) forgotten at every restaurant',
      'Labels en notities over de gast van E9V3QV (Anna de Vries) bij elk restaurant vergeten',
    ],
    [
      'a booking moved at the stand',
      {
        action: 'move',
        subject: 'E9V3QV (Anna de Vries)',
        before: { date: '2026-11-10', time: '18:00', party_size: 2, tables: ['T1'] },
        after: { date: '2026-11-11', time: '19:30', party_size: 5, tables: ['T21'] },
      },
      'Booking E9V3QV (Anna de Vries) moved: 10 Nov 18:00, 2 guests → 11 Nov 19:30, 5 guests',
      'Reservering E9V3QV (Anna de Vries) verplaatst: 10 nov 18:00, 2 gasten → 11 nov 19:30, 5 gasten',
    ],
    [
      'a move of another shape',
      { action: 'move', subject: 'TF-1001', before: null, after: 'x' },
      'Booking TF-1001 moved at the stand',
      'Reservering TF-1001 bij de balie verplaatst',
    ],
    [
      'a block of a shape the words do not know',
      { action: 'block_added', subject: 'k3', before: null, after: 'k3' },
      'Block added',
      'Blokkade toegevoegd',
    ],
    [
      'a walk-in of another shape',
      { action: 'walk_in', subject: 'b9', before: null, after: null },
      'Walk-in written down',
      'Binnenloper genoteerd',
    ],
    [
      'a stay of another shape',
      { action: 'stay_changed', subject: 'site-2', before: null, after: { minutes: 'x' } },
      'Stay time changed',
      'Verblijfsduur gewijzigd',
    ],
    [
      'an action the API adds later keeps its name',
      { action: 'booking_moved', subject: 'TF-1001', before: null, after: null },
      'Other change (booking_moved): TF-1001',
      'Andere wijziging (booking_moved): TF-1001',
    ],
  ])('%s', (_rule, entry, english, dutch) => {
    expect(auditLine(words('en'), entry, 'en')).toBe(english);
    expect(auditLine(words('nl'), entry, 'nl')).toBe(dutch);
  });

  it.each([
    ['winter time', '2026-12-24T18:04:00Z', 'en', '24 Dec 2026, 19:04'],
    ['summer time', '2026-07-01T10:15:00.000Z', 'nl', '1 jul 2026, 12:15'],
    ['late evening is the next day in Amsterdam', '2026-12-24T23:30:00Z', 'en', '25 Dec 2026, 00:30'],
  ] as const)('when a change was made is Amsterdam time (%s)', (_rule, at, language, expected) => {
    expect(auditWhen(at, language)).toBe(expected);
  });
});

describe('a block says when and what time', () => {
  it('weekdays are counted 1 = Monday .. 7 = Sunday', () => {
    expect([1, 7].map((weekday) => weekdayName(weekday, 'en'))).toEqual(['Monday', 'Sunday']);
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
  });

  it.each([
    ['on a date', BLOCK, 'nl', 'donderdag 24 december 2026', '19:00–19:15'],
    ['every week', { ...BLOCK, date: null, weekday: 5 }, 'en', 'Every Friday', '19:00–19:15'],
    [
      'the whole day',
      { ...BLOCK, from_time: '00:00', to_time: '23:59' },
      'en',
      'Thursday, 24 December 2026',
      'Whole day',
    ],
  ] as const)('%s', (_rule, block, language, when, times) => {
    const T = staffRulesWords.translators[language];
    expect(blockWhen(T, block, language)).toBe(when);
    expect(blockTimesWords(T, block)).toBe(times);
  });

  it('the list shows dated blocks by date and time, then the weekly ones by weekday', () => {
    const blocks = [
      { id: 'w7', date: null, weekday: 7, from_time: '12:00' },
      { id: 'late', date: '2026-12-31', weekday: null, from_time: '18:00' },
      { id: 'w1', date: null, weekday: 1, from_time: '12:00' },
      { id: 'evening', date: '2026-12-24', weekday: null, from_time: '19:00' },
      { id: 'noon', date: '2026-12-24', weekday: null, from_time: '12:00' },
    ];
    expect(blocksInOrder(blocks).map((block) => block.id)).toEqual(['noon', 'evening', 'late', 'w1', 'w7']);
  });
});

describe('the stay table is edited by rows, the last one for larger groups', () => {
  const counter = () => {
    let key = 0;
    return () => ++key;
  };
  const rows = (...pairs: Array<[string, number]>): StayRow[] =>
    pairs.map(([up_to, minutes], index) => ({ key: index + 1, up_to, minutes }));

  it('stored rules become rows and back', () => {
    const table = stayRowsOf(STAY, counter());
    expect(table).toEqual(rows(['4', 120], ['', 180]));
    expect(stayRulesOf(table)).toEqual(STAY);
  });

  it.each<[string, StayRow[], Array<{ up_to: number | null; minutes: number }>]>([
    ['the last row is for larger groups whatever its field says', rows(['4', 120], ['9', 180]), STAY],
    [
      'an empty size is no size',
      rows([' ', 120], ['', 180]),
      [
        { up_to: Number.NaN, minutes: 120 },
        { up_to: null, minutes: 180 },
      ],
    ],
    [
      'a size that is no number stays no number',
      rows(['vier', 120], ['', 180]),
      [
        { up_to: Number.NaN, minutes: 120 },
        { up_to: null, minutes: 180 },
      ],
    ],
    ['no rows, no rules', [], []],
  ])('%s', (_rule, table, expected) => {
    expect(stayRulesOf(table)).toEqual(expected);
  });

  it.each<[string, StayRow[], StayRow[]]>([
    [
      'a row is added above the larger groups, two guests more, with their stay',
      rows(['4', 120], ['', 180]),
      [...rows(['4', 120]), { key: 9, up_to: '6', minutes: 180 }, { key: 2, up_to: '', minutes: 180 }],
    ],
    [
      'above a lone larger groups row it is for up to 2',
      rows(['', 150]),
      [{ key: 9, up_to: '2', minutes: 150 }, ...rows(['', 150])],
    ],
    ['in an empty table it is the larger groups row', [], [{ key: 9, up_to: '', minutes: 120 }]],
  ])('%s', (_rule, table, expected) => {
    expect(withRowAdded(table, 9)).toEqual(expected);
  });

  it('removing the last row makes the row above it the larger groups row', () => {
    const table = withoutRow(rows(['4', 120], ['8', 150], ['', 180]), 3);
    expect(stayRulesOf(table)).toEqual([
      { up_to: 4, minutes: 120 },
      { up_to: null, minutes: 150 },
    ]);
  });
});
