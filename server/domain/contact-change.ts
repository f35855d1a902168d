/**
 * Changing a contact a guest signs in with (the profile's e-mail update, and the phone number the same way): the new
 * e-mail address or phone number is saved only once a code sent to it is entered in the session that asked for it,
 * and then every other session of the guest ends, because it relied on the old contact.
 */
import type { ContactChangePendingAnswer } from '../../shared/api/types';
import {
  markContactProven,
  revokeOtherSessions,
  setSessionProof,
  setUnprovenPhone,
  updateUser,
  type UserRow,
} from '../db/users';
import type { AppDeps } from '../deps';
import type { Caller } from '../http/auth';
import { ApiError } from '../http/errors';
import { textRefusal } from '../notify/text-reach';
import { isProvenByAnother, takeContact } from './accounts';
import {
  checkContactChangeCode,
  limitCodeSends,
  RESEND_AFTER_SECONDS,
  startChallenge,
  wrongCode,
  type ContactChangePurpose,
} from './otp';

type Session = Extract<Caller, { kind: 'session' }>;

/** A new e-mail address or phone number, as the guest typed it (phones normalised, e-mails lowercased). */
export type ContactChange = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

const PURPOSE: Record<ContactChange['kind'], ContactChangePurpose> = {
  email: 'email_change',
  phone: 'phone_change',
};

const contactOf = (change: ContactChange) => (change.kind === 'email' ? change.email : change.phone);

const provenContactOf = (change: ContactChange) => ({ kind: change.kind, value: contactOf(change) });

/**
 * 409 when another guest proved the contact: it is theirs. One that sits unproven on another guest is only what
 * someone typed: the code sent to it decides (./accounts takeContact), so the guest's own number is never refused.
 */
async function refuseTaken(deps: AppDeps, caller: Session, change: ContactChange): Promise<void> {
  if (await isProvenByAnother(deps.db, caller.user.id, provenContactOf(change))) throw takenError(change);
}

function takenError(change: ContactChange): ApiError {
  return change.kind === 'email'
    ? new ApiError({
        status: 409,
        code: 'email_taken',
        message: 'This e-mail address belongs to another guest',
        field: 'email',
      })
    : new ApiError({
        status: 409,
        code: 'phone_taken',
        message: 'This phone number belongs to another guest',
        field: 'phone_number',
      });
}

/**
 * Whether a new phone number is proven by a text to it: a number this set-up cannot text (a landline, a country not
 * texted to, a set-up that texts nothing) is saved as a contact number without a code (saveContactNumber); the guest
 * keeps signing in with their e-mail address.
 */
export function provenByText(deps: AppDeps, change: ContactChange): boolean {
  return change.kind === 'phone' && textRefusal(change.phone, deps.config) === null;
}

/**
 * Saves a phone number that cannot be texted, unproven (no code can prove it): another guest who proved it keeps it
 * (409 phone_taken), one who only typed it gives it up. The guest's other sessions end, as with a proven change.
 */
export async function saveContactNumber(deps: AppDeps, caller: Session, phone: string): Promise<UserRow> {
  const now = deps.now();
  const change: ContactChange = { kind: 'phone', phone };
  const saved = await deps.db.transaction(async (tx) => {
    if (!(await takeContact(tx, caller.user.id, provenContactOf(change), { proven: false, now })))
      return undefined;
    const updated = await setUnprovenPhone(tx, caller.user.id, phone);
    await revokeOtherSessions(tx, caller.user.id, caller.tokenHash, now);
    return updated;
  });
  if (!saved) throw takenError(change);
  return saved;
}

/** Sends a code to the new contact (counted against its send limits); the contact is not changed yet. */
export async function startContactChange(
  deps: AppDeps,
  caller: Session,
  change: ContactChange,
  clientAddress: string,
): Promise<ContactChangePendingAnswer> {
  await refuseTaken(deps, caller, change);
  const contact = contactOf(change);
  await limitCodeSends(
    deps.db,
    { recipient: contact, ip: clientAddress, perAddressPerHour: deps.config.codeSendsPerAddressPerHour },
    deps.now(),
  );
  await deps.db.transaction((tx) =>
    startChallenge(tx, deps, {
      userId: caller.user.id,
      purpose: PURPOSE[change.kind],
      channel: change.kind === 'email' ? 'email' : 'sms',
      recipient: contact,
      language: caller.user.language,
      remember: false,
      ...(change.kind === 'email' ? { newEmail: change.email } : {}),
      sessionHash: caller.tokenHash,
    }),
  );
  return change.kind === 'email'
    ? { pending_email: change.email, resend_after_seconds: RESEND_AFTER_SECONDS }
    : { pending_phone: change.phone, resend_after_seconds: RESEND_AFTER_SECONDS };
}

/**
 * Saves the new contact when the code this session asked for it is right, and ends the guest's other sessions.
 * A wrong code counts a try (committed) and answers 400 wrong_code.
 */
export async function confirmContactChange(
  deps: AppDeps,
  caller: Session,
  change: ContactChange,
  code: string,
): Promise<UserRow> {
  await refuseTaken(deps, caller, change);
  const now = deps.now();
  const contact = contactOf(change);
  const changed = await deps.db
    .transaction(async (tx) => {
      const check = await checkContactChangeCode(
        tx,
        caller.tokenHash,
        PURPOSE[change.kind],
        contact,
        code,
        now,
      );
      if (!check.ok) return undefined;
      // The code proves the contact: a guest who only typed it gives it up (./accounts takeContact).
      if (!(await takeContact(tx, caller.user.id, provenContactOf(change), { proven: true, now })))
        throw takenError(change);
      const updated = await updateUser(
        tx,
        caller.user.id,
        change.kind === 'email' ? { email: change.email } : { phone_number: change.phone },
      );
      await markContactProven(tx, caller.user.id, change.kind, now);
      // This session proved the new contact: it stands for that one now; the others relied on the old one.
      await setSessionProof(tx, caller.tokenHash, { kind: change.kind, value: contact });
      await revokeOtherSessions(tx, caller.user.id, caller.tokenHash, now);
      return updated;
    })
    .catch((error: { code?: string }) => {
      // Another guest saved the same contact meanwhile (the unique constraint decides).
      if (error.code === '23505') throw takenError(change);
      throw error;
    });
  if (!changed) throw wrongCode();
  return changed;
}
