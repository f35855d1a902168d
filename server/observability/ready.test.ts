/**
 * /api/ready is 200 only when the database answers within a second, every migration of this build is applied and
 * the outbox worker polled in the last 10 s; otherwise 503 naming the part that failed.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Queryable } from '../db/client';
import { pendingMigrations } from '../db/migrate';
import { enqueueNotification } from '../notify/outbox.js';
import { createHarness, ENGINES, type Harness } from '../testing/harness';
import { silentLogger } from './log';
import { OUTBOX_STALE_AFTER_MS, readiness, type OutboxWorkerStatus, type ReadyChecks } from './ready';

const NOW = 1_800_000_000_000;
const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));

const polled = (msAgo: number): OutboxWorkerStatus => ({ lastPollAt: () => NOW - msAgo });
const hanging: Queryable = { query: () => new Promise(() => {}) };
const failing: Queryable = { query: () => Promise.reject(new Error('connection refused')) };

describe.each(ENGINES)('readiness on %s', (engine) => {
  let h: Harness;
  let ahead = '';
  beforeAll(async () => {
    h = await createHarness(engine);
    // A build one migration ahead of the database: this build's files and one more.
    ahead = mkdtempSync(join(tmpdir(), 'tafel-migrations-'));
    for (const name of [...readdirSync(MIGRATIONS), '9999_next.sql']) writeFileSync(join(ahead, name), '');
  });
  afterAll(async () => {
    await h?.close();
    if (ahead) rmSync(ahead, { recursive: true, force: true });
  });

  it.each<[string, () => Parameters<typeof readiness>[0], ReadyChecks]>([
    [
      'all well',
      () => ({ db: h.db, now: () => NOW, outboxWorker: polled(500) }),
      { database: 'ok', migrations: 'ok', outbox: 'ok' },
    ],
    [
      'the worker polled exactly 10 s ago: still ok',
      () => ({ db: h.db, now: () => NOW, outboxWorker: polled(OUTBOX_STALE_AFTER_MS) }),
      { database: 'ok', migrations: 'ok', outbox: 'ok' },
    ],
    [
      'the worker last polled over 10 s ago',
      () => ({ db: h.db, now: () => NOW, outboxWorker: polled(OUTBOX_STALE_AFTER_MS + 1) }),
      { database: 'ok', migrations: 'ok', outbox: 'stale' },
    ],
    [
      'the worker has not polled yet',
      () => ({ db: h.db, now: () => NOW, outboxWorker: { lastPollAt: () => undefined } }),
      { database: 'ok', migrations: 'ok', outbox: 'not_running' },
    ],
    [
      'no worker in this process',
      () => ({ db: h.db, now: () => NOW, outboxWorker: undefined }),
      { database: 'ok', migrations: 'ok', outbox: 'not_running' },
    ],
    [
      'a migration of this build is not applied',
      () => ({ db: h.db, now: () => NOW, outboxWorker: polled(0), migrationsDir: ahead }),
      { database: 'ok', migrations: 'pending', outbox: 'ok' },
    ],
    [
      'the database does not answer in time',
      () => ({ db: hanging, now: () => NOW, outboxWorker: polled(0), timeoutMs: 50 }),
      { database: 'timeout', migrations: 'timeout', outbox: 'ok' },
    ],
    [
      'the database refuses',
      () => ({ db: failing, now: () => NOW, outboxWorker: polled(0) }),
      { database: 'error', migrations: 'error', outbox: 'ok' },
    ],
  ])('%s', async (_, options, checks) => {
    expect(await readiness(options())).toEqual({
      ok: Object.values(checks).every((check) => check === 'ok'),
      checks,
    });
  });

  it('GET /ready answers 200 with the checks, 503 with the part that failed', async () => {
    let lastPollAt = h.clock.now - 1000;
    const app = createApp(
      {
        db: h.db,
        config: h.config,
        now: () => h.clock.now,
        enqueue: enqueueNotification,
        log: silentLogger(),
      },
      { outboxWorker: { lastPollAt: () => lastPollAt } },
    );
    const ready = await app.request('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      ok: true,
      checks: { database: 'ok', migrations: 'ok', outbox: 'ok' },
    });
    lastPollAt = h.clock.now - 60_000;
    const stale = await app.request('/ready');
    expect(stale.status).toBe(503);
    expect(await stale.json()).toEqual({
      ok: false,
      checks: { database: 'ok', migrations: 'ok', outbox: 'stale' },
    });
  });
});

describe('the database gets a second; the checks do not wait for each other', () => {
  it('a database that hangs is answered as a timeout after about a second, not never', async () => {
    const started = Date.now();
    const { checks } = await readiness({ db: hanging, now: () => NOW, outboxWorker: polled(0) });
    const took = Date.now() - started;
    expect(checks).toMatchObject({ database: 'timeout', migrations: 'timeout' });
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(1900);
  });
});

describe('pendingMigrations', () => {
  it('a database never migrated (no schema_migrations) has every file pending', async () => {
    const neverMigrated: Queryable = {
      query: () =>
        Promise.reject(
          Object.assign(new Error('relation "schema_migrations" does not exist'), { code: '42P01' }),
        ),
    };
    const files = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(await pendingMigrations(neverMigrated)).toEqual(files);
  });

  it('any other failure is not taken for "pending": it throws', async () => {
    await expect(pendingMigrations(failing)).rejects.toThrow('connection refused');
  });
});
