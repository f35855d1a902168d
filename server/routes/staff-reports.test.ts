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
    const cancelledOnSheet = onSheet.filter((b) => b.status === 'cancelled').length;
    expect(answer.body.total.bookings + answer.body.total.cancelled).toBeGreaterThanOrEqual(onSheet.length);
    expect(answer.body.total.cancelled).toBe(cancelledOnSheet);

    const csv = await h.app.request(`/staff/reports/bookings.csv?${range}&site_id=${SITE_AMSTERDAM}`, {
      headers: { authorization: tokens.manager! },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toContain('tafel-bookings-2026-11-09-2026-11-15.csv');
    // The caller's own language (English here): its heads, split by commas (text() drops the byte order mark).
    const text = await csv.text();
    expect(text.startsWith('Restaurant,Date,Time,Reservation number,')).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    const rowsOfDay = lines.slice(1).filter((line) => line.split(',')[1] === BOOKED_DATE);
    expect(rowsOfDay.map((line) => line.split(',')[3]).sort()).toEqual(onSheet.map((b) => b.number).sort());
    // Every booking, the cancelled ones too: the bookings counted and those said to be left out.
    expect(lines.length - 1).toBe(answer.body.total.bookings + answer.body.total.cancelled);
  });

  it.each([
    ['nl', ';', 'Restaurant;Datum;Tijd;Reserveringsnummer;'],
    ['en', ',', 'Restaurant,Date,Time,Reservation number,'],
  ])(
    'the CSV asked in %s is split by %s under its heads in that language',
    async (language, separator, head) => {
      const csv = await h.app.request(
        `/staff/reports/bookings.csv?${range}&site_id=${SITE_AMSTERDAM}&language=${language}`,
        { headers: { authorization: tokens.manager! } },
      );
      expect(csv.status).toBe(200);
      const bytes = new Uint8Array(await csv.clone().arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      // text() decodes UTF-8 as a browser does, dropping the byte order mark.
      const [header, ...rows] = (await csv.text()).trimEnd().split('\r\n');
      expect(header!.startsWith(head)).toBe(true);
      // The date is the second field of every row, whatever the notes hold.
      for (const row of rows) expect(row.split(separator)[1]).toMatch(/^2026-11-(09|1[0-5])$/);
    },
  );

  it('a language the CSV has no words in is refused (400)', async () => {
    const csv = await h.app.request(`/staff/reports/bookings.csv?${range}&language=de`, {
      headers: { authorization: tokens.manager! },
    });
    expect(csv.status).toBe(400);
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
