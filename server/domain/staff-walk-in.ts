/**
 * A walk-in seated at the stand: a party at a free table today, without contact details, already arrived, and
 * audited. It seats through the same step as a guest's booking (./booking.ts seatNewReservation).
 */
import type { WalkInBody } from '../../shared/staff/requests';
import { amsterdamDate } from '../../shared/time/instant';
import { lockSiteDay } from '../db/site-day';
import type { SiteRow } from '../db/sites';
import { recordAudit, setVisit, type StaffMember } from '../db/staff';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { seatNewReservation } from './booking';

const noTable = () =>
  new ApiError({ status: 409, code: 'no_table', message: 'No table is free for this party now' });

/** Seats the walk-in and answers its reservation id; 409 no_table when no table is free for the party now. */
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
    ).catch((error: unknown) => {
      throw error instanceof ApiError ? noTable() : error;
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
        after: { time: walkIn.time, party_size: walkIn.party_size, tables },
      },
      now,
    );
    return row.id;
  });
}
