/** POST /users (sign up or find), GET/PATCH /users/me, GET /users/me/reservations. */
import { Hono } from 'hono';
import { ListQuerySchema, ProfilePatchBodySchema, SignUpBodySchema } from '../../shared/api/requests';
import type { EmailChangePendingAnswer, ReservationsAnswer, UserAnswer } from '../../shared/api/types';
import { normalisePhone } from '../../shared/people';
import {
  findUserByEmail,
  findUserByPhone,
  insertUser,
  toProfile,
  updateUser,
  type UserChange,
} from '../db/users';
import { findReservationById, listUserReservations } from '../db/reservations';
import { toReservation } from '../domain/reservation-view';
import {
  checkEmailChangeCode,
  limitCodeSends,
  RESEND_AFTER_SECONDS,
  startChallenge,
  wrongCode,
} from '../domain/otp';
import { callerOf, clientIp, type AppDeps } from '../deps';
import { requireSession } from '../http/auth';
import { ApiError, unauthorized } from '../http/errors';
import { parseBody, parseQuery } from '../http/parse';

function phoneOrThrow(raw: string): string {
  const phone = normalisePhone(raw);
  if (!phone)
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'invalidPhone',
      field: 'phone_number',
    });
  return phone;
}

export function userRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    const body = await parseBody(c, SignUpBodySchema);
    const phone = phoneOrThrow(body.phone_number);
    const existing = (await findUserByPhone(deps.db, phone)) ?? (await findUserByEmail(deps.db, body.email));
    if (existing) {
      // Known guest: answer what was sent (never the stored data), and whether the stored e-mail differs.
      return c.json({
        user: {
          id: existing.id,
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          phone_number: phone,
          language: body.language,
        },
        existing: true,
        email_matches: existing.email === body.email,
      });
    }
    const created = await insertUser(
      deps.db,
      {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone_number: phone,
        language: body.language,
        subscribed: body.subscribed,
      },
      deps.now(),
    );
    // Lost a race with another sign-up for the same guest: that one stands.
    const user =
      created ?? (await findUserByPhone(deps.db, phone)) ?? (await findUserByEmail(deps.db, body.email));
    if (!user)
      throw new ApiError({
        status: 409,
        code: 'conflict',
        message: 'This guest is being registered, please try again',
      });
    return c.json({ user: toProfile(user), existing: !created, email_matches: true }, created ? 201 : 200);
  });

  routes.get('/me', async (c) => {
    const caller = requireSession(await callerOf(c, deps));
    return c.json({ user: toProfile(caller.user) } satisfies UserAnswer);
  });

  routes.patch('/me', async (c) => {
    const caller = requireSession(await callerOf(c, deps));
    const body = await parseBody(c, ProfilePatchBodySchema);
    const change: UserChange = {};
    if (body.language) change.language = body.language;
    if (body.first_name) change.first_name = body.first_name;
    if (body.last_name) change.last_name = body.last_name;
    if (body.phone_number) {
      const phone = phoneOrThrow(body.phone_number);
      const holder = await findUserByPhone(deps.db, phone);
      if (holder && holder.id !== caller.user.id)
        throw new ApiError({
          status: 409,
          code: 'phone_taken',
          message: 'This phone number belongs to another guest',
          field: 'phone_number',
        });
      // The phone number signs a guest in by SMS: a session alone may not point it elsewhere (a stolen session
      // would keep the account for good). Changing it needs the new number proven by a code, which the profile
      // does not offer yet.
      if (phone !== caller.user.phone_number)
        throw new ApiError({
          status: 409,
          code: 'phone_change_refused',
          message: 'phoneChangeRefused',
          field: 'phone_number',
        });
    }
    if (body.code && !body.email)
      throw new ApiError({ status: 400, code: 'invalid_request', message: 'required', field: 'email' });
    const newEmail = body.email && body.email !== caller.user.email ? body.email : undefined;
    if (newEmail) {
      const holder = await findUserByEmail(deps.db, newEmail);
      if (holder && holder.id !== caller.user.id)
        throw new ApiError({
          status: 409,
          code: 'email_taken',
          message: 'This e-mail address belongs to another guest',
          field: 'email',
        });
    }
    const now = deps.now();
    if (newEmail && body.code) {
      const code = body.code;
      const changed = await deps.db.transaction(async (tx) => {
        const check = await checkEmailChangeCode(tx, caller.tokenHash, newEmail, code, now);
        if (!check.ok) return undefined;
        return updateUser(tx, caller.user.id, { ...change, email: newEmail });
      });
      if (!changed) throw wrongCode();
      return c.json({ user: toProfile(changed) } satisfies UserAnswer);
    }
    const updated = await updateUser(deps.db, caller.user.id, change).catch((error: { code?: string }) => {
      if (error.code === '23505')
        throw new ApiError({
          status: 409,
          code: 'phone_taken',
          message: 'This phone number belongs to another guest',
          field: 'phone_number',
        });
      throw error;
    });
    if (!updated) throw unauthorized();
    if (!newEmail) return c.json({ user: toProfile(updated) } satisfies UserAnswer);
    // A new e-mail needs a code sent to that address first (SPEC §2 user e-mail update).
    await limitCodeSends(deps.db, newEmail, clientIp(c, deps.config), now);
    await deps.db.transaction((tx) =>
      startChallenge(tx, deps, {
        userId: updated.id,
        purpose: 'email_change',
        channel: 'email',
        recipient: newEmail,
        language: updated.language,
        remember: false,
        newEmail,
        sessionHash: caller.tokenHash,
      }),
    );
    const answer: EmailChangePendingAnswer & UserAnswer = {
      pending_email: newEmail,
      resend_after_seconds: RESEND_AFTER_SECONDS,
      user: toProfile(updated),
    };
    return c.json(answer, 202);
  });

  routes.get('/me/reservations', async (c) => {
    const query = parseQuery(c, ListQuerySchema);
    const caller = await callerOf(c, deps);
    const now = deps.now();
    if (caller.kind === 'access') {
      const reservation = await findReservationById(deps.db, caller.reservationId);
      return c.json({
        reservations: reservation ? [toReservation(reservation, now)] : [],
      } satisfies ReservationsAnswer);
    }
    const session = requireSession(caller);
    const rows = await listUserReservations(deps.db, session.user.id, now, query.limit);
    return c.json({ reservations: rows.map((row) => toReservation(row, now)) } satisfies ReservationsAnswer);
  });

  return routes;
}
