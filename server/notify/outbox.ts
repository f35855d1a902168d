/**
 * The outbox table (migration 0050_outbox.sql): writing a message, and the worker's claim and
 * settle queries. Every function takes the database handle first.
 */
import type { Notification, OutboxRow, Queryable } from './types.js';

/** Recipients are matched exactly, so e-mail addresses are stored lowercased and trimmed. */
export function normalizeRecipient(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s()-]/g, '');
}

/**
 * Writes a message to the outbox. Pass the transaction handle of the change the message reports,
 * so both commit or neither does. Answers the message id.
 */
export async function enqueueNotification(db: Queryable, notification: Notification): Promise<string> {
  const to = normalizeRecipient(notification.to);
  const payload = { ...notification, to };
  const result = await db.query<{ id: string }>(
    `insert into notification_outbox (kind, channel, recipient, language, payload)
     values ($1, $2, $3, $4, $5::jsonb) returning id`,
    [notification.kind, notification.channel, to, notification.language, JSON.stringify(payload)],
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('Outbox insert answered no id');
  return id;
}

const toIso = (ms: number) => new Date(ms).toISOString();

/** A message due at $1: pending and its time come, or being delivered by a worker whose lease ran out. */
const DUE = `status in ('pending', 'delivering') and next_attempt_at <= $1::timestamptz`;

/**
 * Claims up to `limit` due messages in one atomic statement: pending ones whose time has come and
 * 'delivering' ones whose lease ran out (a worker died mid-delivery). SKIP LOCKED keeps two workers
 * from claiming the same row; the lease (next_attempt_at) keeps others off while it is delivered.
 * One-time codes come first: a guest waits for a code on screen, a booking e-mail can wait its turn.
 */
export async function claimDueMessages(
  db: Queryable,
  nowMs: number,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  // Most polls find the outbox empty. A plain read answers them, so such a poll writes nothing: on PGlite a write
  // would drop every read kept until the process's next write (server/db/client.ts UntilNextWrite), twice a second.
  const { rows } = await db.query<{ due: boolean }>(
    `select exists (select 1 from notification_outbox where ${DUE}) as due`,
    [toIso(nowMs)],
  );
  if (!rows[0]?.due) return [];
  // The due rows are chosen once, in a materialized CTE: an IN (subquery … LIMIT … FOR UPDATE SKIP LOCKED) may be
  // evaluated again per row and claim more than `limit`.
  const result = await db.query<OutboxRow>(
    `with due as materialized (
        select id from notification_outbox
         where ${DUE}
         order by (kind in ('otp_code', 'no_guest')) desc, next_attempt_at
         limit $3
         for update skip locked)
     update notification_outbox as message
        set status = 'delivering', attempts = attempts + 1, next_attempt_at = $2::timestamptz
       from due
      where message.id = due.id
      returning message.*`,
    [toIso(nowMs), toIso(nowMs + leaseMs), limit],
  );
  return result.rows;
}

/** Only the claim that is still current may settle a message (guards against a lease taken over). */
const OWN_CLAIM = `id = $1 and status = 'delivering' and attempts = $2`;

/** Removes the code (and the your-code link, which carries it) from a settled message when the adapter does not keep content readable. */
const REDACTED_PAYLOAD = `case when $3::boolean then payload else payload - 'code' - 'codeUrl' end`;

/** Keeps a claim while its delivery is still at work: the lease moves on, so no other worker takes the message. */
export async function extendLease(db: Queryable, row: OutboxRow, untilMs: number): Promise<boolean> {
  const result = await db.query(
    `update notification_outbox set next_attempt_at = $3::timestamptz where ${OWN_CLAIM} returning id`,
    [row.id, row.attempts, toIso(untilMs)],
  );
  return result.rows.length === 1;
}

export async function markDelivered(
  db: Queryable,
  row: OutboxRow,
  nowMs: number,
  retainContent: boolean,
): Promise<boolean> {
  const result = await db.query(
    `update notification_outbox
        set status = 'delivered', delivered_at = $4::timestamptz, last_error = null, payload = ${REDACTED_PAYLOAD}
      where ${OWN_CLAIM} returning id`,
    [row.id, row.attempts, retainContent, toIso(nowMs)],
  );
  return result.rows.length === 1;
}

export async function markFailed(
  db: Queryable,
  row: OutboxRow,
  error: string,
  retainContent: boolean,
): Promise<boolean> {
  const result = await db.query(
    `update notification_outbox
        set status = 'failed', last_error = $4, payload = ${REDACTED_PAYLOAD}
      where ${OWN_CLAIM} returning id`,
    [row.id, row.attempts, retainContent, error],
  );
  return result.rows.length === 1;
}

export async function scheduleRetry(
  db: Queryable,
  row: OutboxRow,
  nextAttemptMs: number,
  error: string,
): Promise<boolean> {
  const result = await db.query(
    `update notification_outbox
        set status = 'pending', next_attempt_at = $3::timestamptz, last_error = $4
      where ${OWN_CLAIM} returning id`,
    [row.id, row.attempts, toIso(nextAttemptMs), error],
  );
  return result.rows.length === 1;
}

/** A recipient's messages, newest first (the development outbox). */
export async function listMessagesFor(db: Queryable, to: string, limit: number): Promise<OutboxRow[]> {
  const result = await db.query<OutboxRow>(
    `select * from notification_outbox where recipient = $1 order by created_at desc, written desc limit $2`,
    [normalizeRecipient(to), limit],
  );
  return result.rows;
}

/**
 * The messages not yet settled (pending, or being delivered) and when the oldest of those due now was written, in
 * epoch milliseconds (null when none is due): the backlog /metrics shows. A plain read, so it writes nothing.
 */
export async function outboxBacklog(
  db: Queryable,
  nowMs: number,
): Promise<{ unsent: number; oldestDueAt: number | null }> {
  const { rows } = await db.query<{ unsent: number; oldest_due: Date | string | null }>(
    `select count(*)::int as unsent, min(created_at) filter (where ${DUE}) as oldest_due
       from notification_outbox
      where status in ('pending', 'delivering')`,
    [toIso(nowMs)],
  );
  const row = rows[0];
  return {
    unsent: Number(row?.unsent ?? 0),
    oldestDueAt: row?.oldest_due ? new Date(row.oldest_due).getTime() : null,
  };
}
