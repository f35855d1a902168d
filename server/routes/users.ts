/** POST /users (sign up or find), GET/PATCH /users/me, GET /users/me/reservations. */
import { Hono } from 'hono';
import { ListQuerySchema, ProfilePatchBodySchema, SignUpBodySchema } from '../../shared/api/requests';
import type {
  ContactChangePendingAnswer,
  ReservationsAnswer,
  SignUpAnswer,
  UserAnswer,
} from '../../shared/api/types';
import { toProfile, updateUser, type UserChange } from '../db/users';
import { claimAccount } from '../domain/accounts';
import { findReservationById, listUserReservations } from '../db/reservations';
import { reservationSeenBy, toReservation } from '../domain/reservation-view';
import {
  confirmContactChange,
  provenByText,
  saveContactNumber,
  startContactChange,
  type ContactChange,
} from '../domain/contact-change';
import { callerOf, clientIp, type AppDeps } from '../deps';
import { guestOf, requireSession } from '../http/auth';
import { ApiError, tooManyRequests, unauthorized } from '../http/errors';
import { addressLimits } from '../domain/otp';
import { takeRateLimit } from '../domain/rate-limit';
import { parseBody, parsePhone, parseQuery } from '../http/parse';
import {
  ContactChangePendingUserAnswerSchema,
  ReservationsAnswerSchema,
  SignUpAnswerSchema,
  UserAnswerSchema,
} from '../../shared/api/answers';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const SIGN_UP: RouteDescription = {
  operationId: 'signUp',
  tags: ['Guests'],
  summary: 'Sign up or find a guest',
  description:
    'Registers the guest before a code is asked; a known guest is found, not duplicated or changed. The answer is ' +
    'the same for both (the details as sent, no id, no flag), so it does not tell whether someone is a guest. ' +
    '`subscribed` is not taken here: consent to offers and news is recorded with the booking made after the code ' +
    '(its own `subscribed`), or in the profile (PATCH /users/me/consents).',
  body: { name: 'SignUpBody', schema: SignUpBodySchema },
  answers: { 200: jsonAnswer('The details as sent', SignUpAnswerSchema) },
  errors: [400, 409, 413, 415, 429],
};

const GET_PROFILE: RouteDescription = {
  operationId: 'getProfile',
  tags: ['Guests'],
  summary: 'Profile',
  description: "The signed-in guest's profile.",
  security: 'token',
  answers: { 200: jsonAnswer('The profile', UserAnswerSchema) },
  errors: [401, 403],
};

const UPDATE_PROFILE: RouteDescription = {
  operationId: 'updateProfile',
  tags: ['Guests'],
  summary: 'Update the profile',
  description:
    'A new e-mail address or phone number (one at a time, else 400 one_contact_at_a_time) answers 202 and is ' +
    'saved only when confirmed with {email, code} or {phone_number, code} from the code sent to it (mailed or ' +
    "texted); the guest's other sessions then end. A contact another guest proved answers 409 email_taken or " +
    'phone_taken; one another guest only typed is proven by its code and moves. A phone number this set-up ' +
    'cannot text (a landline, a country not texted to) is saved at once, unproven (200). A code that is gone ' +
    'answers 400 code_expired; the same number in another notation is no change.',
  security: 'token',
  body: { name: 'ProfilePatchBody', schema: ProfilePatchBodySchema },
  answers: {
    200: jsonAnswer('The profile as saved', UserAnswerSchema),
    202: jsonAnswer(
      'A code went to the new contact; the profile as it is until then',
      ContactChangePendingUserAnswerSchema,
    ),
  },
  errors: [400, 401, 403, 409, 413, 415, 429],
};

const LIST_MY_RESERVATIONS: RouteDescription = {
  operationId: 'listMyReservations',
  tags: ['Guests'],
  summary: 'Upcoming reservations',
  description: "The guest's upcoming reservations; an access token answers its own reservation only.",
  security: 'token',
  query: ListQuerySchema,
  answers: { 200: jsonAnswer('The upcoming reservations', ReservationsAnswerSchema) },
  errors: [400, 401],
};

