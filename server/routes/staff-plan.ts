/**
 * The plan of a restaurant's room, under /api/staff/sites/{siteId}: any staff member of the restaurant reads it (the
 * host's room is drawn from it); its manager places the tables on their area's grid, sets which may be pushed together
 * and names the areas. The rules are shared/staff/room-plan.ts; each change is audited before -> after and seats the
 * next party by the new plan at once (a new reference version).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema, SiteParamsSchema } from '../../shared/api/requests';
import {
  AreaSavedSchema,
  NeighboursSetSchema,
  RoomPlanSchema,
  TablePlacedSchema,
} from '../../shared/api/staff-plan-answers';
import {
  AreaBodySchema,
  checkAreaName,
  checkNeighbours,
  checkPosition,
  NeighboursBodySchema,
  neighboursOf,
  TablePositionBodySchema,
  withNeighbours,
  type NeighboursCheck,
  type PositionCheck,
} from '../../shared/staff/room-plan';
import type { Queryable } from '../db/client';
import { recordAudit } from '../db/staff';
import { lockSiteSettings } from '../db/staff-settings';
import {
  insertArea,
  neighbourPairs,
  placeTable,
  planAreas,
  planTables,
  renameArea,
  setTablePairs,
} from '../db/staff-plan';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const IdSchema = v.pipe(v.string(), v.maxLength(64));
const TableParams = v.object({ siteId: SiteIdSchema, tableId: IdSchema });
const AreaParams = v.object({ siteId: SiteIdSchema, areaId: IdSchema });

const POSITION_REFUSALS: Record<Exclude<PositionCheck, 'ok'>, ConstructorParameters<typeof ApiError>[0]> = {
  outside_grid: {
    status: 422,
    code: 'plan_cell_invalid',
    message: 'A table stands on a cell of the 12 x 8 grid',
    field: 'column',
  },
  half_placed: {
    status: 422,
    code: 'plan_cell_invalid',
    message: 'Give both a column and a row, or neither to take the table off the plan',
    field: 'row',
  },
  unknown_area: {
    status: 422,
    code: 'plan_cell_invalid',
    message: 'This restaurant has no such area',
    field: 'seating_area_id',
  },
  cell_taken: { status: 409, code: 'plan_cell_taken', message: 'Another table stands on this cell' },
};

const NEIGHBOUR_REFUSALS: Record<Exclude<NeighboursCheck, 'ok'>, { code: string; message: string }> = {
  self: { code: 'neighbour_invalid', message: 'A table is not its own neighbour' },
  unknown_table: { code: 'neighbour_invalid', message: 'This restaurant has no such table' },
  other_area: { code: 'neighbour_other_area', message: 'Neighbours stand in the same area' },
  not_combinable: {
    code: 'neighbour_not_combinable',
    message: 'Only combinable tables are pushed together',
  },
};

/** 422 or 409 with the area name check's own code, unless the name can be saved. */
function requireGoodAreaName(name: string, otherNames: string[]): void {
  const check = checkAreaName(name, otherNames);
  if (check === 'ok') return;
  if (check === 'taken')
    throw new ApiError({ status: 409, code: 'area_name_taken', message: 'Another area has this name' });
  throw new ApiError({
    status: 422,
    code: 'area_name_invalid',
    message: 'An area has a name of 1 to 40 characters',
    field: 'name',
  });
}

/** The caller requireStaff let in, and the restaurant. */
function callerAt(c: Context<StaffEnv>) {
  const { siteId } = parseWith(SiteParamsSchema, c.req.param());
  return { staffId: c.var.caller.staff.id, siteId };
}

/** The plan, under the restaurant's settings lock (a plan change and a table change do not cross). */
async function lockedPlan(tx: Queryable, siteId: string) {
  if (!(await lockSiteSettings(tx, siteId))) throw notFound('undefinedLocation');
  const [tables, areas, pairs] = [
    await planTables(tx, siteId),
    await planAreas(tx, siteId),
    await neighbourPairs(tx, siteId),
  ];
  return { tables, areas, pairs };
}

