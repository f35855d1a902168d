/**
 * A day from today on is answered from memory while its versions hold (on PGlite, which only this
 * process writes, without a query until it writes), and the answer served is
 * always the one computed afresh from the database: after a booking, a cancel and a change of the restaurant's
 * tables, in this process or (tests/unit/server-concurrency.test.ts) another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE_PROBE_SIZES } from '../shared/constants';
import { referenceData } from './db/reference';
import { loadSiteDay } from './db/site-day';
import { availabilityDay } from './domain/availability';
import { createHarness, ENGINES, signIn, SITE_AMSTERDAM, type Harness } from './testing/harness';
import { statementsOf } from './testing/statements';

const DATE = '2026-11-18';

describe.each(ENGINES)("a day's availability kept in memory, on %s", (engine) => {
  let h: Harness;
  let token = '';
  beforeAll(async () => {
    h = await createHarness(engine, { env: { MAX_UPCOMING_BOOKINGS: '1000' } });
    token = await signIn(h, { phone: '+31611195001', email: 'cache@example.nl' });
  });
  afterAll(async () => h?.close());

  const path = `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${DATE}&party_size=${RANGE_PROBE_SIZES.join(',')}`;
  const served = async () => (await h.request('GET', path)).body;
  /** The day computed from the database, without any kept answer. */
  const fresh = async () => {
    const site = (await referenceData(h.db)).byId.get(SITE_AMSTERDAM)!;
    const day = await loadSiteDay(h.db, site, DATE);
    return availabilityDay(day, DATE, RANGE_PROBE_SIZES[0]!, h.clock.now, {});
  };
  const book = (time: string) =>
    h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: {
        date: DATE,
        time,
        party_size: 2,
        first_name: 'K',
        last_name: 'Ept',
        email: 'cache@example.nl',
        phone_number: '+31611195001',
      },
    });
  const isOffered = (
    answer: { days: { sessions: { times: { time: string; is_available: boolean }[] }[] }[] },
    time: string,
  ) =>
    answer.days[0]!.sessions.flatMap((session) => session.times).find((slot) => slot.time === time)
      ?.is_available;

  // PGlite is written by this process alone: until it writes, even the versions need no query. PostgreSQL is
  // shared: one row of versions, read each time.
  const keptReads = engine === 'pglite' ? 0 : 1;
  /** A read of versions alone (a block's read of busy tables carries its days' versions too). */
  // Taken tables are read from taken_tables: bookings' and those held by waitlist offers (migration 0072).
  const isVersionsRead = (sql: string) => /site_day_versions/.test(sql) && !/taken_tables/.test(sql);
  const isBusyRead = (sql: string) => /from taken_tables/.test(sql);

  it(`asked again unchanged, it reads ${keptReads ? 'one versions row and nothing else' : 'nothing'}`, async () => {
    await served();
    const work = await statementsOf(h.db, served);
    expect(work).toHaveLength(keptReads);
    if (keptReads) expect(isVersionsRead(work[0]!)).toBe(true);
  });

  it.runIf(engine === 'pglite')(
    "on PGlite a day of a block not asked before reads that block's busy tables only, and another day of it nothing",
    async () => {
      await served();
      // Blocks of 28 days are counted from 1970-01-01: 2026-11-25 and 2026-11-22 are both in the block of 2026-11-19.
      const day = (date: string) =>
        `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${date}&party_size=2`;
      const work = await statementsOf(h.db, () => h.request('GET', day('2026-11-25')));
      expect(work).toHaveLength(1);
      expect(isBusyRead(work[0]!)).toBe(true);
      expect(await statementsOf(h.db, () => h.request('GET', day('2026-11-22')))).toEqual([]);
    },
  );

  it.runIf(engine === 'pglite')(
    'on PGlite, after a write, questions about different restaurants read the versions once for all',
    async () => {
      const { sites } = (await h.request('GET', '/sites')).body as { sites: { id: string }[] };
      await h.db.query('update sites set name = name where id = $1', [SITE_AMSTERDAM]);
      const work = await statementsOf(h.db, async () => {
        for (const site of sites.slice(0, 3))
          await h.request('GET', `/sites/${site.id}/reservations/availability?date=${DATE}&party_size=2`);
      });
      expect(work.filter(isVersionsRead)).toHaveLength(1);
    },
  );

  it('after any write of this process, the versions are read again', async () => {
    await served();
    await h.db.query('update sites set name = name where id = $1', [SITE_AMSTERDAM]);
    const work = await statementsOf(h.db, served);
    expect(isVersionsRead(work[0]!)).toBe(true);
  });

  it('a crowd asking a day anew at once costs one read of its versions and one computation, not one each', async () => {
    // A write of this process (PGlite) or a new day not asked before: nothing kept holds.
    await h.db.query('update sites set name = name where id = $1', [SITE_AMSTERDAM]);
    const newDay = `/sites/${SITE_AMSTERDAM}/reservations/availability?date=2026-12-18&party_size=2`;
    let answers: Array<{ status: number; body: unknown }> = [];
    const work = await statementsOf(h.db, async () => {
      answers = await Promise.all(Array.from({ length: 20 }, () => h.request('GET', newDay)));
    });
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    // The versions: read once for the whole crowd (on PostgreSQL the first alone, then the rest together).
    expect(work.filter(isVersionsRead).length).toBeLessThanOrEqual(keptReads ? 2 : 1);
    // The busy tables of the day's block (four weeks not asked before): read once.
    expect(work.filter(isBusyRead)).toHaveLength(1);
  });

  it('a time booked full is no longer offered, and the answer is the one computed afresh', async () => {
    expect(isOffered(await served(), '19:00')).toBe(true);
    const made: string[] = [];
    for (let status = 201, tries = 0; status === 201 && tries < 100; tries += 1) {
      const answer = await book('19:00');
      status = answer.status;
      if (status === 201) made.push(answer.body.reservation.id);
    }
    const after = await served();
    expect(isOffered(after, '19:00')).toBe(false);
    expect(after.days[0]).toEqual(await fresh());

    // A cancel gives the table back: offered again.
    await h.request('DELETE', `/sites/${SITE_AMSTERDAM}/reservations/${made[0]}`, { token });
    const cancelled = await served();
    expect(isOffered(cancelled, '19:00')).toBe(true);
    expect(cancelled.days[0]).toEqual(await fresh());
  });

  it("a change of the restaurant's reference data (an online stop that day) is a new answer too", async () => {
    const before = await served();
    await h.db.query(
      `insert into online_stops (site_id, date, from_time, to_time, reason) values ($1, $2, '00:00', '23:59', 'test')`,
      [SITE_AMSTERDAM, DATE],
    );
    const after = await served();
    expect(after).not.toEqual(before);
    expect(after.days[0]).toEqual(await fresh());
  });

  it("today's answer is kept until a time passes, then follows the clock", async () => {
    const today = new Date(h.clock.now).toISOString().slice(0, 10);
    const todayPath = `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${today}&party_size=2`;
    const freshToday = async () => {
      const site = (await referenceData(h.db)).byId.get(SITE_AMSTERDAM)!;
      return availabilityDay(await loadSiteDay(h.db, site, today), today, 2, h.clock.now, {});
    };
    const morning = (await h.request('GET', todayPath)).body;
    expect(morning.days[0]).toEqual(await freshToday());
    expect(await statementsOf(h.db, () => h.request('GET', todayPath))).toHaveLength(keptReads);
    h.clock.now += 4 * 3_600_000;
    const afternoon = (await h.request('GET', todayPath)).body;
    expect(afternoon).not.toEqual(morning);
    expect(afternoon.days[0]).toEqual(await freshToday());
  });

  it('the restaurant list with a date is kept too, and after a change is the one computed afresh', async () => {
    const date = '2026-11-19';
    const listPath = `/sites?date=${date}&party_size=2`;
    const hasTable = async () =>
      Object.fromEntries(
        ((await h.request('GET', listPath)).body.sites as { id: string; has_availability: boolean }[]).map(
          (site) => [site.id, site.has_availability],
        ),
      );
    const before = await hasTable();
    expect(before[SITE_AMSTERDAM]).toBe(true);
    expect(await statementsOf(h.db, () => h.request('GET', listPath))).toHaveLength(keptReads);
    await h.db.query(
      `insert into online_stops (site_id, date, from_time, to_time, reason) values ($1, $2, '00:00', '23:59', 'test')`,
      [SITE_AMSTERDAM, date],
    );
    const after = await hasTable();
    expect(after[SITE_AMSTERDAM]).toBe(false);
    expect({ ...after, [SITE_AMSTERDAM]: true }).toEqual(before);
  });
});
