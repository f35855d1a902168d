/** Transactions that lost a race are run again; a guest never sees a serialization failure. */
import type { Db, Transaction } from '../db/client';

/** serialization_failure, deadlock_detected, exclusion_violation (a table taken meanwhile). */
const RETRYABLE = new Set(['40001', '40P01', '23P01']);

export function pgCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'constraint' in error
    ? String((error as { constraint: unknown }).constraint)
    : undefined;
}

/**
 * Runs fn in a transaction, again (up to `attempts` times) when it fails with a retryable error
 * or one `isRetryable` accepts; after the last try `onExhausted` decides what is thrown.
 */
export async function withRetries<T>(
  db: Db,
  fn: (tx: Transaction) => Promise<T>,
  options: { attempts?: number; isRetryable?: (error: unknown) => boolean; onExhausted: () => Error },
): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      const retryable = RETRYABLE.has(pgCode(error) ?? '') || options.isRetryable?.(error) === true;
      if (!retryable) throw error;
      if (attempt >= attempts) throw options.onExhausted();
      // Small random back-off so racing processes do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
