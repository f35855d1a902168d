/**
 * The restaurant's side (issue 15), under /api/staff: staff sign in with an e-mail code, read a restaurant's day
 * sheet, set where each guest is in their visit and seat walk-ins. Every route checks the caller's role at the
 * restaurant it names (shared/staff/rules.ts), and every change is audited.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { TOKEN_LIFE_REMEMBER_MS } from '../../shared/constants';
import { dayPartTotals, quarterCovers, type DaySheet } from '../../shared/staff/day-sheet';
import {
  REPORT_MAX_DAYS,
  ReportQuerySchema,
  BlockBodySchema,
  StayBodySchema,
  DaySheetQuerySchema,
  StaffCodeCheckSchema,
  StaffCodeRequestSchema,
  VisitBodySchema,
  WalkInBodySchema,
} from '../../shared/staff/requests';
import { canSetVisitStatus, mayDo, roleAt } from '../../shared/staff/rules';
import { checkStayRules } from '../../shared/staff/stay-rules';
import { bookingsCsv, report } from '../../shared/staff/report';
import { addDays } from '../../shared/time/calendar';
import { minutesOfDay } from '../../shared/time/clock';
import { amsterdamDate } from '../../shared/time/instant';
import { SiteIdSchema } from '../../shared/api/requests';
import { referenceData } from '../db/reference';
import { findSite } from '../db/sites';
import { bookTables, cancelReservation, findReservationById, insertReservation } from '../db/reservations';
import { lockSiteDay } from '../db/site-day';
import {
  findStaffByEmail,
  findStaffMember,
  insertStaffSession,
  rangeBookings,
  recordAudit,
  revokeStaffSession,
  setVisit,
  sheetBooking,
  sheetBookings,
  type StaffMember,
} from '../db/staff';
import { assignForStay, notifyBooking } from '../domain/booking';
import { checkCalendarDate } from '../domain/inputs';
import { limitCodeSends, RESEND_AFTER_SECONDS, wrongCode } from '../domain/otp';
import { checkStaffSignInCode, startStaffChallenge } from '../domain/staff-sign-in';
import { hashToken, newReservationId, newReservationNumber, newToken } from '../domain/tokens';
import { clientIp, type AppDeps } from '../deps';
import { bearerToken } from '../http/auth';
import { ApiError, explicitDeny, notFound, unauthorized } from '../http/errors';
import { parseBody, parseQuery, parseWith } from '../http/parse';
import { requireStaffAction, staffCallerOf } from '../http/staff-auth';
import { createStaffStreams, type StaffStreams } from '../live/staff-streams';
import { deleteBlock, insertBlock, setSiteStay, siteAudit, siteBlocks, siteStay } from '../db/staff-rules';
import { staffAccountRoutes } from './staff-accounts';
import { staffEventRoutes } from './staff-events';
import { staffMoveRoutes } from './staff-moves';
import { staffSettingsRoutes } from './staff-settings';

const StaffSiteParams = v.object({ siteId: SiteIdSchema });
const StaffBookingParams = v.object({ siteId: SiteIdSchema, id: v.pipe(v.string(), v.maxLength(64)) });
const StaffBlockParams = v.object({ siteId: SiteIdSchema, id: v.pipe(v.string(), v.maxLength(20)) });

/** The restaurants a staff member works for, with their role at each (a chain admin: every restaurant). */
async function restaurantsOf(deps: AppDeps, staff: StaffMember) {
  const reference = await referenceData(deps.db);
  return reference.sites.flatMap((site) => {
    const role = roleAt(staff.grants, site.id);
    return role ? [{ site_id: site.id, site_name: site.name, role }] : [];
  });
}

const staffAnswer = async (deps: AppDeps, staff: StaffMember) => ({
  id: staff.id,
  name: staff.name,
  email: staff.email,
  language: staff.language,
  restaurants: await restaurantsOf(deps, staff),
});

/**
 * The restaurants a report covers: the one asked for (its role must allow reports), or every one the caller's roles
 * allow; and the checked range. 400 for a range that ends before it starts or is longer than a quarter.
 */
