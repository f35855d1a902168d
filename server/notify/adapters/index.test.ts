import { describe, expect, it } from 'vitest';
import {
  adapterFromEnv,
  canTextCodes,
  channelRouter,
  notifyProblems,
  NotifyConfigError,
  type NotifyEnv,
} from './index.js';
import type { DeliveryAdapter, OutgoingMessage } from '../types.js';

const SMTP_URL = 'smtp://user:pass@127.0.0.1:2525';
const SMS_PROVIDER_URL = 'http://127.0.0.1:9/sms';

describe('adapterFromEnv: NOTIFY picks the delivery (outbox by default outside production)', () => {
  it.each<{ rule: string; env: NotifyEnv; name: string; retainsContent: boolean }>([
    { rule: 'no configuration in development: the outbox', env: {}, name: 'outbox', retainsContent: true },
    {
      rule: 'NODE_ENV=test: the outbox',
      env: { NODE_ENV: 'test', SMTP_URL },
      name: 'outbox',
      retainsContent: true,
    },
    {
      rule: 'NOTIFY=outbox even in production',
      env: { NODE_ENV: 'production', NOTIFY: 'outbox' },
      name: 'outbox',
      retainsContent: true,
    },
    { rule: 'NOTIFY=smtp', env: { NOTIFY: 'smtp', SMTP_URL }, name: 'smtp', retainsContent: false },
    { rule: 'NOTIFY=sms', env: { NOTIFY: 'sms', SMS_PROVIDER_URL }, name: 'sms', retainsContent: false },
    {
      rule: 'NOTIFY=smtp,sms',
      env: { NOTIFY: 'smtp, SMS', SMTP_URL, SMS_PROVIDER_URL },
      name: 'smtp,sms',
      retainsContent: false,
    },
    {
      rule: 'production without NOTIFY: the adapters whose URL is set',
      env: { NODE_ENV: 'production', SMTP_URL, SMS_PROVIDER_URL },
      name: 'smtp,sms',
      retainsContent: false,
    },
    {
      rule: 'production with only SMTP_URL: smtp',
      env: { NODE_ENV: 'production', SMTP_URL },
      name: 'smtp',
      retainsContent: false,
    },
  ])('$rule', async ({ env, name, retainsContent }) => {
    const adapter = adapterFromEnv(env);
    expect(adapter.name).toBe(name);
    expect(adapter.retainsContent).toBe(retainsContent);
    await adapter.close?.();
  });

  it.each<{ rule: string; env: NotifyEnv; mentions: string }>([
    { rule: 'production with nothing configured', env: { NODE_ENV: 'production' }, mentions: 'SMTP_URL' },
    { rule: 'smtp without SMTP_URL', env: { NOTIFY: 'smtp' }, mentions: 'SMTP_URL' },
    { rule: 'sms without SMS_PROVIDER_URL', env: { NOTIFY: 'sms' }, mentions: 'SMS_PROVIDER_URL' },
    { rule: 'an unknown adapter', env: { NOTIFY: 'pigeon' }, mentions: 'pigeon' },
    {
      rule: 'outbox mixed with a real adapter',
      env: { NOTIFY: 'outbox,smtp', SMTP_URL },
      mentions: 'outbox',
    },
  ])('refuses to start: $rule', ({ env, mentions }) => {
    expect(() => adapterFromEnv(env)).toThrow(NotifyConfigError);
    expect(() => adapterFromEnv(env)).toThrow(mentions);
  });
});

describe('notifyProblems: every reason the start-up refuses, in production also an outbox or no mail', () => {
  const NO_MAIL =
    'No mail transport: set SMTP_URL (and include smtp in NOTIFY, if set): confirmations, reminders and codes by e-mail go by mail';
  it.each<[string, NotifyEnv, string[]]>([
    ['development: the outbox', {}, []],
    ['production with SMTP', { NODE_ENV: 'production', SMTP_URL }, []],
    ['production with SMTP and SMS', { NODE_ENV: 'production', SMTP_URL, SMS_PROVIDER_URL }, []],
    ['production with nothing', { NODE_ENV: 'production' }, [NO_MAIL]],
    ['production with SMS only', { NODE_ENV: 'production', SMS_PROVIDER_URL }, [NO_MAIL]],
    [
      'production, NOTIFY=sms beside an SMTP_URL',
      { NODE_ENV: 'production', NOTIFY: 'sms', SMTP_URL, SMS_PROVIDER_URL },
      [NO_MAIL],
    ],
    [
      'production with the outbox',
      { NODE_ENV: 'production', NOTIFY: 'outbox' },
      [
        'NOTIFY=outbox: in production codes and e-mails would never leave the database; set SMTP_URL (and SMS_PROVIDER_URL) instead',
      ],
    ],
    [
      'all that adapterFromEnv refuses, together',
      { NOTIFY: 'outbox,smtp,sms,pigeon' },
      [
        'NOTIFY has unknown adapter(s): pigeon (use outbox, smtp, sms or smtp,sms)',
        'NOTIFY=outbox cannot be combined with smtp or sms',
        'NOTIFY includes smtp but SMTP_URL is not set',
        'NOTIFY includes sms but SMS_PROVIDER_URL is not set',
      ],
    ],
    [
      'URLs of the wrong kind',
      { NOTIFY: 'smtp,sms', SMTP_URL: 'mail.example:587', SMS_PROVIDER_URL: 'ftp://sms.example' },
      ['SMTP_URL is not an smtp:// or smtps:// URL', 'SMS_PROVIDER_URL is not an http:// or https:// URL'],
    ],
  ])('%s', (_rule, env, problems) => {
    expect(notifyProblems(env)).toEqual(problems);
  });
});

describe('channelRouter: each channel goes to its own adapter', () => {
  const message = (channel: 'sms' | 'email'): OutgoingMessage => ({
    id: 'm',
    kind: 'otp_code',
    channel,
    to: 'x',
    language: 'en',
    rendered: { text: 't' },
  });
  const recorder = (name: string, seen: string[]): DeliveryAdapter => ({
    name,
    retainsContent: false,
    deliver: async (m) => (seen.push(`${name}:${m.channel}`), { ok: true }),
  });

  it('e-mail to the e-mail adapter, SMS to the SMS adapter', async () => {
    const seen: string[] = [];
    const router = channelRouter({ email: recorder('smtp', seen), sms: recorder('sms', seen) });
    await router.deliver(message('email'));
    await router.deliver(message('sms'));
    expect(seen).toEqual(['smtp:email', 'sms:sms']);
  });

  it('a channel without an adapter fails permanently (NOTIFY=smtp and an SMS)', async () => {
    const adapter = adapterFromEnv({ NOTIFY: 'smtp', SMTP_URL });
    expect(await adapter.deliver(message('sms'))).toMatchObject({
      ok: false,
      permanent: true,
      error: 'no_adapter_for_channel',
    });
    await adapter.close?.();
  });
});

describe('whether codes can be texted (an e-mail-only set-up never says "sent" for an SMS)', () => {
  it.each<[string, NotifyEnv, boolean]>([
    ['development: the outbox keeps every channel', {}, true],
    ['production with SMTP only', { NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }, false],
    ['production with an SMS provider', { NODE_ENV: 'production', SMS_PROVIDER_URL: 'https://sms' }, true],
    ['NOTIFY=smtp', { NOTIFY: 'smtp', SMTP_URL: 'smtp://mail' }, false],
    ['NOTIFY=smtp,sms', { NOTIFY: 'smtp,sms' }, true],
  ])('%s', (_rule, env, texts) => {
    expect(canTextCodes(env)).toBe(texts);
  });
});
