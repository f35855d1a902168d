/** One-time code challenges: stored hashed, with their tries, expiry and use (server/domain/otp.ts decides). */
import type { Queryable } from './client';

export interface NewChallenge {
  tokenHash: string;
  userId: string | null;
  purpose: string;
  channel: string;
  recipient: string;
  newEmail: string | null;
  sessionHash: string | null;
  codeSalt: string;
  codeHash: string;
  remember: boolean;
  expiresAt: number;
  createdAt: number;
  /** A staff member's sign-in (purpose staff_sign_in) names them instead of a guest. */
  staffId?: string | null;
}

export interface ChallengeRow {
  token_hash: string;
  /** Null for a code asked for a contact no guest holds (no code passes it). */
  user_id: string | null;
  /** Where the code went: an 'sms' proves the phone, an 'email' the e-mail address. */
  channel: 'sms' | 'email';
  /** The phone number or e-mail address the code went to. */
  recipient: string;
  code_salt: string;
  code_hash: string;
  attempts: number;
  remember: boolean;
  new_email: string | null;
  expires_at: Date;
  used_at: Date | null;
  dead: boolean;
  staff_id: string | null;
}

const CHALLENGE_COLUMNS =
  'token_hash, user_id, channel, recipient, code_salt, code_hash, attempts, remember, new_email, expires_at, used_at, dead, staff_id';

export async function insertChallenge(tx: Queryable, challenge: NewChallenge): Promise<void> {
  await tx.query(
    `insert into otp_challenges (token_hash, user_id, purpose, channel, recipient, new_email, session_hash, code_salt, code_hash, remember, expires_at, created_at, staff_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      challenge.tokenHash,
      challenge.userId,
      challenge.purpose,
      challenge.channel,
      challenge.recipient,
      challenge.newEmail,
      challenge.sessionHash,
      challenge.codeSalt,
      challenge.codeHash,
      challenge.remember,
      new Date(challenge.expiresAt),
      new Date(challenge.createdAt),
      challenge.staffId ?? null,
    ],
  );
}

/**
 * The sign-in challenge of a temp token, locked for this transaction: a guest's (`sign_in`) or a staff member's
 * (`staff_sign_in`); neither token opens the other's.
 */
export async function lockSignInChallenge(
  tx: Queryable,
  tokenHash: string,
  purpose: 'sign_in' | 'staff_sign_in' = 'sign_in',
): Promise<ChallengeRow | undefined> {
  const found = await tx.query<ChallengeRow>(
    `select ${CHALLENGE_COLUMNS} from otp_challenges where token_hash = $1 and purpose = $2 for update`,
    [tokenHash, purpose],
  );
  return found.rows[0];
}

/** The newest contact-change challenge a session started for a new contact, locked for this transaction. */
export async function lockContactChangeChallenge(
  tx: Queryable,
  sessionHash: string,
  purpose: 'email_change' | 'phone_change',
  contact: string,
): Promise<ChallengeRow | undefined> {
  const found = await tx.query<ChallengeRow>(
    `select ${CHALLENGE_COLUMNS} from otp_challenges where session_hash = $1 and purpose = $2 and recipient = $3
     order by created_at desc limit 1 for update`,
    [sessionHash, purpose, contact],
  );
  return found.rows[0];
}

export async function recordWrongCode(
  tx: Queryable,
  tokenHash: string,
  attempts: number,
  dead: boolean,
): Promise<void> {
  await tx.query('update otp_challenges set attempts = $2, dead = $3 where token_hash = $1', [
    tokenHash,
    attempts,
    dead,
  ]);
}

export async function markChallengeUsed(tx: Queryable, tokenHash: string, now: number): Promise<void> {
  await tx.query('update otp_challenges set used_at = $2 where token_hash = $1', [tokenHash, new Date(now)]);
}
