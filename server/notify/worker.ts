/**
 * Delivers the outbox: claims due messages, renders them, hands them to the adapter and settles
 * each one (delivered, retry later, or failed). All state is in the table, so a restart loses
 * nothing and several processes can run a worker on one database.
 */
import { claimDueMessages, extendLease, markDelivered, markFailed, scheduleRetry } from './outbox.js';
import { renderNotification } from './render.js';
import { addressOf, DEFAULT_MAIL_FROM } from './adapters/smtp.js';
import { CODE_VALID_MINUTES } from './notification-words.js';
import type { DeliveryAdapter, DeliveryOutcome, OutboxRow, Queryable } from './types.js';

export interface NotificationWorkerOptions {
  adapter: DeliveryAdapter;
  /** Pause between polls when the outbox is empty. */
  intervalMs?: number;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  now?: () => number;
  /** First retry delay; doubles with every attempt. */
  baseRetryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** How long a claim keeps other workers off; must exceed the slowest adapter call. */
  leaseMs?: number;
  batchSize?: number;
  /** The calendar organizer address; defaults to the address in MAIL_FROM. */
  organizerEmail?: string;
  /** false: no polling loop; the caller drives runOnce (tests). */
  autoStart?: boolean;
  /** Receives one line per event: message ids, kinds and error codes only, never content. */
  log?: (line: string) => void;
}

export interface NotificationWorker {
  stop(): Promise<void>;
  /** Claims and settles one batch; answers how many messages it handled. */
  runOnce(): Promise<number>;
  /**
   * Epoch milliseconds (its `now`) of the last claim the database answered, or now while a delivery is under way (the
   * adapters time out on their own); undefined before the first claim. /api/ready reads it.
   */
  lastPollAt(): number | undefined;
}

/**
 * Delay before attempt `attempts + 1`: base · 2^(attempts − 1), capped.
 * @example retryDelayMs(1, 2000, 600000) === 2000; retryDelayMs(4, 2000, 600000) === 16000
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Error text kept in last_error: the code and a short detail, with any code digits masked. */
function errorText(outcome: Extract<DeliveryOutcome, { ok: false }>, row: OutboxRow): string {
  let text = outcome.detail ? `${outcome.error}: ${outcome.detail}` : outcome.error;
  const code = row.payload.kind === 'otp_code' ? row.payload.code : undefined;
  if (code) text = text.split(code).join('******');
  return text.slice(0, 500);
}

const createdAtMs = (row: OutboxRow) => new Date(row.created_at).getTime();

export function startNotificationWorker(
  db: Queryable,
  options: NotificationWorkerOptions,
): NotificationWorker {
  const {
    adapter,
    intervalMs = 500,
    maxAttempts = 8,
    now = () => Date.now(),
    baseRetryDelayMs = 2000,
    maxRetryDelayMs = 10 * 60_000,
    leaseMs = 60_000,
    batchSize = 20,
    organizerEmail = addressOf(process.env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM),
    log = (line: string) => console.info(line),
    autoStart = true,
  } = options;

  let polledAt: number | undefined;
  let delivering = 0;

  async function deliverOne(row: OutboxRow): Promise<DeliveryOutcome> {
    // A code nobody can use any more is not worth sending.
    if (row.kind === 'otp_code' && now() - createdAtMs(row) > CODE_VALID_MINUTES * 60_000) {
      return { ok: false, permanent: true, error: 'code_expired' };
    }
    let rendered;
    try {
      rendered = renderNotification(row.payload, { issuedAtMs: createdAtMs(row), organizerEmail });
    } catch {
      return { ok: false, permanent: true, error: 'render_failed' };
    }
    try {
      return await adapter.deliver({
        id: row.id,
        kind: row.kind,
        channel: row.channel,
        to: row.recipient,
        language: row.language,
        rendered,
      });
    } catch {
      return { ok: false, permanent: false, error: 'adapter_crashed' };
    }
  }

  async function settle(row: OutboxRow, outcome: DeliveryOutcome): Promise<void> {
    const keep = adapter.retainsContent;
    if (outcome.ok) {
      if (await markDelivered(db, row, now(), keep))
        log(`notify: delivered ${row.kind} ${row.id} via ${adapter.name}`);
      return;
    }
    const error = errorText(outcome, row);
    if (outcome.permanent || row.attempts >= maxAttempts) {
      if (await markFailed(db, row, error, keep))
        log(`notify: failed ${row.kind} ${row.id} after ${row.attempts} attempt(s): ${outcome.error}`);
      return;
    }
    const next = now() + retryDelayMs(row.attempts, baseRetryDelayMs, maxRetryDelayMs);
    if (await scheduleRetry(db, row, next, error))
      log(`notify: retry ${row.kind} ${row.id} (attempt ${row.attempts}): ${outcome.error}`);
  }

  /**
   * Delivers one claimed message, renewing its lease every third of it while the adapter works: an SMTP server that
   * sends slowly (its time-outs count idle time, not the whole exchange) could otherwise outlast the lease, and
   * another worker would take the message over and send it a second time.
   */
  async function deliverHoldingClaim(row: OutboxRow): Promise<DeliveryOutcome> {
    const renewal = setInterval(
      () => void extendLease(db, row, now() + leaseMs).catch(() => undefined),
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    renewal.unref?.();
    delivering += 1;
    try {
      return await deliverOne(row);
    } finally {
      delivering -= 1;
      clearInterval(renewal);
    }
  }

  async function runOnce(): Promise<number> {
    // One message per claim, each with its own lease, up to batchSize per run: a slow delivery cannot outlast the
    // lease of messages still waiting in its batch (another worker would take them over and send them twice). The
    // claim is one short statement; no transaction stays open while the adapter works.
    let handled = 0;
    while (handled < batchSize) {
      const [row] = await claimDueMessages(db, now(), leaseMs, 1);
      polledAt = now();
      if (!row) break;
      await settle(row, await deliverHoldingClaim(row));
      handled += 1;
    }
    return handled;
  }

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((handled) => schedule(handled >= batchSize ? 0 : intervalMs))
        .catch((error: unknown) => {
          const { name = 'Error', code = '' } = (error ?? {}) as { name?: string; code?: string };
          log(`notify: worker poll failed: ${name} ${code}`.trim());
          schedule(intervalMs);
        });
    }, delayMs);
    timer.unref?.();
  }
  if (autoStart) schedule(0);

  return {
    runOnce,
    lastPollAt: () => (delivering > 0 ? now() : polledAt),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
