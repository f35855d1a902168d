/**
 * The guest waitlist (docs/waitlist.md): POST/GET /sites/{siteId}/waitlist and DELETE …/{requestId} with a guest
 * session, and /waitlist/{token} (read, decline, leave) by the link's token. A claim is a booking with
 * `waitlist_offer` (./reservations.ts).
 */
import { Hono } from 'hono';
import { SiteParamsSchema } from '../../shared/api/requests';
import {
  JoinWaitlistBodySchema,
  WaitlistRequestAnswerSchema,
  WaitlistRequestParamsSchema,
  WaitlistRequestsAnswerSchema,
  WaitlistTokenParamsSchema,
  type WaitlistRequestAnswer,
  type WaitlistRequestsAnswer,
} from '../../shared/api/waitlist';
import { findSite } from '../db/sites';
import { guestWaitlist, waitlistRequestById, type WaitlistRow } from '../db/waitlist';
import { callerOf, type AppDeps } from '../deps';
import {
  declineOffer,
  holdsRequest,
  joinWaitlist,
  leaveWaitlist,
  listedFrom,
  requestOfToken,
  toWaitlistRequest,
  waitlistNotFound,
} from '../domain/waitlist';
import { guestOf, requireSession } from '../http/auth';
import { explicitDeny } from '../http/errors';
import { parseWith, readJsonBody } from '../http/parse';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';
import { siteOf } from './sites';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

