/**
 * Staff accounts managed in the app. Every route answers by a table of role x route x restaurant: a chain
 * admin for everyone, a manager for the hosts of their own restaurant, a host never; a guest's token, a removed
 * member's token and no token are 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signIn, SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { renderNotification } from '../notify/render';
import { addStaff, SITE_ROTTERDAM, staffSignIn } from '../testing/staff';

describe('who may list, add, change and remove staff (role x route x restaurant)', () => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  let serial = 0;

  beforeAll(async () => {
    h = await createHarness('pglite');
    await addStaff(h, 'admin@chain.example', [{ site_id: null, role: 'admin' }]);
    await addStaff(h, 'manager@a.example', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]);
    await addStaff(h, 'host@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    await addStaff(h, 'manager@r.example', [{ site_id: SITE_ROTTERDAM, role: 'manager' }]);
    await addStaff(h, 'gone@a.example', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]);
    tokens.admin = await staffSignIn(h, 'admin@chain.example');
    tokens.manager = await staffSignIn(h, 'manager@a.example');
    tokens.host = await staffSignIn(h, 'host@a.example');
    tokens.otherManager = await staffSignIn(h, 'manager@r.example');
    tokens.removed = await staffSignIn(h, 'gone@a.example');
    const gone = (await h.request('GET', '/staff/accounts', { token: tokens.admin })).body.staff.find(
      (member: { email: string }) => member.email === 'gone@a.example',
    );
    expect((await h.request('DELETE', `/staff/accounts/${gone.id}`, { token: tokens.admin })).status).toBe(
      204,
    );
    tokens.guest = await signIn(h, { phone: '+31611195802', email: 'guest.accounts@example.nl' });
    tokens.none = '';
  });
  afterAll(async () => h?.close());

  /** A host of Amsterdam to change or remove, new for each row, so no row depends on another. */
  const freshHost = async () => {
    serial += 1;
    return addStaff(h, `target${serial}@a.example`, [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
  };
  const hostAt = (site: string) => [{ site_id: site, role: 'host' }];

  const routes = [
    {
      route: 'add a host of Amsterdam',
      call: async (token: string) => {
        serial += 1;
        return h.request('POST', '/staff/accounts', {
          token,
          body: { name: 'New', email: `new${serial}@a.example`, grants: hostAt(SITE_AMSTERDAM) },
        });
      },
      ok: 201,
    },
    {
      route: 'change the roles of a host of Amsterdam',
      call: async (token: string) =>
        h.request('PUT', `/staff/accounts/${await freshHost()}/roles`, {
          token,
          body: { grants: hostAt(SITE_AMSTERDAM) },
        }),
      ok: 200,
    },
    {
      route: 'remove a host of Amsterdam',
      call: async (token: string) => h.request('DELETE', `/staff/accounts/${await freshHost()}`, { token }),
      ok: 204,
    },
    { route: 'list', call: (token: string) => h.request('GET', '/staff/accounts', { token }), ok: 200 },
  ];
  const cases = [
    { who: 'admin', answer: 'ok' },
    { who: 'manager', answer: 'ok' },
    { who: 'host', answer: 403 },
    { who: 'otherManager', answer: 403 },
    { who: 'guest', answer: 401 },
    { who: 'removed', answer: 401 },
    { who: 'none', answer: 401 },
  ].flatMap((entry) =>
    routes.map((route) => ({
      ...entry,
      ...route,
      // The list names no restaurant: a manager of another one reads their own people (tested below).
      status: route.route === 'list' && entry.who === 'otherManager' ? route.ok : entry.answer,
    })),
  );

  it.each(cases)('$who: $route answers $status', async ({ who, call, ok, status }) => {
    const answer = await call(tokens[who]!);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status === 'ok' ? ok : status);
    if (status === 403) expect(answer.body.error).toBe('Forbidden');
    if (status === 401) expect(answer.body.error).toBe('Unauthorized');
  });

  it('a manager lists themselves and the people of their restaurant, not those of another', async () => {
    const emails = async (token: string) =>
      (await h.request('GET', '/staff/accounts', { token })).body.staff.map(
        (m: { email: string }) => m.email,
      );
    const amsterdam = await emails(tokens.manager!);
    expect(amsterdam).toEqual(expect.arrayContaining(['manager@a.example', 'host@a.example']));
    expect(amsterdam).not.toContain('manager@r.example');
    expect(amsterdam).not.toContain('admin@chain.example');
    expect(await emails(tokens.otherManager!)).toEqual(['manager@r.example']);
    const everyone = await emails(tokens.admin!);
    expect(everyone).toEqual(
      expect.arrayContaining(['admin@chain.example', 'manager@r.example', 'host@a.example']),
    );
    expect(everyone).not.toContain('gone@a.example');
  });

  it.each([
    ['a manager makes a host manager', 'manager', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]],
    [
      'a manager gives a host another restaurant',
      'manager',
      [...hostAt(SITE_AMSTERDAM), ...hostAt(SITE_ROTTERDAM)],
    ],
    ['a manager makes a host chain admin', 'manager', [{ site_id: null, role: 'admin' }]],
  ])('%s: 403', async (_case, who, grants) => {
    const answer = await h.request('PUT', `/staff/accounts/${await freshHost()}/roles`, {
      token: tokens[who],
      body: { grants },
    });
    expect(answer.status).toBe(403);
  });

  it.each([
    ['nl', 'Je bent toegevoegd aan Tafel voor restaurants', 'Gastheer/-vrouw bij Tafel Amsterdam'],
    ['en', 'You have been added to Tafel for restaurants', 'Host at Tafel Amsterdam'],
  ] as const)(
    'a new member gets an invitation e-mail in their language (%s)',
    async (language, subject, role) => {
      const email = `invited.${language}@a.example`;
      const sentBefore = h.sent.length;
      const added = await h.request('POST', '/staff/accounts', {
        token: tokens.manager,
        body: { name: 'Noor', email, language, grants: hostAt(SITE_AMSTERDAM) },
      });
      expect(added.status).toBe(201);
      const [invitation] = h.sent.slice(sentBefore);
      expect(invitation).toMatchObject({
        kind: 'staff_invitation',
        to: email,
        language,
        name: 'Noor',
        invitedBy: 'manager',
        signInUrl: 'http://widget.test/staff',
      });
      const rendered = renderNotification(invitation!);
      expect(rendered.subject).toBe(subject);
      expect(rendered.text).toContain(role);
      expect(rendered.text).toContain('http://widget.test/staff');
    },
  );
});
