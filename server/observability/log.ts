/**
 * The process's logger (pino): one JSON line per event with `time` (ISO), `level` (its name) and `msg`, or the
 * readable form of pino-pretty at a terminal in development. Requests get a child bound to their id
 * (./request-log.ts); nothing that logs may pass a token, a code or a request path (docs/operations.md).
 */
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogSettings, ObservabilitySettings } from './settings';

export type { Logger } from 'pino';

/**
 * Fields blanked when a caller passes them: a last guard, not the rule. The rule is to log ids, kinds and codes of
 * errors, never what a guest or a header sent. Top-level only: a wildcard path (`*.token`) made every line cost
 * twice as much (10 µs against 4.5 µs a line).
 */
export const REDACTED_PATHS = [
  'authorization',
  'token',
  'code',
  'password',
  'cookie',
  'idempotency_key',
  'headers',
  'body',
  'req.headers',
  'request.headers',
];

/**
 * Whether to write the readable form: asked for (LOG_PRETTY=1), or unasked at a terminal; never in production,
 * which must not need pino-pretty (a development dependency), and never when it is not installed.
 * @example wantsPretty({ production: false, logPretty: undefined }, true, true) //=> true
 * @example wantsPretty({ production: true, logPretty: true }, true, true) //=> false
 */
export function wantsPretty(
  settings: Pick<ObservabilitySettings, 'production' | 'logPretty'>,
  stdoutIsTty: boolean,
  prettyInstalled: boolean,
): boolean {
  if (settings.production || !prettyInstalled) return false;
  return settings.logPretty ?? stdoutIsTty;
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

const BASE_OPTIONS: LoggerOptions = {
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  timestamp: pino.stdTimeFunctions.isoTime,
};

/**
 * The root logger. JSON goes to stdout in one write a line, as pino does by default: no line is lost when the
 * process dies, and it cost less than pino's asynchronous writes (each a trip through libuv's thread pool).
 * `destination` takes the lines instead (tests).
 */
export function createLogger(
  settings: LogSettings,
  {
    destination,
    stdoutIsTty = Boolean(process.stdout.isTTY),
  }: { destination?: DestinationStream; stdoutIsTty?: boolean } = {},
): Logger {
  const level = settings.logLevel;
  if (!destination && wantsPretty(settings, stdoutIsTty, isInstalled('pino-pretty')))
    return pino({
      ...BASE_OPTIONS,
      level,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    });
  return pino(
    { ...BASE_OPTIONS, level, formatters: { level: (label) => ({ level: label }) } },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** A logger that writes nothing (tests, and tools that run the app without a process of its own). */
export const silentLogger = (): Logger => pino({ level: 'silent' });

/** A line-taking `log` option (the outbox worker's, the schedules') written through `log` at `level`. */
export const lineLogger =
  (log: Logger, level: 'info' | 'warn' | 'error' = 'info') =>
  (line: string): void =>
    log[level](line);
