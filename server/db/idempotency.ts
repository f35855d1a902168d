/** Idempotency keys of POST /sites/{siteId}/reservations: one answer per key, stored with the request's hash. */
import type { Queryable } from './client';

/** A stored answer; status 0 while the first request with the key is still in its transaction. */
export interface StoredAnswer {
  request_hash: string;
  status: number;
  body: object;
}

export async function findStoredAnswer(db: Queryable, key: string): Promise<StoredAnswer | undefined> {
  const found = await db.query<StoredAnswer>(
    'select request_hash, status, body from idempotency_keys where key = $1',
    [key],
  );
  return found.rows[0];
}

/** Claims the key for this request; false when another request holds it (it committed first, we waited). */
export async function claimIdempotencyKey(
  tx: Queryable,
  key: string,
  requestHash: string,
  now: number,
): Promise<boolean> {
  const claimed = await tx.query(
    'insert into idempotency_keys (key, request_hash, status, body, created_at) values ($1, $2, 0, $3, $4) on conflict (key) do nothing returning key',
    [key, requestHash, '{}', new Date(now)],
  );
  return claimed.rows.length > 0;
}

/** Stores the answer given for the key, in the same transaction as the booking it describes. */
export async function storeAnswer(tx: Queryable, key: string, status: number, body: object): Promise<void> {
  await tx.query('update idempotency_keys set status = $2, body = $3 where key = $1', [
    key,
    status,
    JSON.stringify(body),
  ]);
}
