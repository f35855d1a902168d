/**
 * Staff accounts' safety. A new member signs in with their e-mail code and sees only their restaurants; a
 * removed member's sessions end at once and their address answers as nobody's; the last chain admin stays; nobody
 * raises their own role or removes themselves; an address is one account (409); every change is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, lastCode, SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { addStaff, SITE_ROTTERDAM, staffSignIn } from '../testing/staff';

describe('staff accounts are safe to manage', () => {
  let h: Harness;
  let admin = '';
  let adminId = '';
  let manager = '';

  beforeAll(async () => {
    h = await createHarness('pglite');
    adminId = await addStaff(h, 'eva@chain.example', [{ site_id: null, role: 'admin' }]);
    await addStaff(h, 'daan@a.example', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]);
    admin = await staffSignIn(h, 'eva@chain.example');
    manager = await staffSignIn(h, 'daan@a.example');
  });
  afterAll(async () => h?.close());

  const add = (token: string, body: Record<string, unknown>) =>
    h.request('POST', '/staff/accounts', { token, body: { name: 'Sanne Visser', language: 'en', ...body } });
  const auditOf = async (subject: string) =>
    (
      await h.db.query<{ staff_id: string; action: string; before: unknown; after: unknown }>(
        'select staff_id, action, before, after from staff_audit where subject = $1 order by id',
        [subject],
      )
    ).rows;

  it('a host added by the manager signs in with their code and has only that restaurant; all of it audited', async () => {
    const added = await add(manager, {
      email: ' Sanne@A.example ',
      grants: [{ site_id: SITE_AMSTERDAM, role: 'host' }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.member).toMatchObject({
      name: 'Sanne Visser',
      email: 'sanne@a.example',
      grants: [{ site_id: SITE_AMSTERDAM, site_name: 'Tafel Amsterdam', role: 'host' }],
    });
    const token = await staffSignIn(h, 'sanne@a.example');
    const me = await h.request('GET', '/staff/me', { token });
    expect(me.body.staff.restaurants).toEqual([
      { site_id: SITE_AMSTERDAM, site_name: 'Tafel Amsterdam', role: 'host' },
    ]);
    expect(
      (await h.request('GET', `/staff/sites/${SITE_ROTTERDAM}/day?date=2026-11-10`, { token })).status,
    ).toBe(403);
    const audit = await auditOf(added.body.member.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'staff_added',
      before: null,
      after: { email: 'sanne@a.example', grants: [{ site_id: SITE_AMSTERDAM, role: 'host' }] },
    });
  });

  it('an address already on the staff is refused with its own code, whatever its case', async () => {
    const again = await add(admin, {
      email: 'DAAN@a.example',
      grants: [{ site_id: SITE_ROTTERDAM, role: 'host' }],
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'staff_email_taken', field: 'email' });
  });

  it('a removed member: every session ends at once (401), and signing in answers as for an unknown address', async () => {
    const id = await addStaff(h, 'leaving@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    const tablet = await staffSignIn(h, 'leaving@a.example');
    h.clock.now += 31_000; // one code an address every 30 s
    const phone = await staffSignIn(h, 'leaving@a.example');
    h.clock.now += 31_000;
    const pending = await h.request('POST', '/staff/sessions', { body: { email: 'leaving@a.example' } });
    const pendingCode = lastCode(h, 'leaving@a.example');
    expect((await h.request('DELETE', `/staff/accounts/${id}`, { token: manager })).status).toBe(204);
    for (const token of [tablet, phone]) {
      expect((await h.request('GET', '/staff/me', { token })).status).toBe(401);
      expect(
        (await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=2026-11-10`, { token })).status,
      ).toBe(401);
    }
    // A code sent before the removal passes no more: wrong_code, as for an address nobody has.
    const late = await h.request('PATCH', '/staff/sessions/current', {
      token: pending.body.token,
      body: { code: pendingCode },
    });
    expect([late.status, late.body.error]).toEqual([400, 'wrong_code']);
    h.clock.now += 31_000;
    const sentBefore = h.sent.length;
    const asked = await h.request('POST', '/staff/sessions', { body: { email: 'leaving@a.example' } });
    const stranger = await h.request('POST', '/staff/sessions', { body: { email: 'nobody@a.example' } });
    expect([asked.status, Object.keys(asked.body).sort()]).toEqual([
      stranger.status,
      Object.keys(stranger.body).sort(),
    ]);
    expect(h.sent.length).toBe(sentBefore);
    expect((await auditOf(id)).map((row) => [row.action, row.after])).toEqual([['staff_removed', null]]);
  });

  it('someone removed can be added again: the same account, back with the new roles', async () => {
    const id = await addStaff(h, 'seasonal@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    await h.request('DELETE', `/staff/accounts/${id}`, { token: admin });
    const back = await add(admin, {
      email: 'seasonal@a.example',
      grants: [{ site_id: SITE_ROTTERDAM, role: 'host' }],
    });
    expect(back.status).toBe(201);
    expect(back.body.member).toMatchObject({ id, grants: [{ site_id: SITE_ROTTERDAM, role: 'host' }] });
  });

  it('the last chain admin can be neither removed nor demoted; with a second admin, they can', async () => {
    const demote = () =>
      h.request('PUT', `/staff/accounts/${adminId}/roles`, {
        token: admin,
        body: { grants: [{ site_id: SITE_AMSTERDAM, role: 'manager' }] },
      });
    const refused = await demote();
    expect([refused.status, refused.body.error]).toEqual([409, 'last_chain_admin']);
    const second = await add(admin, {
      email: 'ops@chain.example',
      grants: [{ site_id: null, role: 'admin' }],
    });
    const secondToken = await staffSignIn(h, 'ops@chain.example');
    const removeFirst = await h.request('DELETE', `/staff/accounts/${adminId}`, { token: secondToken });
    expect(removeFirst.status).toBe(204);
    const removeLast = await h.request('PUT', `/staff/accounts/${second.body.member.id}/roles`, {
      token: secondToken,
      body: { grants: [{ site_id: SITE_ROTTERDAM, role: 'manager' }] },
    });
    expect([removeLast.status, removeLast.body.error]).toEqual([409, 'last_chain_admin']);
    admin = secondToken;
    adminId = second.body.member.id;
  });

  it('nobody raises their own role or removes themselves', async () => {
    const me = (await h.request('GET', '/staff/me', { token: manager })).body.staff.id;
    const raised = await h.request('PUT', `/staff/accounts/${me}/roles`, {
      token: manager,
      body: {
        grants: [
          { site_id: SITE_AMSTERDAM, role: 'manager' },
          { site_id: SITE_ROTTERDAM, role: 'host' },
        ],
      },
    });
    expect([raised.status, raised.body.error]).toEqual([422, 'own_role_raised']);
    const gone = await h.request('DELETE', `/staff/accounts/${adminId}`, { token: admin });
    expect([gone.status, gone.body.error]).toEqual([422, 'self_removal']);
  });

  it('a change of roles is audited with before and after', async () => {
    const id = await addStaff(h, 'promoted@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    const changed = await h.request('PUT', `/staff/accounts/${id}/roles`, {
      token: admin,
      body: { grants: [{ site_id: SITE_AMSTERDAM, role: 'manager' }] },
    });
    expect(changed.body.member.grants).toEqual([
      { site_id: SITE_AMSTERDAM, site_name: 'Tafel Amsterdam', role: 'manager' },
    ]);
    expect(await auditOf(id)).toEqual([
      {
        staff_id: adminId,
        action: 'staff_roles_changed',
        before: [{ site_id: SITE_AMSTERDAM, role: 'host' }],
        after: [{ site_id: SITE_AMSTERDAM, role: 'manager' }],
      },
    ]);
  });

  it.each([
    ['no role', { email: 'x1@a.example', grants: [] }, 400, 'grants'],
    [
      'a restaurant the chain has not',
      { email: 'x2@a.example', grants: [{ site_id: '00000000-0000-4000-8000-000000000000', role: 'host' }] },
      400,
      'grants',
    ],
    [
      'an address that is none',
      { email: 'x3', grants: [{ site_id: SITE_AMSTERDAM, role: 'host' }] },
      400,
      'email',
    ],
    [
      'no name',
      { name: '', email: 'x4@a.example', grants: [{ site_id: SITE_AMSTERDAM, role: 'host' }] },
      400,
      'name',
    ],
  ])('refuses %s (%s on %s)', async (_case, body, status, field) => {
    const answer = await add(admin, body);
    expect([answer.status, answer.body.error, answer.body.field]).toEqual([status, 'invalid_request', field]);
  });

  it('a member who is not there (or no longer) is 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await h.request('DELETE', `/staff/accounts/${missing}`, { token: admin })).status).toBe(404);
    expect((await h.request('DELETE', '/staff/accounts/not-an-id', { token: admin })).status).toBe(404);
  });
});
