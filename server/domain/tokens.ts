/** Random tokens and ids: CSPRNG only, stored hashed where they grant access. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: session and temp tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 128 random bits, base64url (22 characters): the reservation id used in manage links. */
export function newReservationId(): string {
  return randomBytes(16).toString('base64url');
}

/** Letters and digits a guest cannot confuse (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const NUMBER_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/** The short human reservation number. */
export function newReservationNumber(length = 6): string {
  return Array.from({ length }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit one-time code. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