const JOIN: RouteDescription = {
  operationId: 'joinWaitlist',
  tags: ['Reservations'],
  summary: 'Join the waitlist',
  description:
    'Needs a session token, as booking does: the offer goes to the contact the session proved (`channel`). Waits ' +
    'for a table for the party on the date at a start from `from` to `until` (both included) until the window ' +
    'starts. When a table frees, the first fitting request in order of joining is offered it by SMS or e-mail and ' +
    'the table is held 15 minutes. 409 waitlist_already_joined (one open request per contact and date), 422 ' +
    'waitlist_window_invalid, waitlist_closed (the window has begun), group_too_large; 403 ' +
    'waitlist_channel_unproven. The answer carries the request and its link token.',
  security: 'token',
  params: SiteParamsSchema,
  body: { name: 'JoinWaitlistBody', schema: JoinWaitlistBodySchema },
  answers: { 201: jsonAnswer('The request, waiting', WaitlistRequestAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

const LIST: RouteDescription = {
  operationId: 'listWaitlistRequests',
  tags: ['Reservations'],
  summary: "The guest's waitlist requests at a restaurant",
  description: "Today's and later requests of the session's account or proven contacts, every state.",
  security: 'token',
  params: SiteParamsSchema,
  answers: { 200: jsonAnswer('The requests', WaitlistRequestsAnswerSchema) },
  errors: [400, 401, 403, 404],
};

const LEAVE_BY_SESSION: RouteDescription = {
  operationId: 'leaveWaitlist',
  tags: ['Reservations'],
  summary: 'Leave the waitlist',
  description:
    'The guest leaves: a table held for them is let go to the next in line. A request no longer open is answered ' +
    'as it is.',
  security: 'token',
  params: WaitlistRequestParamsSchema,
  answers: { 200: jsonAnswer('The request', WaitlistRequestAnswerSchema) },
  errors: [400, 401, 403, 404],
};

const READ_BY_TOKEN: RouteDescription = {
  operationId: 'getWaitlistRequest',
  tags: ['Reservations'],
  summary: 'A waitlist request by its link',
  description:
    "The link in the offer's SMS or e-mail: the request, its state and its offer (the held time and until when). " +
    'The token in the path is the credential.',
  params: WaitlistTokenParamsSchema,
  answers: { 200: jsonAnswer('The request', WaitlistRequestAnswerSchema) },
  errors: [400, 404],
};

const DECLINE: RouteDescription = {
  operationId: 'declineWaitlistOffer',
  tags: ['Reservations'],
  summary: 'Decline a waitlist offer',
  description:
    'The held table goes to the next guest in line. 409 waitlist_offer_gone when nothing is held for the request ' +
    '(expired, claimed, never offered); declining twice answers the request again.',
  params: WaitlistTokenParamsSchema,
  answers: { 200: jsonAnswer('The request, declined', WaitlistRequestAnswerSchema) },
  errors: [400, 404, 409],
};

const LEAVE_BY_TOKEN: RouteDescription = {
  operationId: 'leaveWaitlistByLink',
  tags: ['Reservations'],
  summary: 'Leave the waitlist by its link',
  description:
    'As leaving with a session: a held table is let go. A request no longer open is answered as it is.',
  params: WaitlistTokenParamsSchema,
  answers: { 200: jsonAnswer('The request', WaitlistRequestAnswerSchema) },
  errors: [400, 404],
};

/** The request answered, with its site's name. */
async function answerOf(deps: AppDeps, row: WaitlistRow, token?: string): Promise<WaitlistRequestAnswer> {
  const site = await findSite(deps.db, row.site_id);
  return {
    request: toWaitlistRequest(row, { name: site?.name ?? '' }, deps.now()),
    ...(token ? { token } : {}),
  };
}

/** The routes under /sites that need a guest session. */
export function waitlistSiteRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.post('/:siteId/waitlist', describeRoute(JOIN), async (c) => {
    const site = await siteOf(deps, c.req.param());
    const caller = requireSession(await callerOf(c, deps));
    const body = parseWith(JoinWaitlistBodySchema, await readJsonBody(c));
    const row = await joinWaitlist(deps, site, guestOf(caller), body);
    return c.json(await answerOf(deps, row, row.token), 201, NO_STORE);
  });

  routes.get('/:siteId/waitlist', describeRoute(LIST), async (c) => {
    const site = await siteOf(deps, c.req.param());
    const guest = guestOf(requireSession(await callerOf(c, deps)));
    const contacts = [guest.phone, guest.email].filter((contact): contact is string => contact !== null);
    const rows = await guestWaitlist(
      deps.db,
      site.id,
      { userId: guest.userId, contacts },
      listedFrom(deps.now()),
    );
    const answer: WaitlistRequestsAnswer = {
      requests: rows.map((row) => toWaitlistRequest(row, site, deps.now())),
    };
    return c.json(answer, 200, NO_STORE);
  });

  routes.delete('/:siteId/waitlist/:requestId', describeRoute(LEAVE_BY_SESSION), async (c) => {
    const { siteId, requestId } = parseWith(WaitlistRequestParamsSchema, c.req.param());
    const guest = guestOf(requireSession(await callerOf(c, deps)));
    const row = await waitlistRequestById(deps.db, requestId);
    if (!row || row.site_id !== siteId) throw waitlistNotFound();
    if (!holdsRequest(row, guest)) throw explicitDeny();
    await leaveWaitlist(deps, row);
    return c.json(await answerOf(deps, (await waitlistRequestById(deps.db, requestId))!), 200, NO_STORE);
  });

  return routes;
}

/** The routes under /waitlist/{token}: the link's token is the credential. */
export function waitlistLinkRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.get('/:token', describeRoute(READ_BY_TOKEN), async (c) => {
    const { token } = parseWith(WaitlistTokenParamsSchema, c.req.param());
    return c.json(await answerOf(deps, await requestOfToken(deps.db, token), token), 200, NO_STORE);
  });

  routes.post('/:token/decline', describeRoute(DECLINE), async (c) => {
    const { token } = parseWith(WaitlistTokenParamsSchema, c.req.param());
    await declineOffer(deps, await requestOfToken(deps.db, token));
    return c.json(await answerOf(deps, await requestOfToken(deps.db, token)), 200, NO_STORE);
  });

  routes.post('/:token/leave', describeRoute(LEAVE_BY_TOKEN), async (c) => {
    const { token } = parseWith(WaitlistTokenParamsSchema, c.req.param());
    await leaveWaitlist(deps, await requestOfToken(deps.db, token));
    return c.json(await answerOf(deps, await requestOfToken(deps.db, token)), 200, NO_STORE);
  });

  return routes;
}
