/** One-time deal codes that activate an offer: which codes exist, and which were used for a booking. */
import type { Queryable } from './client';

/** Whether the chain handed out this code. */
export async function isKnownDealCode(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('select 1 from deal_codes where code = $1', [code])).rows.length > 0;
}

/** Whether a booking already used this code. */
export async function isDealCodeUsed(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('select 1 from deal_code_uses where code = $1', [code])).rows.length > 0;
}

/** Records the code's one use; its primary key makes a second use fail, whatever the race. */
export async function recordDealCodeUse(
  tx: Queryable,
  code: string,
  reservationId: string,
  now: number,
): Promise<void> {
  await tx.query('insert into deal_code_uses (code, reservation_id, used_at) values ($1, $2, $3)', [
    code,
    reservationId,
    new Date(now),
  ]);
}
