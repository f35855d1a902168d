/** GET /sites, GET /sites/{siteId}, GET /sites/{siteId}/reservations/availability. */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { DEFAULT_PARTY_SIZE } from '../../shared/constants';
import { AvailabilityQuerySchema, SiteIdSchema, SitesQuerySchema } from '../../shared/api/requests';
import type { AvailabilityAnswer, SitesAnswer } from '../../shared/api/types';
import { referenceData } from '../db/reference';
import { findSite, listSites, toSite, type SiteRow } from '../db/sites';
import { KeptVersions, loadSiteDay, loadSiteDays } from '../db/site-day';
import { todayDate } from '../../shared/time/today';
import { BoundedMemo } from '../domain/bounded-memo';
import { availabilityDay, hasBookableSlot, slotsBegun, type SiteDay } from '../domain/availability';
import { checkCalendarDate, flowOf } from '../domain/inputs';
import { callerOf, type AppDeps } from '../deps';
import { findReservationById } from '../db/reservations';
import { ApiError, explicitDeny, unauthorized } from '../http/errors';
import { parseQuery, parseWith } from '../http/parse';

export const SiteParamsSchema = v.object({ siteId: SiteIdSchema });

const undefinedLocation = () =>
  new ApiError({ status: 404, code: 'not_found', message: 'undefinedLocation', field: 'siteId' });

/** The site of a route, or 404 'Undefined location'. */
export async function siteOf(deps: AppDeps, params: unknown): Promise<SiteRow> {
  const { siteId } = parseWith(SiteParamsSchema, params);
  const site = await findSite(deps.db, siteId);
  if (!site) throw undefinedLocation();
  return site;
}

/**
 * Availability answers of days from today on, serialised, under the versions they were computed from (the newest
 * few thousand: 37 restaurants times two months of days, a few party-size lists each).
 */
const dayAnswers = new BoundedMemo<string>(10_000);

/**
 * The booking whose change a guest is choosing: its own tables count as free in the times offered. Only its guest
 * (their session, or the booking's access token) may ask; anyone else learns nothing from the answer.
 */
async function bookingBeingChanged(c: Context, deps: AppDeps, site: SiteRow, reservationId: string) {
  const caller = await callerOf(c, deps);
  if (caller.kind === 'anonymous' || caller.kind === 'dead') throw unauthorized();
  if (caller.kind === 'access' && caller.reservationId !== reservationId) throw explicitDeny();
  const row = await findReservationById(deps.db, reservationId);
  if (!row || row.site_id !== site.id || (caller.kind === 'session' && row.user_id !== caller.user.id))
    throw explicitDeny();
  return row.id;
}

/**
 * How long caches may keep an answer (issue 14): the chain's restaurants change rarely, so a minute in any cache; an
 * answer that depends on bookings is asked again each time, and its ETag (server/app.ts) makes that a 304 when
 * nothing changed.
 */
const REFERENCE_CACHE = 'public, max-age=60';
const FRESH = 'no-cache';

export function sitesRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  const apiBase = `${deps.config.publicWidgetUrl}/api`;
  const keptVersions = new KeptVersions();

  routes.get('/', async (c) => {
    const query = parseQuery(c, SitesQuerySchema);
    if (!query.date) {
      // Reference data only: the serialised answer lives as long as the reference version.
      const reference = await referenceData(deps.db);
      const key = `sites|${apiBase}|${query.type}|${query.limit}`;
      let json = reference.memo.get(key) as string | undefined;
      if (json === undefined) {
        json = JSON.stringify({
          sites: (await listSites(deps.db, query.type, query.limit)).map((row) => toSite(row, apiBase)),
        } satisfies SitesAnswer);
        reference.memo.set(key, json);
      }
      return c.body(json, 200, { 'Content-Type': 'application/json', 'Cache-Control': REFERENCE_CACHE });
    }
    // With a date: the same list, each site marked has_availability for that date and party (default 2), fresh from the bookings.
    checkCalendarDate(query.date);
    const date = query.date;
    const partySize = query.party_size ?? DEFAULT_PARTY_SIZE;
    const rows = await listSites(deps.db, query.type, query.limit);
    const days = await loadSiteDays(deps.db, rows, date);
    const now = deps.now();
    const sites = days.map((day) => ({
      ...toSite(day.site, apiBase),
      has_availability: hasBookableSlot(day, date, partySize, now),
    }));
    return c.json({ sites } satisfies SitesAnswer, 200, { 'Cache-Control': FRESH });
  });

  routes.get('/:siteId', async (c) => {
    const site = await siteOf(deps, c.req.param());
    return c.json({ site: toSite(site, apiBase) }, 200, { 'Cache-Control': REFERENCE_CACHE });
  });

  routes.get('/:siteId/reservations/availability', async (c) => {
    const { siteId } = parseWith(SiteParamsSchema, c.req.param());
    const query = parseQuery(c, AvailabilityQuerySchema);
    checkCalendarDate(query.date);
    const flow = flowOf(query.flow, { allowExample: !deps.config.production });
    const now = deps.now();
    const sizes = [...new Set(query.party_size)];
    const answerOf = (day: SiteDay): AvailabilityAnswer => {
      const bySize = Object.fromEntries(
        sizes.map((size) => [
          String(size),
          [availabilityDay(day, query.date, size, now, flow ? { flow } : {})],
        ]),
      );
      const answer: AvailabilityAnswer = { days: bySize[String(query.party_size[0])]! };
      if (query.party_size.length > 1) answer.by_party_size = bySize;
      return answer;
    };
    // A day from today on is kept under the versions it was computed from and the number of its times begun (the
    // clock's only part in it: today's answer changes as each time passes), so a request reads only the versions
    // while they hold, and on PGlite not even those until this process writes. A booking's change offer is that guest's and computed each time.
    if (!query.reservation_id && query.date >= todayDate(now)) {
      const versions = await keptVersions.of(deps.db, siteId, query.date);
      const reference = await referenceData(deps.db, versions.reference);
      const site = reference.byId.get(siteId);
      if (!site) throw undefinedLocation();
      const key = [
        siteId,
        query.date,
        query.party_size.join(','),
        query.flow ?? '',
        versions.reference,
        versions.bookings,
        slotsBegun(site, query.date, now),
      ].join('|');
      let json = dayAnswers.get(key);
      if (json === undefined) {
        json = JSON.stringify(answerOf(await loadSiteDay(deps.db, site, query.date, '', reference)));
        dayAnswers.set(key, json);
      }
      return c.body(json, 200, { 'Content-Type': 'application/json', 'Cache-Control': FRESH });
    }
    const site = await siteOf(deps, c.req.param());
    const changing = query.reservation_id
      ? await bookingBeingChanged(c, deps, site, query.reservation_id)
      : '';
    const answer = answerOf(await loadSiteDay(deps.db, site, query.date, changing));
    // A booking's own change offer is that guest's; a restaurant's day is anyone's, always asked again.
    return c.json(answer, 200, { 'Cache-Control': changing ? 'private, no-store' : FRESH });
  });

  return routes;
}
