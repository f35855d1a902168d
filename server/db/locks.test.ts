import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForTests } from '../testing/harness';
import { openPglite, type Db, type Queryable } from './client';
import { LOCK_SPACES, locksOn, siteDayLock, takeLocks, type AdvisoryLock } from './locks';

/** A query handle that counts its statements. */
function counting(tx: Queryable) {
  const counted = { statements: 0 };
  const handle: Queryable = {
    query: (sql, params) => {
      counted.statements += 1;
      return tx.query(sql, params);
    },
  };
  return { handle, counted };
}

describe('locks are listed once each, in one sorted order', () => {
  it.each([
    ['sorted', ['b', 'a', 'c'], ['a', 'b', 'c']],
    ['each key once', ['a', 'b', 'a'], ['a', 'b']],
    ['none', [], []],
  ])('%s', (_rule, keys, expected) => {
    expect(locksOn(LOCK_SPACES.guestBookings, keys)).toEqual(
      expected.map((key) => ({ space: LOCK_SPACES.guestBookings, key })),
    );
  });

  it('the lock spaces are distinct', () => {
    const spaces = Object.values(LOCK_SPACES);
    expect(new Set(spaces).size).toBe(spaces.length);
  });
});

describe('takeLocks takes any number of locks in one statement', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(':memory:');
  });
  afterAll(async () => db?.close());

  it.each([
    ['no lock, no statement', 0, 0],
    ['one lock', 1, 1],
    ['five locks', 5, 1],
  ])('%s', async (_rule, howMany, statements) => {
    await db.transaction(async (tx) => {
      const { handle, counted } = counting(tx);
      const locks = Array.from({ length: howMany }, (_, index) =>
        siteDayLock('site', `2026-12-0${index + 1}`),
      );
      await takeLocks(handle, locks);
      expect(counted.statements).toBe(statements);
      const { rows } = await tx.query<{ held: number }>(
        `select count(*)::int as held from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
      );
      expect(rows[0]!.held).toBe(howMany);
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'takeLocks on PostgreSQL: held, and taken in the order given',
  () => {
    const postgres = postgresForTests(4);

    const first: AdvisoryLock = { space: LOCK_SPACES.siteDay, key: 'first' };
    const second: AdvisoryLock = { space: LOCK_SPACES.siteDay, key: 'second' };
    /** Whether another session could take the lock right now (a try in a transaction of its own, let go at once). */
    const free = (lock: AdvisoryLock) =>
      postgres.db.transaction(
        async (tx) =>
          (
            await tx.query<{ free: boolean }>('select pg_try_advisory_xact_lock($1, hashtext($2)) as free', [
              lock.space,
              lock.key,
            ])
          ).rows[0]!.free,
      );

    it('a lock already held makes the taker wait; it takes the locks before it first, and the rest after', async () => {
      let releaseHolder!: () => void;
      const holderMayEnd = new Promise<void>((resolve) => (releaseHolder = resolve));
      let holding!: () => void;
      const holderHolds = new Promise<void>((resolve) => (holding = resolve));
      const holder = postgres.db.transaction(async (tx) => {
        await takeLocks(tx, [second]);
        holding();
        await holderMayEnd;
      });
      await holderHolds;
      let taken = false;
      const taker = postgres.db.transaction(async (tx) => {
        await takeLocks(tx, [first, second]);
        taken = true;
        // Both held to the end of the transaction.
        expect(await free(first)).toBe(false);
        expect(await free(second)).toBe(false);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(taken).toBe(false);
      // Waiting on the second, the taker already holds the first.
      expect(await free(first)).toBe(false);
      releaseHolder();
      await holder;
      await taker;
      expect(taken).toBe(true);
      // The transaction's end let both go.
      expect(await free(first)).toBe(true);
      expect(await free(second)).toBe(true);
    });
  },
);
