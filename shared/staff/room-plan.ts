/**
 * The plan of a restaurant's room, as its manager draws it: each seating area ('terras', 'serre') is a grid of
 * PLAN_COLUMNS x PLAN_ROWS cells, a table stands on one cell of its area (or on none, until placed), and combinable
 * tables of one area may be neighbours (pushed together for a larger party; server/domain/tables.ts). The server
 * checks every change with these; the plan screen checks the same before sending.
 */
import * as v from 'valibot';

export const PLAN_COLUMNS = 12;
export const PLAN_ROWS = 8;
export const AREA_NAME_MAX_LENGTH = 40;
/** More neighbours than one table could ever touch is not a plan but a mistake. */
export const NEIGHBOURS_MAX = 16;

/** A cell of an area's grid, counted from 0 at the top left. */
export interface PlanCell {
  column: number;
  row: number;
}

/** A table as the plan draws it: its cell, or null for both until the manager places it. */
export interface PlanTable {
  id: string;
  label: string;
  seats: number;
  combinable: boolean;
  seating_area_id: string;
  column: number | null;
  row: number | null;
}

export interface PlanArea {
  id: string;
  name: string;
}

/** Two tables that may be pushed together, the smaller id first (the relation is symmetric). */
export type NeighbourPair = readonly [string, string];

const IdSchema = v.pipe(v.string('required'), v.maxLength(64, 'required'));
const CellNumberSchema = v.nullable(v.pipe(v.number('required'), v.integer('required')));

/** PUT …/tables/{tableId}/position: the area the table stands in and its cell, or nulls to take it off the plan. */
export const TablePositionBodySchema = v.object(
  { seating_area_id: IdSchema, column: CellNumberSchema, row: CellNumberSchema },
  'required',
);
export type TablePositionBody = v.InferOutput<typeof TablePositionBodySchema>;

/** PUT …/tables/{tableId}/neighbours: every table it may be pushed together with (the others' lists follow). */
export const NeighboursBodySchema = v.object(
  { neighbour_ids: v.pipe(v.array(IdSchema, 'required'), v.maxLength(NEIGHBOURS_MAX, 'required')) },
  'required',
);
export type NeighboursBody = v.InferOutput<typeof NeighboursBodySchema>;

/** POST …/areas and PUT …/areas/{areaId}: the area's name. */
export const AreaBodySchema = v.object({ name: v.pipe(v.string('required'), v.trim()) }, 'required');
export type AreaBody = v.InferOutput<typeof AreaBodySchema>;

/** Why a table cannot stand where asked, or 'ok'. */
export type PositionCheck = 'ok' | 'outside_grid' | 'half_placed' | 'unknown_area' | 'cell_taken';

/**
 * Whether a table may stand on a cell of an area: a cell inside the grid (or none at all: off the plan), of an area
 * of the restaurant, that no other table of that area stands on.
 * @example checkPosition('t1', { seating_area_id: 'a', column: 11, row: 7 }, tables, ['a']) //=> 'ok'
 * @example checkPosition('t1', { seating_area_id: 'a', column: 12, row: 0 }, tables, ['a']) //=> 'outside_grid'
 * @example checkPosition('t1', { seating_area_id: 'a', column: 0, row: null }, tables, ['a']) //=> 'half_placed'
 */
export function checkPosition(
  tableId: string,
  target: TablePositionBody,
  tables: readonly PlanTable[],
  areaIds: readonly string[],
): PositionCheck {
  if ((target.column === null) !== (target.row === null)) return 'half_placed';
  if (target.column !== null && target.row !== null) {
    const inside =
      target.column >= 0 && target.column < PLAN_COLUMNS && target.row >= 0 && target.row < PLAN_ROWS;
    if (!inside) return 'outside_grid';
  }
  if (!areaIds.includes(target.seating_area_id)) return 'unknown_area';
  if (target.column === null) return 'ok';
  const taken = tableOnCell(tables, target.seating_area_id, { column: target.column, row: target.row! });
  return taken && taken.id !== tableId ? 'cell_taken' : 'ok';
}

/** The table standing on a cell of an area, if any. */
export function tableOnCell(
  tables: readonly PlanTable[],
  areaId: string,
  cell: PlanCell,
): PlanTable | undefined {
  return tables.find(
    (table) => table.seating_area_id === areaId && table.column === cell.column && table.row === cell.row,
  );
}

/** Why a table's neighbours cannot be these, or 'ok'. */
export type NeighboursCheck = 'ok' | 'self' | 'unknown_table' | 'other_area' | 'not_combinable';

/**
 * Whether a table may have these neighbours: other tables of the restaurant, in the table's own area, and it and each
 * of them combinable (only combinable tables are ever pushed together). An empty list is always fine.
 * @example checkNeighbours('t1', ['t2'], tables) //=> 'ok' (both combinable, same area)
 * @example checkNeighbours('t1', ['t1'], tables) //=> 'self'
 * @example checkNeighbours('t1', ['s1'], tables) //=> 'other_area'
 */
