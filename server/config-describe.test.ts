/**
 * The start-up prints the effective configuration in one line, with both addresses and no secret in it
 * (describeConfig; main.ts logs it before it opens the database).
 */
import { describe, expect, it } from 'vitest';
import { configFromEnv, type Env } from './config';
import { describeConfig, maskUrl } from './config-describe';

const described = (env: Env) => describeConfig(configFromEnv(env), env);

describe('maskUrl: a URL shown without its password or secret query values', () => {
  it.each([
    ['postgres://tafel:hunter2@db.internal:5432/tafel', 'postgres://tafel:***@db.internal:5432/tafel'],
    ['postgres://tafel@db.internal/tafel', 'postgres://tafel@db.internal/tafel'],
    [
      'postgresql://db.internal/tafel?sslmode=require&password=hunter2',
      'postgresql://db.internal/tafel?sslmode=require&password=***',
    ],
    ['smtps://mailer:s%40cret@mail.internal:465', 'smtps://mailer:***@mail.internal:465'],
    ['https://sms.example/send?api_key=abc123&from=Tafel', 'https://sms.example/send?api_key=***&from=Tafel'],
    ['https://sms.example/send?Token=abc&sig=def', 'https://sms.example/send?Token=***&sig=***'],
    ['db.internal:hunter2', '(not a URL, not shown)'],
    ['tafel:hunter2@db.internal/tafel', '(not a URL, not shown)'],
    ['postgres://tafel:hunter2@[db', '(not a URL, not shown)'],
  ])('%s → %s', (url, shown) => expect(maskUrl(url)).toBe(shown));
});

describe('describeConfig: what this process does and where, secrets masked', () => {
  const SECRETS = ['hunter2', 'mailpass', 'sms-token-value', 'metrics-token-value', 'keyvalue'];
  const PRODUCTION: Env = {
    NODE_ENV: 'production',
    PORT: '8080',
    PUBLIC_WIDGET_URL: 'https://book.tafel.example',
    ALLOWED_HOST_ORIGINS: 'https://www.tafel.example, https://tafel.example',
    DATABASE_URL: 'postgres://tafel:hunter2@db.internal:5432/tafel',
    SMTP_URL: 'smtp://mailer:mailpass@mail.internal:587',
    SMS_PROVIDER_URL: 'https://sms.example/send?key=keyvalue',
    SMS_PROVIDER_TOKEN: 'sms-token-value',
    METRICS_TOKEN: 'metrics-token-value',
    TRUST_PROXY: '10.0.0.0/8,::1/128',
    REMINDER_EVERY_MINUTES: '0',
  };

  it('production: both addresses, the database and the delivery, and no secret anywhere', () => {
    const line = described(PRODUCTION);
    expect(line).toEqual({
      mode: 'production',
      widgetUrl: 'https://book.tafel.example/',
      apiUrl: 'https://book.tafel.example/api',
      port: 8080,
      demoUrl: 'off in production',
      database: 'postgres://tafel:***@db.internal:5432/tafel',
      databasePool:
        '10 connections; connect 5000 ms, pool wait 5000 ms, statement 15000 ms, idle in transaction 10000 ms',
      slowQueryMs: 500,
      notify: 'smtp,sms',
      smtpUrl: 'smtp://mailer:***@mail.internal:587',
      mailFrom: 'Tafel <no-reply@tafel.example>',
      smsProviderUrl: 'https://sms.example/send?key=***',
      SMS_PROVIDER_TOKEN: '***',
      METRICS_TOKEN: '***',
      textsCodes: true,
      smsCountries: 'NL,BE,DE',
      allowedHostOrigins: 'https://www.tafel.example, https://tafel.example',
      trustProxy: '10.0.0.0/8, ::1/128',
      maxUpcomingBookings: 10,
      codeSendsPerAddressPerHour: 30,
      signUpsPerAddressPerHour: 30,
      reminders: 'off in this process',
    });
    const text = JSON.stringify(line);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it.each<[string, Env, Record<string, string | number | boolean>]>([
    [
      'development defaults: the local widget, the demo host site, PGlite, the outbox',
      {},
      {
        mode: 'development',
        widgetUrl: 'http://localhost:3000/',
        apiUrl: 'http://localhost:3000/api',
        demoUrl: 'http://127.0.0.1:3001/',
        database: 'PGlite (embedded, one process) in .data',
        notify: 'outbox',
        allowedHostOrigins: '*',
        trustProxy: 'off (X-Forwarded-For ignored)',
        reminders: '10-21 h Amsterdam, every 5 min',
      },
    ],
    ['NODE_ENV=test is named', { NODE_ENV: 'test' }, { mode: 'test' }],
    ['a demo port of its own', { DEMO_PORT: '4001' }, { demoUrl: 'http://127.0.0.1:4001/' }],
    ['one proxy', { TRUST_PROXY: '1' }, { trustProxy: 'the one proxy in front' }],
    [
      'PGlite allowed in production',
      { NODE_ENV: 'production', ALLOW_EMBEDDED_DB: '1', DATA_DIR: '/var/lib/tafel' },
      {
        database: 'PGlite (embedded, one process) in /var/lib/tafel',
        notify: 'none',
        allowedHostOrigins: 'none',
      },
    ],
  ])('%s', (_name, env, expected) => {
    expect(described(env)).toMatchObject(expected);
  });

  it('a token that is not set is not listed', () => {
    expect(described({})).not.toHaveProperty('METRICS_TOKEN');
    expect(described({})).not.toHaveProperty('SMS_PROVIDER_TOKEN');
  });
});
