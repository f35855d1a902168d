import { describe, expect, it } from 'vitest';
import {
  checkAreaName,
  checkNeighbours,
  checkPosition,
  firstFreeCell,
  nextFreeCell,
  takenCells,
  withNeighbours,
  neighboursOf,
  type PlanCell,
  type PlanDirection,
  type PlanTable,
  type TablePositionBody,
} from './room-plan';

const table = (id: string, area: string, cell: [number, number] | null, combinable = true): PlanTable => ({
  id,
  label: id.toUpperCase(),
  seats: 4,
  combinable,
  seating_area_id: area,
  column: cell?.[0] ?? null,
  row: cell?.[1] ?? null,
});

/** Area a: t1 at (0,0), t2 at (1,0), t3 off the plan, t9 not combinable; area b: s1 at (0,0). */
const TABLES = [
  table('t1', 'a', [0, 0]),
  table('t2', 'a', [1, 0]),
  table('t3', 'a', null),
  table('t9', 'a', [5, 5], false),
  table('s1', 'b', [0, 0]),
];

describe('a table stands on one cell inside its area’s grid, one table a cell', () => {
  const at = (area: string, column: number | null, row: number | null): TablePositionBody => ({
    seating_area_id: area,
    column,
    row,
  });
  it.each<[string, string, TablePositionBody, ReturnType<typeof checkPosition>]>([
    ['a free cell', 't3', at('a', 2, 0), 'ok'],
    ['the far corner is inside', 't3', at('a', 11, 7), 'ok'],
    ['its own cell again', 't1', at('a', 0, 0), 'ok'],
    ['off the plan', 't1', at('a', null, null), 'ok'],
    ['the same cell in another area', 't3', at('b', 1, 0), 'ok'],
    ['a cell another table stands on', 't3', at('a', 1, 0), 'cell_taken'],
    ['a cell taken in the other area', 't1', at('b', 0, 0), 'cell_taken'],
    ['column 12 is past the edge', 't3', at('a', 12, 0), 'outside_grid'],
    ['row 8 is past the edge', 't3', at('a', 0, 8), 'outside_grid'],
    ['a negative cell', 't3', at('a', -1, 0), 'outside_grid'],
    ['a column without a row', 't3', at('a', 3, null), 'half_placed'],
    ['an area the restaurant does not have', 't3', at('z', 0, 0), 'unknown_area'],
  ])('%s', (_rule, id, target, expected) => {
    expect(checkPosition(id, target, TABLES, ['a', 'b'])).toBe(expected);
  });
});

describe('neighbours are combinable tables of the same area, never the table itself', () => {
  it.each<[string, string, string[], ReturnType<typeof checkNeighbours>]>([
    ['two combinable tables of one area', 't1', ['t2'], 'ok'],
    ['a table off the plan may be a neighbour', 't1', ['t2', 't3'], 'ok'],
    ['no neighbours at all', 't9', [], 'ok'],
    ['itself', 't1', ['t1'], 'self'],
    ['a table of another area', 't1', ['s1'], 'other_area'],
    ['a table that is not combinable', 't1', ['t9'], 'not_combinable'],
    ['from a table that is not combinable', 't9', ['t1'], 'not_combinable'],
    ['a table the restaurant does not have', 't1', ['zz'], 'unknown_table'],
  ])('%s', (_rule, id, neighbours, expected) => {
    expect(checkNeighbours(id, neighbours, TABLES)).toBe(expected);
  });
});

describe('the neighbour relation is symmetric', () => {
  it.each<[string, Array<[string, string]>, string, string[], Array<[string, string]>]>([
    ['a pair is stored smaller id first', [], 't2', ['t1'], [['t1', 't2']]],
    [
      'setting replaces the table’s pairs, others stay',
      [
        ['t1', 't2'],
        ['t3', 't4'],
      ],
      't1',
      ['t3'],
      [
        ['t3', 't4'],
        ['t1', 't3'],
      ],
    ],
    [
      'an empty list takes the table out of every pair',
      [
        ['t1', 't2'],
        ['t2', 't3'],
      ],
      't2',
      [],
      [],
    ],
    ['a neighbour named twice is one pair', [], 't1', ['t2', 't2'], [['t1', 't2']]],
  ])('%s', (_rule, pairs, id, neighbours, expected) => {
    const after = withNeighbours(pairs, id, neighbours);
    expect(after).toEqual(expected);
    // Each side reads the other as its neighbour.
    for (const neighbour of neighbours) expect(neighboursOf(after, neighbour)).toContain(id);
  });
});

describe('an area has a name of its own of 1 to 40 characters', () => {
  it.each<[string, string, string[], ReturnType<typeof checkAreaName>]>([
    ['a new name', 'Serre', ['Restaurant'], 'ok'],
    ['spaces around it do not count', '  Terras ', [], 'ok'],
    ['40 characters', 'x'.repeat(40), [], 'ok'],
    ['no name', '   ', [], 'empty'],
    ['41 characters', 'x'.repeat(41), [], 'too_long'],
    ['another area’s name in other letters', 'terras', ['Terras'], 'taken'],
  ])('%s', (_rule, name, others, expected) => {
    expect(checkAreaName(name, others)).toBe(expected);
  });
});

describe('an arrow key moves a table to the nearest free cell that way, never off the grid', () => {
  const taken = takenCells(TABLES, 'a', 't1');
  it.each<[string, PlanCell, PlanDirection, PlanCell | null]>([
    ['right over the table next to it', { column: 0, row: 0 }, 'right', { column: 2, row: 0 }],
    ['down one row', { column: 0, row: 0 }, 'down', { column: 0, row: 1 }],
    ['up at the top edge stays', { column: 0, row: 0 }, 'up', null],
    ['left at the left edge stays', { column: 0, row: 3 }, 'left', null],
    ['right at the right edge stays', { column: 11, row: 3 }, 'right', null],
    ['down at the bottom edge stays', { column: 4, row: 7 }, 'down', null],
    ['left onto a free cell', { column: 6, row: 5 }, 'left', { column: 4, row: 5 }],
  ])('%s', (_rule, from, direction, expected) => {
    expect(nextFreeCell(from, direction, taken)).toEqual(expected);
  });

  it('a table put on the plan by keyboard takes the first free cell, row by row', () => {
    expect(firstFreeCell(takenCells(TABLES, 'a'))).toEqual({ column: 2, row: 0 });
    const full = new Set(Array.from({ length: 96 }, (_, n) => `${n % 12},${Math.floor(n / 12)}`));
    expect(firstFreeCell(full)).toBeNull();
  });
});
