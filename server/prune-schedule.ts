/** When the expired rows go: once at start (a process that restarts often would otherwise never prune), then hourly. */
import type { Db } from './db/client';
import { pruneExpired, PRUNE_EVERY_MS } from './db/prune';

export interface PruneSchedule {
  stop(): void;
}

export interface PruneScheduleOptions {
  everyMs?: number;
  now?: () => number;
  prune?: typeof pruneExpired;
  log?: (line: string) => void;
}

/** Prunes at once and then every `everyMs`; a failed round is logged and the next one tries again. */
export function schedulePruning(db: Db, options: PruneScheduleOptions = {}): PruneSchedule {
  const {
    everyMs = PRUNE_EVERY_MS,
    now = () => Date.now(),
    prune = pruneExpired,
    log = (line) => console.error(line),
  } = options;
  const round = () =>
    prune(db, now()).then(
      () => undefined,
      (error: unknown) => log(`prune failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void round();
  const timer = setInterval(() => void round(), everyMs);
  // Pruning never keeps the process alive on its own.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
