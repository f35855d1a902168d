/**
 * Bookings the restaurant makes, finds and changes at the stand, under /api/staff/sites/{siteId}: a booking taken
 * by phone or otherwise for any day, a search across days, the guest's details corrected, and a cancellation with
 * its reason (domain/staff-booking.ts decides; these parse, guard and answer).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema, SiteParamsSchema } from '../../shared/api/requests';
import { BookingAnswerSchema, BookingSearchSchema, type BookingSearch } from '../../shared/api/staff-answers';
import {
  BookingSearchQuerySchema,
  CancelAtStandBodySchema,
  GuestDetailsBodySchema,
  StandBookingBodySchema,
} from '../../shared/staff/requests';
import { amsterdamDate } from '../../shared/time/instant';
import { findBookings, sheetBooking } from '../db/staff';
import type { AppDeps } from '../deps';
import { restaurantsOf } from '../domain/staff-restaurants';
import { bookAtStand, cancelAtStand, editAtStand, standPhone } from '../domain/staff-booking';
import { parseBody, parseQuery, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';
import { siteOf } from './sites';

const StaffBookingParams = v.object({ siteId: SiteIdSchema, id: v.pipe(v.string(), v.maxLength(64)) });
const BOOKING_ID = { id: "The booking's id" };
/** The most bookings a search answers, per list. */
const SEARCH_LIMIT = 50;

