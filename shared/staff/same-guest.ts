/**
 * Who is "the same guest" across the chain's bookings, the one rule the guest record, its notes and the day sheet's
 * tags all follow. A booking names its guest by its guest account when it has one, else by an e-mail address a guest
 * proved with a code (a typed one is only a claim) and by its phone number (E.164, shared/people/phone.ts). Two
 * bookings of two different accounts are two guests, whatever they typed. A walk-in without contact has no record.
 */
import { normalisePhone } from '../people/phone';

/** What a booking (or a note) tells of its guest, as stored. */
export interface GuestContact {
  user_id: string | null;
  email: string;
  /** Whether a guest proved this e-mail address with a code (users.email_proven_at). */
  email_verified: boolean;
  phone_number: string;
}

/** The keys a guest is known by: the account, the proven e-mail (lower case), the phone (E.164); '' for none. */
export interface GuestIdentity {
  user_id: string | null;
  email: string;
  phone: string;
}

/**
 * The guest a booking names, or null when it names none (a walk-in without phone, e-mail or account).
 * @example guestIdentity({ user_id: null, email: 'A@x.nl', email_verified: false, phone_number: '06 1234 5678' })
 * //=> { user_id: null, email: '', phone: '+31612345678' }
 * @example guestIdentity({ user_id: null, email: '', email_verified: false, phone_number: '' }) //=> null
 */
export function guestIdentity(contact: GuestContact): GuestIdentity | null {
  const email = contact.email_verified ? contact.email.trim().toLowerCase() : '';
  const phone = contact.phone_number ? normalisePhone(contact.phone_number) : '';
  if (!contact.user_id && !email && !phone) return null;
  return { user_id: contact.user_id, email, phone };
}

/**
 * Whether two identities are one guest: the same account when both have one; otherwise the same proven e-mail or the
 * same phone.
 * @example isSameGuest({ user_id: 'u1', email: '', phone: '+31612345678' }, { user_id: 'u2', email: '', phone: '+31612345678' }) //=> false
 * @example isSameGuest({ user_id: 'u1', email: '', phone: '+31612345678' }, { user_id: null, email: '', phone: '+31612345678' }) //=> true
 */
export function isSameGuest(a: GuestIdentity, b: GuestIdentity): boolean {
  if (a.user_id && b.user_id) return a.user_id === b.user_id;
  return (a.email !== '' && a.email === b.email) || (a.phone !== '' && a.phone === b.phone);
}
