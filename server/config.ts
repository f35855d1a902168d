/** Configuration from environment variables, with the defaults the README lists. */
import { postgresSettings as readPostgresSettings, type PostgresSettings } from './db/settings';
import { DEFAULT_REMINDER_HOURS, type ReminderHours } from '../shared/reminders/due';
import {
  notAnOrigin,
  originOf,
  readCount,
  readDatabaseUrl,
  readHour,
  readPort,
  readSwitch,
  textOf,
  type Reading,
} from './config-readers';
import { DEFAULT_RETENTION_POLICY, type RetentionPolicy } from './db/retention';
import { readTrustedProxies, type TrustedProxies } from './http/client-address';
import { canTextCodes, notifyProblems, parseSmsCountries } from './notify/adapters/index.js';

export interface Config {
  production: boolean;
  /** The PostgreSQL pool's size and timeouts (server/db/settings.ts). */
  postgres: PostgresSettings;
  port: number;
  demoPort: number;
  databaseUrl: string;
  dataDir: string;
  /** Origin the widget is served from (manage links, CORS). */
  publicWidgetUrl: string;
  /** Host pages allowed to frame the widget; ['*'] means any (development default). */
  allowedHostOrigins: string[];
  /** Countries a code may be texted to. */
  smsCountries: string[];
  /** Whether codes can be texted at all (an SMS provider or the outbox); else they go by e-mail. */
  textsCodes: boolean;
  /** The most upcoming confirmed bookings one guest may hold online (MAX_UPCOMING_BOOKINGS). */
  maxUpcomingBookings: number;
  /** The most one-time codes one client address may have sent in an hour (CODE_SENDS_PER_ADDRESS_PER_HOUR). */
  codeSendsPerAddressPerHour: number;
  /** The most sign-ups (POST /users) one client address may make in an hour (SIGN_UPS_PER_ADDRESS_PER_HOUR). */
  signUpsPerAddressPerHour: number;
  /** The proxies whose X-Forwarded-For hop is believed (TRUST_PROXY; see http/client-address.ts). */
  trustedProxies: TrustedProxies;
  /** When the day-before reminders go out, Amsterdam hours (REMINDER_FROM_HOUR, REMINDER_UNTIL_HOUR). */
  reminderHours: ReminderHours;
  /** How often a process looks for reminders due (REMINDER_EVERY_MINUTES); 0: this process sends none. */
  reminderEveryMinutes: number;
  /** How long personal data is kept (RETAIN_BOOKING_MONTHS, RETAIN_GUEST_MONTHS, RETAIN_MESSAGE_DAYS; docs/privacy.md). */
  retention: RetentionSettings;
}

/** The retention settings: a booking's details and a guest without bookings in months, sent messages in days. */
export interface RetentionSettings extends RetentionPolicy {
  messageDays: number;
}

export type Env = Record<string, string | undefined>;

/** Enough for a regular who books weeks ahead, not for a script that holds a restaurant's evenings. */
export const DEFAULT_MAX_UPCOMING_BOOKINGS = 10;
/** Enough for a family behind one router, not for a script; an office or a hotel behind one address may need more. */
export const DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR = 30;
export const DEFAULT_SIGN_UPS_PER_ADDRESS_PER_HOUR = 30;

/** Often enough that a booking made for tomorrow during the reminder hours is reminded within minutes. */
export const DEFAULT_REMINDER_EVERY_MINUTES = 5;

/** Long enough for questions about a message that did or did not arrive. */
export const DEFAULT_RETAIN_MESSAGE_DAYS = 30;

/** Reminder hours: whole hours, the first 0-23 and the second 1-24, the first before the second, else the defaults. */
function readReminderHours(env: Env): Reading<ReminderHours> {
  const { fromHour, untilHour } = DEFAULT_REMINDER_HOURS;
  const from = readHour('REMINDER_FROM_HOUR', env.REMINDER_FROM_HOUR, fromHour, 0, 23);
  const until = readHour('REMINDER_UNTIL_HOUR', env.REMINDER_UNTIL_HOUR, untilHour, 1, 24);
  const problems = [...(from.problems ?? []), ...(until.problems ?? [])];
  if (from.value < until.value) return { value: { fromHour: from.value, untilHour: until.value }, problems };
  return {
    value: DEFAULT_REMINDER_HOURS,
    problems: [
      ...problems,
      `REMINDER_FROM_HOUR (${from.value}) is not before REMINDER_UNTIL_HOUR (${until.value})`,
    ],
  };
}

