/**
 * When the day-before reminders are looked for: at start, then every few minutes. Each run sends only what is due
 * (shared/reminders/due.ts) and not yet sent, so a restart or a second process sends nothing twice.
 */
import type { AppDeps } from './deps';
import { sendDueReminders } from './domain/reminders';

export interface ReminderSchedule {
  stop(): Promise<void>;
}

export interface ReminderScheduleOptions {
  send?: typeof sendDueReminders;
  log?: (line: string) => void;
}

/** Runs at once and then every `config.reminderEveryMinutes` (none at 0); a failed run is logged, the next tries again. */
export function scheduleReminders(deps: AppDeps, options: ReminderScheduleOptions = {}): ReminderSchedule {
  const { send = sendDueReminders, log = (line) => console.info(line) } = options;
  const everyMs = deps.config.reminderEveryMinutes * 60_000;
  if (everyMs === 0) return { stop: async () => undefined };
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    // One run at a time in this process: a slow run is not overtaken by the next.
    running = running.then(() =>
      send(deps, deps.config.reminderHours).then(
        (sent) => {
          if (sent > 0) log(`reminders: ${sent} booking(s) reminded`);
        },
        (error: unknown) =>
          log(`reminders: run failed: ${error instanceof Error ? error.message : String(error)}`),
      ),
    );
  };
  round();
  const timer = setInterval(round, everyMs);
  // Reminders never keep the process alive on their own.
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