export function checkNeighbours(
  tableId: string,
  neighbourIds: readonly string[],
  tables: readonly PlanTable[],
): NeighboursCheck {
  if (neighbourIds.length === 0) return 'ok';
  const table = tables.find((candidate) => candidate.id === tableId);
  if (!table) return 'unknown_table';
  for (const id of neighbourIds) {
    if (id === tableId) return 'self';
    const neighbour = tables.find((candidate) => candidate.id === id);
    if (!neighbour) return 'unknown_table';
    if (neighbour.seating_area_id !== table.seating_area_id) return 'other_area';
    if (!table.combinable || !neighbour.combinable) return 'not_combinable';
  }
  return 'ok';
}

/**
 * One pair as stored: the smaller id first, so {a, b} and {b, a} are the same pair.
 * @example neighbourPair('t2', 't1') //=> ['t1', 't2']
 */
export const neighbourPair = (one: string, other: string): NeighbourPair =>
  one < other ? [one, other] : [other, one];

/**
 * A table's neighbours, read from the pairs either way round.
 * @example neighboursOf([['t1', 't2'], ['t2', 't3']], 't2') //=> ['t1', 't3']
 */
export function neighboursOf(pairs: readonly NeighbourPair[], tableId: string): string[] {
  const found: string[] = [];
  for (const [one, other] of pairs) {
    if (one === tableId) found.push(other);
    else if (other === tableId) found.push(one);
  }
  return found;
}

/**
 * The pairs after one table's neighbours are set to `neighbourIds`: its old pairs go, its new ones come (once each),
 * every other pair stays. Symmetric: t1 next to t2 is t2 next to t1.
 * @example withNeighbours([['t1', 't2'], ['t3', 't4']], 't1', ['t3']) //=> [['t3', 't4'], ['t1', 't3']]
 */
export function withNeighbours(
  pairs: readonly NeighbourPair[],
  tableId: string,
  neighbourIds: readonly string[],
): NeighbourPair[] {
  const kept = pairs.filter(([one, other]) => one !== tableId && other !== tableId);
  const added = [...new Set(neighbourIds)].map((id) => neighbourPair(tableId, id));
  return [...kept, ...added];
}

/**
 * Whether an area's name can be saved: 1 to 40 characters (spaces around it do not count) that no other area of the
 * restaurant has, case aside ('Terras' and 'terras' would be one room to the host).
 * @example checkAreaName('Serre', ['Restaurant']) //=> 'ok'
 * @example checkAreaName(' terras ', ['Terras']) //=> 'taken'
 */
export function checkAreaName(
  name: string,
  otherNames: readonly string[],
): 'ok' | 'empty' | 'too_long' | 'taken' {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > AREA_NAME_MAX_LENGTH) return 'too_long';
  return otherNames.some((other) => other.trim().toLowerCase() === trimmed.toLowerCase()) ? 'taken' : 'ok';
}

export type PlanDirection = 'left' | 'right' | 'up' | 'down';

const STEP: Record<PlanDirection, PlanCell> = {
  left: { column: -1, row: 0 },
  right: { column: 1, row: 0 },
  up: { column: 0, row: -1 },
  down: { column: 0, row: 1 },
};

/**
 * Where an arrow key moves a table: the nearest free cell that way, over tables in between; null at the grid's edge
 * (or when every cell that way is taken), so the table stays.
 * @example nextFreeCell({ column: 0, row: 0 }, 'right', new Set(['1,0'])) //=> { column: 2, row: 0 }
 * @example nextFreeCell({ column: 0, row: 0 }, 'up', new Set()) //=> null
 */
export function nextFreeCell(
  from: PlanCell,
  direction: PlanDirection,
  taken: ReadonlySet<string>,
): PlanCell | null {
  const step = STEP[direction];
  let cell = { column: from.column + step.column, row: from.row + step.row };
  while (cell.column >= 0 && cell.column < PLAN_COLUMNS && cell.row >= 0 && cell.row < PLAN_ROWS) {
    if (!taken.has(cellKey(cell))) return cell;
    cell = { column: cell.column + step.column, row: cell.row + step.row };
  }
  return null;
}

/**
 * The first free cell of an area, row by row: where a table goes when the manager puts it on the plan by keyboard.
 * @example firstFreeCell(new Set(['0,0'])) //=> { column: 1, row: 0 }
 */
export function firstFreeCell(taken: ReadonlySet<string>): PlanCell | null {
  for (let row = 0; row < PLAN_ROWS; row += 1)
    for (let column = 0; column < PLAN_COLUMNS; column += 1)
      if (!taken.has(cellKey({ column, row }))) return { column, row };
  return null;
}

/** A cell as a key of a set. */
export const cellKey = (cell: PlanCell): string => `${cell.column},${cell.row}`;

/** The cells of an area that tables stand on, but for one table (the one being moved). */
export function takenCells(tables: readonly PlanTable[], areaId: string, except?: string): Set<string> {
  const taken = new Set<string>();
  for (const table of tables)
    if (
      table.seating_area_id === areaId &&
      table.id !== except &&
      table.column !== null &&
      table.row !== null
    )
      taken.add(cellKey({ column: table.column, row: table.row }));
  return taken;
}
