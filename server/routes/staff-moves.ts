/**
 * A booking moved at the stand: a host changes its date, time or party size from the day sheet. The tables
 * are seated as a guest's change seats them (domain/move.ts, under the days' locks), the move is audited, and a guest
 * with an e-mail address hears of it in their own language. Online-only limits hold until the host confirms each.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema } from '../../shared/api/requests';
import { checkStaffMove, type MoveRefusal } from '../../shared/staff/move';
import { moveOverrides } from '../../shared/staff/stand-booking';
import { MoveBodySchema } from '../../shared/staff/requests';
import { findReservationById, updateReservation } from '../db/reservations';
import { findSite } from '../db/sites';
import { recordAudit, sheetBooking } from '../db/staff';
import { siteBlocks } from '../db/staff-rules';
import { notifyBooking } from '../domain/booking';
import { checkCalendarDate } from '../domain/inputs';
import { lockForMove, reseat } from '../domain/move';
import { withRetries } from '../domain/retry';
import { requireConfirmed } from '../domain/staff-booking';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { BookingAnswerSchema } from '../../shared/api/staff-answers';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const StaffBookingParams = v.object({ siteId: SiteIdSchema, id: v.pipe(v.string(), v.maxLength(64)) });

/** Each refusal of the move rule as the API answers it. */
const REFUSALS: Record<MoveRefusal, () => ApiError> = {
  move_not_movable: () =>
    new ApiError({
      status: 409,
      code: 'move_not_movable',
      message:
        'Only a booking that is still booked can move: this one is cancelled, or its guests came or did not',
    }),
  move_in_past: () =>
    new ApiError({
      status: 422,
      code: 'move_in_past',
      message: 'A booking moves to a time still ahead',
      field: 'time',
    }),
  move_closed: () =>
    new ApiError({
      status: 422,
      code: 'move_closed',
      message: 'The restaurant is not open at that time',
      field: 'time',
    }),
};

const noTableForMove = () =>
  new ApiError({
    status: 409,
    code: 'move_no_table',
    message: 'No table is free for this party at that time',
  });

/** The booking left its day between the first read and the lock: its old day was not the one locked. */
class MovedMeanwhile extends Error {}

const MOVE_AT_STAND: RouteDescription = {
  operationId: 'moveAtStand',
  tags: ['Staff'],
  summary: 'Move a booking at the stand',
  description:
    'A host changes the date, time and party size (all three sent). The tables are re-assigned under the ' +
    "days' locks as for a guest's change; 409 move_no_table when none is free (never an overbooking). The " +
    "guests' online limits (lead time, largest group online, online blocks) are passed only when the host " +
    'confirms each in `overrides`: a move that newly passes one is 409 override_needed, naming each ' +
    '(a party that does not grow, or a start that stays, asks nothing new); a new start must ' +
    'be ahead (422 move_in_past) and within opening hours (422 move_closed); a cancelled booking or one ' +
    'whose guests came is 409 move_not_movable. Audited before -> after; the guest gets the change e-mail ' +
    'in their language (a walk-in has no address). The same slot changes nothing and sends nothing.',
  security: 'token',
  params: StaffBookingParams,
  paramDescriptions: { id: "The booking's id" },
  body: { name: 'MoveBody', schema: MoveBodySchema },
  answers: { 200: jsonAnswer('The booking as it now is', BookingAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

export function staffMoveRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.patch(
    '/sites/:siteId/reservations/:id',
    describeRoute(MOVE_AT_STAND),
    requireStaff(deps, 'booking.move'),
    async (c) => {
      const { caller } = c.var;
      const { siteId, id } = parseWith(StaffBookingParams, c.req.param());
      const wish = await parseBody(c, MoveBodySchema);
      checkCalendarDate(wish.date);
      const site = await findSite(deps.db, siteId);
      if (!site) throw notFound('undefinedLocation');
      const blocks = await siteBlocks(deps.db, siteId);
      await withRetries(
        deps.db,
        async (tx) => {
          const seen = await findReservationById(tx, id);
          // A booking of another restaurant is not found here.
          if (!seen || seen.site_id !== siteId) throw notFound();
          const current = await lockForMove(tx, siteId, id, [seen.date, wish.date]);
          if (!current || current.date !== seen.date) throw new MovedMeanwhile();
          const before = await sheetBooking(tx, id);
          if (!before) throw notFound();
          const now = deps.now();
          const check = checkStaffMove({ ...current, visit: before.visit }, wish, site.opening_hours, now);
          if (check === 'unchanged') return;
          if (check !== 'ok') throw REFUSALS[check]();
          const overrides = moveOverrides({ ...site, blocks }, current, wish, now);
          requireConfirmed(overrides, wish.overrides);
          const seated = await reseat(tx, site, id, wish).catch((error: unknown) => {
            throw error instanceof ApiError && error.code === 'conflict' ? noTableForMove() : error;
          });
          await updateReservation(
            tx,
            id,
            {
              date: wish.date,
              time: wish.time,
              party_size: wish.party_size,
              starts_at: seated.starts_at,
              ends_at: seated.ends_at,
              // High chairs asked before shrink with a smaller party, as in a guest's change.
              child_seats: current.child_seats > wish.party_size ? wish.party_size : undefined,
            },
            now,
          );
          const moved = await findReservationById(tx, id);
          if (!moved) throw new Error('reservation vanished inside its own transaction');
          // A walk-in left no address: nobody to tell.
          if (moved.email)
            await notifyBooking(tx, deps, 'booking_changed', moved, site, {
              date: current.date,
              time: current.time,
              party_size: current.party_size,
            });
          const after = await sheetBooking(tx, id);
          await recordAudit(
            tx,
            {
              staffId: caller.staff.id,
              siteId,
              action: 'move',
              subject: id,
              before: {
                date: current.date,
                time: before.time,
                party_size: before.party_size,
                tables: before.tables,
              },
              after: {
                date: wish.date,
                time: after?.time,
                party_size: wish.party_size,
                tables: after?.tables,
                // Each online-only limit the host passed with this move, with what it was then.
                overrides,
              },
            },
            now,
          );
        },
        // Lost every race for the tables (or the booking kept moving): to the host, no table was free.
        { isRetryable: (error) => error instanceof MovedMeanwhile, onExhausted: noTableForMove },
      );
      return c.json({ booking: await sheetBooking(deps.db, id) });
    },
  );

  return routes;
}
