/**
 * Consent to offers and news as a record (migration 0079, docs/privacy.md): users.subscribed is the current answer,
 * and each change of it writes a line with its time, source and the words the guest was shown.
 */
import { CONSENT_TOPIC, type ConsentSource } from '../../shared/people/consent';
import type { Language } from '../../shared/constants';
import type { Queryable } from './client';

export interface ConsentChange {
  userId: string;
  given: boolean;
  /** The words the guest read when they gave or withdrew it, in `language`. */
  words: string;
  language: Language;
  source: ConsentSource;
}

/** One line of the record, as the guest's data export shows it. */
export interface ConsentRecord {
  topic: string;
  given: boolean;
  words: string;
  language: Language;
  source: ConsentSource;
  created_at: Date;
}

/**
 * Sets the guest's answer and records it, when it changes; answers whether it did. Run it in a transaction: the
 * update takes the guest's row, so of two changes at once the second finds the answer already given and writes
 * nothing.
 */
export async function recordConsent(db: Queryable, change: ConsentChange, now: number): Promise<boolean> {
  const changed = await db.query(
    'update users set subscribed = $2 where id = $1 and subscribed is distinct from $2 returning id',
    [change.userId, change.given],
  );
  if (changed.rows.length === 0) return false;
  await db.query(
    `insert into consents (user_id, topic, given, words, language, source, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [change.userId, CONSENT_TOPIC, change.given, change.words, change.language, change.source, new Date(now)],
  );
  return true;
}

/** The guest's record, oldest first. */
export async function consentsOf(db: Queryable, userId: string): Promise<ConsentRecord[]> {
  const { rows } = await db.query<ConsentRecord>(
    `select topic, given, words, language, source, created_at from consents where user_id = $1
      order by created_at, id`,
    [userId],
  );
  return rows;
}

/** The guest a message goes to by e-mail, when they said yes to offers and news. */
export async function subscribedGuestOf(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1 and subscribed', [
    email,
  ]);
  return rows[0]?.id;
}

export async function addConsentLink(db: Queryable, userId: string, tokenHash: string, now: number) {
  await db.query('insert into consent_links (token_hash, user_id, created_at) values ($1, $2, $3)', [
    tokenHash,
    userId,
    new Date(now),
  ]);
}

/** The guest a withdrawal link stands for. */
export interface ConsentLinkGuest {
  id: string;
  email: string | null;
  language: Language;
  subscribed: boolean;
}

export async function guestOfConsentLink(
  db: Queryable,
  tokenHash: string,
): Promise<ConsentLinkGuest | undefined> {
  const { rows } = await db.query<ConsentLinkGuest>(
    `select u.id, u.email, u.language, u.subscribed from consent_links l join users u on u.id = l.user_id
      where l.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}
