/**
 * A booking's visit at the stand, under /api/staff/sites/{siteId}/reservations/{id}: where the guest is in their
 * visit (booked -> arrived -> left, or no-show, and back by undo: shared/staff/rules.ts), audited. A cancellation
 * at the stand is ./staff-bookings.ts's.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema } from '../../shared/api/requests';
import { VisitBodySchema } from '../../shared/staff/requests';
import { canSetVisitStatus } from '../../shared/staff/rules';
import { lockVisitOf, recordAudit, setVisit, sheetBooking } from '../db/staff';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { BookingAnswerSchema } from '../../shared/api/staff-answers';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const StaffBookingParams = v.object({ siteId: SiteIdSchema, id: v.pipe(v.string(), v.maxLength(64)) });
const BOOKING_ID = { id: "The booking's id" };

const SET_VISIT: RouteDescription = {
  operationId: 'setVisit',
  tags: ['Staff'],
  summary: 'Set where a guest is in their visit',
  description:
    'booked -> arrived -> left, or booked -> no_show; or the undo of the last move. Timed, by whom, audited. ' +
    'Any other move is 409 visit_move_refused.',
  security: 'token',
  params: StaffBookingParams,
  paramDescriptions: BOOKING_ID,
  body: { name: 'VisitBody', schema: VisitBodySchema },
  answers: { 200: jsonAnswer('The booking as it now is', BookingAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415],
};

export function staffVisitRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.post(
    '/sites/:siteId/reservations/:id/visit',
    describeRoute(SET_VISIT),
    requireStaff(deps, 'visit.update'),
    async (c) => {
      const { caller } = c.var;
      const { siteId, id } = parseWith(StaffBookingParams, c.req.param());
      const { visit } = await parseBody(c, VisitBodySchema);
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        // One of another restaurant is not found here.
        const before = await lockVisitOf(tx, siteId, id);
        if (!before) throw notFound();
        if (before.status !== 'confirmed' || !canSetVisitStatus(before.visit, visit))
          throw new ApiError({
            status: 409,
            code: 'visit_move_refused',
            message: `A booking that is ${before.status === 'confirmed' ? before.visit : before.status} cannot become ${visit}`,
          });
        await setVisit(tx, id, visit, caller.staff.id, now);
        await recordAudit(
          tx,
          {
            staffId: caller.staff.id,
            siteId,
            action: 'visit',
            subject: id,
            before: before.visit,
            after: visit,
          },
          now,
        );
      });
      return c.json({ booking: await sheetBooking(deps.db, id) });
    },
  );

  return routes;
}
