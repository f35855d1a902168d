/**
 * One guest across the chain, under /api/staff: the record read from a booking, the notes and tags this restaurant
 * keeps, forgetting them at the guest's request, and the chain's setting of which restaurants see each other's
 * records (domain/staff-guest-record.ts decides; these parse, guard and answer).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ErasureAnswerSchema,
  ErasureBodySchema,
  ErasurePlanAnswerSchema,
  GuestDataAnswerSchema,
  type ErasureAnswer,
  type ErasurePlanAnswer,
} from '../../shared/api/guest-rights';
import { SiteIdSchema } from '../../shared/api/requests';
import { GuestNotesBodySchema } from '../../shared/staff/guest-notes';
import { GuestRecordSchema } from '../../shared/staff/guest-record';
import {
  DEFAULT_GUEST_SHARING,
  GUEST_SHARING_MODES,
  GuestSharingBodySchema,
  guestSharingProblem,
  type GuestSharing,
} from '../../shared/staff/guest-sharing';
import { mayDo } from '../../shared/staff/rules';
import { guestSharingOf, saveGuestSharing } from '../db/guest-records';
import { referenceData } from '../db/reference';
import type { Transaction } from '../db/client';
import { recordAudit } from '../db/staff';
import type { AppDeps } from '../deps';
import { eraseGuest, erasurePlan, guestData } from '../domain/guest-rights';
import {
  bookingGuestKeys,
  forgetGuestNotes,
  guestRecordOf,
  saveGuestNotesAt,
} from '../domain/staff-guest-record';
import { ApiError, explicitDeny } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv, type StaffCaller } from '../http/staff-auth';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const RecordParams = v.object({ siteId: SiteIdSchema, id: v.pipe(v.string(), v.maxLength(64)) });
const BOOKING_ID = { id: "The id of a booking of the guest's at this restaurant" };
const NO_STORE = { 'Cache-Control': 'private, no-store' };
const RecordAnswerSchema = v.object({ record: GuestRecordSchema });

const SharingAnswerSchema = v.object({
  sharing: v.object({ mode: v.picklist(GUEST_SHARING_MODES), site_ids: v.array(v.string()) }),
  restaurants: v.array(v.object({ site_id: v.string(), site_name: v.string() })),
});

const RECORD_WHO =
  'The same guest is the booking’s guest account when it has one, else the same proven e-mail address or the same ' +
  'phone number (shared/staff/same-guest.ts); a walk-in without contact has none (404 no_guest_record). ';
const RECORD_SEES =
  'Bookings and notes of other restaurants appear as the chain shares them (GET /staff/chain/guest-sharing) or ' +
  'where the caller works themselves; `some_hidden` says that some were left out.';

const GET_RECORD: RouteDescription = {
  operationId: 'getGuestRecord',
  tags: ['Staff'],
  summary: "A booking's guest across the chain",
  description:
    'Their bookings at the restaurants of the chain (visits, no-shows, cancellations, bookings to come) with dates ' +
    'and restaurants, the totals, and the tags and note each restaurant keeps. ' +
    RECORD_WHO +
    RECORD_SEES,
  security: 'token',
  params: RecordParams,
  paramDescriptions: BOOKING_ID,
  answers: { 200: jsonAnswer("The guest's record", RecordAnswerSchema) },
  errors: [400, 401, 403, 404],
};

const PUT_NOTES: RouteDescription = {
  operationId: 'saveGuestNotes',
  tags: ['Staff'],
  summary: 'Set the tags and note this restaurant keeps about a guest',
  description:
    'Tags from the fixed list (shared/staff/guest-notes.ts) and a short note, shown beside the guest’s bookings on ' +
    'the day sheet, at other restaurants as the chain shares. Both empty removes them. Audited before -> after. ' +
    RECORD_WHO,
  security: 'token',
  params: RecordParams,
  paramDescriptions: BOOKING_ID,
  body: { name: 'GuestNotesBody', schema: GuestNotesBodySchema },
  answers: { 200: jsonAnswer("The guest's record as it now is", RecordAnswerSchema) },
  errors: [400, 401, 403, 404, 413, 415],
};

const FORGET_NOTES: RouteDescription = {
  operationId: 'forgetGuestNotes',
  tags: ['Staff'],
  summary: 'Forget what every restaurant keeps about a guest (manager)',
  description:
    'When the guest asks to be forgotten: the tags and notes of every restaurant of the chain go, and their audit ' +
    'lines keep who and when but no longer what. The bookings themselves stay. Audited.',
  security: 'token',
  params: RecordParams,
  paramDescriptions: BOOKING_ID,
  answers: { 200: jsonAnswer("The guest's record as it now is", RecordAnswerSchema) },
  errors: [400, 401, 403, 404],
};

const GET_GUEST_DATA: RouteDescription = {
  operationId: 'getGuestData',
  tags: ['Staff'],
  summary: "A copy of a booking's guest's data, at their request (chain admin)",
  description:
    'What the guest would download themselves (GET /users/me/data): profile, consents and every booking they hold ' +
    'across the chain. ' +
    RECORD_WHO,
  security: 'token',
  params: RecordParams,
  paramDescriptions: BOOKING_ID,
  answers: {
    200: jsonAnswer("The guest's data (format tafel-guest-data, version 1)", GuestDataAnswerSchema),
  },
  errors: [400, 401, 403, 404],
};

const GET_GUEST_ERASURE: RouteDescription = {
  operationId: 'getGuestErasurePlan',
  tags: ['Staff'],
  summary: "What erasing a booking's guest would cancel (chain admin)",
  description: 'The bookings still to come that erasure cancels first, with their restaurants. ' + RECORD_WHO,
  security: 'token',
  params: RecordParams,
  paramDescriptions: BOOKING_ID,
  answers: { 200: jsonAnswer('The bookings to cancel', ErasurePlanAnswerSchema) },
  errors: [400, 401, 403, 404],
};

const ERASE_GUEST: RouteDescription = {
  operationId: 'eraseGuest',
  tags: ['Staff'],
  summary: "Erase a booking's guest, at their request (chain admin)",
  description:
    'As the guest would themselves (POST /users/me/erasure), also for a booking too close to cancel online: the ' +
    'bookings to come are cancelled, the personal data is erased, the bookings stay as anonymous rows. `cancel` must ' +
    'list the bookings GET …/erasure named (409 erasure_plan_changed). Audited: who, when and how many rows, never ' +
    'what. ' +
    RECORD_WHO,
  security: 'token',
  params: RecordParams,
  paramDescriptions: BOOKING_ID,
  body: { name: 'ErasureBody', schema: ErasureBodySchema },
  answers: { 200: jsonAnswer('What was done, in counts', ErasureAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415],
};

const GET_SHARING: RouteDescription = {
  operationId: 'getGuestSharing',
  tags: ['Staff'],
  summary: 'Which restaurants see each other’s guest records (chain admin)',
  description:
    '`all` (the default): every restaurant of the chain; `own`: only the restaurant where it happened; `chosen`: ' +
    'the restaurants in `site_ids` share among themselves, the others see only their own. With the restaurants.',
  security: 'token',
  answers: { 200: jsonAnswer('The setting and the restaurants', SharingAnswerSchema) },
  errors: [401, 403],
};

const PUT_SHARING: RouteDescription = {
  operationId: 'setGuestSharing',
  tags: ['Staff'],
  summary: 'Set which restaurants see each other’s guest records (chain admin)',
  description:
    '`chosen` needs two restaurants or more (422 guest_sharing_too_few), each one of the chain (422 ' +
    'guest_sharing_unknown_site). Applies at the next read. Audited before -> after.',
  security: 'token',
  body: { name: 'GuestSharingBody', schema: GuestSharingBodySchema },
  answers: { 200: jsonAnswer('The setting as stored, and the restaurants', SharingAnswerSchema) },
  errors: [400, 401, 403, 413, 415, 422],
};

/** The chain's setting is the chain admin's: a role with no restaurant that may set it; else 403. */
function requireChainAdmin(caller: StaffCaller): void {
  if (!caller.staff.grants.some((grant) => grant.site_id === null && mayDo(grant.role, 'guest.sharing')))
    throw explicitDeny();
}

