import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, flowModel } from '../../state/create-app';
import { AppContext } from '../../state/context';
import { createSafeStorage } from '../../state/storage';
import { CodeInputPage } from './code-input';
import { createReservationFlow } from './model';
import { reserveTexts } from './texts';
import { messageTexts } from '../../i18n/messages';
import { testEmbed } from '../../embed/test-embed';

beforeAll(() => Promise.all([reserveTexts.load('en'), messageTexts.load('en')]));

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

/** A fake API recording every POST /sessions body. */
function fakeApi() {
  const sessionBodies: Array<Record<string, unknown>> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/sessions') && init?.method === 'POST') {
      sessionBodies.push(JSON.parse(String(init.body)));
      return json({ token: 'temp', channel: 'email', sent_to: 'a***@example.nl', resend_after_seconds: 30 });
    }
    if (url.endsWith('/users')) return json({ id: 'u1' });
    return json({ sites: [SITE] });
  });
  return { sessionBodies, fetchImpl };
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
  act(() =>
    render(<AppContext.Provider value={app}>{<CodeInputPage sid={sid} />}</AppContext.Provider>, root),
  );
  return api;
}
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 150)));
afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('SPEC §2 your code: the booking flow names its restaurant when it asks for a code, so the e-mail can link to /r/{sid}/your-code', () => {
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
