/** Guests and their sessions. Every function takes the database handle first. */
import { randomUUID } from 'node:crypto';
import type { Language } from '../../shared/constants';
import type { Profile } from '../../shared/api/types';
import type { Queryable } from './client';

/** A stored guest: the new guest's fields, its id, and when each contact was proven by a code (null: not yet). */
export interface UserRow extends NewUser {
  id: string;
  email_proven_at: Date | null;
  phone_proven_at: Date | null;
}

const RETURNED =
  'id, first_name, last_name, email, phone_number, language, subscribed, email_proven_at, phone_proven_at';
const USER_COLUMNS = RETURNED.split(', ')
  .map((column) => `u.${column}`)
  .join(', ');

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? '',
    phone_number: user.phone_number ?? '',
    language: user.language,
  };
}

/** The contact a session's code proved: the phone number a code was texted to, or the e-mail address it was sent to. */
export interface ProvenContact {
  kind: 'email' | 'phone';
  value: string;
}

/** What a live session proved: its contact (one of the two; sessions from before 0006 carry both). */
export interface SessionProof {
  email: string | null;
  phone: string | null;
}

export async function findSession(
  db: Queryable,
  tokenHash: string,
  now: number,
): Promise<{ user: UserRow; proven: SessionProof } | undefined> {
  const result = await db.query<UserRow & { proven_email: string | null; proven_phone: string | null }>(
    `select ${USER_COLUMNS}, s.proven_email, s.proven_phone from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    [tokenHash, new Date(now)],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const { proven_email: email, proven_phone: phone, ...user } = row;
  return { user, proven: { email, phone } };
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from users u where u.id = $1`, [id])).rows[0];
}

/** The guest holding this phone number or e-mail address, if any. */
export async function findUserByContact(db: Queryable, contact: ProvenContact): Promise<UserRow | undefined> {
  return contact.kind === 'phone' ? findUserByPhone(db, contact.value) : findUserByEmail(db, contact.value);
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from users u where u.phone_number = $1`, [phone]))
    .rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from users u where u.email = $1`, [email])).rows[0];
}

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  language: Language;
  subscribed: boolean;
}

/** Inserts a guest; answers undefined when the phone or e-mail is taken meanwhile. */
export async function insertUser(db: Queryable, user: NewUser, now: number): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `insert into users (id, first_name, last_name, email, phone_number, language, subscribed, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing
     returning ${RETURNED}`,
    [
      randomUUID(),
      user.first_name,
      user.last_name,
      user.email,
      user.phone_number,
      user.language,
      user.subscribed,
      new Date(now),
    ],
  );
  return result.rows[0];
}

export type UserChange = Partial<
  Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'phone_number' | 'language'>
>;

export async function updateUser(
  db: Queryable,
  id: string,
  change: UserChange,
): Promise<UserRow | undefined> {
  const entries = Object.entries(change).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return findUserById(db, id);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  const result = await db.query<UserRow>(`update users set ${sets} where id = $1 returning ${RETURNED}`, [
    id,
    ...entries.map(([, value]) => value),
  ]);
  return result.rows[0];
}

export async function insertSession(
  db: Queryable,
  tokenHash: string,
  userId: string,
  proven: ProvenContact,
  expiresAt: number,
  now: number,
): Promise<void> {
  await db.query(
    `insert into sessions (token_hash, user_id, proven_email, proven_phone, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      tokenHash,
      userId,
      proven.kind === 'email' ? proven.value : null,
      proven.kind === 'phone' ? proven.value : null,
      new Date(expiresAt),
      new Date(now),
    ],
  );
}

/**
 * A session proved a new contact of its kind (a contact change by code): it stands for that one now, in place of the
 * old one; its proof of the other kind stays.
 */
export async function setSessionProof(
  db: Queryable,
  tokenHash: string,
  proven: ProvenContact,
): Promise<void> {
  const column = proven.kind === 'email' ? 'proven_email' : 'proven_phone';
  await db.query(`update sessions set ${column} = $2 where token_hash = $1`, [tokenHash, proven.value]);
}

export async function revokeSession(db: Queryable, tokenHash: string, now: number): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    tokenHash,
    new Date(now),
  ]);
}

/** Ends every other session of a guest: they relied on a contact that has just changed. */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keptTokenHash: string,
  now: number,
): Promise<void> {
  await db.query(
    'update sessions set revoked_at = $3 where user_id = $1 and token_hash <> $2 and revoked_at is null',
    [userId, keptTokenHash, new Date(now)],
  );
}

/** Ends every session of a guest: they relied on a contact the guest no longer holds. */
export async function revokeSessions(db: Queryable, userId: string, now: number): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [
    userId,
    new Date(now),
  ]);
}

/** Takes a contact off a guest (with its proof): someone else's claim or proof takes it over. */
export async function releaseContact(db: Queryable, userId: string, kind: 'email' | 'phone'): Promise<void> {
  const [column, proven] =
    kind === 'email' ? ['email', 'email_proven_at'] : ['phone_number', 'phone_proven_at'];
  await db.query(`update users set ${column} = null, ${proven} = null where id = $1`, [userId]);
}

/** Gives a guest who has no phone number (or no e-mail address) the one a claim names, not yet proven. */
export async function fillContact(db: Queryable, userId: string, contact: ProvenContact): Promise<void> {
  const column = contact.kind === 'email' ? 'email' : 'phone_number';
  await db.query(`update users set ${column} = $2 where id = $1 and ${column} is null`, [
    userId,
    contact.value,
  ]);
}

/** A contact was proven: a code sent to it was entered. */
export async function markContactProven(
  db: Queryable,
  userId: string,
  contact: 'email' | 'phone',
  now: number,
): Promise<void> {
  const column = contact === 'email' ? 'email_proven_at' : 'phone_proven_at';
  await db.query(`update users set ${column} = coalesce(${column}, $2) where id = $1`, [
    userId,
    new Date(now),
  ]);
}

/**
 * Replaces what a guest who never proved a contact typed before (a mistyped phone or e-mail corrected on the code
 * step): nobody has shown either contact to be theirs, so the newer claim stands. A contact another guest holds
 * stays theirs (the update is then skipped). Answers whether the guest was changed.
 */
export async function replaceUnprovenClaim(
  db: Queryable,
  userId: string,
  claim: Pick<NewUser, 'first_name' | 'last_name' | 'email' | 'phone_number'>,
): Promise<boolean> {
  try {
    const result = await db.query(
      `update users set first_name = $2, last_name = $3, email = $4, phone_number = $5
       where id = $1 and email_proven_at is null and phone_proven_at is null returning id`,
      [userId, claim.first_name, claim.last_name, claim.email, claim.phone_number],
    );
    return result.rows.length > 0;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

/** A phone number saved without a code (one that cannot be texted): a contact number, not proven. */
export async function setUnprovenPhone(
  db: Queryable,
  userId: string,
  phone: string,
): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `update users set phone_number = $2, phone_proven_at = null where id = $1 returning ${RETURNED}`,
    [userId, phone],
  );
  return result.rows[0];
}
