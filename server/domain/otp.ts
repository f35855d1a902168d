/**
 * One-time codes: 6 digits from a CSPRNG, stored only as a salted hash, valid 10 minutes,
 * single use, bound to the temp token they were sent with; 5 wrong tries kill that temp token.
 * Codes never reach a log: they live only in the notification handed to the outbox.
 */
import type { Language } from '../../shared/constants';
import type { Db, Queryable, Transaction } from '../db/client';
import {
  insertChallenge,
  lockContactChangeChallenge,
  lockSignInChallenge,
  markChallengeUsed,
  recordWrongCode,
  type ChallengeRow,
  type NewChallenge,
} from '../db/otp-challenges';
import type { AppDeps } from '../deps';
import { ApiError, tooManyRequests, unauthorized } from '../http/errors';
import { codesRefused, codesSent, rateLimitRefusals } from '../observability/metrics';
import { rateLimitWait, takeRateLimit, takeRateLimits, type Window } from './rate-limit';
import { hashCode, hashToken, newCode, newSalt, newToken, sameHash } from './tokens';

export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_AFTER_SECONDS = 30;
/** Per recipient: one send per 30 s and five per hour. */
export const RECIPIENT_LIMITS: readonly Window[] = [
  { ms: RESEND_AFTER_SECONDS * 1000, max: 1 },
  { ms: 3_600_000, max: 5 },
];
/** Per client address: so many sends an hour (CODE_SENDS_PER_ADDRESS_PER_HOUR, server/config.ts). */
export const addressLimits = (perHour: number): readonly Window[] => [{ ms: 3_600_000, max: perHour }];

/**
 * Per client address, sign-in lookups that found nobody: a guest mistypes now and then, a script
 * probing which e-mail addresses or phone numbers are guests does it all day.
 */
export const UNKNOWN_LOOKUP_LIMITS: readonly Window[] = [
  { ms: 15 * 60_000, max: 10 },
  { ms: 24 * 3_600_000, max: 40 },
];
const unknownLookupBucket = (ip: string) => `lookup:unknown:ip:${ip}`;
const UNKNOWN_LOOKUP = 'unknown_lookup_address';

/**
 * Before a sign-in lookup: an address that used up its unknown-lookup allowance gets 429 for every
 * lookup, known or not, so the answers stop telling guests from strangers.
 */
export async function guardUserLookup(db: Queryable, ip: string, now: number): Promise<void> {
  const wait = await rateLimitWait(db, unknownLookupBucket(ip), UNKNOWN_LOOKUP_LIMITS, now);
  if (!wait) return;
  rateLimitRefusals.inc({ limit: UNKNOWN_LOOKUP });
  throw tooManyRequests(wait);
}

/**
 * Counts a lookup that found nobody against the client address. Parallel lookups all pass the guard before any is
 * counted: the one the count refuses gets 429 too, never the answer.
 */
export async function countUnknownLookup(db: Db, ip: string, now: number): Promise<void> {
  const wait = await takeRateLimit(
    db,
    { name: UNKNOWN_LOOKUP, bucket: unknownLookupBucket(ip), windows: UNKNOWN_LOOKUP_LIMITS },
    now,
  );
  if (wait) throw tooManyRequests(wait);
}

/** A code that proves a new contact of a signed-in guest. */
export type ContactChangePurpose = 'email_change' | 'phone_change';

export interface ChallengeInput {
  /** The guest the code signs in; null for a contact no guest holds (no code is sent, nothing can pass). */
  userId: string | null;
  purpose: 'sign_in' | ContactChangePurpose;
  channel: 'sms' | 'email';
  recipient: string;
  language: Language;
  remember: boolean;
  newEmail?: string;
  sessionHash?: string;
  /** An existing restaurant the guest is booking at: an e-mail code then links to its your-code page. */
  bookingSiteId?: string;
}

/** The widget page that shows a code for typing into the booking tab; e-mail only, never SMS. */
export function yourCodeUrl(publicWidgetUrl: string, siteId: string, code: string): string {
  return `${publicWidgetUrl}/r/${encodeURIComponent(siteId)}/your-code?code=${code}`;
}

/** Counts a send against the recipient and the client address (both or neither), or throws 429 with Retry-After. */
export async function limitCodeSends(
  db: Db,
  send: { recipient: string; ip: string; perAddressPerHour: number },
  now: number,
): Promise<void> {
  const refusal = await takeRateLimits(
    db,
    [
      { name: 'code_recipient', bucket: `code:to:${send.recipient}`, windows: RECIPIENT_LIMITS },
      { name: 'code_address', bucket: `code:ip:${send.ip}`, windows: addressLimits(send.perAddressPerHour) },
    ],
    now,
  );
  if (!refusal) return;
  codesRefused.inc({
    reason: refusal.refused.name === 'code_recipient' ? 'recipient_limit' : 'address_limit',
  });
  throw tooManyRequests(refusal.wait);
}

