/**
 * A JSON answer serialised once with its weak ETag, for answers kept in memory (the restaurant list, a day's
 * availability): a kept answer is then neither serialised nor hashed again, and the ETag middleware takes the tag
 * it carries instead of reading a copy of the body.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export interface KeptAnswer {
  body: string;
  etag: string;
}

/** @example keptAnswer({ ok: true }).etag //=> 'W/"…"' (the SHA-1 of '{"ok":true}') */
export function keptAnswer(value: unknown): KeptAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('hex')}"` };
}

export function sendKept(c: Context, answer: KeptAnswer, cacheControl: string): Response {
  return c.body(answer.body, 200, {
    'Content-Type': 'application/json',
    'Cache-Control': cacheControl,
    ETag: answer.etag,
  });
}
