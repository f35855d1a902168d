/** The day sheet lists the day's bookings with their totals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];
let bookingId = '';

beforeAll(async () => {
  ({ h, tokens, bookingId } = await openStaffWorld());
});
afterAll(async () => h?.close());

describe('the day sheet', () => {
  it("lists the day's bookings with what the stand needs, the totals per day part and the covers per quarter", async () => {
    const answer = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${BOOKED_DATE}`, {
      token: tokens.host,
    });
    expect(answer.status).toBe(200);
    const booking = answer.body.bookings.find((b: { id: string }) => b.id === bookingId);
    expect(booking).toMatchObject({
      time: '19:00',
      party_size: 4,
      first_name: 'Anna',
      notes: 'Window, please',
      phone_number: '+31611195801',
      channel: 'widget',
      status: 'confirmed',
      visit: 'booked',
      minutes: 120,
    });
    expect(booking.tables.length).toBeGreaterThan(0);
    expect(answer.body.totals).toEqual([{ part: 'evening', covers: 4, tables: booking.tables.length }]);
    expect(answer.body.quarters[0]).toEqual({ time: '19:00', covers: 4 });
    expect(answer.body.quarters).toHaveLength(8);
  });

  it.each([
    ['a date that is no date', 'date=2026-02-30', 400],
    ['no date', '', 400],
  ])('%s (%s): %i', async (_case, query, status) => {
    expect(
      (await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?${query}`, { token: tokens.host })).status,
    ).toBe(status);
  });
});