/** The code hash of a challenge no code can pass (sameHash never matches an empty hash). */
const NO_CODE = '';

/**
 * Stores a new challenge and queues its code in the same transaction; answers the temp token. For a contact no
 * guest holds, the challenge is one no code passes and the message says that nothing is booked under the contact:
 * the same work, the same answer, so the API does not tell guests from strangers.
 */
/**
 * Stores a new challenge with a fresh temp token and code, valid CODE_LIFETIME_MS from now; one no code passes when
 * it names nobody (`passable` false). Answers the token and the code to send. Guests' and staff challenges alike.
 */
export async function storeChallenge(
  tx: Transaction,
  now: number,
  challenge: Omit<NewChallenge, 'tokenHash' | 'codeSalt' | 'codeHash' | 'expiresAt' | 'createdAt'> & {
    passable: boolean;
  },
): Promise<{ token: string; code: string }> {
  const { passable, ...fields } = challenge;
  const token = newToken();
  const code = newCode();
  const salt = newSalt();
  await insertChallenge(tx, {
    ...fields,
    tokenHash: hashToken(token),
    codeSalt: salt,
    codeHash: passable ? hashCode(code, salt) : NO_CODE,
    expiresAt: now + CODE_LIFETIME_MS,
    createdAt: now,
  });
  return { token, code };
}

export async function startChallenge(tx: Transaction, deps: AppDeps, input: ChallengeInput): Promise<string> {
  const { token, code } = await storeChallenge(tx, deps.now(), {
    userId: input.userId,
    purpose: input.purpose,
    channel: input.channel,
    recipient: input.recipient,
    newEmail: input.newEmail ?? null,
    sessionHash: input.sessionHash ?? null,
    remember: input.remember,
    passable: input.userId !== null,
  });
  if (input.userId === null) {
    await deps.enqueue(tx, {
      kind: 'no_guest',
      channel: input.channel,
      to: input.recipient,
      language: input.language,
    });
    return token;
  }
  const codeUrl =
    input.channel === 'email' && input.bookingSiteId
      ? yourCodeUrl(deps.config.publicWidgetUrl, input.bookingSiteId, code)
      : undefined;
  await deps.enqueue(tx, {
    kind: 'otp_code',
    channel: input.channel,
    to: input.recipient,
    language: input.language,
    code,
    purpose: input.purpose,
    ...(codeUrl ? { codeUrl } : {}),
  });
  codesSent.inc({ purpose: input.purpose });
  return token;
}

export type CodeCheck = { ok: true; challenge: ChallengeRow } | { ok: false };

/**
 * Checks a code against one locked challenge row. A dead, used or expired challenge is 401;
 * a wrong code counts a try (the fifth kills the challenge) and answers { ok: false }.
 */
export async function checkLocked(
  tx: Transaction,
  row: ChallengeRow | undefined,
  code: string,
  now: number,
  gone: () => ApiError = unauthorized,
): Promise<CodeCheck> {
  if (!row || row.dead || row.used_at || new Date(row.expires_at).getTime() <= now) {
    codesRefused.inc({ reason: 'code_gone' });
    throw gone();
  }
  if (!sameHash(hashCode(code, row.code_salt), row.code_hash)) {
    codesRefused.inc({ reason: 'wrong_code' });
    const attempts = row.attempts + 1;
    await recordWrongCode(tx, row.token_hash, attempts, attempts >= MAX_CODE_ATTEMPTS);
    return { ok: false };
  }
  await markChallengeUsed(tx, row.token_hash, now);
  return { ok: true, challenge: row };
}

/** The sign-in challenge of a temp token. */
export async function checkSignInCode(
  tx: Transaction,
  tempToken: string,
  code: string,
  now: number,
): Promise<CodeCheck> {
  const row = await lockSignInChallenge(tx, hashToken(tempToken));
  return checkLocked(tx, row, code, now);
}

/**
 * The newest contact-change challenge this session started for this new contact. A code that is gone (none asked for
 * this contact, used, expired or dead) is 400 code_expired: the guest's session itself is fine.
 */
export async function checkContactChangeCode(
  tx: Transaction,
  sessionHash: string,
  purpose: ContactChangePurpose,
  contact: string,
  code: string,
  now: number,
): Promise<CodeCheck> {
  const row = await lockContactChangeChallenge(tx, sessionHash, purpose, contact);
  return checkLocked(tx, row, code, now, codeExpired);
}

export const codeExpired = () =>
  new ApiError({ status: 400, code: 'code_expired', message: 'This code no longer works', field: 'code' });

export const wrongCode = () =>
  new ApiError({ status: 400, code: 'wrong_code', message: 'The code is not correct', field: 'code' });
