/**
 * A restaurant's capacity and settings as its manager edits them, under /api/staff/sites/{siteId}: the
 * tables, the opening hours, the slot interval, the lead time, the cancellation window and the largest group online.
 * The guest widget follows at once (a change of sites or site_tables draws a new reference version); bookings already
 * made are kept, and those the new settings would not allow are answered as `conflicts`. Every change is audited.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema, SiteParamsSchema } from '../../shared/api/requests';
import { settingsConflict, settingsProblem, SiteSettingsSchema } from '../../shared/staff/site-settings';
import { checkTable, TableBodySchema, type TableCheck } from '../../shared/staff/site-tables';
import { addDays } from '../../shared/time/calendar';
import { combineDateTime, isoWeekdayOf } from '../../shared/time';
import { amsterdamDate } from '../../shared/time/instant';
import type { Queryable } from '../db/client';
import { siteOutages } from '../db/table-outages';
import { rangeBookings, recordAudit } from '../db/staff';
import {
  futureHoldings,
  insertTable,
  lockSiteSettings,
  lockTable,
  outgrownHolders,
  removeTable,
  seatingAreas,
  setSiteSettings,
  siteSettings,
  siteTables,
  updateTable,
} from '../db/staff-settings';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import {
  SettingsAnswerSchema,
  SettingsSavedSchema,
  TableAddedSchema,
  TableChangedSchema,
} from '../../shared/api/staff-settings-answers';
import { describeRoute, emptyAnswer, jsonAnswer, type RouteDescription } from '../openapi-describe';

const TableParams = v.object({ siteId: SiteIdSchema, tableId: v.pipe(v.string(), v.maxLength(64)) });
/** Far enough ahead for every booking a guest can make (BOOKING_HORIZON_DAYS is 180). */
const FUTURE_DAYS = 400;

/** The caller requireStaff let edit this restaurant's capacity (a manager there, or an admin), and the restaurant. */
function managerOf(c: Context<StaffEnv>) {
  const { siteId } = parseWith(SiteParamsSchema, c.req.param());
  return { staffId: c.var.caller.staff.id, siteId };
}

/** The restaurant's bookings from now on, as the sheet lists them, with their date. */
async function futureBookings(db: Queryable, siteId: string, now: number) {
  const today = amsterdamDate(now);
  const bookings = await rangeBookings(db, [siteId], today, addDays(today, FUTURE_DAYS));
  return bookings.filter(
    (booking) => booking.status === 'confirmed' && combineDateTime(booking.date, booking.time) > now,
  );
}

const TABLE_REFUSALS: Record<Exclude<TableCheck, 'ok'>, { code: string; message: string }> = {
  label_empty: { code: 'table_invalid', message: 'A table needs a label' },
  label_too_long: { code: 'table_invalid', message: 'A table label is at most 20 characters' },
  label_taken: { code: 'table_label_taken', message: 'Another table of this restaurant has this label' },
  seats_out_of_range: { code: 'table_invalid', message: 'A table has 1 to 30 seats' },
};

/** 422 with the table check's own code, unless the table can be saved. */
function requireGoodTable(table: { label: string; seats: number }, otherLabels: string[]): void {
  const check = checkTable(table, otherLabels);
  if (check === 'ok') return;
  const { code, message } = TABLE_REFUSALS[check];
  throw new ApiError({
    status: 422,
    code,
    message,
    field: check === 'seats_out_of_range' ? 'seats' : 'label',
  });
}

const GET_SETTINGS: RouteDescription = {
  operationId: 'getSiteSettings',
  tags: ['Staff'],
  summary: "A restaurant's settings, tables and rooms (manager)",
  description:
    'Opening hours per weekday, slot interval, lead time, cancellation window and largest group online; ' +
    "the chain's rules until a manager edits them. `outages`: the tables out of service today or later.",
  security: 'token',
  params: SiteParamsSchema,
  answers: { 200: jsonAnswer('The settings, the tables and their rooms', SettingsAnswerSchema) },
  errors: [401, 403, 404],
};

const SET_SETTINGS: RouteDescription = {
  operationId: 'setSiteSettings',
  tags: ['Staff'],
  summary: "Set a restaurant's settings (manager)",
  description:
    'Every setting at once (shared/staff/site-settings.ts). The widget and the booking check follow at ' +
    'once; bookings already made are kept, and those outside the new hours or above the new largest group ' +
    'are answered as `conflicts`. 422 opening_hours_invalid, slot_interval_invalid, lead_time_invalid, ' +
    'cancel_window_invalid or max_group_invalid.',
  security: 'token',
  params: SiteParamsSchema,
  body: { name: 'SiteSettingsBody', schema: SiteSettingsSchema },
  answers: {
    200: jsonAnswer('The settings as stored, with the bookings they would not allow', SettingsSavedSchema),
  },
  errors: [400, 401, 403, 404, 413, 415, 422],
};

const ADD_TABLE: RouteDescription = {
  operationId: 'addTable',
  tags: ['Staff'],
  summary: 'Add a table (manager)',
  description:
    'In the room named, else the first. 422 table_invalid (label, seats 1 to 30, room) or ' +
    'table_label_taken. Guests are seated at it at once.',
  security: 'token',
  params: SiteParamsSchema,
  body: { name: 'TableBody', schema: TableBodySchema },
  answers: { 201: jsonAnswer('The table', TableAddedSchema) },
  errors: [400, 401, 403, 413, 415, 422],
};

