/**
 * The profile's contact change under way, as the tab's session keeps it: a refresh of the code step must find the new
 * address it waits for (the code already sent to it is checked against the same session), and the wait for a new
 * code. Pure: no signals, so it is read and tested on its own.
 */

import * as v from 'valibot';
import { parseSaved } from '../../state/parse-saved';

const ContactKindSchema = v.picklist(['email', 'phone']);

/** A new contact waiting for the code sent to it: an e-mail address (mailed) or a phone number (texted). */
const PendingContactSchema = v.object({
  kind: ContactKindSchema,
  contact: v.pipe(v.string(), v.minLength(1)),
});
export type PendingContact = v.InferOutput<typeof PendingContactSchema>;

/** What is kept for a refresh (./model.ts saves it on every change). */
const SavedContactChangeSchema = v.object({
  /** The guest whose profile it is: another guest signing in on this tab must not meet it. */
  uid: v.pipe(v.string(), v.minLength(1)),
  /** The new contact waiting for its code, if any. */
  pending: v.nullable(PendingContactSchema),
  /** When another code may be asked (epoch ms). */
  resendAt: v.number(),
  /** The kind of contact just confirmed (the success step names it), if any. */
  confirmed: v.nullable(ContactKindSchema),
});
export type SavedContactChange = v.InferOutput<typeof SavedContactChangeSchema>;

/** The tab's session storage key (beside the booking's 'tafel:journey' and the log-in's 'tafel:login'). */
export const CONTACT_CHANGE_KEY = 'tafel:profile-change';

/**
 * A saved change, or null when absent or not of this shape (written by another version, or by hand).
 * @example parseSavedContactChange('{"uid":"u1","pending":{"kind":"email","contact":"new@example.nl"},"resendAt":0,"confirmed":null}') //=> the same
 * @example parseSavedContactChange('{"uid":"u1"}') //=> null
 */
export function parseSavedContactChange(text: string | null): SavedContactChange | null {
  return parseSaved(SavedContactChangeSchema, text);
}
