/** POST /sites/{siteId}/reservations and GET/PATCH/DELETE /sites/{siteId}/reservations/{reservationId}. */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import {
  CreateReservationBodySchema,
  SiteIdSchema,
  UpdateReservationBodySchema,
} from '../../shared/api/requests';
import type { ReservationAnswer } from '../../shared/api/types';
import { LANGUAGES, type Language } from '../../shared/constants';
import {
  cancelReservation,
  findReservationById,
  heldBy,
  updateReservation,
  type ReservationRow,
} from '../db/reservations';
import type { SiteRow } from '../db/sites';
import { lockSiteDay } from '../db/site-day';
import {
  bookingNotification,
  checkSlotRules,
  notesWithActivator,
  notifyBooking,
  timeTaken,
} from '../domain/booking';
import { createBooking } from '../domain/create-booking';
import { flowOf } from '../domain/inputs';
import { lockForMove, reseat } from '../domain/move';
import { isCancellable, reservationSeenBy, toReservation } from '../domain/reservation-view';
import { withRetries } from '../domain/retry';
import { callerOf, type AppDeps } from '../deps';
import { accessLinksOpenFrom, guestOf, requireSession, type Caller } from '../http/auth';
import { ApiError, explicitDeny, unauthorized } from '../http/errors';
import { parsePhone, parseWith, readJsonBody } from '../http/parse';
import { renderNotification } from '../notify/render';
import { bookingsRefused } from '../observability/metrics';
import { childSeatsFit } from '../../shared/party-size';
import { namesAnotherRestaurant } from '../../shared/sites';
import { siteAndReferenceOf, siteOf } from './sites';

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

export function reservationRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.post('/:siteId/reservations', countRefusals, async (c) => {
    // The reference data are read once: the rules, the tables and the site's settings are judged by one version.
    const { site, reference } = await siteAndReferenceOf(deps, c.req.param());
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
    return c.json(answer.body, answer.status as 201);
  });

  routes.get('/:siteId/reservations/:reservationId', async (c) => {
    const { row, caller } = await reservationFor(c, deps);
    return c.json({ reservation: reservationSeenBy(row, deps.now(), caller) } satisfies ReservationAnswer);
  });

  // The success page's 'Calendar file (.ics)' is a plain download link, which cannot send a token: the reservation id
  // in the path (the reservation's own access token, 128 random bits) is the credential. Same event as the e-mail's.
  routes.get('/:siteId/reservations/:reservationId/calendar.ics', async (c) => {
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

  routes.patch('/:siteId/reservations/:reservationId', async (c) => {
    const { row, site } = await reservationFor(c, deps);
    const raw = await readJsonBody(c);
    // Before the parse, which would drop a location it does not know and move the booking nowhere.
    if (namesAnotherRestaurant(raw, site)) throw siteChangeRefused();
    const change = parseWith(UpdateReservationBodySchema, raw);
    if (row.status === 'cancelled')
      throw new ApiError({
        status: 409,
        code: 'reservation_cancelled',
        message: 'This reservation has been cancelled',
      });
    const wish = {
      date: change.date ?? row.date,
      time: change.time ?? row.time,
      party_size: change.party_size ?? row.party_size,
    };
    const moves = wish.date !== row.date || wish.time !== row.time || wish.party_size !== row.party_size;
    // High chairs asked now must fit the party; ones asked before shrink with a smaller party.
    if (change.child_seats !== undefined && !childSeatsFit(change.child_seats, wish.party_size))
      throw tooManyChairs();
    const childSeats = Math.min(change.child_seats ?? row.child_seats, wish.party_size);
    const flow = flowOf(row.flow);
    // A move is a cancellation of the old slot: the cancel rule holds for it (a name or a note may still change).
    if (moves && !isCancellable(row, deps.now())) throw changeDisabled(site);
    if (moves) {
      await checkSlotRules(deps, site, {
        date: wish.date,
        time: wish.time,
        partySize: wish.party_size,
        ...(flow ? { flow } : {}),
        ...(row.deal_code ? { dealCode: row.deal_code } : {}),
      });
    }
    const updated = await withRetries(
      deps.db,
      async (tx) => {
        const current = await lockForMove(tx, site.id, row.id, [row.date, wish.date]);
        if (!current || current.status !== 'confirmed')
          throw new ApiError({
            status: 409,
            code: 'reservation_cancelled',
            message: 'This reservation has been cancelled',
          });
        const now = deps.now();
        // Checked again on the locked row: the clock may have passed the cut-off meanwhile.
        if (moves && !isCancellable(current, now)) throw changeDisabled(site);
        let times = {};
        if (moves) {
          const { starts_at, ends_at } = await reseat(tx, site, row.id, wish);
          times = { starts_at, ends_at };
        }
        await updateReservation(
          tx,
          row.id,
          {
            ...(moves ? { date: wish.date, time: wish.time, party_size: wish.party_size, ...times } : {}),
            child_seats: childSeats === row.child_seats ? undefined : childSeats,
            wheelchair_users: change.wheelchair_users,
            notes: change.notes === undefined ? undefined : notesWithActivator(change.notes, flow),
            first_name: change.first_name,
            last_name: change.last_name,
          },
          now,
        );
        const fresh = await findReservationById(tx, row.id);
        if (!fresh) throw new Error('reservation vanished inside its own transaction');
        const previous = moves ? { date: row.date, time: row.time, party_size: row.party_size } : undefined;
        await notifyBooking(tx, deps, 'booking_changed', fresh, site, previous);
        return fresh;
      },
      { onExhausted: timeTaken },
    );
    return c.json({ reservation: toReservation(updated, deps.now()) } satisfies ReservationAnswer);
  });

  routes.delete('/:siteId/reservations/:reservationId', async (c) => {
    const { row, site, caller } = await reservationFor(c, deps);
    if (row.status === 'cancelled')
      return c.json({ reservation: reservationSeenBy(row, deps.now(), caller) } satisfies ReservationAnswer);
    if (!isCancellable(row, deps.now())) {
      throw new ApiError({
        status: 409,
        code: 'cancellation_disabled',
        message: 'cancellationDisabled',
        values: { phone: site.phone },
        facts: { phone: site.phone },
      });
    }
    const cancelled = await deps.db.transaction(async (tx) => {
      await lockSiteDay(tx, site.id, row.date);
      await cancelReservation(tx, row.id, deps.now());
      const fresh = await findReservationById(tx, row.id);
      if (!fresh) throw new Error('reservation vanished inside its own transaction');
      await notifyBooking(tx, deps, 'booking_cancelled', fresh, site);
      return fresh;
    });
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

/** More high chairs than guests. */
const tooManyChairs = () =>
  new ApiError({ status: 400, code: 'invalid_request', message: 'tooManyChairs', field: 'child_seats' });

/**
 * The rule of cancelling (domain/reservation-view.ts isCancellable), held for changing: within 2 hours of the start
 * or above 8 guests, by phone.
 */
const changeDisabled = (site: SiteRow) =>
  new ApiError({
    status: 409,
    code: 'change_disabled',
    message: 'changeDisabled',
    values: { phone: site.phone },
    facts: { phone: site.phone },
  });

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
