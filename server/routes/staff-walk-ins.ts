/**
 * Walk-ins, under /api/staff/sites/{siteId}/walk-ins: a party seated at a free table today without contact details,
 * already arrived, and audited.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema } from '../../shared/api/requests';
import { WalkInBodySchema } from '../../shared/staff/requests';
import { amsterdamDate } from '../../shared/time/instant';
import { lockSiteDay } from '../db/site-day';
import { findSite } from '../db/sites';
import { recordAudit, setVisit, sheetBooking } from '../db/staff';
import type { AppDeps } from '../deps';
import { seatNewReservation } from '../domain/booking';
import { ApiError, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';

const StaffSiteParams = v.object({ siteId: SiteIdSchema });

export function staffWalkInRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.post('/sites/:siteId/walk-ins', requireStaff(deps, 'walk_in.create'), async (c) => {
    const { caller } = c.var;
    const { siteId } = parseWith(StaffSiteParams, c.req.param());
    const body = await parseBody(c, WalkInBodySchema);
    const site = await findSite(deps.db, siteId);
    if (!site) throw notFound('undefinedLocation');
    const now = deps.now();
    // A walk-in sits down today: the calendar date in Amsterdam now (not the guest's 'Today' button, which after
    // 23:00 already offers tomorrow).
    const date = amsterdamDate(now);
    const id = await deps.db.transaction(async (tx) => {
      await lockSiteDay(tx, siteId, date);
      const [firstName = '', ...rest] = body.name.split(' ');
      const { row, tables } = await seatNewReservation(
        tx,
        site,
        {
          user_id: null,
          date,
          time: body.time,
          party_size: body.party_size,
          first_name: firstName,
          last_name: rest.join(' '),
          email: '',
          phone_number: '',
          child_seats: 0,
          wheelchair_users: null,
          notes: '',
          flow: null,
          deal_code: null,
          language: caller.staff.language,
          channel: 'walk_in',
        },
        now,
      ).catch((error: unknown) => {
        throw error instanceof ApiError
          ? new ApiError({ status: 409, code: 'no_table', message: 'No table is free for this party now' })
          : error;
      });
      const { id } = row;
      // A walk-in is at the table already.
      await setVisit(tx, id, 'arrived', caller.staff.id, now);
      await recordAudit(
        tx,
        {
          staffId: caller.staff.id,
          siteId,
          action: 'walk_in',
          subject: id,
          before: null,
          after: { time: body.time, party_size: body.party_size, tables },
        },
        now,
      );
      return id;
    });
    return c.json({ booking: await sheetBooking(deps.db, id) }, 201);
  });

  return routes;
}
