/**
 * A guest's bookings across the chain and what restaurants keep about them (migration 0070). The queries find every
 * booking or note that shares a key with the guest; shared/staff/same-guest.ts decides which of those are the guest.
 */
import type { GuestSharing, GuestSharingMode } from '../../shared/staff/guest-sharing';
import type { GuestContact, GuestIdentity } from '../../shared/staff/same-guest';
import type { VisitStatus } from '../../shared/staff/rules';
import type { Queryable } from './client';

/** Whether a guest proved the row's e-mail with a code: only then is it a key of the guest. */
const EMAIL_VERIFIED = (alias: string) =>
  `(${alias}.email <> '' and exists (select 1 from users pu where pu.email = ${alias}.email
     and pu.email_proven_at is not null)) as email_verified`;

/** A booking as the guest record reads it: its restaurant, day, outcome and the contact it names its guest by. */
export interface GuestBookingRow extends GuestContact {
  id: string;
  number: string;
  site_id: string;
  site_name: string;
  date: string;
  time: string;
  party_size: number;
  first_name: string;
  last_name: string;
  status: 'confirmed' | 'cancelled';
  visit: VisitStatus;
}

const BOOKING_COLUMNS = `r.id, r.number, r.site_id, s.name as site_name, to_char(r.date, 'YYYY-MM-DD') as date, r.time,
  r.party_size, r.first_name, r.last_name, r.status, r.visit, r.user_id, r.email, r.phone_number, ${EMAIL_VERIFIED('r')}`;

/** One booking of a restaurant with the contact it names its guest by; undefined when not that restaurant's. */
export async function guestBookingAt(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<GuestBookingRow | undefined> {
  const { rows } = await db.query<GuestBookingRow>(
    `select ${BOOKING_COLUMNS} from reservations r join sites s on s.id = r.site_id
      where r.id = $1 and r.site_id = $2`,
    [id, siteId],
  );
  return rows[0];
}

/** Every booking at any restaurant sharing a key with the guest, latest first (the same-guest rule still decides). */
export async function bookingsSharingKeys(db: Queryable, guest: GuestIdentity): Promise<GuestBookingRow[]> {
  const { rows } = await db.query<GuestBookingRow>(
    `select ${BOOKING_COLUMNS} from reservations r join sites s on s.id = r.site_id
      where r.user_id = $1 or ($2 <> '' and r.email = $2) or ($3 <> '' and r.phone_number = $3)
      order by r.starts_at desc, s.name, r.number`,
    [guest.user_id, guest.email, guest.phone],
  );
  return rows;
}

/** The contacts of one day's bookings at a restaurant, for the tags and notes the sheet shows beside them. */
export async function dayGuestContacts(
  db: Queryable,
  siteId: string,
  date: string,
): Promise<Array<GuestContact & { id: string }>> {
  const { rows } = await db.query<GuestContact & { id: string }>(
    `select r.id, r.user_id, r.email, r.phone_number, ${EMAIL_VERIFIED('r')}
       from reservations r where r.site_id = $1 and r.date = $2`,
    [siteId, date],
  );
  return rows;
}

/** What one restaurant keeps about a guest, as stored. */
export interface GuestNoteRow {
  id: string;
  site_id: string;
  site_name: string;
  user_id: string | null;
  email: string;
  phone_number: string;
  tags: string[];
  note: string;
  updated_at: Date;
}

/** Every restaurant's notes sharing a key with any of the guests (the same-guest rule still decides). */
export async function notesSharingKeys(
  db: Queryable,
  guests: readonly GuestIdentity[],
): Promise<GuestNoteRow[]> {
  if (guests.length === 0) return [];
  const keys = (pick: (guest: GuestIdentity) => string | null) => [
    ...new Set(guests.map(pick).filter((key): key is string => !!key)),
  ];
  const { rows } = await db.query<GuestNoteRow>(
    `select n.id::text, n.site_id, s.name as site_name, n.user_id, n.email, n.phone_number, n.tags, n.note, n.updated_at
       from guest_notes n join sites s on s.id = n.site_id
      where n.user_id = any($1::uuid[]) or n.email = any($2::text[]) or n.phone_number = any($3::text[])
      order by n.updated_at desc, n.id`,
    [keys((guest) => guest.user_id), keys((guest) => guest.email), keys((guest) => guest.phone)],
  );
  return rows;
}

/** A note row to write: the guest's keys, widened with any the row already had. */
export async function saveGuestNote(
  tx: Queryable,
  note: { id: string | null; site_id: string; guest: GuestIdentity; tags: string[]; note: string },
  staffId: string,
  now: number,
): Promise<void> {
  if (note.id === null) {
    await tx.query(
      `insert into guest_notes (site_id, user_id, email, phone_number, tags, note, updated_at, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        note.site_id,
        note.guest.user_id,
        note.guest.email,
        note.guest.phone,
        note.tags,
        note.note,
        new Date(now),
        staffId,
      ],
    );
    return;
  }
  await tx.query(
    `update guest_notes set user_id = coalesce(user_id, $2), email = case when email = '' then $3 else email end,
       phone_number = case when phone_number = '' then $4 else phone_number end, tags = $5, note = $6,
       updated_at = $7, updated_by = $8
     where id = $1`,
    [
      note.id,
      note.guest.user_id,
      note.guest.email,
      note.guest.phone,
      note.tags,
      note.note,
      new Date(now),
      staffId,
    ],
  );
}

/** Removes note rows (a note emptied, or a guest forgotten). */
export async function deleteGuestNotes(tx: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length) await tx.query('delete from guest_notes where id = any($1::bigint[])', [ids]);
}

/** The chain's sharing of guest records; until the chain admin sets it, every restaurant's (DEFAULT_GUEST_SHARING). */
export async function guestSharingOf(db: Queryable): Promise<GuestSharing | undefined> {
  const { rows } = await db.query<{ mode: GuestSharingMode; site_ids: string[] }>(
    'select mode, site_ids from guest_sharing where chain',
  );
  return rows[0] && { mode: rows[0].mode, site_ids: rows[0].site_ids };
}

export async function saveGuestSharing(
  tx: Queryable,
  sharing: GuestSharing,
  staffId: string,
  now: number,
): Promise<void> {
  await tx.query(
    `insert into guest_sharing (chain, mode, site_ids, updated_at, updated_by) values (true, $1, $2, $3, $4)
     on conflict (chain) do update set mode = $1, site_ids = $2, updated_at = $3, updated_by = $4`,
    [sharing.mode, sharing.site_ids, new Date(now), staffId],
  );
}
