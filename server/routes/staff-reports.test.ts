/** The week's figures and the CSV, from the bookings the day sheets list. */
import { LOCATIONS } from '../../shared/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, SITE_ROTTERDAM, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];

beforeAll(async () => {
  ({ h, tokens } = await openStaffWorld());
});
afterAll(async () => h?.close());

describe("the week's figures and the CSV", () => {
  const range = `from=2026-11-09&to=2026-11-15`;

  it("a manager's report counts what the sheets list; the CSV has one row per booking on the sheet", async () => {
    const answer = await h.request('GET', `/staff/reports?${range}&site_id=${SITE_AMSTERDAM}`, {
      token: tokens.manager,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${BOOKED_DATE}`, {
      token: tokens.host,
    });
    const onSheet = sheet.body.bookings as Array<{
      id: string;
      number: string;
      status: string;
      party_size: number;
    }>;
    expect(answer.body.sites).toHaveLength(1);
    expect(answer.body.total.bookings).toBeGreaterThanOrEqual(onSheet.length);
    expect(answer.body.total.cancelled).toBe(onSheet.filter((b) => b.status === 'cancelled').length);

    const csv = await h.app.request(`/staff/reports/bookings.csv?${range}&site_id=${SITE_AMSTERDAM}`, {
      headers: { authorization: tokens.manager! },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toContain('tafel-bookings-2026-11-09-2026-11-15.csv');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    const rowsOfDay = lines.slice(1).filter((line) => line.split(',')[1] === BOOKED_DATE);
    expect(rowsOfDay.map((line) => line.split(',')[3]).sort()).toEqual(onSheet.map((b) => b.number).sort());
    expect(lines.length - 1).toBe(answer.body.total.bookings);
  });

  it('an admin without a restaurant named gets every restaurant; a host gets none', async () => {
    const all = await h.request('GET', `/staff/reports?${range}`, { token: tokens.admin });
    expect(all.body.sites).toHaveLength(LOCATIONS.length);
    expect((await h.request('GET', `/staff/reports?${range}`, { token: tokens.host })).status).toBe(403);
    expect(
      (
        await h.request('GET', `/staff/reports?${range}&site_id=${SITE_ROTTERDAM}`, {
          token: tokens.manager,
        })
      ).status,
    ).toBe(403);
  });

  it.each([
    ['ends before it starts', 'from=2026-11-15&to=2026-11-09'],
    ['longer than a quarter', 'from=2026-01-01&to=2026-06-01'],
    ['no date', 'from=2026-11-09'],
  ])('a range that %s is refused (400)', async (_case, query) => {
    expect((await h.request('GET', `/staff/reports?${query}`, { token: tokens.manager })).status).toBe(400);
  });
});
