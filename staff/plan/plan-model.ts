import { signal } from '@preact/signals';
import type { RoomPlan } from '../../shared/api/staff-plan-answers';
import {
  checkAreaName,
  checkNeighbours,
  checkPosition,
  firstFreeCell,
  nextFreeCell,
  takenCells,
  type PlanCell,
  type PlanDirection,
  type NeighboursCheck,
  type PlanTable,
} from '../../shared/staff/room-plan';
import { checkTable } from '../../shared/staff/site-tables';
import type { StaffRefusal } from '../api/refusal';
import type { StaffApp } from '../shell/create-staff-app';
import { createPlanApi, type PlanApi } from './plan-api';

/** The plan's own refusals, by the API's code (each has its words, plan-phrases.ts); checked here first, as there. */
export const PLAN_CODES = [
  'plan_cell_invalid',
  'plan_cell_taken',
  'neighbour_invalid',
  'neighbour_other_area',
  'neighbour_not_combinable',
  'area_name_invalid',
  'area_name_taken',
  'plan_edge',
  'plan_full',
] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export type PlanRefusal = StaffRefusal | { code: PlanCode };

/**
 * A staff API refusal as the plan knows it: its own codes by name, the rest as the app words them.
 * @example planRefusalOf({ code: 'refused', status: 409, error: 'plan_cell_taken' }) //=> { code: 'plan_cell_taken' }
 */
export function planRefusalOf(refusal: StaffRefusal): PlanRefusal {
  if (refusal.code !== 'refused') return refusal;
  const code = PLAN_CODES.find((known) => known === refusal.error);
  return code ? { code } : refusal;
}

const NEIGHBOUR_CODES: Record<Exclude<NeighboursCheck, 'ok'>, PlanCode> = {
  self: 'neighbour_invalid',
  unknown_table: 'neighbour_invalid',
  other_area: 'neighbour_other_area',
  not_combinable: 'neighbour_not_combinable',
};

/** What the plan's live region says after a change (words are the screen's). */
export type PlanNews =
  | { kind: 'placed'; label: string; area: string; cell: PlanCell }
  | { kind: 'off'; label: string }
  | { kind: 'neighbours'; label: string; count: number }
  | { kind: 'table'; label: string }
  | { kind: 'area'; name: string };

/**
 * The plan screen's state: the restaurant's plan, the table the manager has selected, and the changes, each checked
 * with shared/staff/room-plan.ts before it is sent. A move shows at once and is sent in order (a quick run of arrow
 * keys lands as pressed); a refused one puts the plan back as the server has it and says why.
 */