const GET_PLAN: RouteDescription = {
  operationId: 'getRoomPlan',
  tags: ['Staff'],
  summary: "The plan of a restaurant's room (host and up)",
  description:
    "Each area's tables on their cells of a 12 x 8 grid (null until placed), and the pairs of tables that may be " +
    'pushed together. Once a restaurant has any pair, only tables connected through pairs are combined.',
  security: 'token',
  params: SiteParamsSchema,
  answers: { 200: jsonAnswer('The areas, the tables and the neighbour pairs', RoomPlanSchema) },
  errors: [401, 403, 404],
};

const PLACE_TABLE: RouteDescription = {
  operationId: 'placeTable',
  tags: ['Staff'],
  summary: 'Place a table on the plan (manager)',
  description:
    'Its area and its cell (column 0-11, row 0-7), or nulls to take it off the plan. 422 plan_cell_invalid, 409 ' +
    'plan_cell_taken when another table stands there. A table moved to another area leaves its neighbours.',
  security: 'token',
  params: TableParams,
  body: { name: 'TablePositionBody', schema: TablePositionBodySchema },
  answers: { 200: jsonAnswer('The table where it stands, and the pairs', TablePlacedSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

const SET_NEIGHBOURS: RouteDescription = {
  operationId: 'setTableNeighbours',
  tags: ['Staff'],
  summary: 'Set the tables a table may be pushed together with (manager)',
  description:
    'Every neighbour of the table at once; the relation is symmetric, so each of them has it as a neighbour too. ' +
    '422 neighbour_other_area, neighbour_not_combinable (only combinable tables) or neighbour_invalid.',
  security: 'token',
  params: TableParams,
  body: { name: 'NeighboursBody', schema: NeighboursBodySchema },
  answers: { 200: jsonAnswer("Every pair of the restaurant's tables", NeighboursSetSchema) },
  errors: [400, 401, 403, 404, 413, 415, 422],
};

const ADD_AREA: RouteDescription = {
  operationId: 'addArea',
  tags: ['Staff'],
  summary: 'Add an area to the room (manager)',
  description:
    "A room such as 'terras' or 'serre', after the others. 422 area_name_invalid, 409 area_name_taken.",
  security: 'token',
  params: SiteParamsSchema,
  body: { name: 'AreaBody', schema: AreaBodySchema },
  answers: { 201: jsonAnswer('The area', AreaSavedSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

const RENAME_AREA: RouteDescription = {
  operationId: 'renameArea',
  tags: ['Staff'],
  summary: 'Rename an area (manager)',
  description: '422 area_name_invalid, 409 area_name_taken.',
  security: 'token',
  params: AreaParams,
  body: { name: 'AreaBody', schema: AreaBodySchema },
  answers: { 200: jsonAnswer('The area', AreaSavedSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

export function staffPlanRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.get('/sites/:siteId/plan', describeRoute(GET_PLAN), requireStaff(deps, 'day.read'), async (c) => {
    const { siteId } = callerAt(c);
    const areas = await planAreas(deps.db, siteId);
    if (areas.length === 0) throw notFound('undefinedLocation');
    const [tables, neighbours] = [await planTables(deps.db, siteId), await neighbourPairs(deps.db, siteId)];
    return c.json({ areas, tables, neighbours }, 200, { 'Cache-Control': 'private, no-store' });
  });

  routes.put(
    '/sites/:siteId/tables/:tableId/position',
    describeRoute(PLACE_TABLE),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { staffId, siteId } = callerAt(c);
      const { tableId } = parseWith(TableParams, c.req.param());
      const body = await parseBody(c, TablePositionBodySchema);
      const now = deps.now();
      const placed = await deps.db.transaction(async (tx) => {
        const plan = await lockedPlan(tx, siteId);
        const before = plan.tables.find((table) => table.id === tableId);
        if (!before) throw notFound();
        const check = checkPosition(
          tableId,
          body,
          plan.tables,
          plan.areas.map((area) => area.id),
        );
        if (check !== 'ok') throw new ApiError(POSITION_REFUSALS[check]);
        const table = await placeTable(tx, tableId, body);
        const oldNeighbours = neighboursOf(plan.pairs, tableId);
        // Neighbours stand in one area: a table moved to another leaves its old ones.
        const leaves = before.seating_area_id !== table.seating_area_id && oldNeighbours.length > 0;
        if (leaves) await setTablePairs(tx, siteId, tableId, []);
        await recordAudit(
          tx,
          {
            staffId,
            siteId,
            action: 'table_placed',
            subject: tableId,
            before: { ...before, neighbours: oldNeighbours },
            after: { ...table, neighbours: leaves ? [] : oldNeighbours },
          },
          now,
        );
        return { table, neighbours: leaves ? withNeighbours(plan.pairs, tableId, []) : plan.pairs };
      });
      return c.json(placed);
    },
  );

  routes.put(
    '/sites/:siteId/tables/:tableId/neighbours',
    describeRoute(SET_NEIGHBOURS),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { staffId, siteId } = callerAt(c);
      const { tableId } = parseWith(TableParams, c.req.param());
      const { neighbour_ids: neighbourIds } = await parseBody(c, NeighboursBodySchema);
      const now = deps.now();
      const neighbours = await deps.db.transaction(async (tx) => {
        const plan = await lockedPlan(tx, siteId);
        if (!plan.tables.some((table) => table.id === tableId)) throw notFound();
        const check = checkNeighbours(tableId, neighbourIds, plan.tables);
        if (check !== 'ok')
          throw new ApiError({ status: 422, field: 'neighbour_ids', ...NEIGHBOUR_REFUSALS[check] });
        const after = withNeighbours(plan.pairs, tableId, neighbourIds);
        await setTablePairs(
          tx,
          siteId,
          tableId,
          after.filter((pair) => pair.includes(tableId)),
        );
        const labelOf = (id: string) => plan.tables.find((table) => table.id === id)?.label ?? id;
        await recordAudit(
          tx,
          {
            staffId,
            siteId,
            action: 'neighbours_set',
            subject: tableId,
            before: { label: labelOf(tableId), neighbours: neighboursOf(plan.pairs, tableId).map(labelOf) },
            after: { label: labelOf(tableId), neighbours: neighboursOf(after, tableId).map(labelOf) },
          },
          now,
        );
        return after;
      });
      return c.json({ neighbours });
    },
  );

  routes.post(
    '/sites/:siteId/areas',
    describeRoute(ADD_AREA),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { staffId, siteId } = callerAt(c);
      const { name } = await parseBody(c, AreaBodySchema);
      const now = deps.now();
      const area = await deps.db.transaction(async (tx) => {
        const plan = await lockedPlan(tx, siteId);
        requireGoodAreaName(
          name,
          plan.areas.map((area) => area.name),
        );
        const added = await insertArea(tx, siteId, name);
        await recordAudit(
          tx,
          { staffId, siteId, action: 'area_added', subject: added.id, before: null, after: added },
          now,
        );
        return added;
      });
      return c.json({ area }, 201);
    },
  );

  routes.put(
    '/sites/:siteId/areas/:areaId',
    describeRoute(RENAME_AREA),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { staffId, siteId } = callerAt(c);
      const { areaId } = parseWith(AreaParams, c.req.param());
      const { name } = await parseBody(c, AreaBodySchema);
      const now = deps.now();
      const area = await deps.db.transaction(async (tx) => {
        const plan = await lockedPlan(tx, siteId);
        const before = plan.areas.find((area) => area.id === areaId);
        if (!before) throw notFound();
        requireGoodAreaName(
          name,
          plan.areas.filter((area) => area.id !== areaId).map((area) => area.name),
        );
        const after = await renameArea(tx, areaId, name);
        await recordAudit(
          tx,
          { staffId, siteId, action: 'area_renamed', subject: areaId, before, after },
          now,
        );
        return after;
      });
      return c.json({ area });
    },
  );

  return routes;
}
