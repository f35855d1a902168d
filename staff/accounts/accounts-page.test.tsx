import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffMember } from '../api/answers';
import { StaffApp } from '../app';
import { StaffContext } from '../shell/context';
import { click, settle, submit, type } from '../testing/draw-rules';
import { testStaffApp, type FakeRoute } from '../testing/fake-api';
import type { StaffAccount } from './accounts-api';
import { AccountsPage } from './accounts-page';

// Restaurant ids are UUIDs: the form checks them with the API's own schema.
const GOUDA = { site_id: '2b7e1c4a-0000-4000-8000-000000000002', site_name: 'Tafel Gouda' };
const UTRECHT = { site_id: '2b7e1c4a-0000-4000-8000-000000000001', site_name: 'Tafel Utrecht' };
const EVA: StaffAccount = {
  id: 'eva',
  name: 'Eva de Boer',
  email: 'eva@tafel.example',
  language: 'nl',
  grants: [{ site_id: null, site_name: null, role: 'admin' }],
};
const DAAN: StaffAccount = {
  id: 'daan',
  name: 'Daan Smit',
  email: 'daan@tafel.example',
  language: 'nl',
  grants: [{ ...GOUDA, role: 'manager' }],
};
const SANNE: StaffAccount = {
  id: 'sanne',
  name: 'Sanne Visser',
  email: 'sanne@tafel.example',
  language: 'en',
  grants: [{ ...GOUDA, role: 'host' }],
};
const FATIMA: StaffAccount = {
  ...SANNE,
  id: 'fatima',
  name: 'Fatima',
  email: 'f@t.example',
  grants: [
    { ...GOUDA, role: 'manager' },
    { ...UTRECHT, role: 'host' },
  ],
};
const asMe = (account: StaffAccount, restaurants: StaffMember['restaurants']): StaffMember => ({
  id: account.id,
  name: account.name,
  email: account.email,
  language: account.language,
  restaurants,
});
const ADMIN_ME = asMe(EVA, [
  { ...UTRECHT, role: 'admin' },
  { ...GOUDA, role: 'admin' },
]);
const MANAGER_ME = asMe(DAAN, [{ ...GOUDA, role: 'manager' }]);

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

async function drawAccounts(
  me: StaffMember,
  staff: StaffAccount[],
  routes: Record<string, FakeRoute> = {},
  language: 'en' | 'nl' = 'en',
) {
  const { app, calls } = testStaffApp({
    'GET /me': { status: 200, body: { staff: me } },
    'GET /accounts': { status: 200, body: { staff } },
    ...routes,
  });
  app.session.token.value = 'session-1';
  await app.actions.restore();
  app.actions.setLanguage(language);
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <LocationProvider>
          <AccountsPage />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await settle();
  return { app, calls, root };
}

const memberCard = (root: Element, name: string) =>
  [...root.querySelectorAll('.staff-accounts__member')].find((card) =>
    card.querySelector('h3')?.textContent?.includes(name),
  )!;
