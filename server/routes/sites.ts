/** GET /sites, GET /sites/{siteId}, GET /sites/{siteId}/reservations/availability. */
import { Hono, type Context } from 'hono';
import { DEFAULT_PARTY_SIZE } from '../../shared/constants';
import {
  AvailabilityQuerySchema,
  SiteParamsSchema,
  SitesQuerySchema,
  type AvailabilityQuery,
} from '../../shared/api/requests';
import type { FlowRules } from '../../shared/promotions';
import type { AvailabilityAnswer, SitesAnswer } from '../../shared/api/types';
import { AvailabilityAnswerSchema, SiteAnswerSchema, SitesAnswerSchema } from '../../shared/api/site-answers';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';
import { referenceData, type ReferenceData } from '../db/reference';
import { listSites, toSite, type SiteRow } from '../db/sites';
import { BusyDays } from '../db/busy-days';
import { loadSiteDay, loadSiteDays } from '../db/site-day';
import { KeptVersions } from '../db/site-day-versions';
import { todayDate } from '../../shared/time/today';
import { BoundedMemo } from '../bounded-memo';
import { availabilityDay, hasBookableSlot, slotsBegun, type SiteDay } from '../domain/availability';
import { checkCalendarDate, flowOf } from '../domain/inputs';
import { callerOf, type AppDeps } from '../deps';
import { findReservationById } from '../db/reservations';
import { ApiError, explicitDeny, unauthorized } from '../http/errors';
import { keptAnswer, sendKept, type KeptAnswer } from '../http/kept-answer';
import { parseQuery, parseWith } from '../http/parse';

const undefinedLocation = () =>
  new ApiError({ status: 404, code: 'not_found', message: 'undefinedLocation', field: 'siteId' });

/**
 * An archived restaurant takes no new bookings and offers no times (docs/restaurants.md); its bookings stay, so its
 * page, its bookings and the staff's day sheet still read it. 422 restaurant_archived.
 */
export function refuseArchived(site: SiteRow): void {
  if (site.archived_at !== null)
    throw new ApiError({ status: 422, code: 'restaurant_archived', message: 'restaurantArchived' });
}

/** The site of a route, or 404 'Undefined location'. */
export async function siteOf(deps: AppDeps, params: unknown): Promise<SiteRow> {
  return (await siteAndReferenceOf(deps, params)).site;
}

/** The site of a route with the reference data it was read from, for a request that needs more of them. */
export async function siteAndReferenceOf(
  deps: AppDeps,
  params: unknown,
): Promise<{ site: SiteRow; reference: ReferenceData }> {
  const { siteId } = parseWith(SiteParamsSchema, params);
  return knownSite(deps, siteId);
}

/**
 * The site of an id already parsed, with the reference data it was read from (of `referenceVersion` when the caller
 * has read it), or 404 'Undefined location'.
 */
async function knownSite(
  deps: AppDeps,
  siteId: string,
  referenceVersion?: string,
): Promise<{ site: SiteRow; reference: ReferenceData }> {
  const reference = await referenceData(deps.db, referenceVersion);
  const site = reference.byId.get(siteId);
  if (!site) throw undefinedLocation();
  return { site, reference };
}

/**
 * Availability answers of days from today on, serialised, under the versions they were computed from (the newest
 * few thousand: 37 restaurants times two months of days, a few party-size lists each).
 */
const dayAnswers = new BoundedMemo<Promise<KeptAnswer>>(10_000);

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

/** A day's availability for the party sizes asked: the first size's as `days`, and every size's when several. */
function availabilityAnswer(
  day: SiteDay,
  query: AvailabilityQuery,
  now: number,
  flow: FlowRules | undefined,
): AvailabilityAnswer {
  const bySize = Object.fromEntries(
    [...new Set(query.party_size)].map((size) => [
      String(size),
      [availabilityDay(day, query.date, size, now, flow ? { flow } : {})],
    ]),
  );
  const answer: AvailabilityAnswer = { days: bySize[String(query.party_size[0])]! };
  if (query.party_size.length > 1) answer.by_party_size = bySize;
  return answer;
}

