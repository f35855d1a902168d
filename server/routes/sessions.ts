/** POST /sessions (ask a code), PATCH /sessions/current (check it), DELETE /sessions/current (sign out). */
import { Hono } from 'hono';
import { OtpCheckBodySchema, OtpRequestBodySchema } from '../../shared/api/requests';
import type { OtpCheckAnswer, OtpRequestAnswer } from '../../shared/api/types';
import { TOKEN_LIFE_REMEMBER_MS, TOKEN_LIFE_SHORT_MS } from '../../shared/constants';
import { maskEmail, maskPhone } from '../../shared/people';
import { textRefusal, type TextRefusal } from '../notify/text-reach';
import { findSite } from '../db/sites';
import {
  findUserByContact,
  findUserById,
  insertSession,
  revokeSession,
  toProfile,
  type ProvenContact,
} from '../db/users';
import { proveContact } from '../domain/accounts';
import {
  checkSignInCode,
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
import { OkAnswerSchema, OtpCheckAnswerSchema, OtpRequestAnswerSchema } from '../../shared/api/answers';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const REQUEST_CODE: RouteDescription = {
  operationId: 'requestCode',
  tags: ['Sessions'],
  summary: 'Send a 6-digit code',
  description:
    'Sends a code by SMS or e-mail and answers a temp token to check it with. A contact no guest holds is ' +
    'answered the same (no code goes out; the contact is told that nothing is booked under it), so the ' +
    'answer never tells who is a guest. A set-up that cannot text answers 400 sms_unavailable to every ' +
    'phone number; a number that cannot receive a text (a landline) 400 phone_not_textable; a country not texted ' +
    'to 400 sms_country_not_allowed. Each asks for the code by e-mail instead.',
  body: { name: 'OtpRequestBody', schema: OtpRequestBodySchema },
  answers: { 200: jsonAnswer('The temp token and where the code went', OtpRequestAnswerSchema) },
  errors: [400, 413, 415, 429],
};

const CHECK_CODE: RouteDescription = {
  operationId: 'checkCode',
  tags: ['Sessions'],
  summary: 'Check the code',
  description: 'The temp token in Authorization and the code in the body; answers the session token.',
  security: 'token',
  body: { name: 'OtpCheckBody', schema: OtpCheckBodySchema },
  answers: { 200: jsonAnswer('The session token and the profile', OtpCheckAnswerSchema) },
  errors: [400, 401, 413, 415],
};

const SIGN_OUT: RouteDescription = {
  operationId: 'signOut',
  tags: ['Sessions'],
  summary: 'Sign out',
  description: 'Ends the session of the token.',
  security: 'token',
  answers: { 200: jsonAnswer('Signed out', OkAnswerSchema) },
  errors: [401, 403],
};

/** What the API says when a code cannot be texted (the widget words each code for the guest). */
const TEXT_REFUSALS: Record<TextRefusal, string> = {
  sms_unavailable: 'Codes cannot be texted here: ask for one by e-mail',
  sms_country_not_allowed: 'Codes cannot be texted to numbers from this country: ask for one by e-mail',
  phone_not_textable: 'This number cannot receive a text (a landline): ask for a code by e-mail',
};

export function sessionRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.post('/', describeRoute(REQUEST_CODE), async (c) => {
    const body = await parseBody(c, OtpRequestBodySchema);
    const askedByEmail = body.channel === 'email' || !body.phone_number;
    const ip = clientIp(c, deps.config);
    const now = deps.now();
    let contact: ProvenContact;
    if (askedByEmail) {
      if (!body.email)
        throw new ApiError({ status: 400, code: 'invalid_request', message: 'required', field: 'email' });
      contact = { kind: 'email', value: body.email };
    } else {
      const phone = parsePhone(body.phone_number ?? '');
      // A set-up that cannot text tells every guest so, known or not (and never shows whose e-mail a number has); a
      // number that cannot receive a text (a landline) or is in a country not texted to is never texted.
      const refusal = textRefusal(phone, deps.config);
      if (refusal)
        throw new ApiError({
          status: 400,
          code: refusal,
          message: TEXT_REFUSALS[refusal],
          field: 'phone_number',
        });
      contact = { kind: 'phone', value: phone };
    }
    // A known and an unknown contact are answered alike, so the answer tells no one who is a guest: the same limits,
    // the same work, the same answer (sessions.test.ts). An unknown one gets no code but a message that nothing is
    // booked under it.
    await limitCodeSends(
      deps.db,
      { recipient: contact.value, ip, perAddressPerHour: deps.config.codeSendsPerAddressPerHour },
      now,
    );
    const user = await findUserByContact(deps.db, contact);
    const channel = contact.kind === 'email' ? 'email' : 'sms';
    // A site that does not exist gets no link (the code still goes out); SMS never carry one.
    const bookingSiteId =
      channel === 'email' && body.site_id && (await findSite(deps.db, body.site_id))
        ? body.site_id
        : undefined;
    const token = await deps.db.transaction((tx) =>
      startChallenge(tx, deps, {
        userId: user?.id ?? null,
        purpose: 'sign_in',
        channel,
        recipient: contact.value,
        language: body.language,
        remember: body.remember,
        bookingSiteId,
      }),
    );
    const answer: OtpRequestAnswer = {
      token,
      channel,
      sent_to: channel === 'email' ? maskEmail(contact.value) : maskPhone(contact.value),
      resend_after_seconds: RESEND_AFTER_SECONDS,
    };
    return c.json(answer);
  });

  routes.patch('/current', describeRoute(CHECK_CODE), async (c) => {
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
      // A challenge of nobody (an unknown contact) has no code that passes; checkSignInCode never answers ok.
      if (check.challenge.user_id === null) return undefined;
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

  routes.delete('/current', describeRoute(SIGN_OUT), async (c) => {
    const caller = requireSession(await callerOf(c, deps));
    await revokeSession(deps.db, caller.tokenHash, deps.now());
    return c.json({ ok: true });
  });

  return routes;
}
