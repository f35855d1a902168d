import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './db/client';
import { schedulePruning } from './prune-schedule';

const db = {} as Db;

describe('expired rows are pruned at start and then every hour, and a failed round does not stop the next', () => {
  afterEach(() => vi.useRealTimers());

  it('prunes at once, then once per interval, until stopped', async () => {
    vi.useFakeTimers();
    const prune = vi.fn(async () => ({}) as never);
    const schedule = schedulePruning(db, { everyMs: 3_600_000, prune, now: () => 42 });
    expect(prune).toHaveBeenCalledTimes(1);
    expect(prune).toHaveBeenLastCalledWith(db, 42);
    await vi.advanceTimersByTimeAsync(3_600_000 * 2);
    expect(prune).toHaveBeenCalledTimes(3);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(3_600_000 * 2);
    expect(prune).toHaveBeenCalledTimes(3);
  });

  it('a round that fails is logged, and the next round runs', async () => {
    vi.useFakeTimers();
    const prune = vi.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue({});
    const log = vi.fn();
    const schedule = schedulePruning(db, { everyMs: 1000, prune, log });
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith('prune failed: connection lost');
    expect(prune).toHaveBeenCalledTimes(2);
    schedule.stop();
  });
});
