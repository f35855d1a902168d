import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, ENGINES, SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { statementsOf } from '../testing/statements';
import { referenceData } from './reference';

const versionReads = (statements: string[]) =>
  statements.filter((sql) => /from reference_version/.test(sql)).length;

describe.each(ENGINES)('the reference version, read when it may have changed, on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => h?.close());

  // PGlite is written by this process alone: no write, no change. PostgreSQL is shared: read each time.
  const readsWhenUnwritten = engine === 'pglite' ? 0 : 2;

  it(`asked twice with no write between, it is read ${readsWhenUnwritten} times`, async () => {
    await referenceData(h.db);
    const work = await statementsOf(h.db, async () => {
      await referenceData(h.db);
      await referenceData(h.db);
    });
    expect(versionReads(work)).toBe(readsWhenUnwritten);
  });

  // PostgreSQL: the first question starts a read; the nine asking while it runs wait for one more, which starts
  // after they asked (a change committed before they asked is in it).
  it(`a crowd asking at once after a write reads it ${engine === 'pglite' ? 'once' : 'twice'}`, async () => {
    await h.db.query('update sites set name = name where id = $1', [SITE_AMSTERDAM]);
    const work = await statementsOf(h.db, () =>
      Promise.all(Array.from({ length: 10 }, () => referenceData(h.db))),
    );
    expect(versionReads(work)).toBe(engine === 'pglite' ? 1 : 2);
  });

  it('a change of the reference data is seen at once, and inside a transaction it is always read', async () => {
    await h.db.transaction(async (tx) => {
      await tx.query(`update sites set name = 'Renamed' where id = $1`, [SITE_AMSTERDAM]);
      expect((await referenceData(tx)).byId.get(SITE_AMSTERDAM)?.name).toBe('Renamed');
    });
    expect((await referenceData(h.db)).byId.get(SITE_AMSTERDAM)?.name).toBe('Renamed');
  });
});
