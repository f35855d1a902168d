/** Walk-ins, under /api/staff/sites/{siteId}/walk-ins: a party seated at a free table today (domain/staff-walk-in.ts). */
import { Hono } from 'hono';
import { SiteParamsSchema } from '../../shared/api/requests';
import { WalkInBodySchema } from '../../shared/staff/requests';
import { findSite } from '../db/sites';
import { sheetBooking } from '../db/staff';
import type { AppDeps } from '../deps';
import { seatWalkIn } from '../domain/staff-walk-in';
import { notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { BookingAnswerSchema } from '../../shared/api/staff-answers';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const SEAT_WALK_IN: RouteDescription = {
  operationId: 'seatWalkIn',
  tags: ['Staff'],
  summary: 'Seat a walk-in',
  description:
    'A party without a booking takes a free table today at the time given, without contact details; it is ' +
    'arrived at once. 409 no_table when no table is free for the stay. When the restaurant holds walk-ins to ' +
    'its opening hours (walk_ins_within_hours), a time outside them needs `outside_hours_reason`, which is ' +
    'audited: 422 walk_in_outside_hours without it. With `table_ids` the party sits at the tables the host ' +
    'chose instead, refused as PUT …/reservations/{id}/tables refuses a choice (table_taken naming the booking ' +
    'it hits, tables_too_small, table_unknown, table_out_of_service).',
  security: 'token',
  params: SiteParamsSchema,
  body: { name: 'WalkInBody', schema: WalkInBodySchema },
  answers: { 201: jsonAnswer('The walk-in, seated', BookingAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

export function staffWalkInRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.post(
    '/sites/:siteId/walk-ins',
    describeRoute(SEAT_WALK_IN),
    requireStaff(deps, 'walk_in.create'),
    async (c) => {
      const { siteId } = parseWith(SiteParamsSchema, c.req.param());
      const body = await parseBody(c, WalkInBodySchema);
      const site = await findSite(deps.db, siteId);
      if (!site) throw notFound('undefinedLocation');
      const id = await seatWalkIn(deps, site, c.var.caller.staff, body);
      return c.json({ booking: await sheetBooking(deps.db, id) }, 201);
    },
  );

  return routes;
}
