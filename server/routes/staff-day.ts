/** A restaurant's day sheet, under /api/staff/sites/{siteId}/day: the day's bookings with their totals. */
import { Hono } from 'hono';
import { SiteParamsSchema } from '../../shared/api/requests';
import { dayPartTotals, quarterCovers, type DaySheet } from '../../shared/staff/day-sheet';
import { DaySheetQuerySchema } from '../../shared/staff/requests';
import { isoWeekdayOf } from '../../shared/time/calendar';
import { findSite } from '../db/sites';
import { sheetBookings } from '../db/staff';
import { siteOutages } from '../db/table-outages';
import type { AppDeps } from '../deps';
import { sheetGuestNotes } from '../domain/staff-guest-record';
import { checkCalendarDate } from '../domain/inputs';
import { notFound } from '../http/errors';
import { parseQuery, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { DaySheetSchema } from '../../shared/api/staff-answers';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const GET_DAY_SHEET: RouteDescription = {
  operationId: 'getDaySheet',
  tags: ['Staff'],
  summary: "A restaurant's day sheet",
  description:
    "The day's bookings by time (cancelled ones included) with what the stand needs, the covers and tables " +
    'per day part, the covers per quarter hour (shared/staff/day-sheet.ts), and the clock rules and opening ' +
    'hours the stand is held to that day (shared/staff/clock-rules.ts), and beside a booking the tags and notes ' +
    'the restaurants keep about its guest, as the chain shares them (`guests`, shared/staff/guest-notes.ts).',
  security: 'token',
  params: SiteParamsSchema,
  query: DaySheetQuerySchema,
  answers: { 200: jsonAnswer('The day sheet', DaySheetSchema) },
  errors: [400, 401, 403, 404],
};

export function staffDayRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.get(
    '/sites/:siteId/day',
    describeRoute(GET_DAY_SHEET),
    requireStaff(deps, 'day.read'),
    async (c) => {
      const { siteId } = parseWith(SiteParamsSchema, c.req.param());
      const { date } = parseQuery(c, DaySheetQuerySchema);
      checkCalendarDate(date);
      const site = await findSite(deps.db, siteId);
      if (!site) throw notFound('undefinedLocation');
      const bookings = await sheetBookings(deps.db, siteId, date);
      const sheet: DaySheet = {
        site_id: siteId,
        site_name: site.name,
        date,
        bookings,
        totals: dayPartTotals(bookings),
        quarters: quarterCovers(bookings),
        clock_rules: {
          arrive_before_minutes: site.arrive_before_minutes,
          no_show_after_minutes: site.no_show_after_minutes,
          walk_ins_within_hours: site.walk_ins_within_hours,
        },
        opening_hours: site.opening_hours.filter((day) => day.weekday === isoWeekdayOf(date)),
        guests: await sheetGuestNotes(deps, siteId, date, c.var.caller.staff),
        out_of_service: (await siteOutages(deps.db, siteId, date))
          .filter((outage) => outage.from_date <= date)
          .map(({ label, reason }) => ({ label, reason })),
      };
      return c.json(sheet, 200, { 'Cache-Control': 'private, no-store' });
    },
  );

  return routes;
}
