/**
 * A staff member's sign-in code, through the guests' code machinery (./otp.ts): the same lifetime, tries
 * and limits, as a challenge of its own purpose that names the staff member instead of a guest.
 */
import type { Language } from '../../shared/constants';
import type { Transaction } from '../db/client';
import { lockSignInChallenge } from '../db/otp-challenges';
import type { AppDeps } from '../deps';
import { ApiError, unauthorized } from '../http/errors';
import { codesSent } from '../observability/metrics';
import { checkLocked, codeExpired, MAX_CODE_ATTEMPTS, storeChallenge, type CodeCheck } from './otp';
import { hashToken } from './tokens';

/**
 * A staff member's sign-in code, by e-mail, through the same machinery as a guest's. An address no staff member has
 * gets a challenge no code passes and no message: the same answer, so the API does not say who works where.
 */
export async function startStaffChallenge(
  tx: Transaction,
  deps: AppDeps,
  input: { staffId: string | null; email: string; language: Language },
): Promise<string> {
  const { token, code } = await storeChallenge(tx, deps.now(), {
    userId: null,
    staffId: input.staffId,
    purpose: 'staff_sign_in',
    channel: 'email',
    recipient: input.email,
    newEmail: null,
    sessionHash: null,
    remember: true,
    passable: input.staffId !== null,
  });
  if (input.staffId !== null) {
    await deps.enqueue(tx, {
      kind: 'otp_code',
      channel: 'email',
      to: input.email,
      language: input.language,
      code,
      purpose: 'staff_sign_in',
    });
    codesSent.inc({ purpose: 'staff_sign_in' });
  }
  return token;
}

/**
 * The staff sign-in challenge of a temp token (a guest's temp token is not one: 401). A challenge its tries used up
 * answers code_locked, one expired or used code_expired, so the sign-in screen can say which and offer a new code.
 */
export async function checkStaffSignInCode(
  tx: Transaction,
  tempToken: string,
  code: string,
  now: number,
): Promise<CodeCheck> {
  const row = await lockSignInChallenge(tx, hashToken(tempToken), 'staff_sign_in');
  if (!row) throw unauthorized();
  const gone = () =>
    row.attempts >= MAX_CODE_ATTEMPTS
      ? new ApiError({
          status: 400,
          code: 'code_locked',
          message: 'Too many wrong codes: ask for a new one',
          field: 'code',
        })
      : codeExpired();
  return checkLocked(tx, row, code, now, gone);
}
