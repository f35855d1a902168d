/**
 * PGlite is one process's, and the lock in DATA_DIR makes it so. A second opener is refused with the
 * holder's pid; a lock left by a process that died is taken over; closing the database releases the folder.
 * (tests/unit/server-single-process.test.ts proves it with two real server processes.)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { FolderLockedError, isProcessAlive, LOCK_FILE, lockFolder } from './folder-lock';

let dataDir = '';
const lockFile = () => join(dataDir, LOCK_FILE);

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tafel-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** The pid of a process that has exited (spawnSync waits for it and reaps it). */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('lockFolder: one process a folder; a dead holder is replaced', () => {
  it('takes a free folder with its pid, refuses a second taker, and frees it on release', () => {
    const release = lockFolder(dataDir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockFolder(dataDir)).toThrow(FolderLockedError);
    expect(() => lockFolder(dataDir)).toThrow(`is in use by process ${process.pid}`);
    release();
    expect(existsSync(lockFile())).toBe(false);
    lockFolder(dataDir)();
  });

  it('refuses while another live process holds it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(lockFile(), `${holder.pid}\n`);
      expect(() => lockFolder(dataDir)).toThrow(`is in use by process ${holder.pid}`);
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone (a crash leaves it behind)', () => {
    const gone = deadPid();
    expect(isProcessAlive(gone)).toBe(false);
    writeFileSync(lockFile(), `${gone}\n`);
    const release = lockFolder(dataDir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over a lock with its own pid that it does not hold (a container restarted as the same pid)', () => {
    writeFileSync(lockFile(), `${process.pid}\n`);
    const release = lockFolder(dataDir);
    expect(() => lockFolder(dataDir)).toThrow(`is in use by process ${process.pid}`);
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses an empty lock (a process is writing it now) and says which file to delete if none runs', () => {
    writeFileSync(lockFile(), '');
    expect(() => lockFolder(dataDir)).toThrow(
      `is in use by a process starting now: PGlite allows one process (use DATABASE_URL for more); if none runs, delete ${lockFile()}`,
    );
  });

  it('a release does not delete a lock another process holds', () => {
    const release = lockFolder(dataDir);
    writeFileSync(lockFile(), '1\n');
    release();
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe('1');
  });
});

describe('openPglite holds its folder until close', () => {
  it('a second open of the folder is refused; after close it opens again', async () => {
    const db = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(FolderLockedError);
    } finally {
      await db.close();
    }
    expect(existsSync(lockFile())).toBe(false);
    const again = await openPglite(dataDir);
    expect((await again.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await again.close();
  }, 60_000);
});
