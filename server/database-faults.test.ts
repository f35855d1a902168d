/**
 * A request whose database connection died, was refused or timed out answers 503 with Retry-After, not
 * 500; a real bug still answers 500. The app runs on a database that fails every statement with the error named.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { configFromEnv } from './config';
import type { Db } from './db/client';
import { DatabaseUnavailable } from './db/faults';
import { silentLogger } from './observability/log';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

function failingDb(error: unknown): Db {
  const fail = () => Promise.reject(error);
  return {
    kind: 'postgres',
    query: fail,
    transaction: fail,
    listen: fail,
    close: async () => undefined,
  };
}

const TOKEN = 'Bearer a-session-token-of-forty-three-characters-long';
const SITE = '1b8742b7-4076-495b-ac5e-52bc563c2a01';

describe('a database fault answers 503 with Retry-After; any other failure is a 500', () => {
  it.each([
    ['a terminated backend', pgError('57P01', 'terminating connection due to administrator command'), 503],
    ["node-postgres's lost connection", new Error('Connection terminated unexpectedly'), 503],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 503],
    ['a statement timeout', pgError('57014', 'canceling statement due to statement timeout'), 503],
    [
      'no connection free in time',
      new DatabaseUnavailable('timeout', 'No database connection was free in time'),
      503,
    ],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')"), 500],
    ['a constraint we did not expect', pgError('23503', 'violates foreign key constraint'), 500],
  ])('%s: %i', async (_name, error, status) => {
    const app = createApp({
      db: failingDb(error),
      now: () => Date.now(),
      config: configFromEnv({ NODE_ENV: 'test', PUBLIC_WIDGET_URL: 'http://widget.test' }),
      enqueue: async () => undefined,
      log: silentLogger(),
    });
    for (const [method, path] of [
      ['GET', '/users/me'],
      ['GET', `/sites/${SITE}/reservations/availability?date=2026-12-01&party_size=2`],
      ['GET', '/staff/me'],
    ] as const) {
      const response = await app.request(path, { method, headers: { authorization: TOKEN } });
      expect(response.status, `${method} ${path}`).toBe(status);
      const body = (await response.json()) as { error: string; message: string };
      if (status === 503) {
        expect(body.error).toBe('unavailable');
        expect(response.headers.get('retry-after')).toBe('2');
      } else {
        expect(body).toEqual({ error: 'server_error', message: 'Server error' });
        expect(response.headers.get('retry-after')).toBeNull();
      }
    }
  });
});