const BOOK_AT_STAND: RouteDescription = {
  operationId: 'bookAtStand',
  tags: ['Staff'],
  summary: 'Take a booking at the stand, for any day',
  description:
    'A booking taken by phone (channel phone) or otherwise by staff (channel staff): a phone number or an ' +
    'e-mail address is needed (422 contact_required). The start must be ahead (422 booking_in_past) and within ' +
    "opening hours (422 booking_closed). The guests' online-only limits (largest group online, online blocks, " +
    'lead time) may be passed, each only when named in `overrides`: otherwise 409 override_needed lists them. ' +
    'Tables are seated under the day lock as for a guest (409 no_table, never an overbooking). The guest gets the ' +
    'confirmation with the manage link in their language, by e-mail and by text where texts go out. Audited.',
  security: 'token',
  params: SiteParamsSchema,
  body: { name: 'StandBookingBody', schema: StandBookingBodySchema },
  answers: { 201: jsonAnswer('The booking, seated', BookingAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

const SEARCH_BOOKINGS: RouteDescription = {
  operationId: 'searchBookings',
  tags: ['Staff'],
  summary: 'Find bookings on any day',
  description:
    'By reservation number, part of the guest name or e-mail address, or the digits of a phone number (written ' +
    "any way). `here` lists this restaurant's, `elsewhere` those of the other restaurants the caller may see (a " +
    'chain admin: every one), so a number from another restaurant says which holds it. Days to come first, ' +
    `soonest first, then days past; at most ${SEARCH_LIMIT} each.`,
  security: 'token',
  params: SiteParamsSchema,
  query: BookingSearchQuerySchema,
  answers: { 200: jsonAnswer('The bookings found', BookingSearchSchema) },
  errors: [400, 401, 403, 404],
};

const EDIT_GUEST: RouteDescription = {
  operationId: 'editGuestDetails',
  tags: ['Staff'],
  summary: "Correct a booking's guest details and notes",
  description:
    'Names, phone, e-mail, language, notes, high chairs and wheelchair, all sent. A booking made ahead keeps a ' +
    'way to reach the guest (422 contact_required). An anonymised booking takes no details (409 ' +
    'booking_anonymised): its guest was erased. Audited with each changed field before and after.',
  security: 'token',
  params: StaffBookingParams,
  paramDescriptions: BOOKING_ID,
  body: { name: 'GuestDetailsBody', schema: GuestDetailsBodySchema },
  answers: { 200: jsonAnswer('The booking as it now is', BookingAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

const CANCEL_AT_STAND: RouteDescription = {
  operationId: 'cancelAtStand',
  tags: ['Staff'],
  summary: 'Cancel a booking at the stand',
  description:
    'With the reason (kept in the audit). Frees its tables at once and tells the guest in their language, by ' +
    "e-mail and by text where texts go out (a walk-in has no contact). The guests' cut-off does not apply to the " +
    'restaurant. Cancelling a cancelled booking changes nothing.',
  security: 'token',
  params: StaffBookingParams,
  paramDescriptions: BOOKING_ID,
  body: { name: 'CancelAtStandBody', schema: CancelAtStandBodySchema },
  answers: { 200: jsonAnswer('The booking as it now is', BookingAnswerSchema) },
  errors: [400, 401, 403, 404, 413, 415],
};

/**
 * What a search looks for: the words (lower case), the same words as a reservation number (upper case), and the
 * phone digits as stored (from the country code on) when the words are mostly digits.
 * @example searchTerms('06 1234') //=> { number: '06 1234', words: '06 1234', digits: '61234' }
 */
export function searchTerms(query: string): { number: string; words: string; digits: string } {
  const words = query.trim().toLowerCase();
  const phone = standPhone(query);
  let digits = '';
  if (phone) digits = phone.replace(/\D/g, '');
  else if (/^[\d\s()+./-]+$/.test(query.trim())) {
    // A part of a number: '06 1234' is stored as +31 6 1234…; the trunk zero and the international prefix go.
    const typed = query.replace(/\D/g, '').replace(/^00/, '');
    digits = typed.startsWith('0') ? typed.slice(1) : typed;
    if (digits.length < 4) digits = '';
  }
  return { number: query.trim().toUpperCase(), words, digits };
}

export function staffBookingRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.post(
    '/sites/:siteId/reservations',
    describeRoute(BOOK_AT_STAND),
    requireStaff(deps, 'booking.create'),
    async (c) => {
      const site = await siteOf(deps, c.req.param());
      const body = await parseBody(c, StandBookingBodySchema);
      const row = await bookAtStand(deps, site, c.var.caller.staff, body);
      return c.json({ booking: await sheetBooking(deps.db, row.id) }, 201);
    },
  );

  routes.get(
    '/sites/:siteId/search',
    describeRoute(SEARCH_BOOKINGS),
    requireStaff(deps, 'day.read'),
    async (c) => {
      const site = await siteOf(deps, c.req.param());
      const { q } = parseQuery(c, BookingSearchQuerySchema);
      const others = (await restaurantsOf(deps, c.var.caller.staff))
        .map((restaurant) => restaurant.site_id)
        .filter((id) => id !== site.id);
      const terms = { ...searchTerms(q), today: amsterdamDate(deps.now()) };
      const answer: BookingSearch = {
        here: await findBookings(deps.db, [site.id], terms, SEARCH_LIMIT),
        elsewhere: others.length ? await findBookings(deps.db, others, terms, SEARCH_LIMIT) : [],
      };
      return c.json(answer);
    },
  );

  routes.put(
    '/sites/:siteId/reservations/:id/guest',
    describeRoute(EDIT_GUEST),
    requireStaff(deps, 'booking.edit'),
    async (c) => {
      const { id } = parseWith(StaffBookingParams, c.req.param());
      const site = await siteOf(deps, c.req.param());
      const body = await parseBody(c, GuestDetailsBodySchema);
      await editAtStand(deps, site, c.var.caller.staff, id, body);
      return c.json({ booking: await sheetBooking(deps.db, id) });
    },
  );

  routes.delete(
    '/sites/:siteId/reservations/:id',
    describeRoute(CANCEL_AT_STAND),
    requireStaff(deps, 'booking.cancel'),
    async (c) => {
      const { id } = parseWith(StaffBookingParams, c.req.param());
      const site = await siteOf(deps, c.req.param());
      const { reason } = await parseBody(c, CancelAtStandBodySchema);
      await cancelAtStand(deps, site, c.var.caller.staff, id, reason);
      return c.json({ booking: await sheetBooking(deps.db, id) });
    },
  );

  return routes;
}
