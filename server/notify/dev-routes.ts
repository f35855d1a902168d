/**
 * GET /api/dev/outbox?to=... — the development outbox: a recipient's messages as they would be
 * sent, newest first, with the code of code messages so end-to-end tests can sign in.
 * Mounted only when NODE_ENV !== 'production'.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { listMessagesFor } from './outbox.js';
import { renderNotification } from './render.js';
import type { OutboxRow, Queryable } from './types.js';

const DevOutboxQuerySchema = v.object({
  to: v.pipe(
    v.string('Query parameter to is required'),
    v.trim(),
    v.minLength(1, 'Query parameter to is required'),
    v.maxLength(320, 'Query parameter to is too long'),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'limit must be a whole number from 1 to 200'),
      v.transform(Number),
      v.minValue(1, 'limit must be a whole number from 1 to 200'),
      v.maxValue(200, 'limit must be a whole number from 1 to 200'),
    ),
    '50',
  ),
});

interface DevOutboxMessage {
  id: string;
  kind: OutboxRow['kind'];
  channel: OutboxRow['channel'];
  to: string;
  status: OutboxRow['status'];
  subject: string | null;
  text: string;
  created_at: string;
  delivered_at: string | null;
  code?: string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toDevMessage(row: OutboxRow): DevOutboxMessage {
  const payload = row.payload;
  // Real adapters remove the code after delivery; show the message with the code masked then.
  const code = payload.kind === 'otp_code' ? payload.code : undefined;
  // Without its code a message has no your-code link either (the link carries the code).
  const renderable =
    payload.kind === 'otp_code'
      ? { ...payload, code: code ?? '******', codeUrl: code ? payload.codeUrl : undefined }
      : payload;
  const rendered = renderNotification(renderable, { issuedAtMs: new Date(row.created_at).getTime() });
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: row.recipient,
    status: row.status,
    subject: rendered.subject ?? null,
    text: rendered.text,
    created_at: iso(row.created_at) as string,
    delivered_at: iso(row.delivered_at),
    ...(row.kind === 'otp_code' && code ? { code } : {}),
  };
}

export function devOutboxRoutes(db: Queryable): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    const parsed = v.safeParse(DevOutboxQuerySchema, c.req.query());
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = issue.path?.[0]?.key;
      return c.json(
        { error: 'Bad Request', message: issue.message, field: typeof field === 'string' ? field : 'to' },
        400,
      );
    }
    const rows = await listMessagesFor(db, parsed.output.to, parsed.output.limit);
    return c.json({ messages: rows.map(toDevMessage) });
  });
  return routes;
}
