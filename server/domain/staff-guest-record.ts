/**
 * One guest across the chain: the record read from a booking, the notes and tags a restaurant keeps, and the same
 * notes beside a day's bookings. Who the guest is: shared/staff/same-guest.ts; what the caller sees of other
 * restaurants: shared/staff/guest-sharing.ts and their own roles.
 */
import { orderedTags, type GuestNotesBody, type GuestNotesOnSheet } from '../../shared/staff/guest-notes';
import { recordTotals, visitOutcome, type GuestRecord } from '../../shared/staff/guest-record';
import { DEFAULT_GUEST_SHARING, mayViewGuestData, type GuestSharing } from '../../shared/staff/guest-sharing';
import { guestIdentity, isSameGuest, type GuestIdentity } from '../../shared/staff/same-guest';
import type { Queryable } from '../db/client';
import {
  bookingsSharingKeys,
  dayGuestContacts,
  deleteGuestNotes,
  guestBookingAt,
  guestSharingOf,
  notesSharingKeys,
  saveGuestNote,
  type GuestBookingRow,
  type GuestNoteRow,
} from '../db/guest-records';
import { recordAudit, type StaffMember } from '../db/staff';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { mayStaffDo } from '../http/staff-auth';
import type { GuestKeys } from './guest-rights';

/** A walk-in without phone, e-mail or account: nobody to keep a record of. */
const noGuestRecord = () =>
  new ApiError({
    status: 404,
    code: 'no_guest_record',
    message: 'This booking has no phone number, e-mail address or account to know the guest by',
  });

/** Whether a caller at a restaurant sees what happened at another: shared by the chain, or theirs to open. */
export function viewerAt(sharing: GuestSharing, siteId: string, caller: StaffMember) {
  return (dataSiteId: string) =>
    mayViewGuestData(sharing, siteId, dataSiteId, mayStaffDo(caller, dataSiteId, 'guest.read'));
}

const sharingOf = async (db: Queryable) => (await guestSharingOf(db)) ?? DEFAULT_GUEST_SHARING;

const identityOf = (row: Parameters<typeof guestIdentity>[0]) => guestIdentity(row);
const noteIdentity = (row: GuestNoteRow): GuestIdentity => ({
  user_id: row.user_id,
  email: row.email,
  phone: row.phone_number,
});

/** The booking and the guest it names at a restaurant; 404 when not its booking, no_guest_record for a walk-in. */
async function guestOfBooking(db: Queryable, siteId: string, id: string) {
  const booking = await guestBookingAt(db, siteId, id);
  if (!booking) throw notFound('Reservation with such number could not be found');
  const guest = identityOf(booking);
  if (!guest) throw noGuestRecord();
  return { booking, guest };
}

/** The keys of a booking's guest, as their own rights take them (server/domain/guest-rights.ts). */
export async function bookingGuestKeys(db: Queryable, siteId: string, id: string): Promise<GuestKeys> {
  const { guest } = await guestOfBooking(db, siteId, id);
  return { userId: guest.user_id, email: guest.email || null, phone: guest.phone || null };
}

/** Every booking and note row of the guest, at any restaurant (before anything is hidden). */
async function wholeRecord(db: Queryable, guest: GuestIdentity) {
  const bookings = (await bookingsSharingKeys(db, guest)).filter((row) => {
    const other = identityOf(row);
    return other !== null && isSameGuest(guest, other);
  });
  const notes = (await notesSharingKeys(db, [guest])).filter((row) => isSameGuest(guest, noteIdentity(row)));
  return { bookings, notes };
}

