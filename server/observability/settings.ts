/**
 * What an operator sets for logs and metrics (docs/operations.md), read from the environment apart from
 * server/config.ts so the logger exists before the rest of the configuration is checked.
 */
import type { Env } from '../config';
import { readPort } from '../config-readers';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A shorter bearer token could be guessed; the check is at start, so a weak one never goes live. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

export interface ObservabilitySettings {
  production: boolean;
  /** LOG_LEVEL: one of LOG_LEVELS, else info. */
  logLevel: LogLevel;
  /** LOG_PRETTY: '1' asks for the readable form, '0' refuses it; unset, a terminal gets it (never in production). */
  logPretty: boolean | undefined;
  /** METRICS_PORT: /metrics on its own port, bound to metricsHost (METRICS_HOST, default 127.0.0.1). */
  metricsPort: number | undefined;
  metricsHost: string;
  /** METRICS_TOKEN: /metrics on the main port for `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
}

/** A setting that is written but wrong stops the start: metrics on a port nobody meant, or open to a weak token. */
export class ObservabilitySettingError extends Error {
  override name = 'ObservabilitySettingError';
}

const text = (value: string | undefined) => value?.trim() || undefined;

/** METRICS_PORT by the same rule as every port of the configuration (server/config-readers.ts readPort). */
function metricsPort(value: string | undefined): number | undefined {
  if (!text(value)) return undefined;
  const { value: port, problems } = readPort('METRICS_PORT', value, 0);
  if (problems?.length) throw new ObservabilitySettingError(problems[0]!);
  return port;
}

function metricsToken(value: string | undefined): string | undefined {
  const token = text(value);
  if (token === undefined) return undefined;
  if (token.length < MIN_METRICS_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token))
    throw new ObservabilitySettingError(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} visible ASCII characters`,
    );
  return token;
}

/**
 * The settings from the environment; throws ObservabilitySettingError for a METRICS_PORT or METRICS_TOKEN that is
 * set but unusable. A LOG_LEVEL it does not know falls back to its default. (SLOW_QUERY_MS is the database's:
 * server/db/settings.ts.)
 * @example observabilitySettings({ LOG_LEVEL: 'debug' }).logLevel //=> 'debug'
 * @example observabilitySettings({ LOG_LEVEL: 'loud' }).logLevel //=> 'info'
 */
export function observabilitySettings(env: Env): ObservabilitySettings {
  return {
    ...logSettings(env),
    metricsPort: metricsPort(env.METRICS_PORT),
    metricsHost: text(env.METRICS_HOST) ?? '127.0.0.1',
    metricsToken: metricsToken(env.METRICS_TOKEN),
  };
}

export type LogSettings = Pick<ObservabilitySettings, 'production' | 'logLevel' | 'logPretty'>;

/** The logger's settings alone: they never throw, so a start that fails on another setting still logs why. */
export function logSettings(env: Env): LogSettings {
  const level = text(env.LOG_LEVEL)?.toLowerCase();
  const pretty = text(env.LOG_PRETTY);
  return {
    production: env.NODE_ENV === 'production',
    logLevel: (LOG_LEVELS as readonly string[]).includes(level ?? '') ? (level as LogLevel) : 'info',
    logPretty:
      pretty === '1' || pretty === 'true' ? true : pretty === '0' || pretty === 'false' ? false : undefined,
  };
}
