import { describe, expect, it, vi } from 'vitest';
import { testEmbed } from '../../embed/test-embed';
import { createApp } from '../../state/create-app';
import { createSafeStorage, type SafeStorage } from '../../../ui/storage';
import { codeForDetails, codeStepActions } from './code-step';
import { createReservationFlow } from './model';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const SITE = 'f5953adb-8724-4923-813c-73da0aaacb18';
const RIGHT = '123456';
const memory = () => createSafeStorage(() => null);
const embed = testEmbed();

/**
 * An API that signs up, sends codes ('temp-1', 'temp-2', … to the contact asked) and checks them by their token;
 * `offline` drops every call as a network failure would.
 */
function codeServer() {
  const server = { asked: [] as Array<Record<string, unknown>>, checkedWith: [] as string[], offline: false };
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (server.offline) throw new TypeError('Failed to fetch');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.endsWith('/users')) return Response.json({ user: body });
    if (url.endsWith('/sessions') && init.method === 'POST') {
      server.asked.push(body);
      const to = String(body.phone_number ?? body.email);
      return Response.json({
        token: `temp-${server.asked.length}`,
        channel: body.channel ?? 'sms',
        sent_to: `masked ${to}`,
        resend_after_seconds: 30,
      });
    }
    if (url.endsWith('/sessions/current')) {
      const token = (init.headers as Record<string, string>).Authorization!;
      server.checkedWith.push(token);
      if (body.code !== RIGHT) return Response.json({ error: 'wrong_code', message: 'x' }, { status: 400 });
      return Response.json({
        token: 'session',
        expires_at: new Date(NOW + 3_600_000).toISOString(),
        profile: { id: 'u1', first_name: 'Anna', last_name: 'Jansen', email: 'anna@example.nl' },
      });
    }
    return Response.json({});
  }) as unknown as typeof globalThis.fetch;
  return { server, fetch };
}

/** A journey on the code step's facts: a time chosen and the details typed. */
function journeyAt(fetch: typeof globalThis.fetch, storage: SafeStorage) {
  const app = createApp({ window, storage: memory(), embed, now: () => NOW, fetch });
  const flow = createReservationFlow(app, storage);
  // The model with the code step's actions (they ship with the code step's page) and its code under way.
  const journey = {
    ...flow,
    actions: { ...flow.actions, ...codeStepActions(app, flow) },
    code: {
      get value() {
        return codeForDetails(flow.extras.value.code, app.state.userForm);
      },
    },
  };
  const { reservationForm: form, userForm: user } = app.state;
  form.location.value ??= SITE;
  form.timeSlot.value ??= '19:00';
  if (!user.first_name.peek()) {
    user.first_name.value = 'Anna';
    user.last_name.value = 'Jansen';
    user.email.value = 'anna@example.nl';
    user.phone_number.value = '+31612345678';
  }
  return { app, journey };
}

describe('the code step keeps the code under way for the contact the details name', () => {
  it('a refresh keeps the code under way: the code already sent checks with its token, no second code', async () => {
    const { server, fetch } = codeServer();
    const storage = memory();
    const first = journeyAt(fetch, storage).journey;
    await first.actions.sendCode('sms', SITE);
    // A refresh: a new app on the same tab's storage, no previous route.
    const { app, journey } = journeyAt(fetch, storage);
    expect(journey.code.value).toMatchObject({ sentTo: 'masked +31612345678', token: 'temp-1' });
    await expect(journey.actions.checkCode(RIGHT)).resolves.toBeNull();
    expect(server.checkedWith).toEqual(['temp-1']);
    expect(server.asked).toHaveLength(1);
    expect(app.state.auth.token.value).toBe('session');
    // A checked code is used up: it is no longer kept.
    expect(journey.extras.value.code).toBeNull();
  });

  it('correcting the phone makes the code under way no longer this one; correcting only the e-mail keeps it', async () => {
    const { fetch } = codeServer();
    const { app, journey } = journeyAt(fetch, memory());
    await journey.actions.sendCode('sms', SITE);
    app.state.userForm.email.value = 'anne@example.nl';
    expect(journey.code.value?.token).toBe('temp-1');
    app.state.userForm.phone_number.value = '+31687654321';
    expect(journey.code.value).toBeNull();
  });

  it("a code typed with none sent for these details is 'codeNotSent', never the typing error", async () => {
    const { server, fetch } = codeServer();
    const { journey } = journeyAt(fetch, memory());
    await expect(journey.actions.checkCode(RIGHT)).resolves.toBe('codeNotSent');
    expect(server.checkedWith).toEqual([]);
  });

  it('a code is checked with the token of the code for these details, not with a temp token of another flow', async () => {
    const { server, fetch } = codeServer();
    const { app, journey } = journeyAt(fetch, memory());
    await journey.actions.sendCode('sms', SITE);
    // The retrieve flow's log-in asked its own code in between.
    app.state.auth.tempToken.value = 'login-token';
    await journey.actions.checkCode(RIGHT);
    expect(server.checkedWith).toEqual(['temp-1']);
  });

  it('a network failure keeps what the guest typed and the code under way, and says the network failed', async () => {
    const { server, fetch } = codeServer();
    const { journey } = journeyAt(fetch, memory());
    await journey.actions.sendCode('sms', SITE);
    journey.typedCode.value = RIGHT;
    server.offline = true;
    await expect(journey.actions.checkCode(RIGHT)).resolves.toBe('networkIssues');
    expect(journey.typedCode.value).toBe(RIGHT);
    expect(journey.code.value?.token).toBe('temp-1');
    server.offline = false;
    await expect(journey.actions.checkCode(journey.typedCode.value)).resolves.toBeNull();
  });

  it.each([
    ['typed for the earlier code, before a new one was asked: cleared', 'before', ''],
    ['typed (or filled in by the phone) while the new code was on its way: kept', 'while', RIGHT],
  ])('a new code and the digits in the field: %s', async (_rule, when, left) => {
    const { fetch } = codeServer();
    const { journey } = journeyAt(fetch, memory());
    await journey.actions.sendCode('sms', SITE);
    if (when === 'before') journey.typedCode.value = '654321';
    const sending = journey.actions.sendCode('sms', SITE);
    if (when === 'while') journey.typedCode.value = RIGHT;
    await expect(sending).resolves.toBeNull();
    expect(journey.typedCode.value).toBe(left);
  });

  it('closing the widget throws the code under way away with the booking', async () => {
    const { fetch } = codeServer();
    const { journey } = journeyAt(fetch, memory());
    await journey.actions.sendCode('sms', SITE);
    journey.actions.discard();
    expect(journey.extras.value.code).toBeNull();
  });
});