function recordAnswer(
  booking: GuestBookingRow,
  whole: { bookings: GuestBookingRow[]; notes: GuestNoteRow[] },
  sharing: GuestSharing,
  sees: (siteId: string) => boolean,
): GuestRecord {
  const bookings = whole.bookings.filter((row) => sees(row.site_id));
  const notes = whole.notes.filter((row) => sees(row.site_id));
  const visits = bookings.map((row) => ({
    site_id: row.site_id,
    site_name: row.site_name,
    date: row.date,
    time: row.time,
    party_size: row.party_size,
    number: row.number,
    outcome: visitOutcome(row.status, row.visit),
  }));
  return {
    name: `${booking.first_name} ${booking.last_name}`.trim(),
    site_id: booking.site_id,
    visits,
    totals: recordTotals(visits),
    notes: notes.map((row) => ({
      site_id: row.site_id,
      site_name: row.site_name,
      tags: orderedTags(row.tags),
      note: row.note,
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    some_hidden: bookings.length < whole.bookings.length || notes.length < whole.notes.length,
    sharing: sharing.mode,
  };
}

/** The guest's record as a caller at a restaurant reads it from one of its bookings. */
export async function guestRecordOf(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  caller: StaffMember,
  reservationId: string,
): Promise<GuestRecord> {
  const { booking, guest } = await guestOfBooking(deps.db, siteId, reservationId);
  const sharing = await sharingOf(deps.db);
  return recordAnswer(booking, await wholeRecord(deps.db, guest), sharing, viewerAt(sharing, siteId, caller));
}

/** Sets what this restaurant keeps about the guest (both empty: nothing), audited before -> after. */
export async function saveGuestNotesAt(
  deps: Pick<AppDeps, 'db' | 'now'>,
  siteId: string,
  caller: StaffMember,
  reservationId: string,
  body: GuestNotesBody,
): Promise<GuestRecord> {
  await deps.db.transaction(async (tx) => {
    const { guest } = await guestOfBooking(tx, siteId, reservationId);
    const mine = (await wholeRecord(tx, guest)).notes.find((row) => row.site_id === siteId);
    const before = mine ? { tags: orderedTags(mine.tags), note: mine.note } : { tags: [], note: '' };
    const after = { tags: orderedTags(body.tags), note: body.note };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    if (after.tags.length === 0 && after.note === '') await deleteGuestNotes(tx, mine ? [mine.id] : []);
    else
      await saveGuestNote(
        tx,
        { id: mine?.id ?? null, site_id: siteId, guest, ...after },
        caller.id,
        deps.now(),
      );
    const entry = {
      staffId: caller.id,
      siteId,
      action: 'guest_notes',
      subject: reservationId,
      before,
      after,
    };
    await recordAudit(tx, entry, deps.now());
  });
  return guestRecordOf(deps, siteId, caller, reservationId);
}

/**
 * Forgets what every restaurant keeps about the guest (they asked to be): their notes and tags go, and the audit
 * lines of those notes keep who and when but no longer what.
 */
export async function forgetGuestNotes(
  deps: Pick<AppDeps, 'db' | 'now'>,
  siteId: string,
  caller: StaffMember,
  reservationId: string,
): Promise<GuestRecord> {
  await deps.db.transaction(async (tx) => {
    const { guest } = await guestOfBooking(tx, siteId, reservationId);
    const whole = await wholeRecord(tx, guest);
    await deleteGuestNotes(
      tx,
      whole.notes.map((row) => row.id),
    );
    await tx.query(
      `update staff_audit set before = 'null', after = 'null'
        where action = 'guest_notes' and subject = any($1::text[])`,
      [whole.bookings.map((row) => row.id)],
    );
    const entry = {
      staffId: caller.id,
      siteId,
      action: 'guest_forgotten',
      subject: reservationId,
      before: { restaurants: whole.notes.length },
      after: null,
    };
    await recordAudit(tx, entry, deps.now());
  });
  return guestRecordOf(deps, siteId, caller, reservationId);
}

/** The tags and notes beside each of a day's bookings, as the caller at that restaurant may see them. */
export async function sheetGuestNotes(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  date: string,
  caller: StaffMember,
): Promise<GuestNotesOnSheet[]> {
  const guests = (await dayGuestContacts(deps.db, siteId, date)).flatMap((row) => {
    const guest = identityOf(row);
    return guest ? [{ booking_id: row.id, guest }] : [];
  });
  const sharing = await sharingOf(deps.db);
  const sees = viewerAt(sharing, siteId, caller);
  const notes = (
    await notesSharingKeys(
      deps.db,
      guests.map((entry) => entry.guest),
    )
  ).filter((row) => sees(row.site_id));
  return guests.flatMap(({ booking_id, guest }) => {
    const own = notes.filter((row) => isSameGuest(guest, noteIdentity(row)));
    if (own.length === 0) return [];
    return [
      {
        booking_id,
        tags: orderedTags(own.flatMap((row) => row.tags)),
        notes: own.filter((row) => row.note).map((row) => ({ site_name: row.site_name, note: row.note })),
      },
    ];
  });
}
