/** Walk-ins, under /api/staff/sites/{siteId}/walk-ins: a party seated at a free table today (domain/staff-walk-in.ts). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema } from '../../shared/api/requests';
import { WalkInBodySchema } from '../../shared/staff/requests';
import { findSite } from '../db/sites';
import { sheetBooking } from '../db/staff';
import type { AppDeps } from '../deps';
import { seatWalkIn } from '../domain/staff-walk-in';
import { notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';

const StaffSiteParams = v.object({ siteId: SiteIdSchema });

export function staffWalkInRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.post('/sites/:siteId/walk-ins', requireStaff(deps, 'walk_in.create'), async (c) => {
    const { siteId } = parseWith(StaffSiteParams, c.req.param());
    const body = await parseBody(c, WalkInBodySchema);
    const site = await findSite(deps.db, siteId);
    if (!site) throw notFound('undefinedLocation');
    const id = await seatWalkIn(deps, site, c.var.caller.staff, body);
    return c.json({ booking: await sheetBooking(deps.db, id) }, 201);
  });

  return routes;
}
