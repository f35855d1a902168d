import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './db/client';
import { schedulePruning } from './prune-schedule';

const db = {} as Db;

describe('expired rows are pruned at start and then every hour, and a failed round does not stop the next', () => {
  afterEach(() => vi.useRealTimers());

  it('prunes at once, then once per interval, until stopped', async () => {
    vi.useFakeTimers();
    const prune = vi.fn(async () => ({}) as never);
    const retain = vi.fn(async () => null);
    const schedule = schedulePruning(db, {
      everyMs: 3_600_000,
      prune,
      retain,
      info: () => {},
      now: () => 42,
    });
    expect(prune).toHaveBeenCalledTimes(1);
    expect(prune).toHaveBeenLastCalledWith(
      db,
      42,
      expect.objectContaining({ settledNotifications: 30 * 86_400_000 }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(retain).toHaveBeenLastCalledWith(
      db,
      42,
      expect.objectContaining({ bookingMonths: 24, guestMonths: 24 }),
    );
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
    const retain = vi.fn(async () => null);
    const schedule = schedulePruning(db, { everyMs: 1000, prune, retain, info: () => {}, log });
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith('prune failed: connection lost');
    expect(prune).toHaveBeenCalledTimes(2);
    schedule.stop();
  });

  it("each round's retention is logged with its counts, and the settings' times are used", async () => {
    vi.useFakeTimers();
    const prune = vi.fn(async () => ({}) as never);
    const retain = vi.fn(async () => ({
      bookingsBefore: '2024-11-27',
      anonymisedBookings: 3,
      clearedAuditLines: 2,
      anonymisedWaitlist: 4,
      removedGuests: 1,
      removedOptOuts: 0,
    }));
    const info = vi.fn();
    const retention = { bookingMonths: 12, guestMonths: 36, messageDays: 7 };
    const schedule = schedulePruning(db, { everyMs: 1000, prune, retain, info, retention, now: () => 42 });
    await vi.advanceTimersByTimeAsync(0);
    expect(prune).toHaveBeenCalledWith(
      db,
      42,
      expect.objectContaining({ settledNotifications: 7 * 86_400_000 }),
    );
    expect(retain).toHaveBeenCalledWith(db, 42, retention);
    expect(info).toHaveBeenCalledWith(
      'retention: anonymised 3 bookings dated before 2024-11-27, cleared 2 audit lines, anonymised 4 waitlist requests, removed 1 guests and 0 reminder opt-outs',
    );
    schedule.stop();
  });
});