async function reportScope(c: Context, deps: AppDeps) {
  const caller = await staffCallerOf(c, deps);
  const query = parseQuery(c, ReportQuerySchema);
  checkCalendarDate(query.from);
  checkCalendarDate(query.to);
  // ISO dates compare as text.
  if (query.to < query.from || query.to > addDays(query.from, REPORT_MAX_DAYS - 1))
    throw new ApiError({
      status: 400,
      code: 'report_range_invalid',
      message: `A report covers 1 to ${REPORT_MAX_DAYS} days, ending on or after its first`,
      field: 'to',
    });
  if (query.site_id) requireStaffAction(caller, query.site_id, 'reports.read');
  const sites = (await restaurantsOf(deps, caller.staff)).filter(
    (site) => mayDo(site.role, 'reports.read') && (!query.site_id || site.site_id === query.site_id),
  );
  if (sites.length === 0) throw explicitDeny();
  return { from: query.from, to: query.to, sites };
}

/** A restaurant's booking, or 404 (a booking of another restaurant is not found here either). */
async function bookingAt(deps: AppDeps, siteId: string, id: string) {
  const found = await deps.db.query<{ site_id: string }>('select site_id from reservations where id = $1', [
    id,
  ]);
  if (found.rows[0]?.site_id !== siteId) throw notFound();
}

