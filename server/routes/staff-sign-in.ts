/**
 * Staff sign-in, under /api/staff: a code by e-mail, the session it opens, signing out, and who is signed in with
 * the restaurants they work for. Staff sessions are apart from guests' (server/http/staff-auth.ts).
 */
import { Hono } from 'hono';
import { TOKEN_LIFE_REMEMBER_MS } from '../../shared/constants';
import { StaffCodeCheckSchema, StaffCodeRequestSchema } from '../../shared/staff/requests';
import {
  findStaffByEmail,
  findStaffMember,
  insertStaffSession,
  revokeStaffSession,
  type StaffMember,
} from '../db/staff';
import { clientIp, type AppDeps } from '../deps';
import { limitCodeSends, RESEND_AFTER_SECONDS, wrongCode } from '../domain/otp';
import { checkStaffSignInCode, startStaffChallenge } from '../domain/staff-sign-in';
import { restaurantsOf } from '../domain/staff-restaurants';
import { mayManageRestaurants } from '../../shared/staff/rules';
import { hashToken, newToken } from '../domain/tokens';
import { bearerToken } from '../http/auth';
import { unauthorized } from '../http/errors';
import { parseBody } from '../http/parse';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { CodeSentSchema, MeSchema, SignedInSchema } from '../../shared/api/staff-answers';
import { describeRoute, emptyAnswer, jsonAnswer, type RouteDescription } from '../openapi-describe';

const staffAnswer = async (deps: AppDeps, staff: StaffMember) => ({
  id: staff.id,
  name: staff.name,
  email: staff.email,
  language: staff.language,
  restaurants: await restaurantsOf(deps, staff),
  chain_admin: mayManageRestaurants(staff.grants),
});

const REQUEST_STAFF_CODE: RouteDescription = {
  operationId: 'requestStaffCode',
  tags: ['Staff'],
  summary: "Send a staff member's sign-in code",
  description:
    'E-mails a 6-digit code to a staff address and answers a temp token to check it with. An address of ' +
    'nobody on the staff is answered the same (no code goes out). The limits of guest codes apply.',
  body: { name: 'StaffCodeRequestBody', schema: StaffCodeRequestSchema },
  answers: {
    201: jsonAnswer('The temp token, and when a new code may be asked', CodeSentSchema),
  },
  errors: [400, 413, 415, 429],
};

const CHECK_STAFF_CODE: RouteDescription = {
  operationId: 'checkStaffCode',
  tags: ['Staff'],
  summary: 'Check the staff code',
  description: 'The temp token in Authorization, the code in the body; answers the staff session token.',
  security: 'token',
  body: { name: 'StaffCodeCheckBody', schema: StaffCodeCheckSchema },
  answers: { 200: jsonAnswer('The session token and who it belongs to', SignedInSchema) },
  errors: [400, 401, 413, 415],
};

const STAFF_SIGN_OUT: RouteDescription = {
  operationId: 'staffSignOut',
  tags: ['Staff'],
  summary: 'Sign out',
  description: 'Ends the staff session of the token.',
  security: 'token',
  answers: { 204: emptyAnswer('Signed out') },
  errors: [401],
};

const GET_STAFF_MEMBER: RouteDescription = {
  operationId: 'getStaffMember',
  tags: ['Staff'],
  summary: 'The signed-in staff member',
  description: 'Their name, language and restaurants with their role at each.',
  security: 'token',
  answers: { 200: jsonAnswer('The staff member', MeSchema) },
  errors: [401],
};

export function staffSignInRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();

  routes.post('/sessions', describeRoute(REQUEST_STAFF_CODE), async (c) => {
    const body = await parseBody(c, StaffCodeRequestSchema);
    const now = deps.now();
    // The same limits as a guest's code, on the same buckets: one address cannot flood another with codes.
    await limitCodeSends(
      deps.db,
      {
        recipient: body.email,
        ip: clientIp(c, deps.config),
        perAddressPerHour: deps.config.codeSendsPerAddressPerHour,
      },
      now,
    );
    const staff = await findStaffByEmail(deps.db, body.email);
    const token = await deps.db.transaction((tx) =>
      startStaffChallenge(tx, deps, {
        staffId: staff?.id ?? null,
        email: body.email,
        language: staff?.language ?? body.language,
      }),
    );
    return c.json({ token, resend_after: RESEND_AFTER_SECONDS }, 201);
  });

  routes.patch('/sessions/current', describeRoute(CHECK_STAFF_CODE), async (c) => {
    const tempToken = bearerToken(c.req.header('authorization'));
    if (!tempToken) throw unauthorized();
    const body = await parseBody(c, StaffCodeCheckSchema);
    const now = deps.now();
    const signedIn = await deps.db.transaction(async (tx) => {
      const check = await checkStaffSignInCode(tx, tempToken, body.code, now);
      if (!check.ok || check.challenge.staff_id === null) return undefined;
      const token = newToken();
      await insertStaffSession(
        tx,
        hashToken(token),
        check.challenge.staff_id,
        now + TOKEN_LIFE_REMEMBER_MS,
        now,
      );
      return { token, staffId: check.challenge.staff_id };
    });
    // A wrong try is committed above (it counts), then answered.
    if (!signedIn) throw wrongCode();
    const staff = await findStaffMember(deps.db, signedIn.staffId);
    if (!staff) throw unauthorized();
    return c.json({ token: signedIn.token, staff: await staffAnswer(deps, staff) });
  });

  routes.delete('/sessions/current', describeRoute(STAFF_SIGN_OUT), requireStaff(deps), async (c) => {
    await revokeStaffSession(deps.db, c.var.caller.tokenHash, deps.now());
    return c.body(null, 204);
  });

  routes.get('/me', describeRoute(GET_STAFF_MEMBER), requireStaff(deps), async (c) => {
    const { staff } = c.var.caller;
    return c.json({ staff: await staffAnswer(deps, staff) }, 200, { 'Cache-Control': 'private, no-store' });
  });

  return routes;
}
