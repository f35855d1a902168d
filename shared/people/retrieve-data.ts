/**
 * The data sent to retrieve a reservation or sign in: only the chosen
 * retrieve-by field is kept; the e-mail is cleaned, the phone cleaned and normalised.
 * Imports ./phone, so it loads the phone metadata: import it lazily in the widget.
 */
import { cleanEmail } from './clean-person';
import { normalisePhone } from './phone';

export const RETRIEVE_BY = ['phone_number', 'email'] as const;

const CONFIRMATION_NUMBER = /^[A-Z0-9]{4,12}$/;

/**
 * Whether the text is a reservation number as the server hands them out: 4 to 12 letters and digits,
 * read case-insensitively and without the spaces around it.
 * @example isConfirmationNumber(' ab12cd ') === true; isConfirmationNumber('AB-12') === false
 */
export function isConfirmationNumber(text: string): boolean {
  return CONFIRMATION_NUMBER.test(text.trim().toUpperCase());
}
export type RetrieveBy = (typeof RETRIEVE_BY)[number];

export interface RetrieveFormData {
  confirmationNum?: string | undefined;
  phone_number?: string | undefined;
  email?: string | undefined;
  retrieveBy: RetrieveBy;
}

export type RetrieveData =
  { confirmationNum?: string; phone_number: string } | { confirmationNum?: string; email: string };

/**
 * @example retrieveData({ confirmationNum: ' ab12 ', phone_number: '06 1234 5678', email: 'x@y.nl', retrieveBy: 'phone_number' })
 *   // => { confirmationNum: 'AB12', phone_number: '+31612345678' }
 * An invalid phone becomes '' (the retrieve form's rule), so the retrieve form reports the field as missing.
 * An empty reservation number is left out: signing in by phone or e-mail alone needs none.
 */
export function retrieveData(form: RetrieveFormData): RetrieveData {
  const confirmationNum = (form.confirmationNum ?? '').trim().toUpperCase();
  const number = confirmationNum ? { confirmationNum } : {};
  if (form.retrieveBy === 'email') return { ...number, email: cleanEmail(form.email ?? '') };
  return { ...number, phone_number: normalisePhone(form.phone_number ?? '') };
}
