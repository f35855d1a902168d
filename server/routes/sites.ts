/** GET /sites, GET /sites/{siteId}, GET /sites/{siteId}/reservations/availability. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AvailabilityQuerySchema, SiteIdSchema, SitesQuerySchema } from '../../shared/api/requests';
import type { AvailabilityAnswer, SitesAnswer } from '../../shared/api/types';
import { findSite, listSites, toSite, type SiteRow } from '../db/sites';
import { loadSiteDay } from '../db/site-day';
import { availabilityDay } from '../domain/availability';
import { checkCalendarDate, flowOf } from '../domain/inputs';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { parseQuery, parseWith } from '../http/parse';

export const SiteParamsSchema = v.object({ siteId: SiteIdSchema });

/** The site of a route, or 404 'Undefined location'. */
export async function siteOf(deps: AppDeps, params: unknown): Promise<SiteRow> {
  const { siteId } = parseWith(SiteParamsSchema, params);
  const site = await findSite(deps.db, siteId);
  if (!site) throw new ApiError(404, 'not_found', 'undefinedLocation', 'siteId');
  return site;
}

export function sitesRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  const apiBase = `${deps.config.publicWidgetUrl}/api`;

  routes.get('/', async (c) => {
    const query = parseQuery(c, SitesQuerySchema);
    if (query.date) checkCalendarDate(query.date);
    const rows = await listSites(deps.db, query.type, query.limit);
    return c.json({ sites: rows.map((row) => toSite(row, apiBase)) } satisfies SitesAnswer);
  });

  routes.get('/:siteId', async (c) => {
    const site = await siteOf(deps, c.req.param());
    return c.json({ site: toSite(site, apiBase) });
  });

  routes.get('/:siteId/reservations/availability', async (c) => {
    const site = await siteOf(deps, c.req.param());
    const query = parseQuery(c, AvailabilityQuerySchema);
    checkCalendarDate(query.date);
    const flow = flowOf(query.flow);
    const day = await loadSiteDay(deps.db, site, query.date);
    const now = deps.now();
    const sizes = [...new Set(query.party_size)];
    const bySize = Object.fromEntries(sizes.map((size) => [String(size), [availabilityDay(day, query.date, size, now, flow ? { flow } : {})]]));
    const answer: AvailabilityAnswer = { days: bySize[String(query.party_size[0])]! };
    if (query.party_size.length > 1) answer.by_party_size = bySize;
    return c.json(answer);
  });

  return routes;
}