const buttonNamed = (scope: Element, name: string) =>
  [...scope.querySelectorAll('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
  )!;
const sent = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('the staff accounts screen', () => {
  it('lists everyone with their role at each restaurant; the heading has focus', async () => {
    const { root } = await drawAccounts(ADMIN_ME, [EVA, DAAN, FATIMA]);
    expect(document.activeElement?.textContent).toBe('Staff');
    expect(
      [...root.querySelectorAll('.staff-accounts__member')].map(
        (card) => card.querySelector('ul')!.textContent,
      ),
    ).toEqual([
      'Chain admin: every restaurant',
      'Manager at Tafel Gouda',
      'Manager at Tafel GoudaHost at Tafel Utrecht',
    ]);
    expect(memberCard(root, 'Eva').textContent).toContain('(you)');
  });

  it('a chain admin adds a host: checked, sent, said in the live region, and the list read again', async () => {
    const { root, calls } = await drawAccounts(ADMIN_ME, [EVA], {
      'POST /accounts': { status: 201, body: { member: SANNE } },
    });
    await type(root.querySelector('#member-name'), 'Sanne Visser');
    await type(root.querySelector('#member-email'), 'Sanne@Tafel.example');
    await type(root.querySelector('#member-language'), 'en', 'change');
    await type(root.querySelector('#member-restaurant'), GOUDA.site_id, 'change');
    await submit(root.querySelector('form'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Sanne Visser',
      email: 'sanne@tafel.example',
      language: 'en',
      grants: [{ site_id: GOUDA.site_id, role: 'host' }],
    });
    expect(root.querySelector('[role=status]')!.textContent).toBe(
      'Sanne Visser was added. They can sign in at /staff with sanne@tafel.example.',
    );
    expect(calls.filter((call) => call.path === '/accounts' && call.method === 'GET')).toHaveLength(2);
  });

  it.each<[string, { name?: string; email: string; site?: string }, string]>([
    ['no name', { email: 'a@b.example', site: GOUDA.site_id }, 'Enter a name of at most 80 characters.'],
    [
      'an address that is none',
      { name: 'Sanne', email: 'sanne', site: GOUDA.site_id },
      'Enter a valid e-mail address.',
    ],
    [
      'no restaurant',
      { name: 'Sanne', email: 'a@b.example' },
      'Choose a role, and a restaurant for a host or manager.',
    ],
  ])('refuses %s before sending, in words', async (_case, form, words) => {
    const { root, calls } = await drawAccounts(ADMIN_ME, [EVA]);
    if (form.name) await type(root.querySelector('#member-name'), form.name);
    await type(root.querySelector('#member-email'), form.email);
    if (form.site) await type(root.querySelector('#member-restaurant'), form.site, 'change');
    await submit(root.querySelector('form'));
    expect(root.querySelector('[role=alert]')!.textContent).toBe(words);
    expect(sent(calls)).toEqual([]);
  });

  it.each([
    ['en', 'This e-mail address already belongs to someone on the staff.'],
    ['nl', 'Dit e-mailadres hoort al bij iemand van het personeel.'],
  ] as const)('an address already on the staff (409) is said in words (%s)', async (language, words) => {
    const { root } = await drawAccounts(
      ADMIN_ME,
      [EVA],
      { 'POST /accounts': { status: 409, body: { error: 'staff_email_taken', field: 'email' } } },
      language,
    );
    await type(root.querySelector('#member-name'), 'Daan');
    await type(root.querySelector('#member-email'), 'daan@tafel.example');
    await type(root.querySelector('#member-restaurant'), GOUDA.site_id, 'change');
    await submit(root.querySelector('form'));
    expect(root.querySelector('[role=alert]')!.textContent).toBe(words);
  });

  it('Remove asks first: Keep sends nothing; Yes, remove deletes and says so', async () => {
    let staff = [EVA, SANNE];
    const { root, calls } = await drawAccounts(ADMIN_ME, [], {
      'GET /accounts': () => ({ status: 200, body: { staff } }),
      'DELETE /accounts/sanne': () => ((staff = [EVA]), { status: 204 }),
    });
    await click(buttonNamed(memberCard(root, 'Sanne'), 'Remove Sanne Visser'));
    expect(memberCard(root, 'Sanne').textContent).toContain(
      'Remove Sanne Visser? They are signed out at once and can no longer sign in.',
    );
    expect(document.activeElement?.textContent).toBe('Keep');
    await click(buttonNamed(memberCard(root, 'Sanne'), 'Keep'));
    expect(sent(calls)).toEqual([]);
    await click(buttonNamed(memberCard(root, 'Sanne'), 'Remove Sanne Visser'));
    await click(buttonNamed(memberCard(root, 'Sanne'), 'Yes, remove'));
    expect(sent(calls)).toEqual(['DELETE /accounts/sanne']);
    expect(root.querySelector('[role=status]')!.textContent).toBe('Sanne Visser was removed and signed out.');
    expect(root.textContent).not.toContain('sanne@tafel.example');
  });

  it('changes roles: gives one, takes one away; the API refusing the last chain admin is said in words', async () => {
    const { root, calls } = await drawAccounts(ADMIN_ME, [EVA, FATIMA], {
      'PUT /accounts/fatima/roles': { status: 409, body: { error: 'last_chain_admin' } },
    });
    await click(buttonNamed(memberCard(root, 'Fatima'), 'Change roles'));
    await click(buttonNamed(memberCard(root, 'Fatima'), 'Take away Host at Tafel Utrecht'));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      grants: [{ site_id: GOUDA.site_id, role: 'manager' }],
    });
    expect(memberCard(root, 'Fatima').querySelector('[role=alert]')!.textContent).toBe(
      'The chain needs at least one chain admin. Make someone else chain admin first.',
    );
  });

  it('a manager adds hosts of their own restaurant only, and removes only those hosts', async () => {
    const { root } = await drawAccounts(MANAGER_ME, [DAAN, FATIMA, SANNE]);
    expect([...root.querySelectorAll('#member-role option')].map((option) => option.textContent)).toEqual([
      'Host',
    ]);
    expect(
      [...root.querySelectorAll('#member-restaurant option')].map((option) => option.textContent),
    ).toEqual(['—', 'Tafel Gouda']);
    expect(buttonNamed(memberCard(root, 'Sanne'), 'Remove Sanne Visser')).toBeDefined();
    expect(buttonNamed(memberCard(root, 'Fatima'), 'Remove Fatima')).toBeUndefined();
    expect(buttonNamed(memberCard(root, 'Daan'), 'Remove Daan Smit')).toBeUndefined();
  });

  it('a host reads that the screen is a manager’s, and nothing is asked', async () => {
    const { root, calls } = await drawAccounts(asMe(SANNE, [{ ...GOUDA, role: 'host' }]), []);
    expect(root.querySelector('[role=alert]')!.textContent).toBe(
      'Only a manager or a chain admin can manage staff accounts.',
    );
    expect(calls.filter((call) => call.path === '/accounts')).toEqual([]);
  });
});

describe('the Staff link and the lazy route', () => {
  it.each([
    ['a manager', true, MANAGER_ME],
    ['a host', false, asMe(SANNE, [{ ...GOUDA, role: 'host' }])],
  ])('%s: the top bar links to Staff: %s; the screen loads at /staff/accounts', async (_case, linked, me) => {
    history.replaceState(null, '', '/staff/accounts');
    const { app } = testStaffApp({
      'GET /me': { status: 200, body: { staff: me } },
      'GET /accounts': { status: 200, body: { staff: [DAAN, SANNE] } },
    });
    app.session.token.value = 'session-1';
    await app.actions.restore();
    app.actions.setLanguage('en');
    const root = document.createElement('div');
    document.body.append(root);
    act(() => render(<StaffApp app={app} />, root));
    for (let tries = 0; tries < 50 && !root.querySelector('.staff-accounts'); tries += 1) await settle();
    expect(Boolean(root.querySelector('.staff-bar a[href="/staff/accounts"]'))).toBe(linked);
    expect(root.querySelector('h1')!.textContent).toBe('Staff');
  });
});
