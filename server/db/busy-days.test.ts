import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  createHarness,
  ENGINES,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';
import { statementsOf } from '../testing/statements';
import { referenceData } from './reference';
import { BusyDays } from './busy-days';
import { loadSiteDay } from './site-day';
import { siteDayVersions } from './site-day-versions';

// 2026-11-19 starts a block of 28 days counted from 1970-01-01; 2026-11-20 and 2026-11-24 are in it.
const DATE = '2026-11-20';
const SAME_WEEK = '2026-11-24';

describe.each(ENGINES)(
  "the taken tables of a restaurant's days, kept by blocks of four weeks, on %s",
  (engine) => {
    let h: Harness;
    let token = '';
    beforeAll(async () => {
      h = await createHarness(engine);
      token = await signIn(h, { phone: '+31611195101', email: 'busy@example.nl' });
    });
    afterAll(async () => h?.close());

    const versionsOf = async (date: string) =>
      (await siteDayVersions(h.db, [{ siteId: SITE_AMSTERDAM, date }]))[0]!;
    const dayOf = async (
      busyDays: BusyDays,
      date: string,
      versions?: Awaited<ReturnType<typeof versionsOf>>,
    ) => {
      const reference = await referenceData(h.db);
      const site = reference.byId.get(SITE_AMSTERDAM)!;
      return busyDays.of(site, date, versions ?? (await versionsOf(date)), reference);
    };
    /** The day read alone from the database, as a booking reads it. */
    const fresh = async (date: string) =>
      loadSiteDay(h.db, (await referenceData(h.db)).byId.get(SITE_AMSTERDAM)!, date);
    /** The statements that read taken tables (the view of booked and held tables, migration 0072; on PostgreSQL the reference version is read each time besides). */
    const busyReads = (statements: string[]) => statements.filter((sql) => /from taken_tables/.test(sql));
    const sorted = (rows: readonly { table_id: string; from_ms: number }[]) =>
      [...rows].sort((a, b) => a.table_id.localeCompare(b.table_id) || a.from_ms - b.from_ms);

    it('a day is the same as read alone, and its whole block comes with it in one statement', async () => {
      await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ date: DATE }),
      });
      const busyDays = new BusyDays(h.db);
      const versions = await versionsOf(DATE);
      const sameWeekVersions = await versionsOf(SAME_WEEK);
      let day = await dayOf(busyDays, DATE, versions);
      const work = await statementsOf(h.db, async () => {
        day = await dayOf(busyDays, DATE, versions);
        await dayOf(busyDays, SAME_WEEK, sameWeekVersions);
      });
      expect(busyReads(work)).toEqual([]);
      expect(day.busy.length).toBeGreaterThan(0);
      expect(sorted(day.busy)).toEqual(sorted((await fresh(DATE)).busy));
    });

    it('a booking made since is seen: versions newer than the kept block read it again', async () => {
      const busyDays = new BusyDays(h.db);
      const before = await dayOf(busyDays, DATE);
      const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ date: DATE, time: '20:00' }),
      });
      expect(booked.status).toBe(201);
      const newer = await versionsOf(DATE);
      const work = await statementsOf(h.db, async () => {
        const after = await dayOf(busyDays, DATE, newer);
        expect(after.busy.length).toBe(before.busy.length + 1);
        expect(sorted(after.busy)).toEqual(sorted((await fresh(DATE)).busy));
      });
      expect(busyReads(work)).toHaveLength(2);
    });

    it('a question holding older versions than the kept block is answered from it, which is newer', async () => {
      const busyDays = new BusyDays(h.db);
      const older = await versionsOf(DATE);
      await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ date: DATE, time: '21:00' }),
      });
      const now = await dayOf(busyDays, DATE);
      const work = await statementsOf(h.db, async () => {
        expect((await dayOf(busyDays, DATE, older)).busy).toEqual(now.busy);
      });
      expect(busyReads(work)).toEqual([]);
    });

    it('a crowd asking many restaurants and blocks at once reads them in two statements, each day as read alone', async () => {
      const reference = await referenceData(h.db);
      const sites = [...reference.byId.values()].slice(0, 10);
      const dates = [DATE, '2026-12-18', '2027-01-15'];
      const asked = sites.flatMap((site) => dates.map((date) => ({ site, date })));
      const versions = await siteDayVersions(
        h.db,
        asked.map(({ site, date }) => ({ siteId: site.id, date })),
      );
      const busyDays = new BusyDays(h.db);
      let days: Awaited<ReturnType<BusyDays['of']>>[] = [];
      const work = await statementsOf(h.db, async () => {
        days = await Promise.all(
          asked.map(({ site, date }, index) => busyDays.of(site, date, versions[index]!, reference)),
        );
      });
      // The first block's read starts at once; the 29 asked meanwhile are read together in the next.
      expect(busyReads(work)).toHaveLength(2);
      for (const [index, { site, date }] of asked.entries())
        expect(sorted(days[index]!.busy)).toEqual(sorted((await loadSiteDay(h.db, site, date)).busy));
    });
  },
);
