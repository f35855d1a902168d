/**
 * The host chooses a booking's tables, under /api/staff/sites/{siteId}/reservations/{id}/tables: a booking or a
 * seated party moved to other tables, several pushed together. The choice is checked under the day's lock by the
 * shared rule (shared/staff/table-choice.ts, via domain/staff-table-choice.ts); the exclusion constraint stays the last guard.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema } from '../../shared/api/requests';
import { BookingAnswerSchema } from '../../shared/api/staff-answers';
import { TableChoiceBodySchema } from '../../shared/staff/requests';
import { bookTables, findReservationById, releaseTables, updateReservation } from '../db/reservations';
import { findSite } from '../db/sites';
import { recordAudit, sheetBooking } from '../db/staff';
import type { AppDeps } from '../deps';
import { lockForMove } from '../domain/move';
import { withRetries } from '../domain/retry';
import { checkChosenTables } from '../domain/staff-table-choice';
import { ApiError, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const StaffBookingParams = v.object({ siteId: SiteIdSchema, id: v.pipe(v.string(), v.maxLength(64)) });

const notChangeable = () =>
  new ApiError({
    status: 409,
    code: 'tables_not_changeable',
    message: 'A cancelled booking, a no-show or a party that has left keeps its tables',
  });

/** The booking left its day between the first read and the lock. */
class MovedMeanwhile extends Error {}

const CHOOSE_TABLES: RouteDescription = {
  operationId: 'chooseTables',
  tags: ['Staff'],
  summary: "Choose a booking's tables",
  description:
    'A host moves a booking, or a party already seated, to the tables chosen (one or several, pushed together) ' +
    "for the whole of its stay, under the day's lock. Refusals: 422 table_unknown (not this restaurant's table, " +
    'or removed), 409 table_out_of_service (`table`), 422 tables_too_small (`value`: the seats chosen), 409 ' +
    'table_taken when a chosen table is held by another booking during the stay: `table` and `booking` ' +
    '(number, name, party_size, start) name it. A cancelled booking, a no-show or a party that left is 409 ' +
    'tables_not_changeable. Audited with the table labels before -> after; the same tables change nothing.',
  security: 'token',
  params: StaffBookingParams,
  paramDescriptions: { id: "The booking's id" },
  body: { name: 'TableChoiceBody', schema: TableChoiceBodySchema },
  answers: { 200: jsonAnswer('The booking on its new tables', BookingAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

export function staffTableChoiceRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.put(
    '/sites/:siteId/reservations/:id/tables',
    describeRoute(CHOOSE_TABLES),
    requireStaff(deps, 'booking.move'),
    async (c) => {
      const { caller } = c.var;
      const { siteId, id } = parseWith(StaffBookingParams, c.req.param());
      const { table_ids: chosen } = await parseBody(c, TableChoiceBodySchema);
      const site = await findSite(deps.db, siteId);
      if (!site) throw notFound('undefinedLocation');
      await withRetries(
        deps.db,
        async (tx) => {
          const seen = await findReservationById(tx, id);
          // A booking of another restaurant is not found here.
          if (!seen || seen.site_id !== siteId) throw notFound();
          const current = await lockForMove(tx, siteId, id, [seen.date]);
          if (!current || current.date !== seen.date) throw new MovedMeanwhile();
          const before = await sheetBooking(tx, id);
          if (!before) throw notFound();
          if (current.status !== 'confirmed' || (before.visit !== 'booked' && before.visit !== 'arrived'))
            throw notChangeable();
          const fromMs = new Date(current.starts_at).getTime();
          const toMs = new Date(current.ends_at).getTime();
          const tables = await checkChosenTables(tx, chosen, {
            siteId,
            date: current.date,
            partySize: current.party_size,
            fromMs,
            toMs,
            reservationId: id,
          });
          const labels = tables.map((table) => table.label);
          if ([...labels].sort().join('|') === [...before.tables].sort().join('|')) return;
          const now = deps.now();
          await releaseTables(tx, id);
          await bookTables(
            tx,
            id,
            tables.map((table) => table.id),
            fromMs,
            toMs,
          );
          // Touching the booking tells every open day sheet (migration 0055).
          await updateReservation(tx, id, {}, now);
          await recordAudit(
            tx,
            {
              staffId: caller.staff.id,
              siteId,
              action: 'tables',
              subject: id,
              before: { tables: before.tables },
              after: { tables: labels },
            },
            now,
          );
        },
        {
          isRetryable: (error) => error instanceof MovedMeanwhile,
          onExhausted: () =>
            new ApiError({ status: 409, code: 'conflict', message: 'timeNoLongerAvailable' }),
        },
      );
      return c.json({ booking: await sheetBooking(deps.db, id) });
    },
  );

  return routes;
}
