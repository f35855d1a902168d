/** What an Idempotency-Key keeps: one answer per key, given only to the same request again (db/idempotency.ts). */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/client';
import { findStoredAnswer } from '../db/idempotency';
import { ApiError } from '../http/errors';

/** JSON with keys sorted, so the same body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash a key is kept with: the restaurant and the body as sent, whatever the order of its fields. */
export function requestHashOf(siteId: string, body: unknown): string {
  return createHash('sha256')
    .update(`${siteId}\n${stableJson(body)}`)
    .digest('hex');
}

/** An answer given once, to give again. */
export interface KeptAnswer {
  status: number;
  body: object;
}

/** The answer stored for this key, 422 when the key came with another request, undefined when none is stored yet. */
export async function storedAnswer(
  db: Queryable,
  key: string,
  requestHash: string,
): Promise<KeptAnswer | undefined> {
  const stored = await findStoredAnswer(db, key);
  if (!stored || stored.status === 0) return undefined;
  if (stored.request_hash !== requestHash)
    throw new ApiError({
      status: 422,
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was used with another request',
    });
  return { status: stored.status, body: stored.body };
}