/** The staff routes; `streams` holds the open event streams (the process closes them on SIGTERM). */
export function staffRoutes(deps: AppDeps, streams: StaffStreams = createStaffStreams(deps)): Hono {
  const routes = new Hono();
  routes.route('/accounts', staffAccountRoutes(deps));
  routes.route('/', staffEventRoutes(deps, streams));
  routes.route('/', staffSettingsRoutes(deps));

  routes.post('/sessions', async (c) => {
    const body = await parseBody(c, StaffCodeRequestSchema);
    const now = deps.now();
    // The same limits as a guest's code, on the same buckets: one address cannot flood another with codes.
    await limitCodeSends(
      deps.db,
      {
        recipient: body.email,
        ip: clientIp(c, deps.config),
        perAddressPerHour: deps.config.codeSendsPerAddressPerHour,
      },
      now,
    );
    const staff = await findStaffByEmail(deps.db, body.email);
    const token = await deps.db.transaction((tx) =>
      startStaffChallenge(tx, deps, {
        staffId: staff?.id ?? null,
        email: body.email,
        language: staff?.language ?? body.language,
      }),
    );
    return c.json({ token, resend_after: RESEND_AFTER_SECONDS }, 201);
  });

  routes.patch('/sessions/current', async (c) => {
    const tempToken = bearerToken(c.req.header('authorization'));
    if (!tempToken) throw unauthorized();
    const body = await parseBody(c, StaffCodeCheckSchema);
    const now = deps.now();
    const signedIn = await deps.db.transaction(async (tx) => {
      const check = await checkStaffSignInCode(tx, tempToken, body.code, now);
      if (!check.ok || check.challenge.staff_id === null) return undefined;
      const token = newToken();
      await insertStaffSession(
        tx,
        hashToken(token),
        check.challenge.staff_id,
        now + TOKEN_LIFE_REMEMBER_MS,
        now,
      );
      return { token, staffId: check.challenge.staff_id };
    });
    // A wrong try is committed above (it counts), then answered.
    if (!signedIn) throw wrongCode();
    const staff = await findStaffMember(deps.db, signedIn.staffId);
    if (!staff) throw unauthorized();
    return c.json({ token: signedIn.token, staff: await staffAnswer(deps, staff) });
  });

  routes.delete('/sessions/current', async (c) => {
    const caller = await staffCallerOf(c, deps);
    await revokeStaffSession(deps.db, caller.tokenHash, deps.now());
    return c.body(null, 204);
  });

  routes.get('/me', async (c) => {
    const { staff } = await staffCallerOf(c, deps);
    return c.json({ staff: await staffAnswer(deps, staff) }, 200, { 'Cache-Control': 'private, no-store' });
  });

  routes.get('/sites/:siteId/day', async (c) => {
    const caller = await staffCallerOf(c, deps);
    const { siteId } = parseWith(StaffSiteParams, c.req.param());
    requireStaffAction(caller, siteId, 'day.read');
    const { date } = parseQuery(c, DaySheetQuerySchema);
    checkCalendarDate(date);
    const site = await findSite(deps.db, siteId);
    if (!site) throw notFound('undefinedLocation');
    const bookings = await sheetBookings(deps.db, siteId, date);
    const sheet: DaySheet = {
      site_id: siteId,
      site_name: site.name,
      date,
      bookings,
      totals: dayPartTotals(bookings),
      quarters: quarterCovers(bookings),
    };
    return c.json(sheet, 200, { 'Cache-Control': 'private, no-store' });
  });

  routes.post('/sites/:siteId/reservations/:id/visit', async (c) => {
    const caller = await staffCallerOf(c, deps);
    const { siteId, id } = parseWith(StaffBookingParams, c.req.param());
    requireStaffAction(caller, siteId, 'visit.update');
    const { visit } = await parseBody(c, VisitBodySchema);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      // The booking, locked; one of another restaurant is not found here.
      const { rows } = await tx.query<{ visit: typeof visit; status: string }>(
        'select visit, status from reservations where id = $1 and site_id = $2 for update',
        [id, siteId],
      );
      const before = rows[0];
      if (!before) throw notFound();
      if (before.status !== 'confirmed' || !canSetVisitStatus(before.visit, visit))
        throw new ApiError({
          status: 409,
          code: 'visit_move_refused',
          message: `A booking that is ${before.status === 'confirmed' ? before.visit : before.status} cannot become ${visit}`,
        });
      await setVisit(tx, id, visit, caller.staff.id, now);
      await recordAudit(
        tx,
        {
          staffId: caller.staff.id,
          siteId,
          action: 'visit',
          subject: id,
          before: before.visit,
          after: visit,
        },
        now,
      );
    });
    return c.json({ booking: await sheetBooking(deps.db, id) });
  });

  // A booking cancelled at the stand (the guest called, or the restaurant must): its tables free at once, and a guest
  // with an e-mail address hears of it in their own language. No cut-off: the restaurant may always cancel.
  routes.delete('/sites/:siteId/reservations/:id', async (c) => {
    const caller = await staffCallerOf(c, deps);
    const { siteId, id } = parseWith(StaffBookingParams, c.req.param());
    requireStaffAction(caller, siteId, 'booking.cancel');
    await bookingAt(deps, siteId, id);
    const site = await findSite(deps.db, siteId);
    if (!site) throw notFound('undefinedLocation');
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const row = await findReservationById(tx, id);
      if (!row || row.status === 'cancelled') return;
      await lockSiteDay(tx, siteId, row.date);
      await cancelReservation(tx, id, now);
      const cancelled = await findReservationById(tx, id);
      if (cancelled?.email) await notifyBooking(tx, deps, 'booking_cancelled', cancelled, site);
      await recordAudit(
        tx,
        {
          staffId: caller.staff.id,
          siteId,
          action: 'cancel',
          subject: id,
          before: 'confirmed',
          after: 'cancelled',
        },
        now,
      );
    });
    return c.json({ booking: await sheetBooking(deps.db, id) });
  });

  routes.route('/', staffMoveRoutes(deps));

  routes.post('/sites/:siteId/walk-ins', async (c) => {
    const caller = await staffCallerOf(c, deps);
    const { siteId } = parseWith(StaffSiteParams, c.req.param());
    requireStaffAction(caller, siteId, 'walk_in.create');
    const body = await parseBody(c, WalkInBodySchema);
    const site = await findSite(deps.db, siteId);
    if (!site) throw notFound('undefinedLocation');
    const now = deps.now();
    // A walk-in sits down today: the calendar date in Amsterdam now (not the guest's 'Today' button, which after
    // 23:00 already offers tomorrow).
    const date = amsterdamDate(now);
    const id = await deps.db.transaction(async (tx) => {
      await lockSiteDay(tx, siteId, date);
      const { tables, startsAt, endsAt } = await assignForStay(
        tx,
        site,
        date,
        body.time,
        body.party_size,
      ).catch((error: unknown) => {
        throw error instanceof ApiError
          ? new ApiError({ status: 409, code: 'no_table', message: 'No table is free for this party now' })
          : error;
      });
      const id = newReservationId();
      const [firstName = '', ...rest] = body.name.split(' ');
      await insertReservation(
        tx,
        {
          id,
          number: newReservationNumber(),
          site_id: siteId,
          user_id: null,
          date,
          time: body.time,
          starts_at: startsAt,
          ends_at: endsAt,
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
      );
      await bookTables(tx, id, tables, startsAt, endsAt);
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

  // The restaurant's rules a manager edits (issue 15): blocks of online booking and the stay per party size. Any
  // role there may read them; the guest widget follows a change at once (the reference data's version moves with it).
  routes.get('/sites/:siteId/rules', async (c) => {
    const caller = await staffCallerOf(c, deps);
    const { siteId } = parseWith(StaffSiteParams, c.req.param());
    requireStaffAction(caller, siteId, 'day.read');
    const [stay, blocks] = [await siteStay(deps.db, siteId), await siteBlocks(deps.db, siteId)];
    return c.json({ stay_minutes: stay, blocks }, 200, { 'Cache-Control': 'private, no-store' });
  });

  routes.post('/sites/:siteId/blocks', async (c) => {
    const caller = await staffCallerOf(c, deps);
    const { siteId } = parseWith(StaffSiteParams, c.req.param());
    requireStaffAction(caller, siteId, 'blocks.edit');
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
  });

  routes.delete('/sites/:siteId/blocks/:id', async (c) => {
    const caller = await staffCallerOf(c, deps);
    const { siteId, id } = parseWith(StaffBlockParams, c.req.param());
    requireStaffAction(caller, siteId, 'blocks.edit');
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
  });

  routes.put('/sites/:siteId/stay', async (c) => {
    const caller = await staffCallerOf(c, deps);
    const { siteId } = parseWith(StaffSiteParams, c.req.param());
    requireStaffAction(caller, siteId, 'capacity.edit');
    const { stay_minutes: rules } = await parseBody(c, StayBodySchema);
    const check = checkStayRules(rules);
    if (check !== 'ok')
      throw new ApiError({ status: 422, code: 'stay_rules_invalid', message: check, field: 'stay_minutes' });
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
  });

  routes.get('/sites/:siteId/audit', async (c) => {
    const caller = await staffCallerOf(c, deps);
    const { siteId } = parseWith(StaffSiteParams, c.req.param());
    requireStaffAction(caller, siteId, 'audit.read');
    return c.json({ entries: await siteAudit(deps.db, siteId) }, 200, {
      'Cache-Control': 'private, no-store',
    });
  });

  // The figures of a range (manager, admin): per restaurant and in total, from the bookings the sheets list.
  routes.get('/reports', async (c) => {
    const { from, to, sites } = await reportScope(c, deps);
    const bookings = await rangeBookings(
      deps.db,
      sites.map((site) => site.site_id),
      from,
      to,
    );
    return c.json(
      {
        from,
        to,
        total: report(bookings),
        sites: sites.map((site) => ({
          site_id: site.site_id,
          site_name: site.site_name,
          ...report(bookings.filter((booking) => booking.site_id === site.site_id)),
        })),
      },
      200,
      { 'Cache-Control': 'private, no-store' },
    );
  });

  // The same bookings as CSV, one row per booking as the day sheet shows it.
  routes.get('/reports/bookings.csv', async (c) => {
    const { from, to, sites } = await reportScope(c, deps);
    const names = new Map(sites.map((site) => [site.site_id, site.site_name]));
    const bookings = await rangeBookings(deps.db, [...names.keys()], from, to);
    const csv = bookingsCsv(
      bookings.map((booking) => ({
        restaurant: names.get(booking.site_id) ?? '',
        date: booking.date,
        time: booking.time,
        number: booking.number,
        first_name: booking.first_name,
        last_name: booking.last_name,
        party_size: booking.party_size,
        phone_number: booking.phone_number,
        email: booking.email,
        tables: booking.tables.join(' '),
        status: booking.status,
        visit: booking.visit,
        channel: booking.channel,
        promotion: booking.flow,
        child_seats: booking.child_seats,
        wheelchair_users: booking.wheelchair_users,
        notes: booking.notes,
      })),
    );
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="tafel-bookings-${from}-${to}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });

  return routes;
}