/** An availability request as its route reads it: the restaurant, the query and the promotion flow it names. */
interface AvailabilityQuestion {
  readonly siteId: string;
  readonly query: Readonly<AvailabilityQuery>;
  readonly flow: FlowRules | undefined;
  /** What the answer depends on from the request, as text: the first part of a kept answer's key. */
  readonly key: string;
}

/**
 * How long caches may keep an answer: the chain's restaurants change rarely, so a minute in any cache; an
 * answer that depends on bookings is asked again each time, and its ETag (server/app.ts) makes that a 304 when
 * nothing changed.
 */
const REFERENCE_CACHE = 'public, max-age=60';
const FRESH = 'no-cache';

const LIST_SITES: RouteDescription = {
  operationId: 'listSites',
  tags: ['Sites'],
  summary: 'Sites of a channel (exclude_from_atbl left out), by name',
  description:
    'Without date: the list. With date (party_size defaults to 2): the same list in the same order, each site ' +
    'with has_availability: true when it has at least one available, non-suspended slot for that date and party ' +
    "size under the shared slot rules (shared/slots), as the widget's alternatives offer them. party_size without " +
    'date changes nothing.',
  query: SitesQuerySchema,
  answers: { 200: jsonAnswer('The sites', SitesAnswerSchema) },
  errors: [400],
};

const GET_SITE: RouteDescription = {
  operationId: 'getSite',
  tags: ['Sites'],
  summary: 'One site',
  description: 'The restaurant with its address, opening hours, badges and images.',
  params: SiteParamsSchema,
  answers: { 200: jsonAnswer('The site', SiteAnswerSchema) },
  errors: [400, 404],
};

const GET_AVAILABILITY: RouteDescription = {
  operationId: 'getAvailability',
  tags: ['Sites'],
  summary: 'Free times of a restaurant on a date',
  description:
    'party_size may be a comma list (e.g. 1,2,...,21): days answers the first size, by_party_size every size. ' +
    'Times carry is_available and online_suspended; Christmas days carry end_time_note, end_time and ' +
    'christmas_category. With reservation_id (a booking being changed, by its guest only: 401/403 otherwise) its ' +
    'own tables count as free. An archived restaurant offers no times: 422 restaurant_archived.',
  security: 'optional',
  params: SiteParamsSchema,
  query: AvailabilityQuerySchema,
  answers: { 200: jsonAnswer('Availability', AvailabilityAnswerSchema) },
  errors: [400, 401, 403, 404, 422],
};

