/** POST /sites/{siteId}/reservations and GET/PATCH/DELETE /sites/{siteId}/reservations/{reservationId}. */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import {
  CreateReservationBodySchema,
  SiteIdSchema,
  SiteParamsSchema,
  UpdateReservationBodySchema,
} from '../../shared/api/requests';
import type { ReservationAnswer } from '../../shared/api/types';
import { ReservationAnswerSchema } from '../../shared/api/answers';
import { describeRoute, fileAnswer, jsonAnswer, type RouteDescription } from '../openapi-describe';
import { RESTAURANT_KEYS } from '../../shared/sites/site-change';
import { LANGUAGES, type Language } from '../../shared/constants';
import { findReservationById, heldBy, type ReservationRow } from '../db/reservations';
import type { SiteRow } from '../db/sites';
import { bookingNotification } from '../domain/booking';
import { cancelBooking, changeBooking, tooManyChairs } from '../domain/change-booking';
import { createBooking } from '../domain/create-booking';
import { linkBookingToVisit } from '../domain/turned-away';
import { flowOf } from '../domain/inputs';
import { reservationSeenBy, toReservation } from '../domain/reservation-view';
import { callerOf, type AppDeps } from '../deps';
import { accessLinksOpenFrom, guestOf, requireSession, type Caller } from '../http/auth';
import { ApiError, explicitDeny, unauthorized } from '../http/errors';
import { parsePhone, parseWith, readJsonBody } from '../http/parse';
import { renderNotification } from '../notify/render';
import { bookingsRefused } from '../observability/metrics';
import { childSeatsFit } from '../../shared/party-size';
import { namesAnotherRestaurant } from '../../shared/sites';
import { refuseArchived, siteAndReferenceOf, siteOf } from './sites';

const ReservationParamsSchema = v.object({
  siteId: SiteIdSchema,
  reservationId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{10,64}$/, 'reservationNotFound')),
});
const IdempotencyKeySchema = v.pipe(
  v.string(),
  v.regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 visible ASCII characters'),
);

const notFoundReservation = () =>
  new ApiError({ status: 404, code: 'not_found', message: 'reservationNotFound' });

const RESERVATION_ID = { reservationId: 'The unguessable reservation id (conf)' };

