/**
 * The figures of a range of days (manager, admin), under /api/staff/reports: per restaurant and in total, from the
 * bookings the day sheets list, and the same bookings as CSV.
 */
import { rangeWaitlist } from '../db/waitlist';
import { waitlistFigures } from '../../shared/waitlist/figures';
import { Hono, type Context } from 'hono';
import { BookingsCsvQuerySchema, REPORT_MAX_DAYS, ReportQuerySchema } from '../../shared/staff/requests';
import { bookingsCsv } from '../../shared/staff/bookings-csv';
import { report } from '../../shared/staff/report';
import { mayDo } from '../../shared/staff/rules';
import { addDays } from '../../shared/time/calendar';
import { rangeBookings } from '../db/staff';
import type { AppDeps } from '../deps';
import { checkCalendarDate } from '../domain/inputs';
import { restaurantsOf } from '../domain/staff-restaurants';
import { ApiError, explicitDeny } from '../http/errors';
import { parseQuery } from '../http/parse';
import { requireStaff, requireStaffAction, type StaffEnv } from '../http/staff-auth';
import { ReportAnswerSchema } from '../../shared/api/staff-answers';
import { describeRoute, fileAnswer, jsonAnswer, type RouteDescription } from '../openapi-describe';

/**
 * The restaurants a report covers: the one asked for (its role must allow reports), or every one the caller's roles
 * allow; and the checked range. 400 for a range that ends before it starts or is longer than a quarter.
 */
export async function reportScope(c: Context<StaffEnv>, deps: AppDeps) {
  const { caller } = c.var;
  const query = parseQuery(c, ReportQuerySchema);
  checkCalendarDate(query.from);
  checkCalendarDate(query.to);
  // ISO dates compare as text.
  if (query.to < query.from || query.to > addDays(query.from, REPORT_MAX_DAYS - 1))
    throw new ApiError({
      status: 400,
      code: 'report_range_invalid',
      message: `A report covers 1 to ${REPORT_MAX_DAYS} days, ending on or after its first`,
      field: 'to',
    });
  if (query.site_id) requireStaffAction(caller, query.site_id, 'reports.read');
  const sites = (await restaurantsOf(deps, caller.staff)).filter(
    (site) => mayDo(site.role, 'reports.read') && (!query.site_id || site.site_id === query.site_id),
  );
  if (sites.length === 0) throw explicitDeny();
  return { from: query.from, to: query.to, sites };
}

const GET_REPORT: RouteDescription = {
  operationId: 'getReport',
  tags: ['Staff'],
  summary: "A range's figures (manager, admin)",
  description:
    'For one restaurant (site_id) or every one the caller may report on: bookings, cancelled, covers per ' +
    'day part, no-shows and their rate, bookings per promotion and per channel; per restaurant and in total. ' +
    'Up to 92 days.',
  security: 'token',
  query: ReportQuerySchema,
  answers: { 200: jsonAnswer("The range's figures", ReportAnswerSchema) },
  errors: [400, 401, 403],
};

const GET_BOOKINGS_CSV: RouteDescription = {
  operationId: 'getBookingsCsv',
  tags: ['Staff'],
  summary: "A range's bookings as CSV (manager, admin)",
  description:
    'One row per booking as the day sheet shows it, cancelled ones too, for Excel and LibreOffice: UTF-8 with a ' +
    "byte order mark; column heads and values (status, channel, promotion, yes/no) in the language's words; ';' " +
    "between fields in Dutch, ',' in English; phone numbers readable ('06 12345678', '00 49 30 123456'); a " +
    'text a spreadsheet would run as a formula starts with an apostrophe. The language is `language`, else the ' +
    "caller's staff language.",
  security: 'token',
  query: BookingsCsvQuerySchema,
  answers: { 200: fileAnswer('CSV', 'text/csv') },
  errors: [400, 401, 403],
};

export function staffReportRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.get('/reports', describeRoute(GET_REPORT), requireStaff(deps), async (c) => {
    const { from, to, sites } = await reportScope(c, deps);
    const bookings = await rangeBookings(
      deps.db,
      sites.map((site) => site.site_id),
      from,
      to,
    );
    const waiting = await rangeWaitlist(
      deps.db,
      sites.map((site) => site.site_id),
      from,
      to,
    );
    return c.json(
      {
        from,
        to,
        total: { ...report(bookings), waitlist: waitlistFigures(waiting) },
        sites: sites.map((site) => ({
          site_id: site.site_id,
          site_name: site.site_name,
          ...report(bookings.filter((booking) => booking.site_id === site.site_id)),
          waitlist: waitlistFigures(waiting.filter((request) => request.site_id === site.site_id)),
        })),
      },
      200,
      { 'Cache-Control': 'private, no-store' },
    );
  });

  // One row per booking as the day sheet shows it, in the words of the language asked for or the caller's own.
  routes.get('/reports/bookings.csv', describeRoute(GET_BOOKINGS_CSV), requireStaff(deps), async (c) => {
    const { language = c.var.caller.staff.language } = parseQuery(c, BookingsCsvQuerySchema);
    const { from, to, sites } = await reportScope(c, deps);
    const names = new Map(sites.map((site) => [site.site_id, site.site_name]));
    const bookings = await rangeBookings(deps.db, [...names.keys()], from, to);
    const csv = bookingsCsv(
      bookings.map((booking) => ({ ...booking, restaurant: names.get(booking.site_id) ?? '' })),
      language,
    );
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="tafel-bookings-${from}-${to}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });

  return routes;
}