export function userRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.post('/', describeRoute(SIGN_UP), async (c) => {
    const body = await parseBody(c, SignUpBodySchema);
    const phone = parsePhone(body.phone_number);
    // Every sign-up is followed by a code to send, so a guest needs no more of them than of codes.
    const wait = await takeRateLimit(
      deps.db,
      {
        name: 'sign_up_address',
        bucket: `signup:ip:${clientIp(c, deps.config)}`,
        windows: addressLimits(deps.config.signUpsPerAddressPerHour),
      },
      deps.now(),
    );
    if (wait) throw tooManyRequests(wait);
    // One answer for a new and a known guest: the same status and the details as sent, no id and no flag, so the
    // answer cannot tell whether someone is a guest. A known guest is found, never duplicated or changed here: their
    // details change only through a session.
    const answer: SignUpAnswer = {
      user: {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone_number: phone,
        language: body.language,
      },
    };
    // Who holds which contact, by what was proven (./domain/accounts): a known guest is found, never duplicated, and
    // a contact someone proved never changes here.
    await claimAccount(
      deps.db,
      {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone_number: phone,
        language: body.language,
        // Not yet proven whose the contacts are: consent is recorded with the booking that follows the code
        // (server/domain/consent.ts), never from a sign-up anyone could send with someone else's address.
        subscribed: false,
      },
      deps.now(),
    );
    return c.json(answer, 200);
  });

  routes.get('/me', describeRoute(GET_PROFILE), async (c) => {
    const caller = requireSession(await callerOf(c, deps));
    return c.json({ user: toProfile(caller.user) } satisfies UserAnswer);
  });

  routes.patch('/me', describeRoute(UPDATE_PROFILE), async (c) => {
    const caller = requireSession(await callerOf(c, deps));
    const body = await parseBody(c, ProfilePatchBodySchema);
    const names: UserChange = {};
    if (body.language) names.language = body.language;
    if (body.first_name) names.first_name = body.first_name;
    if (body.last_name) names.last_name = body.last_name;
    // A contact the guest signs in with changes only through a code sent to the new one, one contact at a time.
    const newPhone = body.phone_number ? parsePhone(body.phone_number) : undefined;
    const contacts: ContactChange[] = [];
    if (newPhone && newPhone !== caller.user.phone_number) contacts.push({ kind: 'phone', phone: newPhone });
    if (body.email && body.email !== caller.user.email) contacts.push({ kind: 'email', email: body.email });
    if (contacts.length > 1)
      throw new ApiError({
        status: 400,
        code: 'one_contact_at_a_time',
        message: 'Change the phone number and the e-mail address one at a time',
        field: 'phone_number',
      });
    const [contact] = contacts;
    if (body.code) {
      if (!contact)
        throw new ApiError({ status: 400, code: 'invalid_request', message: 'required', field: 'email' });
      const changed = await confirmContactChange(deps, caller, contact, body.code);
      return c.json({ user: toProfile(changed) } satisfies UserAnswer);
    }
    const updated = await updateUser(deps.db, caller.user.id, names);
    if (!updated) throw unauthorized();
    if (!contact) return c.json({ user: toProfile(updated) } satisfies UserAnswer);
    // A number no text can reach is a contact number, saved as it is: nothing to prove, the guest signs in by e-mail.
    if (contact.kind === 'phone' && !provenByText(deps, contact))
      return c.json({
        user: toProfile(await saveContactNumber(deps, caller, contact.phone)),
      } satisfies UserAnswer);
    const pending = await startContactChange(deps, caller, contact, clientIp(c, deps.config));
    return c.json(
      { ...pending, user: toProfile(updated) } satisfies ContactChangePendingAnswer & UserAnswer,
      202,
    );
  });

  routes.get('/me/reservations', describeRoute(LIST_MY_RESERVATIONS), async (c) => {
    const query = parseQuery(c, ListQuerySchema);
    const caller = await callerOf(c, deps);
    const now = deps.now();
    if (caller.kind === 'access') {
      const reservation = await findReservationById(deps.db, caller.reservationId);
      return c.json({
        reservations: reservation ? [reservationSeenBy(reservation, now, caller)] : [],
      } satisfies ReservationsAnswer);
    }
    const session = requireSession(caller);
    const rows = await listUserReservations(deps.db, guestOf(session), now, query.limit);
    return c.json({ reservations: rows.map((row) => toReservation(row, now)) } satisfies ReservationsAnswer);
  });

  return routes;
}
