/**
 * A walk-in seated at the stand: a party at a free table today (or at the tables the host chose), without contact details, already arrived, and
 * audited. It seats through the same step as a guest's booking (./booking.ts seatNewReservation). Outside the opening
 * hours only with the host's reason, when the restaurant holds walk-ins to them (shared/staff/clock-rules.ts).
 */
import { walkInNeedsReason } from '../../shared/staff/clock-rules';
import type { WalkInBody } from '../../shared/staff/requests';
import { amsterdamDate } from '../../shared/time/instant';
import { lockSiteDay } from '../db/site-day';
import type { SiteRow } from '../db/sites';
import { recordAudit, setVisit, type StaffMember } from '../db/staff';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { seatNewReservation } from './booking';
import { checkChosenTables } from './staff-table-choice';

const noTable = () =>
  new ApiError({ status: 409, code: 'no_table', message: 'No table is free for this party now' });

const outsideHours = (time: string) =>
  new ApiError({
    status: 422,
    code: 'walk_in_outside_hours',
    message: `${time} is outside the opening hours: give a reason to write this walk-in down`,
    field: 'outside_hours_reason',
  });

/**
 * Seats the walk-in and answers its reservation id; 422 walk_in_outside_hours when its time is outside the opening
 * hours without a reason, 409 no_table when no table is free for the party now.
 */
export async function seatWalkIn(
  deps: Pick<AppDeps, 'db' | 'now'>,
  site: SiteRow,
  staff: StaffMember,
  walkIn: WalkInBody,
): Promise<string> {
  const now = deps.now();
  // A walk-in sits down today: the calendar date in Amsterdam now (not the guest's 'Today' button, which after
  // 23:00 already offers tomorrow).
  const date = amsterdamDate(now);
  // An override of the hours is one only outside them: a reason given inside them is not kept.
  const overridden = walkInNeedsReason(site.opening_hours, date, walkIn.time, site);
  const reason = overridden ? walkIn.outside_hours_reason : '';
  if (overridden && !reason) throw outsideHours(walkIn.time);
  const chosen = walkIn.table_ids;
  return deps.db.transaction(async (tx) => {
    await lockSiteDay(tx, site.id, date);
    const { row, tables } = await seatNewReservation(
      tx,
      site,
      {
        user_id: null,
        date,
        time: walkIn.time,
        party_size: walkIn.party_size,
        // The name as the party gave it, whole ('Mr Visser', 'Familie de Vries'): never split into a first name 'Mr'.
        first_name: '',
        last_name: walkIn.name,
        email: '',
        phone_number: '',
        child_seats: 0,
        wheelchair_users: null,
        notes: '',
        flow: null,
        deal_code: null,
        language: staff.language,
        channel: 'walk_in',
      },
      now,
      undefined,
      chosen &&
        (async ({ startsAt, endsAt }) => {
          const tables = await checkChosenTables(tx, chosen, {
            siteId: site.id,
            date,
            partySize: walkIn.party_size,
            fromMs: startsAt,
            toMs: endsAt,
            reservationId: '',
          });
          return tables.map((table) => table.id);
        }),
    ).catch((error: unknown) => {
      // The host's own choice keeps its refusal, which names the table and the booking it hits.
      throw error instanceof ApiError && !chosen ? noTable() : error;
    });
    // A walk-in is at the table already.
    await setVisit(tx, row.id, 'arrived', staff.id, now);
    await recordAudit(
      tx,
      {
        staffId: staff.id,
        siteId: site.id,
        action: 'walk_in',
        subject: row.id,
        before: null,
        after: {
          time: walkIn.time,
          party_size: walkIn.party_size,
          tables,
          // The override is named in the trail: who seated a party outside the hours, and why.
          ...(reason ? { outside_hours_reason: reason } : {}),
        },
      },
      now,
    );
    return row.id;
  });
}
