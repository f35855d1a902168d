/**
 * A restaurant's changes as they happen, under /api/staff: each committed booking, change,
 * cancellation or visit status, from any process, as a server-sent event `change` with {site_id, date} (never a
 * booking's id, which is a credential), or {all: true} when some may have been missed; the sheet reads its day again.
 * The stream closes as soon as its session no longer allows reading that day (server/live/staff-streams.ts).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema } from '../../shared/api/requests';
import type { AppDeps } from '../deps';
import { parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import type { StaffStreams } from '../live/staff-streams';

const StaffSiteParams = v.object({ siteId: SiteIdSchema });

export function staffEventRoutes(deps: AppDeps, streams: StaffStreams): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();
  routes.get('/sites/:siteId/events', requireStaff(deps, 'day.read'), async (c) => {
    const { caller } = c.var;
    const { siteId } = parseWith(StaffSiteParams, c.req.param());
    c.header('X-Accel-Buffering', 'no');
    return streams.open(c, caller, siteId);
  });
  return routes;
}
