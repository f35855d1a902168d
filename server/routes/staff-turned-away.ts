/**
 * GET /api/staff/reports/turned-away (manager, admin): the widget's searches that found no bookable time over a
 * range, per restaurant and day, and where those guests booked instead (shared/staff/turned-away.ts counts them).
 */
import { Hono } from 'hono';
import { TurnedAwayAnswerSchema, type TurnedAwayAnswer } from '../../shared/api/turned-away-answers';
import { ReportQuerySchema } from '../../shared/staff/requests';
import { turnedAwayBySite, turnedAwayFigures } from '../../shared/staff/turned-away';
import { turnedAwayGroups } from '../db/turned-away';
import type { AppDeps } from '../deps';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';
import { reportScope } from './staff-reports';

const GET_TURNED_AWAY: RouteDescription = {
  operationId: 'getTurnedAwayReport',
  tags: ['Staff'],
  summary: "A range's demand turned away (manager, admin)",
  description:
    'For one restaurant (site_id) or every one the caller may report on: the searches in the widget that found no ' +
    'bookable time, by the date the guests asked for, with their guests and where they booked later in the same ' +
    'visit: at another restaurant, here at another time, or nowhere (a booking cancelled since counts as nowhere). ' +
    'Per restaurant and day, and in total. Up to 92 days, as the figures.',
  security: 'token',
  query: ReportQuerySchema,
  answers: { 200: jsonAnswer("The range's demand turned away", TurnedAwayAnswerSchema) },
  errors: [400, 401, 403],
};

export function staffTurnedAwayRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.get('/reports/turned-away', describeRoute(GET_TURNED_AWAY), requireStaff(deps), async (c) => {
    const { from, to, sites } = await reportScope(c, deps);
    const groups = await turnedAwayGroups(
      deps.db,
      sites.map((site) => site.site_id),
      from,
      to,
    );
    const bySite = turnedAwayBySite(
      sites.map((site) => site.site_id),
      groups,
    );
    return c.json(
      {
        from,
        to,
        total: turnedAwayFigures(groups),
        sites: bySite.map((figures, index) => ({ ...figures, site_name: sites[index]!.site_name })),
      } satisfies TurnedAwayAnswer,
      200,
      { 'Cache-Control': 'private, no-store' },
    );
  });

  return routes;
}
