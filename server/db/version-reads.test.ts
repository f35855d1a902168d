import { describe, expect, it } from 'vitest';
import type { Queryable } from './client';
import { VersionReads } from './site-day-versions';

/**
 * A database of booking versions by site and UTC date that the test changes by hand, whose version reads wait until
 * the test lets each finish: each read's dates and sites asked, and the rows as the table stands when it finishes.
 */
function heldDatabase() {
  const versions = new Map<string, number>();
  const reads: Array<{
    dates: string[];
    sites: string[] | null;
    finish: () => void;
    fail: (error: Error) => void;
  }> = [];
  const db: Queryable = {
    query: (<Row>(_sql: string, params: unknown[] = []) => {
      const [dates, sites] = params as [string[], string[] | null];
      return new Promise<{ rows: Row[] }>((resolve, reject) => {
        reads.push({
          dates,
          sites,
          finish: () => {
            const rows = [...versions]
              .map(([key, version]) => {
                const [siteId, date] = key.split('|') as [string, string];
                return { reference: 'r1', site_id: siteId, date, version: String(version) };
              })
              .filter((row) => dates.includes(row.date) && (sites === null || sites.includes(row.site_id)));
            resolve({
              rows: (rows.length > 0
                ? rows
                : [{ reference: 'r1', site_id: null, date: null, version: null }]) as Row[],
            });
          },
          fail: reject,
        });
      });
    }) as Queryable['query'],
  };
  const book = (siteId: string, date: string) =>
    versions.set(`${siteId}|${date}`, (versions.get(`${siteId}|${date}`) ?? 0) + 1);
  return { db, reads, book };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fresh version reads on a shared server are coalesced, never stale', () => {
  it('a question asked while no read is under way starts one at once, for the dates its day meets', async () => {
    const { db, reads, book } = heldDatabase();
    book('a', '2026-12-01');
    const versions = new VersionReads(db);
    const answer = versions.read('a', '2026-12-01');
    expect(reads.map(({ dates, sites }) => ({ dates, sites }))).toEqual([
      { dates: ['2026-11-30', '2026-12-01', '2026-12-02'], sites: ['a'] },
    ]);
    reads[0]!.finish();
    expect(await answer).toEqual({ reference: 'r1', bookings: '1' });
  });

  it("a day's version sums the versions of the UTC day before, of and after it, and nothing further", async () => {
    const { db, reads, book } = heldDatabase();
    for (const date of ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'])
      book('a', date);
    book('b', '2026-12-01');
    const versions = new VersionReads(db);
    const answer = versions.read('a', '2026-12-01');
    reads[0]!.finish();
    expect(await answer).toEqual({ reference: 'r1', bookings: '3' });
  });

  it('a question asked while a read is under way waits for the next read, which starts after it arrived', async () => {
    const { db, reads, book } = heldDatabase();
    const versions = new VersionReads(db);
    const first = versions.read('a', '2026-12-01');
    const second = versions.read('a', '2026-12-01');
    await settle();
    expect(reads).toHaveLength(1);
    // The first read has its snapshot; a booking commits after it, which the second question must see.
    reads[0]!.finish();
    book('a', '2026-12-01');
    expect(await first).toEqual({ reference: 'r1', bookings: '0' });
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!.finish();
    expect(await second).toEqual({ reference: 'r1', bookings: '1' });
  });

  it('every question waiting when a read starts goes in that one statement, each date and site once', async () => {
    const { db, reads, book } = heldDatabase();
    book('a', '2026-12-01');
    book('b', '2026-12-01');
    book('b', '2026-12-02');
    book('a', '2026-12-03');
    const versions = new VersionReads(db);
    const under = versions.read('a', '2026-12-01');
    const waiting = [
      versions.read('a', '2026-12-01'),
      versions.read('b', '2026-12-01'),
      versions.read('a', '2026-12-02'),
      versions.read('b', '2026-12-01'),
    ];
    reads[0]!.finish();
    await under;
    await settle();
    expect(reads).toHaveLength(2);
    expect(reads[1]).toMatchObject({
      dates: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'],
      sites: ['a', 'b'],
    });
    reads[1]!.finish();
    expect((await Promise.all(waiting)).map((answer) => answer.bookings)).toEqual(['1', '2', '2', '2']);
  });

  it("a question for every site's day reads every site's versions, and sums them", async () => {
    const { db, reads, book } = heldDatabase();
    book('a', '2026-12-01');
    book('b', '2026-12-01');
    book('c', '2026-12-02');
    const versions = new VersionReads(db);
    const under = versions.read('a', '2026-12-01');
    const waiting = [versions.read(null, '2026-12-01'), versions.read('b', '2026-12-01')];
    reads[0]!.finish();
    await under;
    await settle();
    expect(reads[1]!.sites).toBeNull();
    reads[1]!.finish();
    expect((await Promise.all(waiting)).map((answer) => answer.bookings)).toEqual(['3', '1']);
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
    expect(await next).toEqual({ reference: 'r1', bookings: '0' });
  });
});
