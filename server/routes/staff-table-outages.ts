/**
 * Tables out of service, under /api/staff/sites/{siteId}/tables/{tableId}/outages (manager): for a date or a range,
 * with a reason (shared/staff/table-outages.ts). An outage is reference data (migration 0069): availability, the
 * stand and moves leave the table out on those days at once. The bookings already on it are answered, each with
 * other free tables suggested (domain/table-outage.ts). Audited.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema } from '../../shared/api/requests';
import { OutageAddedSchema } from '../../shared/api/staff-settings-answers';
import { OutageBodySchema } from '../../shared/staff/requests';
import { checkOutage, type OutageCheck } from '../../shared/staff/table-outages';
import { amsterdamDate } from '../../shared/time/instant';
import { recordAudit } from '../db/staff';
import { lockTable } from '../db/staff-settings';
import { deleteOutage, insertOutage } from '../db/table-outages';
import type { AppDeps } from '../deps';
import { affectedBookings } from '../domain/table-outage';
import { ApiError, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { describeRoute, emptyAnswer, jsonAnswer, type RouteDescription } from '../openapi-describe';

const TableParams = v.object({ siteId: SiteIdSchema, tableId: v.pipe(v.string(), v.maxLength(64)) });
const OutageParams = v.object({ ...TableParams.entries, outageId: v.pipe(v.string(), v.maxLength(64)) });

const OUTAGE_REFUSALS: Record<Exclude<OutageCheck, 'ok'>, { message: string; field: string }> = {
  reason_missing: { message: 'An outage needs a reason', field: 'reason' },
  range_reversed: { message: 'The last date is on or after the first', field: 'to_date' },
  in_past: { message: 'An outage ends today or later', field: 'to_date' },
  too_long: { message: 'An outage lasts at most a year; remove a table gone for longer', field: 'to_date' },
};

const ADD_OUTAGE: RouteDescription = {
  operationId: 'takeTableOutOfService',
  tags: ['Staff'],
  summary: 'Take a table out of service (manager)',
  description:
    'From `from_date` to `to_date` (both included) with a reason. Online availability, bookings at the stand and ' +
    'moves leave the table out on those days at once (a new reference version). Bookings already made are ' +
    'kept: those to come that hold the table on those days are answered in `affected`, each with other free ' +
    'tables `suggested` ([] when none is free). 422 outage_invalid (no reason, the last date before the first, ' +
    'over already, longer than a year). Audited.',
  security: 'token',
  params: TableParams,
  body: { name: 'OutageBody', schema: OutageBodySchema },
  answers: { 201: jsonAnswer('The outage, and the bookings on the table those days', OutageAddedSchema) },
  errors: [400, 401, 403, 404, 413, 415, 422],
};

const REMOVE_OUTAGE: RouteDescription = {
  operationId: 'putTableBackInService',
  tags: ['Staff'],
  summary: 'Put a table back in service (manager)',
  description: 'Ends an outage: the table seats guests again on its days at once. Audited.',
  security: 'token',
  params: OutageParams,
  answers: { 204: emptyAnswer('Back in service') },
  errors: [401, 403, 404],
};

export function staffTableOutageRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.post(
    '/sites/:siteId/tables/:tableId/outages',
    describeRoute(ADD_OUTAGE),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { siteId, tableId } = parseWith(TableParams, c.req.param());
      const body = await parseBody(c, OutageBodySchema);
      const now = deps.now();
      const check = checkOutage(body, amsterdamDate(now));
      if (check !== 'ok')
        throw new ApiError({ status: 422, code: 'outage_invalid', ...OUTAGE_REFUSALS[check] });
      const staffId = c.var.caller.staff.id;
      const { table, outage } = await deps.db.transaction(async (tx) => {
        const table = await lockTable(tx, siteId, tableId);
        if (!table) throw notFound();
        const outage = await insertOutage(tx, { table_id: tableId, ...body, created_by: staffId }, now);
        await recordAudit(
          tx,
          { staffId, siteId, action: 'table_out_of_service', subject: tableId, before: null, after: outage },
          now,
        );
        return { table, outage };
      });
      const affected = await affectedBookings(deps.db, siteId, table, body, now);
      return c.json({ outage, affected }, 201);
    },
  );

  routes.delete(
    '/sites/:siteId/tables/:tableId/outages/:outageId',
    describeRoute(REMOVE_OUTAGE),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { siteId, tableId, outageId } = parseWith(OutageParams, c.req.param());
      const now = deps.now();
      const staffId = c.var.caller.staff.id;
      await deps.db.transaction(async (tx) => {
        if (!(await lockTable(tx, siteId, tableId))) throw notFound();
        const before = await deleteOutage(tx, tableId, outageId);
        if (!before) throw notFound();
        await recordAudit(
          tx,
          { staffId, siteId, action: 'table_back_in_service', subject: tableId, before, after: null },
          now,
        );
      });
      return c.body(null, 204);
    },
  );

  return routes;
}
