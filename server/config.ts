/** Configuration from environment variables, with the defaults the README lists. */
import { DEFAULT_REMINDER_HOURS, type ReminderHours } from '../shared/reminders/due';
import { trustedProxies, type TrustedProxies } from './http/client-address';
import { canTextCodes, parseSmsCountries } from './notify/adapters/index.js';

export interface Config {
  production: boolean;
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
}

export type Env = Record<string, string | undefined>;

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
}

/** Enough for a regular who books weeks ahead, not for a script that holds a restaurant's evenings. */
export const DEFAULT_MAX_UPCOMING_BOOKINGS = 10;
/** Enough for a family behind one router, not for a script; an office or a hotel behind one address may need more. */
export const DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR = 30;
export const DEFAULT_SIGN_UPS_PER_ADDRESS_PER_HOUR = 30;

/** Often enough that a booking made for tomorrow during the reminder hours is reminded within minutes. */
export const DEFAULT_REMINDER_EVERY_MINUTES = 5;

/** Reminder hours from the environment: whole hours 0-24, the first before the second, else the defaults. */
function reminderHours(env: Env): ReminderHours {
  const hour = (value: string | undefined) => (value?.trim() ? Number(value) : NaN);
  const from = hour(env.REMINDER_FROM_HOUR);
  const until = hour(env.REMINDER_UNTIL_HOUR);
  const fromHour = Number.isInteger(from) && from >= 0 && from < 24 ? from : DEFAULT_REMINDER_HOURS.fromHour;
  const untilHour =
    Number.isInteger(until) && until > 0 && until <= 24 ? until : DEFAULT_REMINDER_HOURS.untilHour;
  return fromHour < untilHour ? { fromHour, untilHour } : DEFAULT_REMINDER_HOURS;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value?.trim() && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function configFromEnv(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const appPort = port(env.PORT, 3000);
  const origins = (env.ALLOWED_HOST_ORIGINS ?? '')
    .split(/[\s,]+/)
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    production,
    port: appPort,
    demoPort: port(env.DEMO_PORT, 3001),
    databaseUrl: env.DATABASE_URL?.trim() ?? '',
    dataDir: env.DATA_DIR?.trim() || '.data',
    publicWidgetUrl: (env.PUBLIC_WIDGET_URL?.trim() || `http://localhost:${appPort}`).replace(/\/$/, ''),
    // Any host may frame the widget in development; production lists them (none when unset).
    allowedHostOrigins: origins.length ? origins : production ? [] : ['*'],
    smsCountries: parseSmsCountries(env.SMS_COUNTRIES),
    textsCodes: canTextCodes(env),
    trustedProxies: trustedProxies(env.TRUST_PROXY),
    maxUpcomingBookings: positiveInteger(env.MAX_UPCOMING_BOOKINGS, DEFAULT_MAX_UPCOMING_BOOKINGS),
    codeSendsPerAddressPerHour: positiveInteger(
      env.CODE_SENDS_PER_ADDRESS_PER_HOUR,
      DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR,
    ),
    reminderHours: reminderHours(env),
    reminderEveryMinutes:
      env.REMINDER_EVERY_MINUTES?.trim() === '0'
        ? 0
        : positiveInteger(env.REMINDER_EVERY_MINUTES, DEFAULT_REMINDER_EVERY_MINUTES),
    signUpsPerAddressPerHour: positiveInteger(
      env.SIGN_UPS_PER_ADDRESS_PER_HOUR,
      DEFAULT_SIGN_UPS_PER_ADDRESS_PER_HOUR,
    ),
  };
}
