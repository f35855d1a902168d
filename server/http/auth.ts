/**
 * Who is calling: a session token, a reservation's access token (its id), or nobody.
 * Authorization carries the token bare, as `Bearer <token>`, or the word 'anonymous'.
 */
import type { Queryable } from '../db/client';
import { addDays } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { reservationOnOrAfter } from '../db/reservations';
import type { Guest } from '../db/reservations';
import { findSession, type SessionProof, type UserRow } from '../db/users';
import { hashToken } from '../domain/tokens';
import { explicitDeny, unauthorized } from './errors';

export type Caller =
  | { kind: 'anonymous' }
  /** A token was sent but is unknown, expired or revoked. */
  | { kind: 'dead' }
  /** A signed-in guest and the contact their session's code proved. */
  | { kind: 'session'; user: UserRow; tokenHash: string; proven: SessionProof }
  | { kind: 'access'; reservationId: string };

/** The raw token of an Authorization header, or '' for none/anonymous. */
export function bearerToken(header: string | undefined): string {
  const value = (header ?? '')
    .trim()
    .replace(/^Bearer\s+/i, '')
    .trim();
  return value.toLowerCase() === 'anonymous' || value.length > 200 ? '' : value;
}

/** How many days after its date a booking's manage link still opens it (to see it, or that it was cancelled). */
export const ACCESS_LINK_DAYS_AFTER = 7;

/** The earliest booking date a manage link still opens today: links to bookings before it have ended. */
export const accessLinksOpenFrom = (now: number): string => addDays(todayDate(now), -ACCESS_LINK_DAYS_AFTER);

export async function resolveCaller(db: Queryable, header: string | undefined, now: number): Promise<Caller> {
  const token = bearerToken(header);
  if (!token) return { kind: 'anonymous' };
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return { kind: 'dead' };
  const tokenHash = hashToken(token);
  const session = await findSession(db, tokenHash, now);
  if (session) return { kind: 'session', ...session, tokenHash };
  // A manage link (the reservation's id) is a credential that ends: it opens its booking until some days after
  // the booking's date, then nothing.
  if (await reservationOnOrAfter(db, token, accessLinksOpenFrom(now)))
    return { kind: 'access', reservationId: token };
  return { kind: 'dead' };
}

/** A signed-in guest, else 401 (no/dead token) or 403 explicit deny (an access token). */
export function requireSession(caller: Caller): Extract<Caller, { kind: 'session' }> {
  if (caller.kind === 'session') return caller;
  if (caller.kind === 'access') throw explicitDeny();
  throw unauthorized();
}

/** The bookings a signed-in guest holds are their account's and those made with the contact their session proved. */
export const guestOf = (session: Extract<Caller, { kind: 'session' }>): Guest => ({
  userId: session.user.id,
  email: session.proven.email,
  phone: session.proven.phone,
});
