import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTGRES_SETTINGS, postgresSettings } from './settings';

describe('the pool size and timeouts: defaults when unset, a whole number above 0 when set', () => {
  it.each([
    ['nothing set: the documented defaults', {}, DEFAULT_POSTGRES_SETTINGS, []],
    [
      'each set',
      {
        DB_POOL_SIZE: '20',
        DB_CONNECT_TIMEOUT_MS: '2000',
        DB_POOL_WAIT_MS: '1500',
        DB_STATEMENT_TIMEOUT_MS: '30000',
        DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
        SLOW_QUERY_MS: '250',
      },
      {
        poolSize: 20,
        connectTimeoutMs: 2000,
        poolWaitMs: 1500,
        statementTimeoutMs: 30000,
        idleInTransactionTimeoutMs: 5000,
        slowQueryMs: 250,
      },
      [],
    ],
    ['blank is unset', { DB_POOL_SIZE: '  ' }, DEFAULT_POSTGRES_SETTINGS, []],
    [
      'words, zero, fractions and exponents are refused, one line each',
      { DB_POOL_SIZE: 'ten', DB_POOL_WAIT_MS: '0', DB_STATEMENT_TIMEOUT_MS: '1.5', SLOW_QUERY_MS: '1e3' },
      DEFAULT_POSTGRES_SETTINGS,
      [
        'DB_POOL_SIZE must be a whole number above 0, not "ten"',
        'DB_POOL_WAIT_MS must be a whole number above 0, not "0"',
        'DB_STATEMENT_TIMEOUT_MS must be a whole number above 0, not "1.5"',
        'SLOW_QUERY_MS must be a whole number above 0, not "1e3"',
      ],
    ],
  ])('%s', (_name, env, value, problems) => {
    expect(postgresSettings(env)).toEqual({ value, problems });
  });
});
