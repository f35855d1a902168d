/** POST /reservations/retrieve: the short number works only together with the guest's phone or e-mail. */
import { Hono } from 'hono';
import { RetrieveBodySchema } from '../../shared/api/requests';
import type { ReservationAnswer } from '../../shared/api/types';
import { normalisePhone } from '../../shared/people';
import { findReservationByNumber } from '../db/reservations';
import { takeRateLimit } from '../domain/rate-limit';
import { toReservation } from '../domain/reservation-view';
import { clientIp, type AppDeps } from '../deps';
import { ApiError, tooManyRequests } from '../http/errors';
import { parseBody } from '../http/parse';

const WINDOW = 15 * 60_000;
/** Tries per client address and per reservation number in 15 minutes. */
export const RETRIEVE_LIMITS = { perIp: 20, perNumber: 5 };

export function retrieveRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.post('/retrieve', async (c) => {
    const body = await parseBody(c, RetrieveBodySchema);
    const now = deps.now();
    const byIp = await takeRateLimit(
      deps.db,
      `retrieve:ip:${clientIp(c, deps.config)}`,
      [{ ms: WINDOW, max: RETRIEVE_LIMITS.perIp }],
      now,
    );
    if (byIp) throw tooManyRequests(byIp);
    const byNumber = await takeRateLimit(
      deps.db,
      `retrieve:number:${body.confirmationNum}`,
      [{ ms: WINDOW, max: RETRIEVE_LIMITS.perNumber }],
      now,
    );
    if (byNumber) throw tooManyRequests(byNumber);
    const row = await findReservationByNumber(deps.db, body.confirmationNum);
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
