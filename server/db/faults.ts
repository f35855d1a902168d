/**
 * Database faults that are not the request's doing: the connection was lost, refused or timed out. They
 * answer 503 with Retry-After, never 500, and never take the process down.
 */

/** What went wrong, for the log and the metrics; the guest only learns that it may try again. */
export type FaultKind = 'connection_lost' | 'timeout';

/**
 * SQLSTATEs of a connection that is gone or going: class 08 (connection exception), the server shutting down or
 * terminating the backend (pg_terminate_backend answers 57P01), not accepting connections yet, too many of them.
 */
const LOST_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The statement ran past statement_timeout (57014), or a transaction idled past its own limit (25P03). */
const TIMEOUT_CODES = new Set(['57014', '25P03']);
/** Socket errors from Node, and the texts node-postgres throws without a code when its connection ends. */
const LOST_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const LOST_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^Client was closed/,
  /^Cannot use a pool after calling end/,
];
const TIMEOUT_MESSAGES = [/^timeout exceeded when trying to connect/, /^Query read timeout/];

/** The fault a database error is, or undefined when it is the statement's own (a constraint, a syntax error). */
export function faultKind(error: unknown): FaultKind | undefined {
  if (error instanceof DatabaseUnavailable) return error.kind;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string') {
    if (code.startsWith('08') || LOST_CODES.has(code) || LOST_ERRNOS.has(code)) return 'connection_lost';
    if (TIMEOUT_CODES.has(code)) return 'timeout';
  }
  if (LOST_MESSAGES.some((pattern) => pattern.test(text))) return 'connection_lost';
  if (TIMEOUT_MESSAGES.some((pattern) => pattern.test(text))) return 'timeout';
  return undefined;
}

/** Whether the error is a database fault: the request may succeed when tried again. */
export const isDatabaseFault = (error: unknown): boolean => faultKind(error) !== undefined;

/** Whether the connection itself was lost (a statement that only read, or a replayable one, may run again at once). */
export const isConnectionLost = (error: unknown): boolean => faultKind(error) === 'connection_lost';

/** A fault the database layer names itself: no connection came from the pool in time. */
export class DatabaseUnavailable extends Error {
  constructor(
    readonly kind: FaultKind,
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseUnavailable';
  }
}