/** ALLOWED_HOST_ORIGINS: a comma list of origins, or '*' for any; each entry that is neither is a problem. */
function readHostOrigins(value: string | undefined): Reading<string[]> {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const origins = entries.map((entry) => (entry === '*' ? '*' : originOf(entry)));
  const refused = entries.filter((_, index) => origins[index] === undefined);
  return {
    value: origins.filter((origin) => origin !== undefined),
    problems: refused.map((entry) => notAnOrigin('ALLOWED_HOST_ORIGINS', entry)),
  };
}

/** SMS_COUNTRIES entries that are no two-letter country code (parseSmsCountries leaves them out). */
function readSmsCountries(value: string | undefined): Reading<string[]> {
  const refused = (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code && !/^[a-z]{2}$/i.test(code));
  return {
    value: parseSmsCountries(value),
    problems: refused.map((code) => `SMS_COUNTRIES: ${code} is not a two-letter country code (NL,BE,DE)`),
  };
}

/** What production needs beyond what every mode checks: where it is, who frames it, a real database and mail. */
function productionProblems(env: Env, config: Config, allowEmbeddedDb: boolean): string[] {
  const problems: string[] = [];
  if (!textOf(env.PUBLIC_WIDGET_URL))
    problems.push(
      'PUBLIC_WIDGET_URL is not set: production needs the public origin of the widget and API (manage links, CORS)',
    );
  if (!textOf(env.ALLOWED_HOST_ORIGINS))
    problems.push(
      'ALLOWED_HOST_ORIGINS is not set: production needs the origins of the host pages that embed the widget',
    );
  else if (config.allowedHostOrigins.includes('*'))
    problems.push(
      "ALLOWED_HOST_ORIGINS=* lets any site frame the widget and call the API: list the host pages' origins",
    );
  if (!config.databaseUrl && !allowEmbeddedDb)
    problems.push(
      'DATABASE_URL is not set: production on the embedded PGlite (one process, DATA_DIR) needs ALLOW_EMBEDDED_DB=1',
    );
  return problems;
}

/** The configuration, and every problem in it, one line each (both empty of problems when all is well). */
export interface ConfigReading {
  config: Config;
  problems: string[];
}

/**
 * Reads the whole configuration and lists every problem, one line each, naming the variable: a number, URL or
 * origin that is no good (in every mode), and in production what it cannot run without (PUBLIC_WIDGET_URL,
 * ALLOWED_HOST_ORIGINS, a mail transport that is not the outbox, PostgreSQL or ALLOW_EMBEDDED_DB=1). Pure: main.ts
 * refuses to start on any problem before it opens the database. A refused value reads as its default.
 * @example readConfig({ PORT: 'http' }).problems //=> ['PORT=http is not a port (a whole number 1-65535)']
 */
