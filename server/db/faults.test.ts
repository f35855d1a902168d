import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, faultKind, isConnectionLost, isDatabaseFault } from './faults';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a database fault is told from an error of the statement itself', () => {
  it.each([
    [
      'pg_terminate_backend (57P01)',
      pgError('57P01', 'terminating connection due to administrator command'),
      'connection_lost',
    ],
    ['the server shutting down (57P02)', pgError('57P02'), 'connection_lost'],
    ['the server not accepting connections yet (57P03)', pgError('57P03'), 'connection_lost'],
    ['too many connections (53300)', pgError('53300'), 'connection_lost'],
    ['any connection exception (class 08)', pgError('08006'), 'connection_lost'],
    ['a refused socket', pgError('ECONNREFUSED'), 'connection_lost'],
    ['a reset socket', pgError('ECONNRESET'), 'connection_lost'],
    ["node-postgres's lost connection", new Error('Connection terminated unexpectedly'), 'connection_lost'],
    [
      'a client no longer queryable',
      new Error('Client has encountered a connection error and is not queryable'),
      'connection_lost',
    ],
    [
      'statement_timeout (57014)',
      pgError('57014', 'canceling statement due to statement timeout'),
      'timeout',
    ],
    ['idle_in_transaction_session_timeout (25P03)', pgError('25P03'), 'timeout'],
    ['a connect that took too long', new Error('timeout exceeded when trying to connect'), 'timeout'],
    [
      'no connection free in time',
      new DatabaseUnavailable('timeout', 'No database connection was free in time'),
      'timeout',
    ],
    ['a unique violation (23505)', pgError('23505'), undefined],
    ['an exclusion violation (23P01)', pgError('23P01'), undefined],
    ['a serialization failure (40001)', pgError('40001'), undefined],
    ['a syntax error (42601)', pgError('42601'), undefined],
    ['a bug of ours', new TypeError('x is undefined'), undefined],
    ['not an error at all', 'boom', undefined],
  ])('%s: %s', (_name, error, kind) => {
    expect(faultKind(error)).toBe(kind);
    expect(isDatabaseFault(error)).toBe(kind !== undefined);
    expect(isConnectionLost(error)).toBe(kind === 'connection_lost');
  });
});
