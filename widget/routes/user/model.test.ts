import { describe, expect, it } from 'vitest';
import { testEmbed } from '../../embed/test-embed';
import { createApp } from '../../state/create-app';
import { createSafeStorage } from '../../../ui/storage';
import { CONTACT_CHANGE_KEY, parseSavedContactChange } from './contact-change';
import { createUserFlow, emptyFields } from './model';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const memory = () => createSafeStorage(() => null);
const embed = testEmbed();
const user = { id: 'u1', first_name: 'Anna', last_name: 'Tester', phone_number: '+31612345678' };
const change = { first_name: 'Anna', last_name: 'Tester', phone_number: '+31612345678' };

/** The browser's storage of a signed-in guest, and an API that sends a code to a new address and then takes it. */
function signedIn() {
  const browser = memory();
  browser.set(
    'tafel:token',
    JSON.stringify({ token: 'session', remember: true, expiresAt: NOW + 3_600_000 }),
  );
  const sent: unknown[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { email?: string; code?: string };
    sent.push(body);
    return body.code
      ? Response.json({ user: { ...user, email: body.email } })
      : Response.json(
          { pending_email: body.email, resend_after_seconds: 30, user: { ...user, email: 'old@example.nl' } },
          { status: 202 },
        );
  }) as unknown as typeof globalThis.fetch;
  const newApp = () => createApp({ window, storage: browser, embed, fetch, now: () => NOW });
  return { browser, sent, newApp };
}

describe('a refresh on the profile code step keeps the step', () => {
  it('the new address and the wait come back in the same tab; the code then confirms it', async () => {
    const { sent, newApp } = signedIn();
    const tab = memory();
    const before = createUserFlow(newApp(), tab);
    expect(await before.actions.save('u1', { ...change, email: 'new@example.nl' })).toBe('confirm');

    // The refresh: a new app in the same tab.
    const again = createUserFlow(newApp(), tab);
    expect(again.pendingFor('u1')).toEqual({ kind: 'email', contact: 'new@example.nl' });
    expect(again.resendAt.value).toBe(NOW + 30_000);
    expect(again.factsFor('u1')).toEqual({ contactPending: true, contactConfirmed: false });

    expect(await again.actions.confirmContact('u1', '123456')).toBeNull();
    expect(sent.at(-1)).toEqual({ email: 'new@example.nl', code: '123456' });
    expect(again.factsFor('u1')).toEqual({ contactPending: false, contactConfirmed: true });
    expect(parseSavedContactChange(tab.get(CONTACT_CHANGE_KEY))?.pending).toBeNull();
  });

  it('another guest’s uid meets nothing of the change under way', async () => {
    const { newApp } = signedIn();
    const flow = createUserFlow(newApp(), memory());
    await flow.actions.save('u1', { ...change, email: 'new@example.nl' });
    expect(flow.pendingFor('u2')).toBeNull();
    expect(flow.factsFor('u2')).toEqual({ contactPending: false, contactConfirmed: false });
  });

  it('signing out forgets the change, in memory and in the tab', async () => {
    const { newApp } = signedIn();
    const tab = memory();
    const app = newApp();
    const flow = createUserFlow(app, tab);
    await flow.actions.save('u1', { ...change, email: 'new@example.nl' });
    app.actions.auth.resetToken();
    expect(flow.pending.value).toBeNull();
    expect(tab.get(CONTACT_CHANGE_KEY)).toBeNull();
  });

  it('a tab saved by a signed-out visit restores nothing', () => {
    const tab = memory();
    tab.set(
      CONTACT_CHANGE_KEY,
      JSON.stringify({
        uid: 'u1',
        pending: { kind: 'email', contact: 'x@example.nl' },
        resendAt: 0,
        confirmed: null,
      }),
    );
    const app = createApp({ window, storage: memory(), embed, now: () => NOW });
    expect(createUserFlow(app, tab).pending.value).toBeNull();
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{'],
    ['no uid', '{"pending":null,"resendAt":0,"confirmed":"email"}'],
    ['another kind', '{"uid":"u1","pending":{"kind":"fax","contact":"1"},"resendAt":0,"confirmed":null}'],
    ['no wait', '{"uid":"u1","pending":{"kind":"email","contact":"a@b.nl"},"confirmed":null}'],
  ])('%s: no change under way', (_name, text) => {
    expect(parseSavedContactChange(text)).toBeNull();
  });
});

/** A signed-in guest's app whose API answers every call with `answer` (and records the calls). */
function answering(answer: (url: string, body: Record<string, unknown>) => Response) {
  const browser = memory();
  browser.set(
    'tafel:token',
    JSON.stringify({ token: 'session', remember: true, expiresAt: NOW + 3_600_000 }),
  );
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url, body });
    return answer(url, body);
  }) as unknown as typeof globalThis.fetch;
  return { calls, app: createApp({ window, storage: browser, embed, fetch, now: () => NOW }) };
}

