/**
 * Bookings the restaurant makes and changes itself, at the stand: one taken by phone or otherwise for any day, a
 * cancellation with its reason, and the guest's details corrected. Each owns its transaction under the day's lock,
 * as a guest's booking does (./create-booking.ts), is audited before -> after, and the guest hears of it in their own
 * language: by e-mail, and by text where texts go out (as a reminder is texted).
 */
import { childSeatsFit } from '../../shared/party-size';
import { normalisePhone } from '../../shared/people/phone';
import type { GuestDetailsBody, StandBookingBody } from '../../shared/staff/requests';
import {
  checkStandBooking,
  hasContact,
  unconfirmedOverrides,
  type NeededOverride,
  type StandOverride,
  type StandRefusal,
} from '../../shared/staff/stand-booking';
import type { Queryable } from '../db/client';
import {
  cancelReservation,
  findReservationById,
  updateReservation,
  type ReservationRow,
} from '../db/reservations';
import { lockSiteDay } from '../db/site-day';
import type { SiteRow } from '../db/sites';
import { recordAudit, type StaffMember } from '../db/staff';
import { siteBlocks } from '../db/staff-rules';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { canTextHere } from '../notify/text-reach';
import type { BookingKind } from '../notify/types';
import { bookingNotification, seatNewReservation } from './booking';
import { tooManyChairs } from './change-booking';
import { checkCalendarDate } from './inputs';

const REFUSALS: Record<StandRefusal, () => ApiError> = {
  booking_in_past: () =>
    new ApiError({
      status: 422,
      code: 'booking_in_past',
      message: 'A booking starts at a time still ahead',
      field: 'time',
    }),
  booking_closed: () =>
    new ApiError({
      status: 422,
      code: 'booking_closed',
      message: 'The restaurant is not open at that time',
      field: 'time',
    }),
};

const noTable = () =>
  new ApiError({ status: 409, code: 'no_table', message: 'No table is free for this party at that time' });

const invalidPhone = () =>
  new ApiError({ status: 422, code: 'invalid_request', message: 'invalidPhone', field: 'phone_number' });

const contactRequired = () =>
  new ApiError({
    status: 422,
    code: 'contact_required',
    message: 'A booking made ahead needs a phone number or an e-mail address to reach the guest',
    field: 'phone_number',
  });

/**
 * A phone number as a host types it: any form the guests' rule reads, and a Dutch number written with its trunk zero
 * ('020 123 4567'), which a host at a Dutch restaurant means. '' stays '' (no number given).
 * @example standPhone('020 123 4567') //=> '+31201234567'
 */
export function standPhone(raw: string): string | null {
  const typed = raw.trim();
  if (!typed) return '';
  const dutch = /^0[1-9]/.test(typed.replace(/[\s\-./()]/g, ''))
    ? normalisePhone(`+31${typed.replace(/[\s\-./()]/g, '').slice(1)}`)
    : '';
  return normalisePhone(typed) || dutch || null;
}

/**
 * The guest's contact as the stand gives it: the phone read, and high chairs that fit the party. A booking made ahead
 * needs a way to reach the guest; a walk-in, seated now, does not.
 */
function guestContact(
  body: Pick<GuestDetailsBody, 'phone_number' | 'email' | 'child_seats'>,
  { partySize, walkIn }: { partySize: number; walkIn: boolean },
) {
  const phone = standPhone(body.phone_number);
  if (phone === null) throw invalidPhone();
  if (!walkIn && !hasContact({ phone_number: phone, email: body.email })) throw contactRequired();
  if (!childSeatsFit(body.child_seats, partySize)) throw tooManyChairs();
  return { phone_number: phone, email: body.email };
}

/** Tells the guest about their booking: an e-mail when they gave an address, a text when texts can reach them. */
export async function tellGuest(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'enqueue'>,
  kind: BookingKind,
  row: ReservationRow,
  site: SiteRow,
): Promise<void> {
  const message = bookingNotification(deps, kind, row, site);
  if (row.email) await deps.enqueue(tx, message);
  const textable = canTextHere(row.phone_number, deps.config);
  if (textable) await deps.enqueue(tx, { ...message, channel: 'sms', to: row.phone_number });
}

/** The audit's view of a booking's guest details. */
const detailsOf = (row: ReservationRow) => ({
  first_name: row.first_name,
  last_name: row.last_name,
  phone_number: row.phone_number,
  email: row.email,
  language: row.language,
  notes: row.notes,
  child_seats: row.child_seats,
  wheelchair_users: row.wheelchair_users,
});

/**
 * Goes on only when the host confirmed every online-only limit the booking passes; otherwise 409 override_needed,
 * naming each one still to confirm (a new booking and a move ask the same way).
 */
export function requireConfirmed(
  needed: readonly NeededOverride[],
  confirmed: readonly StandOverride[],
): void {
  const unconfirmed = unconfirmedOverrides(needed, confirmed);
  if (unconfirmed.length > 0)
    throw new ApiError({
      status: 409,
      code: 'override_needed',
      message: `This booking passes limits guests online are held to: ${unconfirmed.map((o) => o.rule).join(', ')}`,
      facts: { overrides: unconfirmed },
    });
}

