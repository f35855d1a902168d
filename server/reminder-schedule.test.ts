import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from './config';
import type { AppDeps } from './deps';
import { scheduleReminders } from './reminder-schedule';

const depsWith = (env: Record<string, string> = {}) =>
  ({ db: {}, now: () => 0, config: configFromEnv(env), enqueue: async () => '' }) as unknown as AppDeps;

describe('reminders are looked for at start and then every few minutes; a failed run does not stop the next', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every REMINDER_EVERY_MINUTES with the configured hours, until stopped', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => 0);
    const deps = depsWith({
      REMINDER_EVERY_MINUTES: '5',
      REMINDER_FROM_HOUR: '9',
      REMINDER_UNTIL_HOUR: '20',
    });
    const schedule = scheduleReminders(deps, { send });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith(deps, { fromHour: 9, untilHour: 20 });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(send).toHaveBeenCalledTimes(3);
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('a run that fails is logged, and the next run runs', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue(2);
    const log = vi.fn();
    const schedule = scheduleReminders(depsWith(), { send, log });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(log).toHaveBeenCalledWith('reminders: run failed: connection lost');
    expect(log).toHaveBeenCalledWith('reminders: 2 booking(s) reminded');
    await schedule.stop();
  });

  it('REMINDER_EVERY_MINUTES=0: this process sends no reminders', async () => {
    const send = vi.fn(async () => 0);
    await scheduleReminders(depsWith({ REMINDER_EVERY_MINUTES: '0' }), { send }).stop();
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['nothing set: 10 to 21, every 5 minutes', {}, { fromHour: 10, untilHour: 21 }, 5],
    [
      '7 to 22, every 15',
      { REMINDER_FROM_HOUR: '7', REMINDER_UNTIL_HOUR: '22', REMINDER_EVERY_MINUTES: '15' },
      { fromHour: 7, untilHour: 22 },
      15,
    ],
    [
      'a start after the end: the defaults',
      { REMINDER_FROM_HOUR: '20', REMINDER_UNTIL_HOUR: '8' },
      { fromHour: 10, untilHour: 21 },
      5,
    ],
    [
      'not whole hours: the defaults',
      { REMINDER_FROM_HOUR: '9.5', REMINDER_UNTIL_HOUR: 'late' },
      { fromHour: 10, untilHour: 21 },
      5,
    ],
  ])('configuration, %s', (_case, env, hours, every) => {
    const config = configFromEnv(env);
    expect(config.reminderHours).toEqual(hours);
    expect(config.reminderEveryMinutes).toBe(every);
  });
});