describe('the profile after an e-mail log-in: every refusal sits on its field', () => {
  it('an empty phone number is "Required field" on the phone field, and nothing is sent', async () => {
    const { calls, app } = answering(() => Response.json({}));
    const flow = createUserFlow(app, memory());
    const outcome = await flow.actions.save('u1', {
      ...change,
      phone_number: '  ',
      email: 'anna@example.nl',
    });
    expect(outcome).toEqual([{ key: 'required', field: 'phone_number' }]);
    expect(calls).toEqual([]);
  });

  it('each empty field has its own "Required field"', () => {
    expect(emptyFields({ first_name: '', last_name: 'Tester', phone_number: '', email: 'a@b.nl' })).toEqual([
      { key: 'required', field: 'first_name' },
      { key: 'required', field: 'phone_number' },
    ]);
  });

  it.each([
    ['phone_taken', 409, 'phoneTaken', 'phone_number'],
    ['email_taken', 409, 'emailTaken', 'email'],
    ['one_contact_at_a_time', 400, 'oneContactAtATime', 'phone_number'],
  ])('the API refusing with %s: its words on the field it is about', async (code, status, key, field) => {
    const { app } = answering(() => Response.json({ error: code, message: 'refused', field }, { status }));
    const flow = createUserFlow(app, memory());
    const outcome = await flow.actions.save('u1', { ...change, email: 'anna@example.nl' });
    expect(outcome).toEqual([{ key, field }]);
  });

  it('her own number, unproven on another record: the API sends a code to it and the code step follows', async () => {
    const { app } = answering((_url, body) =>
      Response.json(
        { pending_phone: body.phone_number, resend_after_seconds: 30, user: { ...user, phone_number: '' } },
        { status: 202 },
      ),
    );
    const flow = createUserFlow(app, memory());
    expect(await flow.actions.save('u1', { ...change, email: 'anna@example.nl' })).toBe('confirm');
    expect(flow.pendingFor('u1')).toEqual({ kind: 'phone', contact: '+31612345678' });
  });
});

describe("the profile's hint follows whether a code can be texted to the number", () => {
  it.each([
    ['a mobile', '06 1234 5678', true],
    ['a landline', '020 123 4567', false],
  ])('%s: the server says textable %s', async (_name, phone, textable) => {
    const { calls, app } = answering(() => Response.json({ phone_number: '+31', textable }));
    expect(await createUserFlow(app, memory()).actions.canText(phone)).toBe(textable);
    expect(calls.at(-1)).toMatchObject({
      url: expect.stringContaining('/phone-checks'),
      body: { phone_number: phone },
    });
  });

  it('no number, or no answer: not known', async () => {
    const { calls, app } = answering(() => Response.json({ error: 'invalid_request' }, { status: 400 }));
    const flow = createUserFlow(app, memory());
    expect(await flow.actions.canText('')).toBeNull();
    expect(calls).toEqual([]);
    expect(await flow.actions.canText('12')).toBeNull();
  });
});
