/**
 * The start-up reads the whole configuration and lists every problem, one line each,
 * before it touches the database (readConfig; main.ts refuses on any). A bad number or URL is refused in every mode;
 * production also needs its public origin, its host pages, a mail transport and a real database (or an explicit
 * ALLOW_EMBEDDED_DB=1).
 */
import { describe, expect, it } from 'vitest';
import { configFromEnv, readConfig, type Env } from './config';

/** A production set-up that passes every check; each row below changes one thing. */
const PRODUCTION: Env = {
  NODE_ENV: 'production',
  PUBLIC_WIDGET_URL: 'https://book.tafel.example',
  ALLOWED_HOST_ORIGINS: 'https://www.tafel.example',
  DATABASE_URL: 'postgres://tafel:secret@db.internal:5432/tafel',
  SMTP_URL: 'smtp://mailer:secret@mail.internal:587',
};

describe('readConfig: a good set-up has no problems', () => {
  it.each<[string, Env]>([
    ['development with nothing set', {}],
    [
      'NODE_ENV=test with blank values (as the tests pass DATABASE_URL="")',
      { NODE_ENV: 'test', DATABASE_URL: '' },
    ],
    ['development with NOTIFY=outbox', { NOTIFY: 'outbox' }],
    ['production as above', PRODUCTION],
    ['production on PGlite, allowed', { ...PRODUCTION, DATABASE_URL: '', ALLOW_EMBEDDED_DB: '1' }],
    ['production with SMTP and SMS', { ...PRODUCTION, SMS_PROVIDER_URL: 'https://sms.example/send' }],
    [
      'every number at a bound',
      {
        PORT: '65535',
        DEMO_PORT: '1',
        REMINDER_FROM_HOUR: '0',
        REMINDER_UNTIL_HOUR: '24',
        REMINDER_EVERY_MINUTES: '0',
      },
    ],
    [
      'origins with a trailing slash and a port',
      { ALLOWED_HOST_ORIGINS: 'https://a.example/, http://b.example:8080' },
    ],
    ['TRUST_PROXY ranges', { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1/32, ::1/128' }],
  ])('%s', (_name, env) => {
    expect(readConfig(env).problems).toEqual([]);
  });
});

describe('readConfig: every mode refuses a bad number or URL, one line each', () => {
  it.each<[string, Env, string[]]>([
    ['PORT not a number', { PORT: 'http' }, ['PORT=http is not a port (a whole number 1-65535)']],
    ['PORT 0', { PORT: '0' }, ['PORT=0 is not a port (a whole number 1-65535)']],
    ['PORT too high', { PORT: '65536' }, ['PORT=65536 is not a port (a whole number 1-65535)']],
    ['PORT a fraction', { PORT: '3000.5' }, ['PORT=3000.5 is not a port (a whole number 1-65535)']],
    ['DEMO_PORT negative', { DEMO_PORT: '-1' }, ['DEMO_PORT=-1 is not a port (a whole number 1-65535)']],
    [
      'PORT and DEMO_PORT the same',
      { PORT: '3001' },
      ['PORT and DEMO_PORT are both 3001: the demo host site needs a port of its own'],
    ],
    [
      'MAX_UPCOMING_BOOKINGS 0',
      { MAX_UPCOMING_BOOKINGS: '0' },
      ['MAX_UPCOMING_BOOKINGS=0 is not a whole number above 0'],
    ],
    [
      'CODE_SENDS_PER_ADDRESS_PER_HOUR in words',
      { CODE_SENDS_PER_ADDRESS_PER_HOUR: 'many' },
      ['CODE_SENDS_PER_ADDRESS_PER_HOUR=many is not a whole number above 0'],
    ],
    [
      'SIGN_UPS_PER_ADDRESS_PER_HOUR in exponent form',
      { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1e3' },
      ['SIGN_UPS_PER_ADDRESS_PER_HOUR=1e3 is not a whole number above 0'],
    ],
    [
      'RETAIN_BOOKING_MONTHS 0 and RETAIN_MESSAGE_DAYS a fraction',
      { RETAIN_BOOKING_MONTHS: '0', RETAIN_MESSAGE_DAYS: '7.5' },
      [
        'RETAIN_BOOKING_MONTHS=0 is not a whole number above 0',
        'RETAIN_MESSAGE_DAYS=7.5 is not a whole number above 0',
      ],
    ],
    [
      'REMINDER_EVERY_MINUTES negative',
      { REMINDER_EVERY_MINUTES: '-5' },
      ['REMINDER_EVERY_MINUTES=-5 is not a whole number above 0, or 0 (this process sends no reminders)'],
    ],
    [
      'reminder hours not whole',
      { REMINDER_FROM_HOUR: '9.5', REMINDER_UNTIL_HOUR: 'late' },
      ['REMINDER_FROM_HOUR=9.5 is not an hour 0-23', 'REMINDER_UNTIL_HOUR=late is not an hour 1-24'],
    ],
    [
      'reminder hours the wrong way round',
      { REMINDER_FROM_HOUR: '20', REMINDER_UNTIL_HOUR: '8' },
      ['REMINDER_FROM_HOUR (20) is not before REMINDER_UNTIL_HOUR (8)'],
    ],
    [
      'PUBLIC_WIDGET_URL without a scheme',
      { PUBLIC_WIDGET_URL: 'book.tafel.example' },
      [
        'PUBLIC_WIDGET_URL: book.tafel.example is not an origin (http:// or https://, a host and an optional port, no path)',
      ],
    ],
    [
      'PUBLIC_WIDGET_URL with a path',
      { PUBLIC_WIDGET_URL: 'https://book.tafel.example/widget' },
      [
        'PUBLIC_WIDGET_URL: https://book.tafel.example/widget is not an origin (http:// or https://, a host and an optional port, no path)',
      ],
    ],
    [
      'each bad ALLOWED_HOST_ORIGINS entry',
      { ALLOWED_HOST_ORIGINS: 'https://ok.example, www.tafel.example, ftp://files.example' },
      [
        'ALLOWED_HOST_ORIGINS: www.tafel.example is not an origin (http:// or https://, a host and an optional port, no path)',
        'ALLOWED_HOST_ORIGINS: ftp://files.example is not an origin (http:// or https://, a host and an optional port, no path)',
      ],
    ],
    [
      'DATABASE_URL not a PostgreSQL URL, its text (maybe a password) not repeated',
      { DATABASE_URL: 'mysql://root:hunter2@db/tafel' },
      ['DATABASE_URL is not a postgres:// or postgresql:// URL'],
    ],
    [
      'TRUST_PROXY with a host name and a prefix too long',
      { TRUST_PROXY: 'proxy.internal, 10.0.0.0/33' },
      [
        'TRUST_PROXY: proxy.internal is not an address or a CIDR range (10.0.0.0/8, ::1/128), nor 1 or 0',
        'TRUST_PROXY: 10.0.0.0/33 is not an address or a CIDR range (10.0.0.0/8, ::1/128), nor 1 or 0',
      ],
    ],
    ['ALLOW_EMBEDDED_DB not a switch', { ALLOW_EMBEDDED_DB: 'yes' }, ['ALLOW_EMBEDDED_DB=yes is not 1 or 0']],
    [
      'SMS_COUNTRIES with a three-letter code',
      { SMS_COUNTRIES: 'NL, NLD' },
      ['SMS_COUNTRIES: NLD is not a two-letter country code (NL,BE,DE)'],
    ],
    [
      'NOTIFY unknown',
      { NOTIFY: 'smtp,pigeon', SMTP_URL: 'smtp://mail.internal' },
      ['NOTIFY has unknown adapter(s): pigeon (use outbox, smtp, sms or smtp,sms)'],
    ],
    [
      'SMTP_URL not an SMTP URL, and smtp without it',
      { NOTIFY: 'smtp,sms', SMS_PROVIDER_URL: 'sms.example', SMTP_URL: '' },
      ['NOTIFY includes smtp but SMTP_URL is not set', 'SMS_PROVIDER_URL is not an http:// or https:// URL'],
    ],
    [
      'two problems at once, both listed',
      { PORT: 'x', DEMO_PORT: '99999' },
      [
        'PORT=x is not a port (a whole number 1-65535)',
        'DEMO_PORT=99999 is not a port (a whole number 1-65535)',
      ],
    ],
  ])('%s', (_name, env, problems) => {
    expect(readConfig(env).problems).toEqual(problems);
    expect(readConfig({ ...PRODUCTION, ...env }).problems).toEqual(
      // Production starts no demo host site, so PORT may equal DEMO_PORT there.
      problems.filter((line) => !line.startsWith('PORT and DEMO_PORT')),
    );
  });
});

describe('readConfig: production needs its origin, its host pages, a mail transport and a real database', () => {
  const without = (...names: string[]) =>
    Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !names.includes(name)));

  it.each<[string, Env, string[]]>([
    [
      'no PUBLIC_WIDGET_URL',
      without('PUBLIC_WIDGET_URL'),
      [
        'PUBLIC_WIDGET_URL is not set: production needs the public origin of the widget and API (manage links, CORS)',
      ],
    ],
    [
      'no ALLOWED_HOST_ORIGINS',
      without('ALLOWED_HOST_ORIGINS'),
      [
        'ALLOWED_HOST_ORIGINS is not set: production needs the origins of the host pages that embed the widget',
      ],
    ],
    [
      'ALLOWED_HOST_ORIGINS=*',
      { ...PRODUCTION, ALLOWED_HOST_ORIGINS: '*' },
      [
        "ALLOWED_HOST_ORIGINS=* lets any site frame the widget and call the API: list the host pages' origins",
      ],
    ],
    [
      'NOTIFY=outbox',
      { ...PRODUCTION, NOTIFY: 'outbox' },
      [
        'NOTIFY=outbox: in production codes and e-mails would never leave the database; set SMTP_URL (and SMS_PROVIDER_URL) instead',
      ],
    ],
    [
      'no mail transport at all',
      without('SMTP_URL'),
      [
        'No mail transport: set SMTP_URL (and include smtp in NOTIFY, if set): confirmations, reminders and codes by e-mail go by mail',
      ],
    ],
    [
      'SMS only',
      { ...without('SMTP_URL'), SMS_PROVIDER_URL: 'https://sms.example/send' },
      [
        'No mail transport: set SMTP_URL (and include smtp in NOTIFY, if set): confirmations, reminders and codes by e-mail go by mail',
      ],
    ],
    [
      'PGlite without ALLOW_EMBEDDED_DB',
      { ...PRODUCTION, DATABASE_URL: '' },
      [
        'DATABASE_URL is not set: production on the embedded PGlite (one process, DATA_DIR) needs ALLOW_EMBEDDED_DB=1',
      ],
    ],
    [
      'PGlite with ALLOW_EMBEDDED_DB=0',
      { ...PRODUCTION, DATABASE_URL: '', ALLOW_EMBEDDED_DB: '0' },
      [
        'DATABASE_URL is not set: production on the embedded PGlite (one process, DATA_DIR) needs ALLOW_EMBEDDED_DB=1',
      ],
    ],
    [
      'nothing set: every problem listed, not just the first',
      { NODE_ENV: 'production', PORT: 'eighty' },
      [
        'PORT=eighty is not a port (a whole number 1-65535)',
        'No mail transport: set SMTP_URL (and include smtp in NOTIFY, if set): confirmations, reminders and codes by e-mail go by mail',
        'PUBLIC_WIDGET_URL is not set: production needs the public origin of the widget and API (manage links, CORS)',
        'ALLOWED_HOST_ORIGINS is not set: production needs the origins of the host pages that embed the widget',
        'DATABASE_URL is not set: production on the embedded PGlite (one process, DATA_DIR) needs ALLOW_EMBEDDED_DB=1',
      ],
    ],
  ])('%s', (_name, env, problems) => {
    expect(readConfig(env).problems).toEqual(problems);
  });

  it.each<[string, Env]>([
    ['no PUBLIC_WIDGET_URL', { PUBLIC_WIDGET_URL: undefined }],
    ['NOTIFY=outbox', { NOTIFY: 'outbox', SMTP_URL: undefined }],
    ['PGlite', { DATABASE_URL: undefined }],
  ])('development allows what production refuses: %s', (_name, env) => {
    expect(readConfig({ ...PRODUCTION, NODE_ENV: 'development', ...env }).problems).toEqual([]);
  });
});

describe('configFromEnv: the values, a refused text read as its default', () => {
  it.each<[string, Env, Partial<ReturnType<typeof configFromEnv>>]>([
    [
      'a bad PORT is the default, as before',
      { PORT: 'http' },
      { port: 3000, publicWidgetUrl: 'http://localhost:3000' },
    ],
    [
      'PORT sets the local widget URL',
      { PORT: '8080' },
      { port: 8080, publicWidgetUrl: 'http://localhost:8080' },
    ],
    [
      'origins as browsers write them',
      {
        PUBLIC_WIDGET_URL: 'https://Book.Tafel.example:443/',
        ALLOWED_HOST_ORIGINS: 'https://WWW.tafel.example/',
      },
      { publicWidgetUrl: 'https://book.tafel.example', allowedHostOrigins: ['https://www.tafel.example'] },
    ],
    [
      'a bad PUBLIC_WIDGET_URL is the local one',
      { PUBLIC_WIDGET_URL: 'book' },
      { publicWidgetUrl: 'http://localhost:3000' },
    ],
    ['any host page in development', {}, { allowedHostOrigins: ['*'] }],
    ['none in production when unset', { NODE_ENV: 'production' }, { allowedHostOrigins: [] }],
    ['blank DATA_DIR is .data', { DATA_DIR: ' ' }, { dataDir: '.data' }],
    ['REMINDER_EVERY_MINUTES=0 sends none', { REMINDER_EVERY_MINUTES: '0' }, { reminderEveryMinutes: 0 }],
    [
      'retention: two years by default, each kind set on its own',
      { RETAIN_GUEST_MONTHS: '36', RETAIN_MESSAGE_DAYS: '7' },
      { retention: { bookingMonths: 24, guestMonths: 36, messageDays: 7 } },
    ],
    [
      'one bad reminder hour keeps the other',
      { REMINDER_FROM_HOUR: '7', REMINDER_UNTIL_HOUR: '25' },
      { reminderHours: { fromHour: 7, untilHour: 21 } },
    ],
  ])('%s', (_name, env, expected) => {
    expect(configFromEnv(env)).toMatchObject(expected);
  });
});
