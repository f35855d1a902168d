/** Guests and their sessions. Every function takes the database handle first. */
import { randomUUID } from 'node:crypto';
import type { Language } from '../../shared/constants';
import type { Profile } from '../../shared/api/types';
import type { Queryable } from './client';

/** A stored guest: the new guest's fields plus its id. */
export interface UserRow extends NewUser {
  id: string;
}

const USER_COLUMNS = 'u.id, u.first_name, u.last_name, u.email, u.phone_number, u.language, u.subscribed';

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

export async function findSessionUser(
  db: Queryable,
  tokenHash: string,
  now: number,
): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    [tokenHash, new Date(now)],
  );
  return result.rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from users u where u.id = $1`, [id])).rows[0];
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
     returning id, first_name, last_name, email, phone_number, language, subscribed`,
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
  const result = await db.query<UserRow>(
    `update users set ${sets} where id = $1 returning id, first_name, last_name, email, phone_number, language, subscribed`,
    [id, ...entries.map(([, value]) => value)],
  );
  return result.rows[0];
}

export async function insertSession(
  db: Queryable,
  tokenHash: string,
  userId: string,
  expiresAt: number,
  now: number,
): Promise<void> {
  await db.query(
    'insert into sessions (token_hash, user_id, expires_at, created_at) values ($1, $2, $3, $4)',
    [tokenHash, userId, new Date(expiresAt), new Date(now)],
  );
}

export async function revokeSession(db: Queryable, tokenHash: string, now: number): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    tokenHash,
    new Date(now),
  ]);
}