const CREATE_RESERVATION: RouteDescription = {
  operationId: 'createReservation',
  tags: ['Reservations'],
  summary: 'Create a reservation',
  description:
    'Needs a session token. Every booking rule is checked again here, and tables are assigned in a transaction ' +
    "that locks the restaurant's day. A repeated Idempotency-Key answers the first answer again. A guest who " +
    'already holds a booking at an overlapping time, at this restaurant or another, is answered 409 ' +
    'possible_double with that booking as `existing` (restaurant, date, time, party, number, same_site), ' +
    'and nothing is booked; the same body with allow_double: true books anyway. An archived restaurant takes no ' +
    'new bookings: 422 restaurant_archived.',
  security: 'token',
  params: SiteParamsSchema,
  headers: [
    {
      name: 'Idempotency-Key',
      required: false,
      description: 'One key per booking attempt: a retried request with it never books twice',
      schema: { type: 'string', maxLength: 200 },
    },
  ],
  body: { name: 'CreateReservationBody', schema: CreateReservationBodySchema },
  answers: { 201: jsonAnswer('The reservation', ReservationAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422, 429],
};

const GET_RESERVATION: RouteDescription = {
  operationId: 'getReservation',
  tags: ['Reservations'],
  summary: 'One reservation',
  description: "The guest's session token or the reservation's own access token.",
  security: 'token',
  params: ReservationParamsSchema,
  paramDescriptions: RESERVATION_ID,
  answers: { 200: jsonAnswer('The reservation', ReservationAnswerSchema) },
  errors: [400, 401, 403, 404],
};

const CALENDAR: RouteDescription = {
  operationId: 'getReservationCalendar',
  tags: ['Reservations'],
  summary: 'The reservation as an iCalendar file',
  description:
    'The same event as the confirmation e-mail. The unguessable id in the path is the credential; a cancelled ' +
    'reservation downloads as METHOD:CANCEL.',
  params: ReservationParamsSchema,
  paramDescriptions: RESERVATION_ID,
  query: v.object({
    lang: v.pipe(v.optional(v.picklist(LANGUAGES)), v.description('The language of the event text')),
  }),
  answers: { 200: fileAnswer('RFC 5545 calendar', 'text/calendar') },
  errors: [400, 404],
};

const UPDATE_RESERVATION: RouteDescription = {
  operationId: 'updateReservation',
  tags: ['Reservations'],
  summary: 'Change a reservation',
  description:
    'A new date, time or party size; the tables are assigned again atomically, every booking rule checked for the ' +
    'new slot. A move follows the cancel rule: within 2 hours of the start or above 8 guests it answers 409 ' +
    "change_disabled with the restaurant's phone (names, notes, child seats and wheelchair users may still change). " +
    `A booking stays at its restaurant: a body naming another one (any of ${RESTAURANT_KEYS.join(', ')} other ` +
    "than this restaurant's id or name) answers 422 site_change_refused and changes nothing; the guest cancels and " +
    'books again at the other restaurant.',
  security: 'token',
  params: ReservationParamsSchema,
  paramDescriptions: RESERVATION_ID,
  body: { name: 'UpdateReservationBody', schema: UpdateReservationBodySchema },
  answers: { 200: jsonAnswer('The changed reservation', ReservationAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

const CANCEL_RESERVATION: RouteDescription = {
  operationId: 'cancelReservation',
  tags: ['Reservations'],
  summary: 'Cancel a reservation',
  description:
    'Answers 409 cancellation_disabled within 2 hours of the start or above 8 guests: the guest phones the ' +
    'restaurant.',
  security: 'token',
  params: ReservationParamsSchema,
  paramDescriptions: RESERVATION_ID,
  answers: { 200: jsonAnswer('The cancelled reservation', ReservationAnswerSchema) },
  errors: [400, 401, 403, 404, 409],
};

export function reservationRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.post('/:siteId/reservations', describeRoute(CREATE_RESERVATION), countRefusals, async (c) => {
    // The reference data are read once: the rules, the tables and the site's settings are judged by one version.
    const { site, reference } = await siteAndReferenceOf(deps, c.req.param());
    refuseArchived(site);
    const caller = requireSession(await callerOf(c, deps));
    const rawKey = c.req.header('idempotency-key');
    const key = rawKey === undefined ? undefined : parseWith(IdempotencyKeySchema, rawKey);
    const raw = await readJsonBody(c);
    const body = parseWith(CreateReservationBodySchema, raw);
    const phone = parsePhone(body.phone_number);
    if (!childSeatsFit(body.child_seats, body.party_size)) throw tooManyChairs();
    const answer = await createBooking(deps, {
      site,
      reference,
      guest: guestOf(caller),
      body,
      phone,
      flow: flowOf(body.flow, { allowExample: !deps.config.production }),
      dealCode: body.deal_code?.toUpperCase(),
      ...(key === undefined ? {} : { idempotency: { key, sent: raw } }),
    });
    // The searches this visit found no time for learn where the guest went (shared/staff/turned-away.ts).
    if (answer.status === 201)
      await linkBookingToVisit(deps, body.visit_id, (answer.body as ReservationAnswer).reservation.id);
    return c.json(answer.body, answer.status as 201);
  });

  routes.get('/:siteId/reservations/:reservationId', describeRoute(GET_RESERVATION), async (c) => {
    const { row, caller } = await reservationFor(c, deps);
    return c.json({ reservation: reservationSeenBy(row, deps.now(), caller) } satisfies ReservationAnswer);
  });

  // The success page's 'Calendar file (.ics)' is a plain download link, which cannot send a token: the reservation id
  // in the path (the reservation's own access token, 128 random bits) is the credential. Same event as the e-mail's.
  routes.get('/:siteId/reservations/:reservationId/calendar.ics', describeRoute(CALENDAR), async (c) => {
    const site = await siteOf(deps, c.req.param());
    const { reservationId } = parseWith(ReservationParamsSchema, c.req.param());
    const row = await findReservationById(deps.db, reservationId);
    // The id in this link is a manage link's credential: it ends with the manage link.
    if (!row || row.site_id !== site.id || row.date < accessLinksOpenFrom(deps.now()))
      throw notFoundReservation();
    const asked = c.req.query('lang');
    const language = (LANGUAGES as readonly string[]).includes(asked ?? '')
      ? (asked as Language)
      : row.language;
    const kind = row.status === 'cancelled' ? 'booking_cancelled' : 'booking_confirmed';
    const { ics } = renderNotification(bookingNotification(deps, kind, row, site, language), {
      issuedAtMs: deps.now(),
    });
    return c.body(ics ?? '', 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="tafel-${row.number}.ics"`,
      'cache-control': 'private, no-store',
    });
  });

  routes.patch('/:siteId/reservations/:reservationId', describeRoute(UPDATE_RESERVATION), async (c) => {
    const { row, site } = await reservationFor(c, deps);
    const raw = await readJsonBody(c);
    // Before the parse, which would drop a location it does not know and move the booking nowhere.
    if (namesAnotherRestaurant(raw, site)) throw siteChangeRefused();
    const change = parseWith(UpdateReservationBodySchema, raw);
    const updated = await changeBooking(deps, { row, site, change });
    return c.json({ reservation: toReservation(updated, deps.now()) } satisfies ReservationAnswer);
  });

  routes.delete('/:siteId/reservations/:reservationId', describeRoute(CANCEL_RESERVATION), async (c) => {
    const { row, site, caller } = await reservationFor(c, deps);
    const cancelled = await cancelBooking(deps, { row, site });
    return c.json({
      reservation: reservationSeenBy(cancelled, deps.now(), caller),
    } satisfies ReservationAnswer);
  });

  return routes;
}

/** A booking refused, counted by its answer's error code (conflict, group_too_large, …) for /metrics. */
const countRefusals: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.error instanceof ApiError) bookingsRefused.inc({ reason: c.error.code });
};

/** A booking stays at its restaurant: another one is cancel and book again there, never a change. */
const siteChangeRefused = () =>
  new ApiError({ status: 422, code: 'site_change_refused', message: 'siteChangeRefused' });

/** The reservation of the route, if the caller may see it: its guest's session or its own access token. */
async function reservationFor(
  c: Context,
  deps: AppDeps,
): Promise<{ row: ReservationRow; site: SiteRow; caller: Caller }> {
  const site = await siteOf(deps, c.req.param());
  const { reservationId } = parseWith(ReservationParamsSchema, c.req.param());
  const caller = await callerOf(c, deps);
  if (caller.kind === 'anonymous' || caller.kind === 'dead') throw unauthorized();
  if (caller.kind === 'access' && caller.reservationId !== reservationId) throw explicitDeny();
  const row = await findReservationById(deps.db, reservationId);
  if (!row || row.site_id !== site.id) throw notFoundReservation();
  if (caller.kind === 'session' && !heldBy(row, guestOf(caller))) throw explicitDeny();
  return { row, site, caller };
}
