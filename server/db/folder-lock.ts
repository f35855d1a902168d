/**
 * One process at a time on a PGlite folder. PGlite is a whole PostgreSQL inside one process with no lock of its own
 * that another process heeds, so two processes on one DATA_DIR would each write the same files and corrupt them. The
 * lock is a file in the folder holding the owner's pid, created only where none is ('wx'); one whose pid is no longer
 * alive (a crash, a SIGKILL) is taken over.
 */
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const LOCK_FILE = 'tafel.lock';

/** The locks this process holds, so a lock with our pid that is not among them is known to be stale. */
const held = new Set<string>();

/** Another process holds the folder; the message says which and what to do. */
export class FolderLockedError extends Error {
  override name = 'FolderLockedError';
}

/**
 * Whether a process with this pid exists. EPERM (another user's process) is alive too; only ESRCH is not.
 * @example isProcessAlive(process.pid) //=> true
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** The pid a lock file holds: 'gone' when there is no file, 'unknown' when it is empty (being written) or no pid. */
function holderOf(file: string): number | 'gone' | 'unknown' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : 'unknown';
}

/**
 * Moves a dead owner's lock aside and deletes it. The move is checked: if the file moved is no longer the dead
 * owner's (another process took it over between our read and the move), it is put back and that process keeps it.
 */
function removeStaleLock(lock: string, deadPid: number): void {
  const aside = `${lock}.${process.pid}`;
  try {
    renameSync(lock, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (holderOf(aside) !== deadPid) {
    try {
      linkSync(aside, lock);
    } catch {
      // A third process made a lock meanwhile: it holds the folder.
    }
  }
  rmSync(aside, { force: true });
}

/**
 * Takes the folder for this process, or throws FolderLockedError naming the process that has it. Answers the release,
 * which deletes the lock if it is still this process's.
 * @example const release = lockFolder('.data'); … release();
 */
export function lockFolder(dataDir: string): () => void {
  const lock = resolve(dataDir, LOCK_FILE);
  for (let tries = 0; tries < 3; tries += 1) {
    try {
      writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      held.add(lock);
      return () => {
        held.delete(lock);
        if (holderOf(lock) === process.pid) rmSync(lock, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lock);
    if (holder === 'gone') continue;
    // Our own pid on a lock we do not hold is an earlier process's: a container restarted after a crash runs as the
    // same pid (often 1), and would otherwise refuse itself on every restart.
    const inUse = holder === 'unknown' || (holder === process.pid ? held.has(lock) : isProcessAlive(holder));
    if (inUse)
      throw new FolderLockedError(
        `The embedded database in ${dataDir} is in use by ${holder === 'unknown' ? 'a process starting now' : `process ${holder}`}: PGlite allows one process (use DATABASE_URL for more); if none runs, delete ${lock}`,
      );
    removeStaleLock(lock, holder);
  }
  throw new FolderLockedError(`The embedded database in ${dataDir} is being taken by another process`);
}
