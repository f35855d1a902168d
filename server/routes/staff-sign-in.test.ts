/** Staff sign in with an e-mail code; a staff session and a guest session never open each other's routes. */
import { randomUUID } from 'node:crypto';
import { LOCATIONS } from '../../shared/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../db/staff';
import { lastCode, SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { addStaff, openStaffWorld, staffSignIn, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];
let guestToken = '';

beforeAll(async () => {
  ({ h, tokens, guestToken } = await openStaffWorld());
});
afterAll(async () => h?.close());

describe('signing in', () => {
  it('the code goes by e-mail with words for staff; the session knows its restaurants and roles', async () => {
    const mail = [...h.sent].reverse().find((n) => n.kind === 'otp_code' && n.to === 'admin@chain.example');
    expect(mail).toMatchObject({ purpose: 'staff_sign_in', channel: 'email' });
    const me = await h.request('GET', '/staff/me', { token: tokens.host });
    expect(me.status).toBe(200);
    expect(me.body.staff).toMatchObject({
      email: 'host@a.example',
      restaurants: [{ site_id: SITE_AMSTERDAM, site_name: 'Tafel Amsterdam', role: 'host' }],
    });
    const admin = await h.request('GET', '/staff/me', { token: tokens.admin });
    expect(admin.body.staff.restaurants).toHaveLength(LOCATIONS.length);
  });

  it('an address of nobody on the staff gets the same answer and no code, and no code passes', async () => {
    const sentBefore = h.sent.length;
    const asked = await h.request('POST', '/staff/sessions', { body: { email: 'stranger@example.nl' } });
    expect(asked.status).toBe(201);
    expect(Object.keys(asked.body).sort()).toEqual(['resend_after', 'token']);
    expect(h.sent.length).toBe(sentBefore);
    const tried = await h.request('PATCH', '/staff/sessions/current', {
      token: asked.body.token,
      body: { code: '123456' },
    });
    expect(tried.status).toBe(400);
    expect(tried.body.error).toBe('wrong_code');
  });

  it('five wrong codes use the code up (code_locked); an expired code says so (code_expired)', async () => {
    await insertStaff(
      h.db,
      { id: randomUUID(), email: 'typo@a.example', name: 'Typo', language: 'en', grants: [] },
      h.clock.now,
    );
    const asked = await h.request('POST', '/staff/sessions', { body: { email: 'typo@a.example' } });
    const right = lastCode(h, 'typo@a.example');
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let n = 0; n < 6; n += 1)
      answers.push(
        (
          await h.request('PATCH', '/staff/sessions/current', {
            token: asked.body.token,
            body: { code: wrong },
          })
        ).body.error,
      );
    expect(answers).toEqual([...Array(5).fill('wrong_code'), 'code_locked']);
    h.clock.now += 31_000; // one code a contact every 30 s
    const again = await h.request('POST', '/staff/sessions', { body: { email: 'typo@a.example' } });
    expect(again.status).toBe(201);
    h.clock.now += 11 * 60_000;
    const late = await h.request('PATCH', '/staff/sessions/current', {
      token: again.body.token,
      body: { code: lastCode(h, 'typo@a.example') },
    });
    expect(late.body.error).toBe('code_expired');
  });

  it("a guest's temporary token does not sign in on the staff side, nor a staff one on the guests' side", async () => {
    const guestAsk = await h.request('POST', '/sessions', { body: { email: 'guest.staff@example.nl' } });
    const guestCode = lastCode(h, 'guest.staff@example.nl');
    const crossed = await h.request('PATCH', '/staff/sessions/current', {
      token: guestAsk.body.token,
      body: { code: guestCode },
    });
    expect(crossed.status).toBe(401);

    await h.request('POST', '/staff/sessions', { body: { email: 'host@a.example' } });
    const staffAsk = await h.request('POST', '/staff/sessions', { body: { email: 'manager@a.example' } });
    const staffCode = lastCode(h, 'manager@a.example');
    const reversed = await h.request('PATCH', '/sessions/current', {
      token: staffAsk.body.token,
      body: { code: staffCode },
    });
    expect(reversed.status).toBe(401);
  });

  it.each([
    ['a guest session on a staff route', 'GET', '/staff/me', 401, 'guest'],
    ['a staff session on a guest route', 'GET', '/users/me', 401, 'host'],
    ['no session on a staff route', 'GET', '/staff/me', 401, 'none'],
  ] as const)('%s: %s %s answers %i', async (_case, method, path, status, who) => {
    const token = who === 'guest' ? guestToken : who === 'host' ? tokens.host : '';
    expect((await h.request(method, path, { token })).status).toBe(status);
  });

  it('signing out ends the staff session', async () => {
    await addStaff(h, 'leaving@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    const token = await staffSignIn(h, 'leaving@a.example');
    expect((await h.request('DELETE', '/staff/sessions/current', { token })).status).toBe(204);
    expect((await h.request('GET', '/staff/me', { token })).status).toBe(401);
  });
});
