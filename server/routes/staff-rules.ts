/**
 * The restaurant's rules a manager edits, under /api/staff/sites/{siteId}: blocks of online booking, the stay per
 * party size, and the audit trail of every change. Any role there may read the rules; the guest widget follows a
 * change at once (the reference data's version moves with it).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema, SiteParamsSchema } from '../../shared/api/requests';
import { BlockBodySchema, StayBodySchema } from '../../shared/staff/requests';
import { checkStayRules } from '../../shared/staff/stay-rules';
import { minutesOfDay } from '../../shared/time/clock';
import { recordAudit, sheetBookings } from '../db/staff';
import { deleteBlock, insertBlock, setSiteStay, siteAudit, siteBlocks, siteStay } from '../db/staff-rules';
import type { AppDeps } from '../deps';
import { checkCalendarDate } from '../domain/inputs';
import { ApiError, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import {
  AuditSchema,
  BlockAddedSchema,
  SiteRulesSchema,
  StaySavedSchema,
} from '../../shared/api/staff-answers';
import { describeRoute, emptyAnswer, jsonAnswer, type RouteDescription } from '../openapi-describe';

const StaffBlockParams = v.object({ siteId: SiteIdSchema, id: v.pipe(v.string(), v.maxLength(20)) });

const GET_SITE_RULES: RouteDescription = {
  operationId: 'getSiteRules',
  tags: ['Staff'],
  summary: "A restaurant's blocks and stay per party size",
  description: 'Any role at the restaurant may read them; a manager changes them.',
  security: 'token',
  params: SiteParamsSchema,
  answers: { 200: jsonAnswer('The stay per party size and the blocks', SiteRulesSchema) },
  errors: [401, 403],
};

const ADD_BLOCK: RouteDescription = {
  operationId: 'addBlock',
  tags: ['Staff'],
  summary: 'Suspend online booking on a date (manager)',
  description:
    'From a time to a time, [from, to): one slot, a range, or the whole day (00:00 to 23:59). The widget ' +
    'stops offering those times at once; bookings already made are kept and answered as `conflicts`. ' +
    '422 block_range_invalid when it does not end after it starts.',
  security: 'token',
  params: SiteParamsSchema,
  body: { name: 'BlockBody', schema: BlockBodySchema },
  answers: { 201: jsonAnswer('The block and the bookings inside it', BlockAddedSchema) },
  errors: [400, 401, 403, 413, 415, 422],
};

const REMOVE_BLOCK: RouteDescription = {
  operationId: 'removeBlock',
  tags: ['Staff'],
  summary: 'Lift a block (manager)',
  description: 'The times are offered online again at once.',
  security: 'token',
  params: StaffBlockParams,
  paramDescriptions: { id: "The block's id" },
  answers: { 204: emptyAnswer('Lifted') },
  errors: [401, 403, 404],
};

const SET_STAY: RouteDescription = {
  operationId: 'setStay',
  tags: ['Staff'],
  summary: 'Set the stay per party size (manager)',
  description:
    'Rows by growing party size, the last (up_to null) for every larger group, each 30 to 360 minutes in ' +
    'quarter hours (shared/staff/stay-rules.ts); 422 stay_rules_invalid otherwise. New bookings and the ' +
    "widget's times follow at once; bookings already made keep their end.",
  security: 'token',
  params: SiteParamsSchema,
  body: { name: 'StayBody', schema: StayBodySchema },
  answers: { 200: jsonAnswer('The stay rules as stored', StaySavedSchema) },
  errors: [400, 401, 403, 413, 415, 422],
};

const GET_AUDIT: RouteDescription = {
  operationId: 'getAudit',
  tags: ['Staff'],
  summary: "A restaurant's audit trail (manager)",
  description: 'The latest 100 changes by its staff, newest first: who, when, what, before and after.',
  security: 'token',
  params: SiteParamsSchema,
  answers: { 200: jsonAnswer('The latest changes', AuditSchema) },
  errors: [401, 403],
};

export function staffRuleRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.get(
    '/sites/:siteId/rules',
    describeRoute(GET_SITE_RULES),
    requireStaff(deps, 'day.read'),
    async (c) => {
      const { siteId } = parseWith(SiteParamsSchema, c.req.param());
      const [stay, blocks] = [await siteStay(deps.db, siteId), await siteBlocks(deps.db, siteId)];
      return c.json({ stay_minutes: stay, blocks }, 200, { 'Cache-Control': 'private, no-store' });
    },
  );

  routes.post(
    '/sites/:siteId/blocks',
    describeRoute(ADD_BLOCK),
    requireStaff(deps, 'blocks.edit'),
    async (c) => {
      const { caller } = c.var;
      const { siteId } = parseWith(SiteParamsSchema, c.req.param());
      const body = await parseBody(c, BlockBodySchema);
      checkCalendarDate(body.date);
      const from = minutesOfDay(body.from_time);
      const to = minutesOfDay(body.to_time);
      if (to <= from)
        throw new ApiError({
          status: 422,
          code: 'block_range_invalid',
          message: 'A block ends after it starts',
          field: 'to_time',
        });
      const now = deps.now();
      const block = await deps.db.transaction(async (tx) => {
        const added = await insertBlock(tx, siteId, body);
        await recordAudit(
          tx,
          {
            staffId: caller.staff.id,
            siteId,
            action: 'block_added',
            subject: added.id,
            before: null,
            after: added,
          },
          now,
        );
        return added;
      });
      // Bookings already made inside the block are kept: the manager sees them to call the guests if need be.
      const conflicts = (await sheetBookings(deps.db, siteId, body.date)).filter((booking) => {
        const at = minutesOfDay(booking.time);
        return booking.status === 'confirmed' && at >= from && at < to;
      });
      return c.json({ block, conflicts }, 201);
    },
  );

  routes.delete(
    '/sites/:siteId/blocks/:id',
    describeRoute(REMOVE_BLOCK),
    requireStaff(deps, 'blocks.edit'),
    async (c) => {
      const { caller } = c.var;
      const { siteId, id } = parseWith(StaffBlockParams, c.req.param());
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const removed = await deleteBlock(tx, siteId, id);
        if (!removed) throw notFound();
        await recordAudit(
          tx,
          {
            staffId: caller.staff.id,
            siteId,
            action: 'block_removed',
            subject: id,
            before: removed,
            after: null,
          },
          now,
        );
      });
      return c.body(null, 204);
    },
  );

  routes.put(
    '/sites/:siteId/stay',
    describeRoute(SET_STAY),
    requireStaff(deps, 'capacity.edit'),
    async (c) => {
      const { caller } = c.var;
      const { siteId } = parseWith(SiteParamsSchema, c.req.param());
      const { stay_minutes: rules } = await parseBody(c, StayBodySchema);
      const check = checkStayRules(rules);
      if (check !== 'ok')
        throw new ApiError({
          status: 422,
          code: 'stay_rules_invalid',
          message: check,
          field: 'stay_minutes',
        });
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const before = await siteStay(tx, siteId);
        await setSiteStay(tx, siteId, rules);
        await recordAudit(
          tx,
          { staffId: caller.staff.id, siteId, action: 'stay_changed', subject: siteId, before, after: rules },
          now,
        );
      });
      return c.json({ stay_minutes: rules });
    },
  );

  routes.get(
    '/sites/:siteId/audit',
    describeRoute(GET_AUDIT),
    requireStaff(deps, 'audit.read'),
    async (c) => {
      const { siteId } = parseWith(SiteParamsSchema, c.req.param());
      return c.json({ entries: await siteAudit(deps.db, siteId) }, 200, {
        'Cache-Control': 'private, no-store',
      });
    },
  );

  return routes;
}