/**
 * Books at the stand and answers the reservation. Refused before any lock: a start passed or outside the opening
 * hours (422), an online-only limit the host did not confirm (409 override_needed, naming each); under the day's lock,
 * no free table is 409 no_table, never an overbooking.
 */
export async function bookAtStand(
  deps: AppDeps,
  site: SiteRow,
  staff: StaffMember,
  body: StandBookingBody,
): Promise<ReservationRow> {
  checkCalendarDate(body.date);
  const contact = guestContact(body, { partySize: body.party_size, walkIn: false });
  const blocks = await siteBlocks(deps.db, site.id);
  const check = checkStandBooking({ ...site, blocks }, body, deps.now());
  if (check.refusal) throw REFUSALS[check.refusal]();
  requireConfirmed(check.overrides, body.overrides);
  return deps.db.transaction(async (tx) => {
    await lockSiteDay(tx, site.id, body.date);
    const now = deps.now();
    const { row, tables } = await seatNewReservation(
      tx,
      site,
      {
        user_id: null,
        date: body.date,
        time: body.time,
        party_size: body.party_size,
        first_name: body.first_name,
        last_name: body.last_name,
        ...contact,
        child_seats: body.child_seats,
        wheelchair_users: body.wheelchair_users,
        notes: body.notes,
        flow: null,
        deal_code: null,
        language: body.language,
        channel: body.channel,
      },
      now,
    ).catch((error: unknown) => {
      throw error instanceof ApiError && error.code === 'conflict' ? noTable() : error;
    });
    await tellGuest(tx, deps, 'booking_confirmed', row, site);
    await recordAudit(
      tx,
      {
        staffId: staff.id,
        siteId: site.id,
        action: 'booking_added',
        subject: row.id,
        before: null,
        after: {
          date: row.date,
          time: row.time,
          party_size: row.party_size,
          channel: body.channel,
          tables,
          ...detailsOf(row),
          // Each online-only limit the host passed, with what it was then.
          overrides: check.overrides,
        },
      },
      now,
    );
    return row;
  });
}

/** A booking of this restaurant, or 404 (one of another restaurant is not found here). */
async function bookingAt(db: Queryable, siteId: string, id: string): Promise<ReservationRow> {
  const row = await findReservationById(db, id);
  if (!row || row.site_id !== siteId) throw notFound();
  return row;
}

/**
 * Cancels a booking at the stand, with the restaurant's reason: its tables free at once and the guest is told. The
 * guests' cut-off does not hold for the restaurant. A booking already cancelled is answered as it is.
 */
export async function cancelAtStand(
  deps: AppDeps,
  site: SiteRow,
  staff: StaffMember,
  id: string,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const seen = await bookingAt(tx, site.id, id);
    if (seen.status === 'cancelled') return;
    await lockSiteDay(tx, site.id, seen.date);
    // Read again under the lock: a guest may have cancelled it meanwhile.
    const current = await bookingAt(tx, site.id, id);
    if (current.status === 'cancelled') return;
    const now = deps.now();
    await cancelReservation(tx, id, now);
    await tellGuest(tx, deps, 'booking_cancelled', { ...current, status: 'cancelled' }, site);
    await recordAudit(
      tx,
      {
        staffId: staff.id,
        siteId: site.id,
        action: 'cancel',
        subject: id,
        before: {
          status: 'confirmed',
          date: current.date,
          time: current.time,
          party_size: current.party_size,
        },
        after: { status: 'cancelled', reason },
      },
      now,
    );
  });
}

/**
 * Corrects the guest's details and notes on a booking: names, phone, e-mail, language, notes, high chairs and
 * wheelchair. Audited with each changed field before and after; nothing changed writes nothing. A cancelled booking
 * may still be corrected (the record stays right), a walk-in too, which needs no contact. An anonymised booking is not
 * (409 booking_anonymised): details written into it would name again a guest who was erased (docs/privacy.md).
 */
export async function editAtStand(
  deps: AppDeps,
  site: SiteRow,
  staff: StaffMember,
  id: string,
  body: GuestDetailsBody,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const seen = await bookingAt(tx, site.id, id);
    await lockSiteDay(tx, site.id, seen.date);
    const current = await bookingAt(tx, site.id, id);
    const anonymised = await tx.query(
      'select 1 from reservations where id = $1 and anonymised_at is not null',
      [id],
    );
    if (anonymised.rows.length > 0)
      throw new ApiError({
        status: 409,
        code: 'booking_anonymised',
        message: 'This booking no longer names a guest: its details were erased and are not written again',
      });
    const contact = guestContact(body, {
      partySize: current.party_size,
      walkIn: current.channel === 'walk_in',
    });
    const wanted = { ...detailsOf(current), ...body, ...contact };
    const before = detailsOf(current);
    const changed = (Object.keys(before) as Array<keyof typeof before>).filter(
      (key) => before[key] !== wanted[key],
    );
    if (changed.length === 0) return;
    const now = deps.now();
    await updateReservation(tx, id, Object.fromEntries(changed.map((key) => [key, wanted[key]])), now);
    await recordAudit(
      tx,
      {
        staffId: staff.id,
        siteId: site.id,
        action: 'booking_edited',
        subject: id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, wanted[key]])),
      },
      now,
    );
  });
}