export function sitesRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  const apiBase = `${deps.config.publicWidgetUrl}/api`;
  const keptVersions = new KeptVersions(deps.db);
  const busyDays = new BusyDays(deps.db);
  /** The restaurant list with a date, serialised, under the versions of that day's bookings. */
  const listAnswers = new BoundedMemo<Promise<KeptAnswer>>(2_000);
  /**
   * Availability questions as parsed, by their URL: the calendar asks the same few days over and over, so each URL is
   * checked once, not on every request (bench, a kept day: about a tenth of its time). Only questions that passed
   * are kept; a refused one is checked, and refused, every time.
   */
  const questions = new BoundedMemo<AvailabilityQuestion>(10_000);
  const availabilityQuestion = (c: Context): AvailabilityQuestion => {
    let question = questions.get(c.req.url);
    if (question === undefined) {
      const { siteId } = parseWith(SiteParamsSchema, c.req.param());
      const query = parseQuery(c, AvailabilityQuerySchema);
      checkCalendarDate(query.date);
      const flow = flowOf(query.flow, { allowExample: !deps.config.production });
      // Shared by every request of the URL from now on: nothing may change it.
      Object.freeze(query.party_size);
      question = Object.freeze({
        siteId,
        query: Object.freeze(query),
        flow,
        key: [siteId, query.date, query.party_size.join(','), query.flow ?? ''].join('|'),
      });
      questions.set(c.req.url, question);
    }
    return question;
  };

  routes.get('/', describeRoute(LIST_SITES), async (c) => {
    const query = parseQuery(c, SitesQuerySchema);
    if (!query.date) {
      // Reference data only: the serialised answer lives as long as the reference version.
      const reference = await referenceData(deps.db);
      const key = `sites|${apiBase}|${query.type}|${query.limit}`;
      let kept = reference.memo.get(key) as KeptAnswer | undefined;
      if (kept === undefined) {
        kept = keptAnswer({
          sites: (await listSites(deps.db, query.type, query.limit)).map((row) => toSite(row, apiBase)),
        } satisfies SitesAnswer);
        reference.memo.set(key, kept);
      }
      return sendKept(c, kept, REFERENCE_CACHE);
    }
    // With a date: the same list, each site marked has_availability for that date and party (default 2). Kept, as a
    // day's availability is, under the versions of every site's day and the times begun by now (the clock's part).
    checkCalendarDate(query.date);
    const date = query.date;
    const partySize = query.party_size ?? DEFAULT_PARTY_SIZE;
    const now = deps.now();
    const versions = await keptVersions.of(null, date);
    const reference = await referenceData(deps.db, versions.reference);
    const begun = [...reference.byId.values()].reduce((sum, site) => sum + slotsBegun(site, date, now), 0);
    const key = [
      'sites',
      apiBase,
      query.type,
      query.limit,
      date,
      partySize,
      versions.reference,
      versions.bookings,
      begun,
    ].join('|');
    const compute = async () => {
      const rows = await listSites(deps.db, query.type, query.limit);
      const days = await loadSiteDays(deps.db, rows, date);
      return keptAnswer({
        sites: days.map((day) => ({
          ...toSite(day.site, apiBase),
          has_availability: hasBookableSlot(day, date, partySize, now),
        })),
      } satisfies SitesAnswer);
    };
    // Days gone by are not kept: their versions are pruned (server/db/prune.ts).
    const kept = date >= todayDate(now) ? await listAnswers.keep(key, compute) : await compute();
    return sendKept(c, kept, FRESH);
  });

  routes.get('/:siteId', describeRoute(GET_SITE), async (c) => {
    const site = await siteOf(deps, c.req.param());
    return c.json({ site: toSite(site, apiBase) }, 200, { 'Cache-Control': REFERENCE_CACHE });
  });

  routes.get('/:siteId/reservations/availability', describeRoute(GET_AVAILABILITY), async (c) => {
    const question = availabilityQuestion(c);
    const { siteId, query, flow } = question;
    const now = deps.now();
    // A day from today on is kept under the versions it was computed from and the number of its times begun (the
    // clock's only part in it: today's answer changes as each time passes), so a request reads only the versions
    // while they hold, and on PGlite not even those until this process writes. A booking's change offer is that
    // guest's and computed each time.
    if (!query.reservation_id && query.date >= todayDate(now)) {
      const versions = await keptVersions.of(siteId, query.date);
      const { site, reference } = await knownSite(deps, siteId, versions.reference);
      refuseArchived(site);
      const key = `${question.key}|${versions.reference}|${versions.bookings}|${slotsBegun(site, query.date, now)}`;
      const kept = await dayAnswers.keep(key, async () =>
        keptAnswer(
          availabilityAnswer(await busyDays.of(site, query.date, versions, reference), query, now, flow),
        ),
      );
      return sendKept(c, kept, FRESH);
    }
    const { site } = await knownSite(deps, siteId);
    refuseArchived(site);
    const changing = query.reservation_id
      ? await bookingBeingChanged(c, deps, site, query.reservation_id)
      : '';
    const answer = availabilityAnswer(
      await loadSiteDay(deps.db, site, query.date, changing),
      query,
      now,
      flow,
    );
    // A booking's own change offer is that guest's; a restaurant's day is anyone's, always asked again.
    return c.json(answer, 200, { 'Cache-Control': changing ? 'private, no-store' : FRESH });
  });

  return routes;
}
