/**
 * The guest's own rights over their data, after a code (docs/privacy.md): GET /users/me/data (a copy),
 * GET /users/me/erasure (what deleting the account would cancel) and POST /users/me/erasure (delete it).
 */
import { Hono } from 'hono';
import {
  ErasureAnswerSchema,
  ErasureBodySchema,
  ErasurePlanAnswerSchema,
  GuestDataAnswerSchema,
  type ErasureAnswer,
  type ErasurePlanAnswer,
} from '../../shared/api/guest-rights';
import { callerOf, type AppDeps } from '../deps';
import { eraseGuest, erasurePlan, guestData } from '../domain/guest-rights';
import { guestOf, requireSession } from '../http/auth';
import { parseBody } from '../http/parse';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

const GET_MY_DATA: RouteDescription = {
  operationId: 'getMyData',
  tags: ['Guests'],
  summary: 'Download my data',
  description:
    "Everything kept about the signed-in guest: the profile, the consents and every booking they hold (their account's " +
    'and those made with the contact their session proved), past and cancelled ones too, as a JSON file.',
  security: 'token',
  answers: {
    200: jsonAnswer("The guest's data (format tafel-guest-data, version 1)", GuestDataAnswerSchema),
  },
  errors: [401, 403],
};

const GET_ERASURE_PLAN: RouteDescription = {
  operationId: 'getMyErasurePlan',
  tags: ['Guests'],
  summary: 'What deleting my account would cancel',
  description:
    'The bookings still to come that deleting the account cancels first, each with its restaurant and whether it ' +
    'may still be cancelled online. The confirmation names them; POST sends their ids back.',
  security: 'token',
  answers: { 200: jsonAnswer('The bookings to cancel', ErasurePlanAnswerSchema) },
  errors: [401, 403],
};

const ERASE_ME: RouteDescription = {
  operationId: 'eraseMe',
  tags: ['Guests'],
  summary: 'Delete my account',
  description:
    'Cancels the bookings still to come (their restaurants see it at once; no e-mail goes to the guest), then erases ' +
    "the guest's personal data: the account, its sessions, notes and messages go, and every booking they held stays " +
    'as an anonymous row for the figures. `cancel` must list exactly the bookings GET …/erasure named (409 ' +
    'erasure_plan_changed otherwise); while one of them starts too soon to cancel online, nothing is done (409 ' +
    'erasure_booking_soon). The session ends with the account.',
  security: 'token',
  body: { name: 'ErasureBody', schema: ErasureBodySchema },
  answers: { 200: jsonAnswer('What was done, in counts', ErasureAnswerSchema) },
  errors: [400, 401, 403, 409, 413, 415],
};

export function guestRightsRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.get('/me/data', describeRoute(GET_MY_DATA), async (c) => {
    const guest = guestOf(requireSession(await callerOf(c, deps)));
    const data = await guestData(deps.db, guest, deps.now());
    return c.json(data, 200, {
      ...NO_STORE,
      'Content-Disposition': 'attachment; filename="tafel-my-data.json"',
    });
  });

  routes.get('/me/erasure', describeRoute(GET_ERASURE_PLAN), async (c) => {
    const guest = guestOf(requireSession(await callerOf(c, deps)));
    const cancels = await erasurePlan(deps.db, guest, deps.now());
    return c.json({ cancels } satisfies ErasurePlanAnswer, 200, NO_STORE);
  });

  routes.post('/me/erasure', describeRoute(ERASE_ME), async (c) => {
    const guest = guestOf(requireSession(await callerOf(c, deps)));
    const body = await parseBody(c, ErasureBodySchema);
    const erased = await eraseGuest(deps, guest, { expected: body.cancel, byStaff: false });
    // Counts only: the log keeps that an erasure happened, never whose.
    deps.log.info(
      `guest erased their account: ${erased.cancelled_bookings} bookings cancelled, ` +
        `${erased.anonymised_bookings} anonymised, ${erased.removed_rows} other rows removed`,
    );
    return c.json({ erased } satisfies ErasureAnswer, 200, NO_STORE);
  });

  return routes;
}
