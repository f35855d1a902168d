/**
 * Why a time is closed online, under /api/staff/sites/{siteId}/closed-reasons: for any date, time and party, every rule
 * that keeps the widget from offering it, decided by the widget's own rules (domain/closed-reasons.ts).
 */
import { Hono } from 'hono';
import { ClosedReasonsSchema, type ClosedReasons } from '../../shared/api/closed-reasons-answers';
import { SiteParamsSchema } from '../../shared/api/requests';
import { ClosedReasonsQuerySchema } from '../../shared/staff/requests';
import { findSite } from '../db/sites';
import type { AppDeps } from '../deps';
import { closedReasons, promotionsAt } from '../domain/closed-reasons';
import { checkCalendarDate, flowOf } from '../domain/inputs';
import { notFound } from '../http/errors';
import { parseQuery, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const GET_CLOSED_REASONS: RouteDescription = {
  operationId: 'getClosedReasons',
  tags: ['Staff'],
  summary: 'Why a time is closed online, rule by rule',
  description:
    'Whether the widget offers a date and time to a party (under a promotion, if named), decided by the rules the ' +
    'widget and the booking check use, and every rule that closes it: opening hours, the lead time, a block with its ' +
    'reason, the tables (with the bookings that hold them), the largest group online, the promotion, the feast days ' +
    '(shared/staff/closed-reasons.ts). Any role at the restaurant may ask; 400 for an unknown promotion.',
  security: 'token',
  params: SiteParamsSchema,
  query: ClosedReasonsQuerySchema,
  answers: { 200: jsonAnswer('Open or closed, and why', ClosedReasonsSchema) },
  errors: [400, 401, 403, 404],
};

export function staffClosedReasonRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.get(
    '/sites/:siteId/closed-reasons',
    describeRoute(GET_CLOSED_REASONS),
    requireStaff(deps, 'day.read'),
    async (c) => {
      const { siteId } = parseWith(SiteParamsSchema, c.req.param());
      const query = parseQuery(c, ClosedReasonsQuerySchema);
      checkCalendarDate(query.date);
      const flow = flowOf(query.promotion, { allowExample: !deps.config.production });
      const site = await findSite(deps.db, siteId);
      if (!site) throw notFound('undefinedLocation');
      const explanation = await closedReasons(deps, site, {
        date: query.date,
        time: query.time,
        partySize: query.party_size,
        ...(flow ? { flow } : {}),
      });
      const answer: ClosedReasons = {
        site_id: siteId,
        date: query.date,
        time: query.time,
        party_size: query.party_size,
        promotion: flow?.promotion.name ?? null,
        ...explanation,
        promotions: promotionsAt(siteId, deps.config.production),
      };
      return c.json(answer, 200, { 'Cache-Control': 'private, no-store' });
    },
  );

  return routes;
}
