/** Slow statements, logged where server/db/client.ts reports each statement's time (its onQuery hook). */
import type { Logger } from './log';
import { DEFAULT_POSTGRES_SETTINGS } from '../db/settings';

/**
 * A statement hook that logs at warn `{statement, ms}` for one that took `thresholdMs` or longer (SLOW_QUERY_MS).
 * `statement` is the statement's name or text, never its parameters; it is logged on one line, cut at 300 characters.
 * @example slowQueryLogger(log, 500)('select 1', 499) // logs nothing
 * @example slowQueryLogger(log, 500)('select 1', 500) // warn {statement: 'select 1', ms: 500} 'slow query'
 */
export function slowQueryLogger(
  log: Logger,
  thresholdMs: number = DEFAULT_POSTGRES_SETTINGS.slowQueryMs,
): (statement: string, ms: number) => void {
  return (statement, ms) => {
    if (ms < thresholdMs) return;
    // One line however the statement was laid out, and short enough to read.
    log.warn(
      { statement: statement.replace(/\s+/g, ' ').trim().slice(0, 300), ms: Math.round(ms) },
      'slow query',
    );
  };
}
