/** POST /reservations/retrieve: the short number works only together with the guest's phone or e-mail. */
import { Hono } from 'hono';
import { RetrieveBodySchema } from '../../shared/api/requests';
import type { ReservationAnswer } from '../../shared/api/types';
import { normalisePhone } from '../../shared/people';
import { findReservationByNumber } from '../db/reservations';
import { takeRateLimits } from '../domain/rate-limit';
import { toReservation } from '../domain/reservation-view';
import { clientIp, type AppDeps } from '../deps';
import { ApiError, tooManyRequests } from '../http/errors';
import { parseBody } from '../http/parse';
import { ReservationAnswerSchema } from '../../shared/api/answers';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const WINDOW = 15 * 60_000;
/** Finds in 15 minutes: per address, per booking from one address, per booking from anywhere. */
export const RETRIEVE_LIMITS = { perIp: 20, perNumberAndRequester: 5, perNumber: 50 };

const RETRIEVE_RESERVATION: RouteDescription = {
  operationId: 'retrieveReservation',
  tags: ['Reservations'],
  summary: 'Find a reservation by number plus phone or e-mail',
  description: 'The reservation number only works together with the phone or e-mail it was booked with.',
  body: { name: 'RetrieveBody', schema: RetrieveBodySchema },
  answers: { 200: jsonAnswer('The reservation', ReservationAnswerSchema) },
  errors: [400, 404, 413, 415, 429],
};

export function retrieveRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.post('/retrieve', describeRoute(RETRIEVE_RESERVATION), async (c) => {
    const body = await parseBody(c, RetrieveBodySchema);
    const now = deps.now();
    const ip = clientIp(c, deps.config);
    const number = body.confirmationNum;
    // Per requester, and per booking from this requester: a stranger's tries cannot lock the guest out of their
    // own booking. A booking tried from very many addresses is still stopped, at a much higher count; its own words
    // then send the guest to the code log-in, which no stranger's tries close. A try one limit refuses counts in
    // none, so an address over its own limit does not bring the booking's lock nearer.
    const perNumber = {
      name: 'retrieve_number',
      bucket: `retrieve:number:${number}`,
      windows: [{ ms: WINDOW, max: RETRIEVE_LIMITS.perNumber }],
    };
    const refusal = await takeRateLimits(
      deps.db,
      [
        {
          name: 'retrieve_address',
          bucket: `retrieve:ip:${ip}`,
          windows: [{ ms: WINDOW, max: RETRIEVE_LIMITS.perIp }],
        },
        {
          name: 'retrieve_number_address',
          bucket: `retrieve:number:${number}:ip:${ip}`,
          windows: [{ ms: WINDOW, max: RETRIEVE_LIMITS.perNumberAndRequester }],
        },
        perNumber,
      ],
      now,
    );
    if (refusal?.refused === perNumber)
      throw tooManyRequests(refusal.wait, 'number_locked', 'This reservation number was tried too often');
    if (refusal) throw tooManyRequests(refusal.wait);
    const row = await findReservationByNumber(deps.db, number);
    const phone = body.phone_number ? normalisePhone(body.phone_number) : '';
    const matches =
      row &&
      ((phone !== '' && row.phone_number === phone) ||
        (body.email !== undefined && row.email === body.email));
    if (!row || !matches)
      throw new ApiError({ status: 404, code: 'not_found', message: 'reservationNotFound' });
    return c.json({ reservation: toReservation(row, now) } satisfies ReservationAnswer);
  });
  return routes;
}
