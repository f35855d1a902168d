import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './client';

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
