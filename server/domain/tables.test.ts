/** A time is available when a table, or combinable tables of one seating area, is free for the whole stay. */
import { describe, expect, it } from 'vitest';
import { assignTables, busyDuring, stayMinutes } from './tables';

const t = (id: string, seats: number, combinable = false, area = 'main') => ({
  id,
  seats,
  combinable,
  seating_area_id: area,
});
const TABLES = [
  t('a2', 2, true),
  t('b2', 2, true),
  t('c4', 4, true),
  t('d6', 6),
  t('e4', 4, true, 'terrace'),
  t('f4', 4, true, 'terrace'),
];

describe('stayMinutes (2 h up to 4, 2.5 h up to 8, 3 h above)', () => {
  it.each([
    [1, 120],
    [4, 120],
    [5, 150],
    [8, 150],
    [9, 180],
    [14, 180],
  ])('party of %i stays %i minutes', (party, minutes) => {
    expect(stayMinutes(party)).toBe(minutes);
  });
  it('follows a site rule', () =>
    expect(
      stayMinutes(3, [
        { up_to: 2, minutes: 90 },
        { up_to: null, minutes: 100 },
      ]),
    ).toBe(100));
});

describe('assignTables', () => {
  it.each([
    ['the smallest single table that fits', 2, new Set<string>(), ['a2']],
    ['a bigger table when small ones are busy', 2, new Set(['a2', 'b2']), ['c4']],
    ['one 6 for a party of 5', 5, new Set<string>(), ['d6']],
    ['combinable tables of one area when no single table fits', 8, new Set<string>(), ['e4', 'f4']],
    ['combination in the other area when one is busy', 8, new Set(['e4']), ['c4', 'a2', 'b2']],
  ])('picks %s', (_, party, busy, expected) => {
    expect(assignTables(TABLES, busy, party)).toEqual(expected);
  });
  it('never mixes seating areas and answers undefined when nothing fits', () => {
    expect(assignTables(TABLES, new Set(['c4', 'e4']), 8)).toBeUndefined();
    expect(assignTables(TABLES, new Set(), 15)).toBeUndefined();
  });
  it('does not combine non-combinable tables', () => {
    expect(assignTables([t('x6', 6), t('y6', 6)], new Set(), 10)).toBeUndefined();
  });
});

describe('assignTables once the plan has neighbours: only tables connected through them are pushed together', () => {
  /** A row by the window a2 - b2 - c4 - g4 (g4 at the end), d6 alone; on the terrace e4 - f4, and h2 with none. */
  const n = (id: string, seats: number, neighbours: string[], area = 'main', combinable = true) => ({
    ...t(id, seats, combinable, area),
    neighbours,
  });
  const PLANNED = [
    n('a2', 2, ['b2']),
    n('b2', 2, ['a2', 'c4']),
    n('c4', 4, ['b2', 'g4']),
    n('g4', 4, ['c4']),
    n('d6', 6, [], 'main', false),
    n('e4', 4, ['f4'], 'terrace'),
    n('f4', 4, ['e4'], 'terrace'),
    n('h2', 2, [], 'terrace'),
  ];
  it.each<[string, number, string[], string[] | undefined]>([
    ['a single table first, as without a plan', 2, [], ['a2']],
    ['two neighbours: the fewest tables, the least waste', 8, [], ['c4', 'g4']],
    ['the terrace pair when the window pair is taken', 8, ['g4'], ['e4', 'f4']],
    ['a chain grown through a smaller table', 10, [], ['b2', 'c4', 'g4']],
    ['a whole row when the party needs it', 12, [], ['a2', 'b2', 'c4', 'g4']],
    ['not two tables with a taken one between them', 6, ['b2', 'd6', 'e4'], ['c4', 'g4']],
    ['none when the free tables that fit are not neighbours', 6, ['c4', 'g4', 'd6', 'e4'], undefined],
    [
      'a table without neighbours is never combined',
      6,
      ['a2', 'b2', 'c4', 'g4', 'd6', 'e4', 'f4'],
      undefined,
    ],
    ['none when the whole connected row is too small', 14, [], undefined],
  ])('%s', (_rule, party, busy, expected) => {
    expect(assignTables(PLANNED, new Set(busy), party)).toEqual(expected);
  });

  it('no neighbours anywhere keeps combining any combinable tables of one area', () => {
    const unplanned = PLANNED.map((table) => ({ ...table, neighbours: [] }));
    // h2 has no neighbour, and f4 is not its: without any neighbours set they are pushed together all the same.
    expect(assignTables(unplanned, new Set(['b2', 'd6', 'e4']), 6)).toEqual(['f4', 'h2']);
    expect(assignTables(unplanned, new Set(['c4', 'd6', 'e4']), 6)).toEqual(['g4', 'a2']);
  });

  it('a neighbour that is not combinable is never pushed against', () => {
    const tables = [n('a4', 4, ['b4']), n('b4', 4, ['a4'], 'main', false)];
    expect(assignTables(tables, new Set(), 8)).toBeUndefined();
  });
});

describe('busyDuring (adjacent stays do not overlap)', () => {
  const rows = [{ table_id: 'a2', from_ms: 100, to_ms: 200 }];
  it.each([
    [50, 100, false],
    [200, 300, false],
    [150, 250, true],
    [50, 150, true],
    [120, 130, true],
  ])('[%i, %i) busy: %s', (from, to, busy) => {
    expect(busyDuring(rows, from, to).has('a2')).toBe(busy);
  });
});

describe('dayClock agrees with shared combineDateTime (both DST change days and a normal day)', () => {
  it.each(['2026-03-29', '2026-10-25', '2026-11-10', '2026-07-01'])('%s', async (date) => {
    const { dayClock } = await import('./availability');
    const { combineDateTime } = await import('../../shared/time');
    const instantOf = dayClock(date);
    for (const time of ['03:00', '08:30', '12:00', '16:45', '23:45', '01:30'])
      expect(instantOf(time)).toBe(combineDateTime(date, time));
  });
});
