/**
 * The profile's contact change under way, as the tab's session keeps it: a refresh of the code step must find the new
 * address it waits for (the code already sent to it is checked against the same session), and the wait for a new
 * code. Pure: no signals, so it is read and tested on its own.
 */

/** A new contact waiting for the code sent to it: an e-mail address (mailed) or a phone number (texted). */
export interface PendingContact {
  kind: 'email' | 'phone';
  contact: string;
}

/** What is kept for a refresh (./model.ts saves it on every change). */
export interface SavedContactChange {
  /** The guest whose profile it is: another guest signing in on this tab must not meet it. */
  uid: string;
  /** The new contact waiting for its code, if any. */
  pending: PendingContact | null;
  /** When another code may be asked (epoch ms). */
  resendAt: number;
  /** The kind of contact just confirmed (the success step names it), if any. */
  confirmed: PendingContact['kind'] | null;
}

/** The tab's session storage key (beside the booking's 'tafel:journey' and the log-in's 'tafel:login'). */
export const CONTACT_CHANGE_KEY = 'tafel:profile-change';

const isKind = (value: unknown): value is PendingContact['kind'] => value === 'email' || value === 'phone';

function pendingOf(value: unknown): PendingContact | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { kind, contact } = value as Record<string, unknown>;
  return isKind(kind) && typeof contact === 'string' && contact !== '' ? { kind, contact } : undefined;
}

/**
 * A saved change, or null when absent or not of this shape (written by another version, or by hand).
 * @example parseSavedContactChange('{"uid":"u1","pending":{"kind":"email","contact":"new@example.nl"},"resendAt":0,"confirmed":null}') //=> the same
 * @example parseSavedContactChange('{"uid":"u1"}') //=> null
 */
export function parseSavedContactChange(text: string | null): SavedContactChange | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const pending = pendingOf(record.pending);
  const confirmed = record.confirmed === null || isKind(record.confirmed) ? record.confirmed : undefined;
  if (
    typeof record.uid !== 'string' ||
    !record.uid ||
    pending === undefined ||
    confirmed === undefined ||
    typeof record.resendAt !== 'number'
  )
    return null;
  return { uid: record.uid, pending, resendAt: record.resendAt, confirmed };
}
