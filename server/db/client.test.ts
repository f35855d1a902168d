import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db, type Transaction } from './client';
import { postgresForTests } from '../testing/harness';

describe("PGlite counts this process's writes, so what was read before a write is known to hold until the next", () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(':memory:');
    await db.query('create table notes (id int)');
  });
  afterAll(async () => db?.close());

  it.each([
    ['a plain select', 'select 1', 0],
    ['a select with leading space', '  SELECT count(*) from notes', 0],
    ['an insert', 'insert into notes values (1)', 1],
    ['an update', 'update notes set id = 2', 1],
    ['a with-insert', 'with x as (insert into notes values (3) returning id) select id from x', 1],
    ['a with that only reads', 'with x as (select id from notes) select count(*) from x', 0],
    [
      'a with-update',
      'with x as (select id from notes) update notes set id = 4 from x where notes.id = x.id',
      1,
    ],
    ['a with-delete', 'with x as (select 5 as id) delete from notes using x where notes.id = x.id', 1],
  ])('%s counts %i', async (_name, sql, counted) => {
    const before = db.writes!();
    await db.query(sql);
    expect(db.writes!() - before).toBe(counted);
  });

  it('a transaction counts once it settles, committed or rolled back', async () => {
    const before = db.writes!();
    let inside = -1;
    await db.transaction(async (tx) => {
      await tx.query('select 1');
      inside = db.writes!();
    });
    expect(inside).toBe(before);
    expect(db.writes!()).toBe(before + 1);
    await expect(
      db.transaction(async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(db.writes!()).toBe(before + 2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'PostgreSQL parses and plans a statement with parameters once per connection',
  () => {
    const postgres = postgresForTests(2);

    /** The statements this connection holds prepared, whose text is the one asked. */
    const prepared = (tx: Transaction, sql: string) =>
      tx
        .query<{ held: number }>(
          'select count(*)::int as held from pg_prepared_statements where statement = $1 and not from_sql',
          [sql],
        )
        .then(({ rows }) => rows[0]!.held);

    it.each([
      {
        statement: 'with parameters: prepared once, then reused',
        sql: 'select $1::int + 1 as n',
        params: [41],
      },
      { statement: 'without parameters: sent as text, never prepared', sql: 'select 42 as n', params: [] },
    ])('a statement $statement', async ({ sql, params }) => {
      await postgres.db.transaction(async (tx) => {
        for (let call = 0; call < 3; call += 1)
          expect((await tx.query<{ n: number }>(sql, params)).rows[0]!.n).toBe(42);
        expect(await prepared(tx, sql)).toBe(params.length > 0 ? 1 : 0);
      });
    });

    it('several statements without parameters still run as one text (a migration)', async () => {
      const { db } = postgres;
      await db.transaction((tx) => tx.exec('create table notes (id int); insert into notes values (1)'));
      expect((await db.query<{ id: number }>('select id from notes where id = $1', [1])).rows).toEqual([
        { id: 1 },
      ]);
    });
  },
);
