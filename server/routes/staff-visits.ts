/**
 * A booking's visit at the stand, under /api/staff/sites/{siteId}/reservations/{id}: where the guest is in their
 * visit (booked -> arrived -> left, or no-show, and back by undo: shared/staff/rules.ts), audited. A cancellation
 * at the stand is ./staff-bookings.ts's.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema } from '../../shared/api/requests';
import { VisitBodySchema } from '../../shared/staff/requests';
import { checkVisitClock, type VisitClock } from '../../shared/staff/clock-rules';
import { canSetVisitStatus, undoOf, type VisitStatus } from '../../shared/staff/rules';
import { amsterdamTime } from '../../shared/time/instant';
import { findSite } from '../db/sites';
import { lockVisitOf, recordAudit, setVisit, sheetBooking, undoVisit } from '../db/staff';
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
    'booked -> arrived -> left, or booked -> no_show; or the undo of the last move, which puts back what the sheet ' +
    'showed before it. Timed, by whom, audited. Any other move is 409 visit_move_refused. The clock rules ' +
    "(shared/staff/clock-rules.ts, the restaurant's settings): arrived only on the booking's day and from " +
    'arrive_before_minutes before its start, no-show from no_show_after_minutes after it; else 409 ' +
    'visit_too_early with `from` (when it can be made), or visit_day_over.',
  security: 'token',
  params: StaffBookingParams,
  paramDescriptions: BOOKING_ID,
  body: { name: 'VisitBody', schema: VisitBodySchema },
  answers: { 200: jsonAnswer('The booking as it now is', BookingAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415],
};

/** 409 for a forward move the restaurant's clock rules do not allow yet, or any more. */
function clockRefusal(visit: VisitStatus, clock: Exclude<VisitClock, { code: 'ok' }>): ApiError {
  if (clock.code === 'visit_day_over')
    return new ApiError({
      status: 409,
      code: clock.code,
      message: "A booking can only be marked arrived on the booking's day",
    });
  return new ApiError({
    status: 409,
    code: clock.code,
    message: `This booking can be marked ${visit} from ${amsterdamTime(clock.from)}`,
    facts: { from: new Date(clock.from).toISOString() },
  });
}

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
      const site = await findSite(deps.db, siteId);
      if (!site) throw notFound('undefinedLocation');
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
        // An undo is never held by the clock: it corrects a tap, whenever it was made.
        const undo = undoOf(before.visit) === visit;
        if (undo) await undoVisit(tx, id, visit, now);
        else {
          const clock = checkVisitClock(before, visit, site, now);
          if (clock.code !== 'ok') throw clockRefusal(visit, clock);
          await setVisit(tx, id, visit, caller.staff.id, now);
        }
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