export function createPlanModel(api: PlanApi) {
  const siteId = signal<string | null>(null);
  const plan = signal<RoomPlan | null>(null);
  const loading = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  const selected = signal<string | null>(null);
  const changeRefusal = signal<PlanRefusal | null>(null);
  const news = signal<PlanNews | null>(null);
  let queue: Promise<unknown> = Promise.resolve();
  let latestLoad = 0;

  /** Sends one change after those before it. */
  const inOrder = <T>(send: () => Promise<T>): Promise<T> => {
    const next = queue.then(send);
    queue = next.catch(() => undefined);
    return next;
  };

  async function load(site: string): Promise<void> {
    const request = ++latestLoad;
    if (siteId.value !== site) {
      plan.value = null;
      selected.value = null;
    }
    siteId.value = site;
    loading.value = true;
    refusal.value = null;
    const result = await api.plan(site);
    if (request !== latestLoad) return;
    loading.value = false;
    if (result.ok) plan.value = result.data;
    else refusal.value = result.refusal;
  }

  const tableById = (id: string): PlanTable | undefined =>
    plan.value?.tables.find((table) => table.id === id);
  const areaName = (id: string): string => plan.value?.areas.find((area) => area.id === id)?.name ?? '';
  const withTable = (table: PlanTable) => {
    if (plan.value)
      plan.value = {
        ...plan.value,
        tables: plan.value.tables.map((old) => (old.id === table.id ? table : old)),
      };
  };
  /** A refusal said, and the plan read again as the server has it. */
  const refused = async (site: string, why: StaffRefusal) => {
    changeRefusal.value = planRefusalOf(why);
    await load(site);
  };

  /** Puts a table on a cell of an area (or off the plan with null): checked, shown at once, then sent. */
  async function place(tableId: string, areaId: string, cell: PlanCell | null): Promise<boolean> {
    const site = siteId.value;
    const table = tableById(tableId);
    if (!site || !table || !plan.value) return false;
    const body = { seating_area_id: areaId, column: cell?.column ?? null, row: cell?.row ?? null };
    const check = checkPosition(
      tableId,
      body,
      plan.value.tables,
      plan.value.areas.map((area) => area.id),
    );
    if (check !== 'ok') {
      changeRefusal.value = { code: check === 'cell_taken' ? 'plan_cell_taken' : 'plan_cell_invalid' };
      return false;
    }
    changeRefusal.value = null;
    const leaves = areaId !== table.seating_area_id;
    withTable({ ...table, seating_area_id: areaId, column: body.column, row: body.row });
    news.value = cell
      ? { kind: 'placed', label: table.label, area: areaName(areaId), cell }
      : { kind: 'off', label: table.label };
    const result = await inOrder(() => api.place(site, tableId, body));
    if (!result.ok) {
      await refused(site, result.refusal);
      return false;
    }
    if (leaves && plan.value) plan.value = { ...plan.value, neighbours: result.data.neighbours };
    return true;
  }

  return {
    siteId,
    plan,
    loading,
    refusal,
    selected,
    changeRefusal,
    news,
    load,
    place,
    /** Selects a table (or none): the arrow keys and a tap on a free cell move it. */
    select(tableId: string | null) {
      selected.value = tableId;
      changeRefusal.value = null;
    },
    /** Moves the selected table one free cell that way; at the grid's edge it stays, and the screen says so. */
    async move(direction: PlanDirection): Promise<boolean> {
      const table = selected.value ? tableById(selected.value) : undefined;
      if (!table || table.column === null || table.row === null || !plan.value) return false;
      const taken = takenCells(plan.value.tables, table.seating_area_id, table.id);
      const cell = nextFreeCell({ column: table.column, row: table.row }, direction, taken);
      if (!cell) {
        changeRefusal.value = { code: 'plan_edge' };
        return false;
      }
      return place(table.id, table.seating_area_id, cell);
    },
    /** Puts a table on the first free cell of an area: how a keyboard places a table not yet on the plan. */
    async putInArea(tableId: string, areaId: string): Promise<boolean> {
      if (!plan.value) return false;
      const cell = firstFreeCell(takenCells(plan.value.tables, areaId, tableId));
      if (!cell) {
        changeRefusal.value = { code: 'plan_full' };
        return false;
      }
      return place(tableId, areaId, cell);
    },
    /** Sets every neighbour of a table (each of them has it as a neighbour too). */
    async setNeighbours(tableId: string, neighbourIds: readonly string[]): Promise<boolean> {
      const site = siteId.value;
      const table = tableById(tableId);
      if (!site || !table || !plan.value) return false;
      const check = checkNeighbours(tableId, neighbourIds, plan.value.tables);
      if (check !== 'ok') {
        changeRefusal.value = { code: NEIGHBOUR_CODES[check] };
        return false;
      }
      changeRefusal.value = null;
      const result = await inOrder(() => api.setNeighbours(site, tableId, neighbourIds));
      if (!result.ok) {
        await refused(site, result.refusal);
        return false;
      }
      if (plan.value) plan.value = { ...plan.value, neighbours: result.data.neighbours };
      news.value = { kind: 'neighbours', label: table.label, count: neighbourIds.length };
      return true;
    },
    /** Changes a table's seats and whether it may be combined; one no longer combinable leaves its neighbours. */
    async saveTable(tableId: string, seats: number, combinable: boolean): Promise<boolean> {
      const site = siteId.value;
      const table = tableById(tableId);
      if (!site || !table || !plan.value) return false;
      const others = plan.value.tables.filter((other) => other.id !== tableId).map((other) => other.label);
      const check = checkTable({ label: table.label, seats }, others);
      if (check !== 'ok') {
        changeRefusal.value = { code: check === 'label_taken' ? 'table_label_taken' : 'table_invalid' };
        return false;
      }
      changeRefusal.value = null;
      const body = { label: table.label, seats, combinable };
      const result = await inOrder(() => api.changeTable(site, tableId, body));
      if (!result.ok) {
        await refused(site, result.refusal);
        return false;
      }
      withTable({ ...table, seats, combinable });
      const hasNeighbours = plan.value.neighbours.some((pair) => pair.includes(tableId));
      if (!combinable && hasNeighbours) {
        const cleared = await inOrder(() => api.setNeighbours(site, tableId, []));
        if (cleared.ok && plan.value) plan.value = { ...plan.value, neighbours: cleared.data.neighbours };
      }
      news.value = { kind: 'table', label: table.label };
      return true;
    },
    /** Adds an area ('terras'), after the others. */
    async addArea(name: string): Promise<boolean> {
      return saveArea(null, name);
    },
    async renameArea(areaId: string, name: string): Promise<boolean> {
      return saveArea(areaId, name);
    },
  };

  async function saveArea(areaId: string | null, name: string): Promise<boolean> {
    const site = siteId.value;
    if (!site || !plan.value) return false;
    const others = plan.value.areas.filter((area) => area.id !== areaId).map((area) => area.name);
    const check = checkAreaName(name, others);
    if (check !== 'ok') {
      changeRefusal.value = { code: check === 'taken' ? 'area_name_taken' : 'area_name_invalid' };
      return false;
    }
    changeRefusal.value = null;
    const result = await inOrder(() =>
      areaId === null ? api.addArea(site, name) : api.renameArea(site, areaId, name),
    );
    if (!result.ok) {
      await refused(site, result.refusal);
      return false;
    }
    const saved = result.data.area;
    if (plan.value)
      plan.value = {
        ...plan.value,
        areas:
          areaId === null
            ? [...plan.value.areas, saved]
            : plan.value.areas.map((area) => (area.id === areaId ? saved : area)),
      };
    news.value = { kind: 'area', name: saved.name };
    return true;
  }
}

export type PlanModel = ReturnType<typeof createPlanModel>;

/** The screen's model in the app, made when the screen first loads (screens.ts). */
export const planScreenModel = (app: StaffApp): PlanModel => createPlanModel(createPlanApi(app.api));
