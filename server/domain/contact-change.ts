/**
 * Changing a contact a guest signs in with (the profile's e-mail update, and the phone number the same way): the new
 * e-mail address or phone number is saved only once a code sent to it is entered in the session that asked for it,
 * and then every other session of the guest ends, because it relied on the old contact.
 */
import type { ContactChangePendingAnswer } from '../../shared/api/types';
import {
  findUserByEmail,
  findUserByPhone,
  markContactProven,
  revokeOtherSessions,
  setSessionProof,
  updateUser,
  type UserRow,
} from '../db/users';
import type { AppDeps } from '../deps';
import type { Caller } from '../http/auth';
import { ApiError } from '../http/errors';
import { isSmsCountryAllowed } from '../notify/adapters/index.js';
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

/** 409 when another guest already has the contact: a contact belongs to one guest. */
async function refuseTaken(deps: AppDeps, caller: Session, change: ContactChange): Promise<void> {
  const holder =
    change.kind === 'email'
      ? await findUserByEmail(deps.db, change.email)
      : await findUserByPhone(deps.db, change.phone);
  if (holder && holder.id !== caller.user.id) throw takenError(change);
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

/** A new phone number can be proven only by a text to it: a set-up that cannot text, or not there, refuses. */
function refuseUntextable(deps: AppDeps, phone: string): void {
  if (!deps.config.textsCodes)
    throw new ApiError({
      status: 409,
      code: 'phone_change_refused',
      message: 'phoneChangeRefused',
      field: 'phone_number',
    });
  if (!isSmsCountryAllowed(phone, deps.config.smsCountries))
    throw new ApiError({
      status: 400,
      code: 'sms_country_not_allowed',
      message: 'phoneCountryRefused',
      field: 'phone_number',
    });
}

/** Sends a code to the new contact (counted against its send limits); the contact is not changed yet. */
export async function startContactChange(
  deps: AppDeps,
  caller: Session,
  change: ContactChange,
  clientAddress: string,
): Promise<ContactChangePendingAnswer> {
  await refuseTaken(deps, caller, change);
  if (change.kind === 'phone') refuseUntextable(deps, change.phone);
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
