/**
 * The embedded database is one process's (docs/configuration.md). A second `node server/main.ts` on the same DATA_DIR
 * refuses to start, naming the first, while the first keeps answering; a process killed without closing leaves its
 * lock behind, and the next start takes it over; a clean stop releases it.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/folder-lock';
import { freePort, runUntilExit, startServer, type ServerProcess } from '../support/server-process';

/** Resolves once the child has ended, by exit or by a signal (a SIGKILLed child has no exit code). */
const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  );

describe('two server processes on one PGlite folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tafel-one-process-'));
  const lock = join(dataDir, LOCK_FILE);
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', NOTIFY: 'outbox' };
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => exited(server.child)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the second refuses with exit 1 naming the first; after a crash the next takes over; a stop releases', async () => {
    const first = await startServer(env);
    servers.push(first);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.child.pid));

    const second = await runUntilExit({
      ...env,
      PORT: String(await freePort()),
      DEMO_PORT: String(await freePort()),
    });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `Tafel failed to start: The embedded database in ${dataDir} is in use by process ${first.child.pid}`,
    );
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).ok).toBe(true);

    // Killed without closing, the first leaves its lock: the next start finds its pid gone and takes over.
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.child.pid));
    const third = await startServer(env);
    servers.push(third);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(third.child.pid));

    await third.stop();
    expect(third.child.exitCode).toBe(0);
    expect(existsSync(lock)).toBe(false);
  }, 180_000);
});
