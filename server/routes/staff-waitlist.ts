/**
 * The day's waitlist on the day sheet, under /api/staff/sites/{siteId}/waitlist (docs/waitlist.md): every request of
 * the date with its state, and a host's offer of a freed table by hand (audited).
 */
import { Hono } from 'hono';
import { SiteParamsSchema } from '../../shared/api/requests';
import {
  StaffWaitlistAnswerSchema,
  StaffWaitlistOfferAnswerSchema,
  StaffWaitlistOfferBodySchema,
  WaitlistRequestParamsSchema,
  type StaffWaitlistAnswer,
  type StaffWaitlistEntry,
} from '../../shared/api/waitlist';
import { DaySheetQuerySchema } from '../../shared/staff/requests';
import { recordAudit } from '../db/staff';
import { dayWaitlist, reservationNumbers, tableLabels, type WaitlistRow } from '../db/waitlist';
import type { Queryable } from '../db/client';
import type { AppDeps } from '../deps';
import { checkCalendarDate } from '../domain/inputs';
import { offerByHand } from '../domain/staff-waitlist-offer';
import { toWaitlistRequest } from '../domain/waitlist';
import { parseBody, parseQuery, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const GET_WAITLIST: RouteDescription = {
  operationId: 'getDayWaitlist',
  tags: ['Staff'],
  summary: "A restaurant's waitlist of a day",
  description:
    "The date's requests in order of joining, every state (waiting, offered until, claimed, expired, declined, " +
    'left, closed), with the place in line of those waiting and the held tables of an offer.',
  security: 'token',
  params: SiteParamsSchema,
  query: DaySheetQuerySchema,
  answers: { 200: jsonAnswer("The day's waitlist", StaffWaitlistAnswerSchema) },
  errors: [400, 401, 403],
};

const OFFER_BY_HAND: RouteDescription = {
  operationId: 'offerWaitlistTable',
  tags: ['Staff'],
  summary: 'Offer a freed table to a waiting guest (host)',
  description:
    "A start inside the request's window, on the tables chosen (free for the stay) or those the server assigns. " +
    'The table is held 15 minutes and the guest gets the SMS or e-mail, as when a table frees. 409 no_table when ' +
    'no table is free then, 422 waitlist_closed when the request no longer waits. Audited.',
  security: 'token',
  params: WaitlistRequestParamsSchema,
  body: { name: 'StaffWaitlistOfferBody', schema: StaffWaitlistOfferBodySchema },
  answers: { 200: jsonAnswer('The request, offered', StaffWaitlistOfferAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
};

/** The day's requests as the host reads them, with table labels and booking numbers. */
async function entriesOf(
  db: Queryable,
  rows: readonly WaitlistRow[],
  now: number,
): Promise<StaffWaitlistEntry[]> {
  const labels = await tableLabels(
    db,
    rows.flatMap((row) => row.offer_table_ids ?? []),
  );
  const numbers = await reservationNumbers(
    db,
    rows.flatMap((row) => (row.reservation_id ? [row.reservation_id] : [])),
  );
  let place = 0;
  return rows.map((row) => {
    const seen = toWaitlistRequest(row, { name: '' }, now);
    const position = seen.state === 'waiting' ? (place += 1) : null;
    return {
      id: row.id,
      position,
      from: row.window_from,
      until: row.window_until,
      party_size: row.party_size,
      name: `${row.first_name} ${row.last_name}`.trim(),
      channel: row.channel,
      contact: row.contact,
      state: seen.state,
      joined_at: seen.joined_at,
      offer: seen.offer && {
        ...seen.offer,
        tables: (row.offer_table_ids ?? []).map((id) => labels.get(id) ?? id),
      },
      reservation_number: row.reservation_id ? (numbers.get(row.reservation_id) ?? null) : null,
    };
  });
}

export function staffWaitlistRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.get(
    '/sites/:siteId/waitlist',
    describeRoute(GET_WAITLIST),
    requireStaff(deps, 'day.read'),
    async (c) => {
      const { siteId } = parseWith(SiteParamsSchema, c.req.param());
      const { date } = parseQuery(c, DaySheetQuerySchema);
      checkCalendarDate(date);
      const rows = await dayWaitlist(deps.db, siteId, date);
      const answer: StaffWaitlistAnswer = { date, entries: await entriesOf(deps.db, rows, deps.now()) };
      return c.json(answer, 200, { 'Cache-Control': 'private, no-store' });
    },
  );

  routes.post(
    '/sites/:siteId/waitlist/:requestId/offer',
    describeRoute(OFFER_BY_HAND),
    requireStaff(deps, 'waitlist.offer'),
    async (c) => {
      const { siteId, requestId } = parseWith(WaitlistRequestParamsSchema, c.req.param());
      const body = await parseBody(c, StaffWaitlistOfferBodySchema);
      const staff = c.var.caller.staff;
      const row = await offerByHand(deps, siteId, requestId, body, staff.id);
      await recordAudit(
        deps.db,
        {
          staffId: staff.id,
          siteId,
          action: 'waitlist.offer',
          subject: requestId,
          before: { state: 'waiting' },
          after: { time: body.time, tables: row.offer_table_ids },
        },
        deps.now(),
      );
      const [entry] = await entriesOf(deps.db, [row], deps.now());
      return c.json({ entry: { ...entry!, position: null } }, 200);
    },
  );

  return routes;
}
