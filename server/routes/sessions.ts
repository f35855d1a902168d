/** POST /sessions (ask a code), PATCH /sessions/current (check it), DELETE /sessions/current (sign out). */
import { Hono } from 'hono';
import { OtpCheckBodySchema, OtpRequestBodySchema } from '../../shared/api/requests';
import type { OtpCheckAnswer, OtpRequestAnswer } from '../../shared/api/types';
import { TOKEN_LIFE_REMEMBER_MS, TOKEN_LIFE_SHORT_MS } from '../../shared/constants';
import { maskEmail, maskPhone } from '../../shared/people';
import { isSmsCountryAllowed } from '../notify/adapters/index.js';
import { findSite } from '../db/sites';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertSession,
  revokeSession,
  toProfile,
  type ProvenContact,
} from '../db/users';
import { proveContact } from '../domain/accounts';
import {
  checkSignInCode,
  countUnknownLookup,
  guardUserLookup,
  limitCodeSends,
  RESEND_AFTER_SECONDS,
  startChallenge,
  wrongCode,
} from '../domain/otp';
import { hashToken, newToken } from '../domain/tokens';
import { callerOf, clientIp, type AppDeps } from '../deps';
import { bearerToken, requireSession } from '../http/auth';
import { ApiError, unauthorized } from '../http/errors';
import { parseBody, parsePhone } from '../http/parse';

/** SPEC §8: the widget turns a body with both phrases into 'Unknown email address'. */
export const unknownEmail = () =>
  new ApiError({
    status: 404,
    code: 'not_found',
    message: 'no such user with e-mail: dynamo: no item found',
    field: 'email',
  });
export const unknownPhone = () =>
  new ApiError({
    status: 404,
    code: 'not_found',
    message: 'no such user with phone number: dynamo: no item found',
    field: 'phone_number',
  });

export function sessionRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    const body = await parseBody(c, OtpRequestBodySchema);
    const askedByEmail = body.channel === 'email' || !body.phone_number;
    const ip = clientIp(c, deps.config);
    const now = deps.now();
    let user;
    if (askedByEmail) {
      if (!body.email)
        throw new ApiError({ status: 400, code: 'invalid_request', message: 'required', field: 'email' });
      await guardUserLookup(deps.db, ip, now);
      user = await findUserByEmail(deps.db, body.email);
      if (!user) {
        await countUnknownLookup(deps.db, ip, now);
        throw unknownEmail();
      }
    } else {
      const phone = parsePhone(body.phone_number ?? '');
      // A set-up that cannot text sends the code to the guest's e-mail instead (the answer says where).
      if (deps.config.textsCodes && !isSmsCountryAllowed(phone, deps.config.smsCountries)) {
        throw new ApiError({
          status: 400,
          code: 'sms_country_not_allowed',
          message: `Codes can only be texted to numbers from ${deps.config.smsCountries.join(', ')}`,
          field: 'phone_number',
        });
      }
      await guardUserLookup(deps.db, ip, now);
      user = await findUserByPhone(deps.db, phone);
      if (!user) {
        await countUnknownLookup(deps.db, ip, now);
        throw unknownPhone();
      }
    }
    const byEmail = askedByEmail || !deps.config.textsCodes;
    const channel = byEmail ? 'email' : 'sms';
    const recipient = byEmail ? user.email : user.phone_number;
    if (!recipient)
      throw new ApiError({
        status: 400,
        code: 'sms_unavailable',
        message: 'Codes cannot be texted here: ask for one by e-mail',
        field: 'phone_number',
      });
    await limitCodeSends(
      deps.db,
      { recipient, ip, perAddressPerHour: deps.config.codeSendsPerAddressPerHour },
      now,
    );
    const found = user;
    // A site that does not exist gets no link (the code still goes out); SMS never carry one.
    const bookingSiteId =
      byEmail && body.site_id && (await findSite(deps.db, body.site_id)) ? body.site_id : undefined;
    const token = await deps.db.transaction((tx) =>
      startChallenge(tx, deps, {
        userId: found.id,
        purpose: 'sign_in',
        channel,
        recipient,
        language: body.language,
        remember: body.remember,
        bookingSiteId,
      }),
    );
    const answer: OtpRequestAnswer = {
      token,
      channel,
      sent_to: byEmail ? maskEmail(recipient) : maskPhone(recipient),
      resend_after_seconds: RESEND_AFTER_SECONDS,
    };
    return c.json(answer);
  });

  routes.patch('/current', async (c) => {
    const tempToken = bearerToken(c.req.header('authorization'));
    if (!tempToken) throw unauthorized();
    const body = await parseBody(c, OtpCheckBodySchema);
    const now = deps.now();
    const result = await deps.db.transaction(async (tx) => {
      const check = await checkSignInCode(tx, tempToken, body.code, now);
      if (!check.ok) return undefined;
      // The code proves the contact it went to, and only that one (./domain/accounts says whose it is then).
      const proven: ProvenContact =
        check.challenge.channel === 'sms'
          ? { kind: 'phone', value: check.challenge.recipient }
          : { kind: 'email', value: check.challenge.recipient };
      const userId = await proveContact(tx, check.challenge.user_id, proven, now);
      const token = newToken();
      const expiresAt = now + (check.challenge.remember ? TOKEN_LIFE_REMEMBER_MS : TOKEN_LIFE_SHORT_MS);
      await insertSession(tx, hashToken(token), userId, proven, expiresAt, now);
      return { token, expiresAt, userId };
    });
    // A wrong try is committed above (it counts), then answered.
    if (!result) throw wrongCode();
    const user = await findUserById(deps.db, result.userId);
    if (!user) throw unauthorized();
    const answer: OtpCheckAnswer = {
      token: result.token,
      expires_at: new Date(result.expiresAt).toISOString(),
      profile: toProfile(user),
    };
    return c.json(answer);
  });

  routes.delete('/current', async (c) => {
    const caller = requireSession(await callerOf(c, deps));
    await revokeSession(deps.db, caller.tokenHash, deps.now());
    return c.json({ ok: true });
  });

  return routes;
}