const CHANGE_TABLE: RouteDescription = {
  operationId: 'changeTable',
  tags: ['Staff'],
  summary: "Change a table's label, seats or combinable (manager)",
  description: 'Bookings already on it are kept; those it now seats too few for are answered as `conflicts`.',
  security: 'token',
  params: TableParams,
  body: { name: 'TableBody', schema: TableBodySchema },
  answers: {
    200: jsonAnswer('The table as stored, with the bookings it seats too few for', TableChangedSchema),
  },
  errors: [400, 401, 403, 404, 413, 415, 422],
};

const REMOVE_TABLE: RouteDescription = {
  operationId: 'removeTable',
  tags: ['Staff'],
  summary: 'Remove a table (manager)',
  description:
    'Only when no booking to come holds it; 409 table_in_use otherwise, listing them in `bookings` (id, number, ' +
    'name, party_size, date, start) so the manager can move or cancel each. Past bookings keep its label.',
  security: 'token',
  params: TableParams,
  answers: { 204: emptyAnswer('Removed') },
  errors: [401, 403, 404, 409],
};

export function staffSettingsRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.get(
    '/sites/:siteId/settings',
    describeRoute(GET_SETTINGS),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { siteId } = managerOf(c);
      const settings = await siteSettings(deps.db, siteId);
      if (!settings) throw notFound('undefinedLocation');
      const [tables, areas] = [await siteTables(deps.db, siteId), await seatingAreas(deps.db, siteId)];
      const outages = await siteOutages(deps.db, siteId, amsterdamDate(deps.now()));
      return c.json({ settings, tables, areas, outages }, 200, { 'Cache-Control': 'private, no-store' });
    },
  );

  routes.put(
    '/sites/:siteId/settings',
    describeRoute(SET_SETTINGS),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { staffId, siteId } = managerOf(c);
      const settings = await parseBody(c, SiteSettingsSchema);
      const problem = settingsProblem(settings);
      if (problem)
        throw new ApiError({
          status: 422,
          code: problem.code,
          message:
            'check' in problem ? problem.check : `${problem.field} is outside what a restaurant may set`,
          field: problem.field,
        });
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const before = await lockSiteSettings(tx, siteId);
        if (!before) throw notFound('undefinedLocation');
        await setSiteSettings(tx, siteId, settings);
        await recordAudit(
          tx,
          { staffId, siteId, action: 'settings_changed', subject: siteId, before, after: settings },
          now,
        );
      });
      // Bookings already made are kept: the manager sees those the new settings would not allow.
      const conflicts = (await futureBookings(deps.db, siteId, now)).flatMap((booking) => {
        const conflict = settingsConflict(settings, { ...booking, weekday: isoWeekdayOf(booking.date) });
        return conflict ? [{ ...booking, conflict }] : [];
      });
      return c.json({ settings, conflicts });
    },
  );

  routes.post(
    '/sites/:siteId/tables',
    describeRoute(ADD_TABLE),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { staffId, siteId } = managerOf(c);
      const body = await parseBody(c, TableBodySchema);
      const now = deps.now();
      const table = await deps.db.transaction(async (tx) => {
        await lockSiteSettings(tx, siteId);
        const tables = await siteTables(tx, siteId);
        requireGoodTable(
          body,
          tables.map((table) => table.label),
        );
        const areas = await seatingAreas(tx, siteId);
        const area = body.seating_area_id ? areas.find((room) => room.id === body.seating_area_id) : areas[0];
        if (!area)
          throw new ApiError({
            status: 422,
            code: 'table_invalid',
            message: 'This restaurant has no such room',
            field: 'seating_area_id',
          });
        const added = await insertTable(tx, siteId, area.id, body);
        await recordAudit(
          tx,
          { staffId, siteId, action: 'table_added', subject: added.id, before: null, after: added },
          now,
        );
        return added;
      });
      return c.json({ table }, 201);
    },
  );

  routes.put(
    '/sites/:siteId/tables/:tableId',
    describeRoute(CHANGE_TABLE),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { staffId, siteId } = managerOf(c);
      const { tableId } = parseWith(TableParams, c.req.param());
      const body = await parseBody(c, TableBodySchema);
      const now = deps.now();
      const table = await deps.db.transaction(async (tx) => {
        await lockSiteSettings(tx, siteId);
        const before = await lockTable(tx, siteId, tableId);
        if (!before) throw notFound();
        const others = (await siteTables(tx, siteId)).filter((table) => table.id !== tableId);
        requireGoodTable(
          body,
          others.map((table) => table.label),
        );
        const after = await updateTable(tx, tableId, body);
        await recordAudit(
          tx,
          { staffId, siteId, action: 'table_changed', subject: tableId, before, after },
          now,
        );
        return after;
      });
      // Bookings already on the table are kept: the manager sees those it no longer seats.
      const outgrown = new Set(await outgrownHolders(deps.db, tableId, now));
      const conflicts = (await futureBookings(deps.db, siteId, now))
        .filter((booking) => outgrown.has(booking.id))
        .map((booking) => ({ ...booking, conflict: 'table_too_small' as const }));
      return c.json({ table, conflicts });
    },
  );

  routes.delete(
    '/sites/:siteId/tables/:tableId',
    describeRoute(REMOVE_TABLE),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { staffId, siteId } = managerOf(c);
      const { tableId } = parseWith(TableParams, c.req.param());
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const before = await lockTable(tx, siteId, tableId);
        if (!before) throw notFound();
        const holders = await futureHoldings(tx, tableId, now);
        if (holders.length > 0)
          throw new ApiError({
            status: 409,
            code: 'table_in_use',
            message: `${holders.length} booking(s) to come hold this table; move or cancel them first`,
            facts: { bookings: holders },
          });
        await removeTable(tx, tableId, now);
        await recordAudit(
          tx,
          { staffId, siteId, action: 'table_removed', subject: tableId, before, after: null },
          now,
        );
      });
      return c.body(null, 204);
    },
  );

  return routes;
}
