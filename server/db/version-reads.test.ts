import { describe, expect, it } from 'vitest';
import type { Queryable } from './client';
import { VersionReads } from './site-day';

/** A database whose version reads the test answers by hand: each read's days, and a way to let it finish. */
function heldDatabase() {
  const reads: Array<{ days: string[]; finish: (bookings?: string) => void; fail: (error: Error) => void }> =
    [];
  const db: Queryable = {
    query: (<Row>(_sql: string, params: unknown[] = []) => {
      const [siteIds, dates] = params as [Array<string | null>, string[]];
      const days = dates.map((date, index) => `${siteIds[index] ?? '*'}|${date}`);
      return new Promise<{ rows: Row[] }>((resolve, reject) => {
        reads.push({
          days,
          finish: (bookings = '1') =>
            resolve({
              rows: days.map((day) => ({ reference: 'r1', bookings: `${bookings}:${day}` })) as Row[],
            }),
          fail: reject,
        });
      });
    }) as Queryable['query'],
  };
  return { db, reads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fresh version reads on a shared server are coalesced, never stale', () => {
  it('a question asked while no read is under way starts one at once', async () => {
    const { db, reads } = heldDatabase();
    const versions = new VersionReads(db);
    const answer = versions.read('a', '2026-12-01');
    expect(reads.map((read) => read.days)).toEqual([['a|2026-12-01']]);
    reads[0]!.finish();
    expect(await answer).toEqual({ reference: 'r1', bookings: '1:a|2026-12-01' });
  });

  it('a question asked while a read is under way waits for the next read, which starts after it arrived', async () => {
    const { db, reads } = heldDatabase();
    const versions = new VersionReads(db);
    const first = versions.read('a', '2026-12-01');
    const second = versions.read('a', '2026-12-01');
    await settle();
    expect(reads).toHaveLength(1);
    // A booking commits now; the first read began before it and answers 'old', which the second must not take.
    reads[0]!.finish('old');
    expect(await first).toEqual({ reference: 'r1', bookings: 'old:a|2026-12-01' });
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!.finish('new');
    expect(await second).toEqual({ reference: 'r1', bookings: 'new:a|2026-12-01' });
  });

  it('every question waiting when a read starts goes in that one statement, each distinct day once', async () => {
    const { db, reads } = heldDatabase();
    const versions = new VersionReads(db);
    const under = versions.read('a', '2026-12-01');
    const waiting = [
      versions.read('a', '2026-12-01'),
      versions.read('b', '2026-12-01'),
      versions.read('a', '2026-12-02'),
      versions.read(null, '2026-12-01'),
      versions.read('b', '2026-12-01'),
    ];
    reads[0]!.finish();
    await under;
    await settle();
    expect(reads).toHaveLength(2);
    expect(reads[1]!.days).toEqual(['a|2026-12-01', 'b|2026-12-01', 'a|2026-12-02', '*|2026-12-01']);
    reads[1]!.finish();
    expect((await Promise.all(waiting)).map((answer) => answer.bookings)).toEqual([
      '1:a|2026-12-01',
      '1:b|2026-12-01',
      '1:a|2026-12-02',
      '1:*|2026-12-01',
      '1:b|2026-12-01',
    ]);
  });

  it('a failed read fails the questions it carried, and the next questions are read again', async () => {
    const { db, reads } = heldDatabase();
    const versions = new VersionReads(db);
    const failed = versions.read('a', '2026-12-01');
    const next = versions.read('a', '2026-12-01');
    reads[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await settle();
    reads[1]!.finish();
    expect(await next).toEqual({ reference: 'r1', bookings: '1:a|2026-12-01' });
  });
});
