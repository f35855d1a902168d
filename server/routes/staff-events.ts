/**
 * A restaurant's changes as they happen, under /api/staff: each committed booking, change,
 * cancellation or visit status, from any process, as a server-sent event `change` with {site_id, date} (never a
 * booking's id, which is a credential), or {all: true} when some may have been missed; the sheet reads its day again.
 * The stream closes as soon as its session no longer allows reading that day (server/live/staff-streams.ts).
 */
import { Hono } from 'hono';
import { SiteParamsSchema } from '../../shared/api/requests';
import type { AppDeps } from '../deps';
import { parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import type { StaffStreams } from '../live/staff-streams';
import { describeRoute, fileAnswer, type RouteDescription } from '../openapi-describe';

const FOLLOW_DAY: RouteDescription = {
  operationId: 'followDay',
  tags: ['Staff'],
  summary: "A restaurant's changes as they happen",
  description:
    "Server-sent events: `ready` once listening, then `change` with {site_id, date} (never a booking's " +
    'id) for every committed booking, change, cancellation or visit status of the restaurant, made through ' +
    'any server process, or {all: true} when changes may have been missed; a comment every 15 s while ' +
    'quiet. The sheet reads its day again on a change of that day, and after it reconnects. The stream ' +
    'ends as soon as the session no longer allows reading the day (signed out, member removed, role ' +
    'changed), and with `retry:` when the server process is stopping.',
  security: 'token',
  params: SiteParamsSchema,
  answers: { 200: fileAnswer('An event stream', 'text/event-stream') },
  errors: [401, 403],
};

export function staffEventRoutes(deps: AppDeps, streams: StaffStreams): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();
  routes.get(
    '/sites/:siteId/events',
    describeRoute(FOLLOW_DAY),
    requireStaff(deps, 'day.read'),
    async (c) => {
      const { caller } = c.var;
      const { siteId } = parseWith(SiteParamsSchema, c.req.param());
      c.header('X-Accel-Buffering', 'no');
      return streams.open(c, caller, siteId);
    },
  );
  return routes;
}
