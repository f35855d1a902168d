/**
 * No database fault takes the process down, and each ends within its documented limit. Runs on the
 * PostgreSQL server of TEST_DATABASE_URL; each test opens a pool of its own with the limits it proves.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { faultKind, isConnectionLost } from './faults';
import { openPostgres } from './postgres';
import { freshPostgresSchema } from '../testing/harness';

const BASE = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!BASE)('PostgreSQL faults are answers, not crashes', () => {
  let url = '';
  let drop = async () => undefined as void;
  let admin: pg.Client;
  const opened: Db[] = [];
  /** A pool named for this test, so only its own backends are terminated. */
  const open = (
    settings: Parameters<typeof openPostgres>[1] = {},
    hooks: Parameters<typeof openPostgres>[2] = {},
  ) => {
    const named = new URL(url);
    named.searchParams.set('application_name', `faults_${randomBytes(4).toString('hex')}`);
    const db = openPostgres(named.toString(), settings, hooks);
    opened.push(db);
    return { db, name: named.searchParams.get('application_name')! };
  };
  const terminate = (where: string, params: unknown[]) =>
    admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where ${where}`, params);

  beforeAll(async () => {
    const fresh = await freshPostgresSchema(BASE!);
    url = fresh.url;
    drop = fresh.drop;
    admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await admin.end();
    await drop();
  });

  it("a transaction's connection terminated while it waits fails the transaction, and no 'error' event escapes", async () => {
    const { db } = open();
    const outcome = db.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
      await terminate('pid = $1', [rows[0]!.pid]);
      // The connection dies while the client is checked out and idle: node-postgres emits 'error' on it now.
      await sleep(200);
      await tx.query('select 1');
    });
    const error = await outcome.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isConnectionLost(error)).toBe(true);
    // The pool goes on with a fresh connection.
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('a plain read whose connection is terminated mid-statement is asked again and answered', async () => {
    const { db, name } = open();
    const marker = `read_${randomBytes(4).toString('hex')}`;
    const read = db.query<{ marker: string }>(`select pg_sleep(0.4), $1::text as marker`, [marker]);
    await sleep(150);
    const { rows } = await terminate('application_name = $1 and state = $2', [name, 'active']);
    expect(rows.length).toBe(1);
    expect((await read).rows[0]!.marker).toBe(marker);
  });

  it('a write whose connection is terminated is not run again: it fails as a lost connection', async () => {
    const { db, name } = open();
    await db.query('create table if not exists writes (n int)');
    const failure = db.query('insert into writes select 1 from pg_sleep(0.4)').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    await sleep(150);
    await terminate('application_name = $1 and state = $2', [name, 'active']);
    expect(isConnectionLost(await failure)).toBe(true);
    expect((await db.query<{ n: string }>('select count(*) as n from writes')).rows[0]!.n).toBe('0');
  });

  it.each([
    [
      'a statement past statement_timeout',
      { statementTimeoutMs: 100 },
      (db: Db) => db.query('select pg_sleep(1)'),
    ],
    [
      'a transaction idle past idle_in_transaction_session_timeout',
      { idleInTransactionTimeoutMs: 100 },
      (db: Db) =>
        db.transaction(async (tx) => {
          await tx.query('select 1');
          await sleep(500);
          await tx.query('select 1');
        }),
    ],
    [
      'a request that finds no free connection within the pool wait',
      { poolSize: 1, poolWaitMs: 100 },
      async (db: Db) => {
        const holding = db.query('select pg_sleep(0.5)');
        try {
          await db.query('select 1');
        } finally {
          await holding;
        }
      },
    ],
  ])('%s is a timeout fault', async (_name, settings, work) => {
    const { db } = open(settings);
    const started = Date.now();
    const error = await work(db).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(faultKind(error)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
    // The pool still answers afterwards.
    expect((await db.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
  });

  it('a slow statement is reported by its name and text, never its values', async () => {
    const slow: Array<{ statement: string; ms: number }> = [];
    const { db } = open(
      { slowQueryMs: 100 },
      { onSlowQuery: (statement, ms) => slow.push({ statement, ms }) },
    );
    await db.query('select pg_sleep(0.15), $1::text as secret', ['483920-secret']);
    await db.query('select 1');
    expect(slow).toHaveLength(1);
    expect(slow[0]!.statement).toMatch(/^tafel_\d+: select pg_sleep\(0\.15\), \$1::text as secret$/);
    expect(slow[0]!.statement).not.toContain('483920');
    expect(slow[0]!.ms).toBeGreaterThanOrEqual(100);
  });

  it('pool stats say how many connections are in use and how many requests wait', async () => {
    const { db } = open({ poolSize: 1 });
    const first = db.query('select pg_sleep(0.3)');
    const second = db.query('select 1');
    await sleep(100);
    expect(db.poolStats!()).toEqual({ total: 1, idle: 0, waiting: 1 });
    await Promise.all([first, second]);
    expect(db.poolStats!()).toEqual({ total: 1, idle: 1, waiting: 0 });
  });
});
