/**
 * Every change is audited (who, when, before -> after) and visible to the manager. A staff account change
 * shows on the audit trail of each restaurant whose roles it touched, naming the member; another restaurant's
 * manager does not see it; a chain admin's role is audited chain-wide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { addStaff, SITE_ROTTERDAM, staffSignIn } from '../testing/staff';

interface Entry {
  staff_name: string;
  action: string;
  subject: string;
  subject_id: string;
  before: unknown;
  after: unknown;
}

describe('staff account changes on the audit trail of the restaurants they touched', () => {
  let h: Harness;
  let admin = '';
  let managerA = '';
  let managerB = '';

  beforeAll(async () => {
    h = await createHarness('pglite');
    await addStaff(h, 'eva@chain.example', [{ site_id: null, role: 'admin' }]);
    await addStaff(h, 'daan@a.example', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]);
    await addStaff(h, 'roos@r.example', [{ site_id: SITE_ROTTERDAM, role: 'manager' }]);
    admin = await staffSignIn(h, 'eva@chain.example');
    managerA = await staffSignIn(h, 'daan@a.example');
    managerB = await staffSignIn(h, 'roos@r.example');
  });
  afterAll(async () => h?.close());

  const trail = async (token: string, site: string): Promise<Entry[]> => {
    const answer = await h.request('GET', `/staff/sites/${site}/audit`, { token });
    expect(answer.status).toBe(200);
    return answer.body.entries;
  };
  const about = (entries: Entry[], id: string) =>
    entries
      .filter((entry) => entry.subject_id === id)
      .map(({ action, before, after }) => ({ action, before, after }));

  it('a host added at A by its manager: on A’s trail by name, not on B’s', async () => {
    const added = await h.request('POST', '/staff/accounts', {
      token: managerA,
      body: {
        name: 'Xander Bos',
        email: 'xander@a.example',
        grants: [{ site_id: SITE_AMSTERDAM, role: 'host' }],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.member.id;
    const atA = (await trail(managerA, SITE_AMSTERDAM)).filter((entry) => entry.subject_id === id);
    expect(atA).toMatchObject([
      {
        staff_name: 'daan',
        action: 'staff_added',
        subject: 'Xander Bos',
        before: null,
        after: { name: 'Xander Bos', grants: [{ site_id: SITE_AMSTERDAM, role: 'host' }] },
      },
    ]);
    expect(about(await trail(managerB, SITE_ROTTERDAM), id)).toEqual([]);
    expect((await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/audit`, { token: managerB })).status).toBe(
      403,
    );
  });

  it('a member moved from A to B by the chain admin: each trail has its own side, and neither the other’s roles', async () => {
    const id = await addStaff(h, 'mila@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    const moved = await h.request('PUT', `/staff/accounts/${id}/roles`, {
      token: admin,
      body: { grants: [{ site_id: SITE_ROTTERDAM, role: 'host' }] },
    });
    expect(moved.status).toBe(200);
    expect(about(await trail(managerA, SITE_AMSTERDAM), id)).toEqual([
      { action: 'staff_roles_changed', before: [{ site_id: SITE_AMSTERDAM, role: 'host' }], after: [] },
    ]);
    expect(about(await trail(managerB, SITE_ROTTERDAM), id)).toEqual([
      { action: 'staff_roles_changed', before: [], after: [{ site_id: SITE_ROTTERDAM, role: 'host' }] },
    ]);
  });

  it('a member of A and B removed: on both trails, each with the roles there', async () => {
    const id = await addStaff(h, 'bram@a.example', [
      { site_id: SITE_AMSTERDAM, role: 'host' },
      { site_id: SITE_ROTTERDAM, role: 'manager' },
    ]);
    expect((await h.request('DELETE', `/staff/accounts/${id}`, { token: admin })).status).toBe(204);
    expect(about(await trail(managerA, SITE_AMSTERDAM), id)).toMatchObject([
      {
        action: 'staff_removed',
        before: { grants: [{ site_id: SITE_AMSTERDAM, role: 'host' }] },
        after: null,
      },
    ]);
    expect(about(await trail(managerB, SITE_ROTTERDAM), id)).toMatchObject([
      {
        action: 'staff_removed',
        before: { grants: [{ site_id: SITE_ROTTERDAM, role: 'manager' }] },
        after: null,
      },
    ]);
  });

  it('a chain admin added: audited chain-wide, on no restaurant’s trail', async () => {
    const added = await h.request('POST', '/staff/accounts', {
      token: admin,
      body: { name: 'Ops', email: 'ops@chain.example', grants: [{ site_id: null, role: 'admin' }] },
    });
    const id = added.body.member.id;
    const { rows } = await h.db.query<{ site_id: string | null }>(
      'select site_id from staff_audit where subject = $1',
      [id],
    );
    expect(rows).toEqual([{ site_id: null }]);
    expect(about(await trail(admin, SITE_AMSTERDAM), id)).toEqual([]);
  });
});
