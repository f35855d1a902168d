/**
 * When the expired rows go and personal data is let go of (docs/privacy.md): once at start (a process that restarts
 * often would otherwise never prune), then hourly. Each retention round is logged with its counts.
 */
import type { RetentionSettings } from './config';
import type { Db } from './db/client';
import { pruneExpired, PRUNE_EVERY_MS, RETENTION } from './db/prune';
import { applyRetention, DEFAULT_RETENTION_POLICY, retentionLine } from './db/retention';

const DAY = 86_400_000;

export interface PruneSchedule {
  stop(): void;
}

export interface PruneScheduleOptions {
  everyMs?: number;
  now?: () => number;
  /** The settings' retention times (server/config.ts); the defaults without. */
  retention?: RetentionSettings;
  prune?: typeof pruneExpired;
  retain?: typeof applyRetention;
  /** Where a round's counts go. */
  info?: (line: string) => void;
  /** Where a failed round goes. */
  log?: (line: string) => void;
}

/** Prunes and applies retention at once and then every `everyMs`; a failed round is logged and the next one tries again. */
export function schedulePruning(db: Db, options: PruneScheduleOptions = {}): PruneSchedule {
  const {
    everyMs = PRUNE_EVERY_MS,
    now = () => Date.now(),
    retention = { ...DEFAULT_RETENTION_POLICY, messageDays: RETENTION.settledNotifications / DAY },
    prune = pruneExpired,
    retain = applyRetention,
    info = (line) => console.log(line),
    log = (line) => console.error(line),
  } = options;
  const times = { ...RETENTION, settledNotifications: retention.messageDays * DAY };
  const round = async () => {
    const at = now();
    await prune(db, at, times);
    info(retentionLine(await retain(db, at, retention)));
  };
  const guarded = () =>
    round().catch((error: unknown) =>
      log(`prune failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void guarded();
  const timer = setInterval(() => void guarded(), everyMs);
  // Pruning never keeps the process alive on its own.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
