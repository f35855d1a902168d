import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, flowModel } from '../../state/create-app';
import { AppContext } from '../../state/context';
import { createSafeStorage } from '../../../ui/storage';
import { CodeInputPage } from './code-input';
import { createReservationFlow } from './model';
import { bookingPathWords } from './booking-path-words';
import { reserveWords } from './reserve-words';
import { messageWords } from '../../i18n/message-words';
import { testEmbed } from '../../embed/test-embed';

beforeAll(() => Promise.all([reserveWords.load('en'), bookingPathWords.load('en'), messageWords.load('en')]));

const SITE = {
  id: '1b8742b7-4076-495b-ac5e-52bc563c2a01',
  name: 'Tafel Amsterdam',
  city: 'Amsterdam',
  phone: '+31 20 555 0101',
  extra: {},
};
const embed = testEmbed();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fake API recording every POST /sessions body; the code goes to the contact asked; `offline` drops calls. */
function fakeApi() {
  const sessionBodies: Array<Record<string, unknown>> = [];
  const checkedCodes: unknown[] = [];
  const api = { sessionBodies, checkedCodes, offline: false, fetchImpl: vi.fn() };
  api.fetchImpl.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (api.offline && !url.includes('/sites')) throw new TypeError('Failed to fetch');
    if (url.endsWith('/sessions') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sessionBodies.push(body);
      const to = String(body.phone_number ?? body.email);
      return json({ token: 'temp', channel: 'email', sent_to: `to ${to}`, resend_after_seconds: 30 });
    }
    if (url.endsWith('/sessions/current')) {
      checkedCodes.push((JSON.parse(String(init?.body)) as { code: unknown }).code);
      return new Response(JSON.stringify({ error: 'wrong_code', message: 'Wrong code' }), { status: 400 });
    }
    if (url.endsWith('/users')) return json({ id: 'u1' });
    return json({ sites: [SITE] });
  });
  return api;
}

function mountCodeInput(sid: string, channel: 'sms' | 'email') {
  const api = fakeApi();
  const app = createApp({
    window,
    storage: createSafeStorage(() => null),
    embed,
    fetch: api.fetchImpl as unknown as typeof fetch,
    now: () => Date.UTC(2026, 10, 22, 9),
  });
  const { reservationForm: form, userForm: user } = app.state;
  form.location.value = SITE.id;
  form.timeSlot.value = '19:00';
  form.date.value = '2026-11-23';
  user.first_name.value = 'Anna';
  user.last_name.value = 'de Vries';
  user.phone_number.value = '+31612345678';
  user.email.value = 'anna@example.nl';
  flowModel(app, createReservationFlow).actions.update({ codeChannel: channel });
  const root = document.createElement('div');
  document.body.append(root);
  const open = () =>
    act(() =>
      render(<AppContext.Provider value={app}>{<CodeInputPage sid={sid} />}</AppContext.Provider>, root),
    );
  const close = () => act(() => render(null, root));
  open();
  return Object.assign(api, { app, open, close });
}
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 150)));
afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('your code: the booking flow names its restaurant when it asks for a code, so the e-mail can link to /r/{sid}/your-code', () => {
  it.each(['email', 'sms'] as const)(
    'a code by %s is asked with site_id = the route sid',
    async (channel) => {
      const api = mountCodeInput(SITE.id, channel);
      await settle();
      expect(api.sessionBodies).toHaveLength(1);
      expect(api.sessionBodies[0]).toMatchObject({
        channel,
        site_id: SITE.id,
        ...(channel === 'email' ? { email: 'anna@example.nl' } : { phone_number: '+31612345678' }),
      });
    },
  );

  it('a sid that is no site id is left out (the server would refuse the whole request)', async () => {
    const api = mountCodeInput('not-a-uuid', 'email');
    await settle();
    expect(api.sessionBodies).toHaveLength(1);
    expect(api.sessionBodies[0]).not.toHaveProperty('site_id');
  });
});

const otp = () => document.querySelector<HTMLInputElement>('#otp')!;
const typeCode = (value: string) =>
  act(() => {
    otp().value = value;
    otp().dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('correcting the contact on the code step: the code goes to the corrected one, never twice to the same', () => {
  it('back on the step with the phone unchanged (only the e-mail corrected): no second code, the same number named', async () => {
    const api = mountCodeInput(SITE.id, 'sms');
    await settle();
    api.close();
    api.app.state.userForm.email.value = 'anne@example.nl';
    api.open();
    await settle();
    expect(api.sessionBodies).toHaveLength(1);
    expect(document.body.textContent).toContain('We sent a 6-digit code to to +31612345678.');
  });

  it('back on the step with the phone corrected: a new code to the corrected number, which the page names', async () => {
    const api = mountCodeInput(SITE.id, 'sms');
    await settle();
    api.close();
    api.app.state.userForm.phone_number.value = '+31687654321';
    api.open();
    await settle();
    expect(api.sessionBodies.map((body) => body.phone_number)).toEqual(['+31612345678', '+31687654321']);
    expect(document.body.textContent).toContain('We sent a 6-digit code to to +31687654321.');
  });
});

describe('a network failure on the code step loses nothing the guest typed', () => {
  it('checking the code: the code stays in the field, the page says the connection failed', async () => {
    const api = mountCodeInput(SITE.id, 'sms');
    await settle();
    api.offline = true;
    await typeCode('123456');
    await settle();
    expect(otp().value).toBe('123456');
    expect(document.querySelector('[role=alert]')!.textContent).toBe(
      'The connection failed, so your code was not checked. Check your connection and try again.',
    );
  });

  it('sending the code: the page says so and Try again sends it', async () => {
    const api = mountCodeInput(SITE.id, 'sms');
    api.offline = true;
    await settle();
    expect(document.querySelector('[role=alert]')!.textContent).toBe(
      'The connection failed, so we could not send your code. Check your connection and try again.',
    );
    api.offline = false;
    const tryAgain = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    await act(() => tryAgain.click());
    await settle();
    expect(api.sessionBodies).toHaveLength(1);
    expect(document.querySelector('[role=alert]')).toBeNull();
  });
});

describe('a code typed, or filled in by the phone, while it is still on its way is kept and checked', () => {
  it('the whole code typed before the send answered: it stays in the field and is checked once the code is out', async () => {
    const api = mountCodeInput(SITE.id, 'sms');
    await typeCode('123456');
    expect(api.checkedCodes).toEqual([]);
    await settle();
    expect(api.sessionBodies).toHaveLength(1);
    expect(otp().value).toBe('123456');
    expect(api.checkedCodes).toEqual(['123456']);
  });
});