const sharingRefusal = (code: string, message: string) =>
  new ApiError({ status: 422, code, message, field: 'site_ids' });

export function staffGuestRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();
  const record = '/sites/:siteId/reservations/:id/guest-record';

  routes.get(record, describeRoute(GET_RECORD), requireStaff(deps, 'guest.read'), async (c) => {
    const { siteId, id } = parseWith(RecordParams, c.req.param());
    return c.json({ record: await guestRecordOf(deps, siteId, c.var.caller.staff, id) }, 200, NO_STORE);
  });

  routes.put(`${record}/notes`, describeRoute(PUT_NOTES), requireStaff(deps, 'guest.notes'), async (c) => {
    const { siteId, id } = parseWith(RecordParams, c.req.param());
    const body = await parseBody(c, GuestNotesBodySchema);
    return c.json(
      { record: await saveGuestNotesAt(deps, siteId, c.var.caller.staff, id, body) },
      200,
      NO_STORE,
    );
  });

  routes.delete(
    `${record}/notes`,
    describeRoute(FORGET_NOTES),
    requireStaff(deps, 'guest.forget'),
    async (c) => {
      const { siteId, id } = parseWith(RecordParams, c.req.param());
      return c.json({ record: await forgetGuestNotes(deps, siteId, c.var.caller.staff, id) }, 200, NO_STORE);
    },
  );

  routes.get(
    `${record}/data`,
    describeRoute(GET_GUEST_DATA),
    requireStaff(deps, 'guest.erase'),
    async (c) => {
      const { siteId, id } = parseWith(RecordParams, c.req.param());
      const guest = await bookingGuestKeys(deps.db, siteId, id);
      return c.json(await guestData(deps.db, guest, deps.now()), 200, {
        ...NO_STORE,
        'Content-Disposition': 'attachment; filename="tafel-guest-data.json"',
      });
    },
  );

  routes.get(
    `${record}/erasure`,
    describeRoute(GET_GUEST_ERASURE),
    requireStaff(deps, 'guest.erase'),
    async (c) => {
      const { siteId, id } = parseWith(RecordParams, c.req.param());
      const guest = await bookingGuestKeys(deps.db, siteId, id);
      const cancels = await erasurePlan(deps.db, guest, deps.now());
      return c.json({ cancels } satisfies ErasurePlanAnswer, 200, NO_STORE);
    },
  );

  routes.post(
    `${record}/erasure`,
    describeRoute(ERASE_GUEST),
    requireStaff(deps, 'guest.erase'),
    async (c) => {
      const { siteId, id } = parseWith(RecordParams, c.req.param());
      const body = await parseBody(c, ErasureBodySchema);
      const guest = await bookingGuestKeys(deps.db, siteId, id);
      // Who erased, when and how many rows; never what or whose (the booking's id is anonymous by now).
      const record = (tx: Transaction, counts: ErasureAnswer['erased']) =>
        recordAudit(
          tx,
          {
            staffId: c.var.caller.staff.id,
            siteId,
            action: 'guest_erased',
            subject: id,
            before: null,
            after: counts,
          },
          deps.now(),
        );
      const erased = await eraseGuest(deps, guest, { expected: body.cancel, byStaff: true, record });
      return c.json({ erased } satisfies ErasureAnswer, 200, NO_STORE);
    },
  );

  const sharingAnswer = async (sharing: GuestSharing) => ({
    sharing,
    restaurants: (await referenceData(deps.db)).sites.map((site) => ({
      site_id: site.id,
      site_name: site.name,
    })),
  });

  routes.get('/chain/guest-sharing', describeRoute(GET_SHARING), requireStaff(deps), async (c) => {
    requireChainAdmin(c.var.caller);
    const sharing = (await guestSharingOf(deps.db)) ?? DEFAULT_GUEST_SHARING;
    return c.json(await sharingAnswer(sharing), 200, NO_STORE);
  });

  routes.put('/chain/guest-sharing', describeRoute(PUT_SHARING), requireStaff(deps), async (c) => {
    requireChainAdmin(c.var.caller);
    const body = await parseBody(c, GuestSharingBodySchema);
    const after: GuestSharing = {
      mode: body.mode,
      site_ids: body.mode === 'chosen' ? [...new Set(body.site_ids)].sort() : [],
    };
    if (guestSharingProblem(after))
      throw sharingRefusal('guest_sharing_too_few', 'Choose at least two restaurants to share between');
    const known = new Set((await referenceData(deps.db)).sites.map((site) => site.id));
    if (after.site_ids.some((id) => !known.has(id)))
      throw sharingRefusal('guest_sharing_unknown_site', 'A chosen restaurant is not one of the chain');
    await deps.db.transaction(async (tx) => {
      const before = (await guestSharingOf(tx)) ?? DEFAULT_GUEST_SHARING;
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      await saveGuestSharing(tx, after, c.var.caller.staff.id, deps.now());
      const entry = {
        staffId: c.var.caller.staff.id,
        siteId: null,
        action: 'guest_sharing',
        subject: 'chain',
        before,
        after,
      };
      await recordAudit(tx, entry, deps.now());
    });
    return c.json(await sharingAnswer(after), 200, NO_STORE);
  });

  return routes;
}
