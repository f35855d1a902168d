import { describe, expect, it } from 'vitest';
import { createEditFlow } from '../routes/edit/model';
import { createRetrieveFlow, LOGIN_KEY, parseSavedLogin } from '../routes/retrieve/model';
import { createUserFlow } from '../routes/user/model';
import { createApp, flowModel } from './create-app';
import { createSafeStorage } from '../../ui/storage';
import { testEmbed } from '../embed/test-embed';

const embed = testEmbed();
const newApp = () => createApp({ window, storage: createSafeStorage(() => null), embed });

describe('a flow’s state belongs to its app: made once per app, never shared between apps', () => {
  it('the same app gets the same model; another app gets its own', () => {
    const first = newApp();
    const second = newApp();
    expect(flowModel(first, createEditFlow)).toBe(flowModel(first, createEditFlow));
    flowModel(first, createEditFlow).draft.value = {
      conf: 'c1',
      date: '2026-01-11',
      time: '19:00',
      party_size: 2,
    };
    flowModel(first, createUserFlow).pending.value = { kind: 'email', contact: 'new@example.nl' };
    expect(flowModel(second, createEditFlow).draft.value).toBeNull();
    expect(flowModel(second, createUserFlow).pending.value).toBeNull();
    expect(flowModel(first, createEditFlow).facts('c1')).toEqual({ hasDraft: true, changed: false });
    expect(flowModel(first, createEditFlow).facts('c2')).toEqual({ hasDraft: false, changed: false });
  });
});

describe('a second retrieve in one visit shows the second reservation', () => {
  it('the access token and the list are the reservation found last', async () => {
    const found = (id: string, number: string) => ({
      reservation: {
        id,
        number,
        site_id: 's1',
        site_name: 'Tafel Utrecht',
        date: '2026-12-01',
        time: '19:00',
      },
    });
    const answers = [found('first-id-0000000001', 'AAAA11'), found('second-id-000000002', 'BBBB22')];
    const fetch = (async () => Response.json(answers.shift())) as unknown as typeof globalThis.fetch;
    const app = createApp({ window, storage: createSafeStorage(() => null), embed, fetch });
    const retrieve = flowModel(app, createRetrieveFlow);
    const form = { phone_number: '0612345678', email: '', retrieveBy: 'phone_number' as const };
    expect(await retrieve.actions.findReservation({ ...form, confirmationNum: 'AAAA11' })).toBeNull();
    expect(await retrieve.actions.findReservation({ ...form, confirmationNum: 'BBBB22' })).toBeNull();
    expect(app.state.auth.accessToken.value).toBe('second-id-000000002');
    expect(app.state.auth.reservations.value.map((reservation) => reservation.number)).toEqual(['BBBB22']);
  });
});

describe('a refresh on the log-in code step keeps the step', () => {
  const answer = (body: unknown) => Response.json(body);

  it('the number, where the code went, the wait and the temporary token come back; a checked code forgets them', async () => {
    const tabSession = createSafeStorage(() => null);
    const answers = [
      answer({ token: 'temp-token', sent_to: '+31 6 ** ** ** 78', resend_after_seconds: 30 }),
      answer({ token: 'session-token' }),
      answer({ user: null }),
    ];
    const fetch = (async () => answers.shift() ?? answer({})) as unknown as typeof globalThis.fetch;
    const before = createApp({
      window,
      storage: createSafeStorage(() => null),
      embed,
      fetch,
      now: () => 1000,
    });
    const first = createRetrieveFlow(before, tabSession);
    expect(
      await first.actions.requestLoginCode({ by: 'phone_number', contact: '+31612345678', remember: false }),
    ).toBeNull();

    // The refresh: a new app in the same tab.
    const after = createApp({
      window,
      storage: createSafeStorage(() => null),
      embed,
      fetch,
      now: () => 2000,
    });
    const again = createRetrieveFlow(after, tabSession);
    expect(again.login.value).toEqual({
      by: 'phone_number',
      contact: '+31612345678',
      remember: false,
      sentTo: '+31 6 ** ** ** 78',
      resendAt: 31000,
    });
    expect(after.state.auth.tempToken.value).toBe('temp-token');
    expect(again.facts.value.codeRequested).toBe(true);

    expect(await again.actions.checkLoginCode('123456')).toBeNull();
    expect(tabSession.get(LOGIN_KEY)).toBeNull();
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{'],
    ['another shape', '{"phone":1}'],
    ['an older shape (a phone, no way)', '{"phone":"+31612345678","sentTo":"x","resendAt":0,"token":"t"}'],
  ])('%s: no log-in under way', (_name, text) => {
    expect(parseSavedLogin(text)).toBeNull();
  });
});

describe('a guest logs in with a code by SMS or by e-mail, remembered only when asked', () => {
  it.each([
    [
      'by SMS, not remembered',
      { by: 'phone_number' as const, contact: ' +31612345678 ', remember: false },
      { phone_number: '+31612345678', remember: false },
    ],
    [
      'by e-mail, remembered',
      { by: 'email' as const, contact: 'anna@example.nl', remember: true },
      { email: 'anna@example.nl', channel: 'email', remember: true },
    ],
  ])('%s: the code request names the contact, the way and the choice', async (_name, request, body) => {
    const sent: unknown[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ token: 'temp', sent_to: 'masked', resend_after_seconds: 30 });
    }) as unknown as typeof globalThis.fetch;
    const app = createApp({ window, storage: createSafeStorage(() => null), embed, fetch });
    const retrieve = createRetrieveFlow(
      app,
      createSafeStorage(() => null),
    );
    expect(await retrieve.actions.requestLoginCode(request)).toBeNull();
    expect(sent).toEqual([{ ...body, language: 'en' }]);
    expect(retrieve.login.value).toMatchObject({ by: request.by, contact: request.contact.trim() });
    expect(app.state.auth.remember.value).toBe(request.remember);
  });

  it('nothing typed: required, and no code asked', async () => {
    let asked = 0;
    const fetch = (async () => {
      asked += 1;
      return Response.json({});
    }) as unknown as typeof globalThis.fetch;
    const app = createApp({ window, storage: createSafeStorage(() => null), embed, fetch });
    const retrieve = createRetrieveFlow(
      app,
      createSafeStorage(() => null),
    );
    expect(await retrieve.actions.requestLoginCode({ by: 'email', contact: '  ', remember: false })).toBe(
      'required',
    );
    expect(asked).toBe(0);
  });
});
