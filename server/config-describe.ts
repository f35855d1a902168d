/**
 * The effective configuration as the start-up prints it: what this process will do and where it answers,
 * so an operator reading the log sees the defaults it fell back on. Secrets are never printed: passwords in URLs and
 * secret-looking query values are masked, tokens only said to be set.
 */
import type { Config, Env } from './config';
import { textOf } from './config-readers';
import { DEFAULT_MAIL_FROM, requestedAdapters } from './notify/adapters/index.js';

export const MASK = '***';

/** Variables whose whole value is a secret: said to be set or not, never shown. Add new ones here. */
export const SECRET_VARIABLES = ['SMS_PROVIDER_TOKEN', 'METRICS_TOKEN'] as const;

/** Query parameters that may carry a secret (?password=, ?api_key=, ?token=, ?sig=). */
const SECRET_PARAMETER = /pass|secret|token|key|sig|auth/i;

/** The URL, when `text` is one with a '//' part; without it the rest is a path ('db:hunter2' has it as its path). */
function urlWithHost(text: string): URL | undefined {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * A URL with its password and secret-looking query values masked; text that is no URL is not shown at all, as
 * nothing in it can be told apart from a secret.
 * @example maskUrl('postgres://tafel:hunter2@db:5432/tafel') //=> 'postgres://tafel:***@db:5432/tafel'
 * @example maskUrl('https://sms.example/send?api_key=abc&from=Tafel') //=> 'https://sms.example/send?api_key=***&from=Tafel'
 */
export function maskUrl(text: string): string {
  const url = urlWithHost(text);
  if (!url) return '(not a URL, not shown)';
  if (url.password) url.password = MASK;
  for (const name of [...url.searchParams.keys()])
    if (SECRET_PARAMETER.test(name)) url.searchParams.set(name, MASK);
  return url.toString();
}

const describeProxies = (config: Config, env: Env) => {
  const { kind } = config.trustedProxies;
  if (kind === 'none') return 'off (X-Forwarded-For ignored)';
  if (kind === 'peer') return 'the one proxy in front';
  return (textOf(env.TRUST_PROXY) ?? '').split(/[\s,]+/).join(', ');
};

/**
 * The configuration in one flat record for one log line: both addresses (the widget with its API, and the demo host
 * site, off in production), the database, the delivery and the limits, with secrets masked (maskUrl,
 * SECRET_VARIABLES).
 * @example describeConfig(configFromEnv({}), {}).widgetUrl //=> 'http://localhost:3000/'
 */
export function describeConfig(config: Config, env: Env): Record<string, string | number | boolean> {
  const smtpUrl = textOf(env.SMTP_URL);
  const smsProviderUrl = textOf(env.SMS_PROVIDER_URL);
  const secrets = Object.fromEntries(
    SECRET_VARIABLES.filter((name) => textOf(env[name])).map((name) => [name, MASK]),
  );
  return {
    mode: config.production ? 'production' : (textOf(env.NODE_ENV) ?? 'development'),
    widgetUrl: `${config.publicWidgetUrl}/`,
    apiUrl: `${config.publicWidgetUrl}/api`,
    port: config.port,
    demoUrl: config.production ? 'off in production' : `http://127.0.0.1:${config.demoPort}/`,
    database: config.databaseUrl
      ? maskUrl(config.databaseUrl)
      : `PGlite (embedded, one process) in ${config.dataDir}`,
    // The pool and the slow-statement log are PostgreSQL's (server/db/postgres.ts).
    ...(config.databaseUrl
      ? {
          databasePool: `${config.postgres.poolSize} connections; connect ${config.postgres.connectTimeoutMs} ms, pool wait ${config.postgres.poolWaitMs} ms, statement ${config.postgres.statementTimeoutMs} ms, idle in transaction ${config.postgres.idleInTransactionTimeoutMs} ms`,
          slowQueryMs: config.postgres.slowQueryMs,
        }
      : {}),
    notify: requestedAdapters(env).join(',') || 'none',
    ...(smtpUrl ? { smtpUrl: maskUrl(smtpUrl), mailFrom: textOf(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM } : {}),
    ...(smsProviderUrl ? { smsProviderUrl: maskUrl(smsProviderUrl) } : {}),
    ...secrets,
    textsCodes: config.textsCodes,
    smsCountries: config.smsCountries.join(','),
    allowedHostOrigins: config.allowedHostOrigins.join(', ') || 'none',
    trustProxy: describeProxies(config, env),
    maxUpcomingBookings: config.maxUpcomingBookings,
    codeSendsPerAddressPerHour: config.codeSendsPerAddressPerHour,
    signUpsPerAddressPerHour: config.signUpsPerAddressPerHour,
    reminders: config.reminderEveryMinutes
      ? `${config.reminderHours.fromHour}-${config.reminderHours.untilHour} h Amsterdam, every ${config.reminderEveryMinutes} min`
      : 'off in this process',
  };
}