export function readConfig(env: Env = process.env): ConfigReading {
  const problems: string[] = [];
  const take = <T>(reading: Reading<T>): T => {
    problems.push(...(reading.problems ?? []));
    return reading.value;
  };
  const production = env.NODE_ENV === 'production';
  const port = take(readPort('PORT', env.PORT, 3000));
  const demoPort = take(readPort('DEMO_PORT', env.DEMO_PORT, 3001));
  // The demo host site listens beside the widget outside production only.
  if (!production && port === demoPort)
    problems.push(`PORT and DEMO_PORT are both ${port}: the demo host site needs a port of its own`);
  const databaseUrl = take(readDatabaseUrl(env.DATABASE_URL));
  const allowEmbeddedDb = take(readSwitch('ALLOW_EMBEDDED_DB', env.ALLOW_EMBEDDED_DB));
  const widgetText = textOf(env.PUBLIC_WIDGET_URL);
  const widgetOrigin = widgetText && originOf(widgetText);
  if (widgetText && !widgetOrigin) problems.push(notAnOrigin('PUBLIC_WIDGET_URL', widgetText));
  const origins = take(readHostOrigins(env.ALLOWED_HOST_ORIGINS));
  const proxies = readTrustedProxies(env.TRUST_PROXY);
  for (const entry of proxies.invalid)
    problems.push(
      `TRUST_PROXY: ${entry} is not an address or a CIDR range (10.0.0.0/8, ::1/128), nor 1 or 0`,
    );
  const config: Config = {
    production,
    postgres: take(readPostgresSettings(env)),
    port,
    demoPort,
    databaseUrl,
    dataDir: textOf(env.DATA_DIR) ?? '.data',
    publicWidgetUrl: widgetOrigin || `http://localhost:${port}`,
    // Any host may frame the widget in development; production lists them (none when unset).
    allowedHostOrigins: origins.length ? origins : production ? [] : ['*'],
    smsCountries: take(readSmsCountries(env.SMS_COUNTRIES)),
    textsCodes: canTextCodes(env),
    trustedProxies: proxies.trusted,
    maxUpcomingBookings: take(
      readCount('MAX_UPCOMING_BOOKINGS', env.MAX_UPCOMING_BOOKINGS, DEFAULT_MAX_UPCOMING_BOOKINGS),
    ),
    codeSendsPerAddressPerHour: take(
      readCount(
        'CODE_SENDS_PER_ADDRESS_PER_HOUR',
        env.CODE_SENDS_PER_ADDRESS_PER_HOUR,
        DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR,
      ),
    ),
    signUpsPerAddressPerHour: take(
      readCount(
        'SIGN_UPS_PER_ADDRESS_PER_HOUR',
        env.SIGN_UPS_PER_ADDRESS_PER_HOUR,
        DEFAULT_SIGN_UPS_PER_ADDRESS_PER_HOUR,
      ),
    ),
    reminderHours: take(readReminderHours(env)),
    reminderEveryMinutes: take(
      readCount(
        'REMINDER_EVERY_MINUTES',
        env.REMINDER_EVERY_MINUTES,
        DEFAULT_REMINDER_EVERY_MINUTES,
        'this process sends no reminders',
      ),
    ),
    retention: {
      bookingMonths: take(
        readCount('RETAIN_BOOKING_MONTHS', env.RETAIN_BOOKING_MONTHS, DEFAULT_RETENTION_POLICY.bookingMonths),
      ),
      guestMonths: take(
        readCount('RETAIN_GUEST_MONTHS', env.RETAIN_GUEST_MONTHS, DEFAULT_RETENTION_POLICY.guestMonths),
      ),
      messageDays: take(
        readCount('RETAIN_MESSAGE_DAYS', env.RETAIN_MESSAGE_DAYS, DEFAULT_RETAIN_MESSAGE_DAYS),
      ),
    },
  };
  problems.push(...notifyProblems(env));
  if (production) problems.push(...productionProblems(env, config, allowEmbeddedDb));
  return { config, problems };
}

/**
 * The configuration, refused values read as their defaults: for tests and scripts that build one from a few
 * variables. A server start uses readConfig, which lists the problems.
 */
export function configFromEnv(env: Env = process.env): Config {
  return readConfig(env).config;
}

/**
 * What production may run with but an operator should know at start, one line each: without TRUST_PROXY, every
 * guest behind the chain's proxy counts as the proxy's one address, so all of them share one address's limits; on
 * the embedded database (ALLOW_EMBEDDED_DB=1) the chain has one process and no failover.
 * @example configWarnings(configFromEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/tafel' })) //=> ['TRUST_PROXY is off: …']
 */
export function configWarnings(config: Config): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (config.trustedProxies.kind === 'none')
    warnings.push(
      'TRUST_PROXY is off: behind a proxy or load balancer every guest counts as its one address, and shares that address’s limits (set TRUST_PROXY=1 or its addresses)',
    );
  if (!config.databaseUrl)
    warnings.push(
      'The embedded database (ALLOW_EMBEDDED_DB=1) runs one process with no failover: use PostgreSQL (DATABASE_URL) for a chain',
    );
  return warnings;
}
