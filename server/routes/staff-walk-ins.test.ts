/** A walk-in takes a free table today without contact details. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_AMSTERDAM, START_NOW, type Harness } from '../testing/harness';
import { openStaffWorld, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];

beforeAll(async () => {
  ({ h, tokens } = await openStaffWorld());
});
afterAll(async () => h?.close());

describe('walk-ins', () => {
  it('take a free table today without contact details, already arrived, named whole, and show on the sheet', async () => {
    h.clock.now = START_NOW;
    const seated = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
      token: tokens.host,
      body: { time: '12:00', party_size: 2, name: 'Mr Visser' },
    });
    expect(seated.status, JSON.stringify(seated.body)).toBe(201);
    expect(seated.body.booking).toMatchObject({
      channel: 'walk_in',
      visit: 'arrived',
      // The name as given, never a first name 'Mr': the sheet and the CSV show it whole.
      first_name: '',
      last_name: 'Mr Visser',
      email: '',
      phone_number: '',
      party_size: 2,
    });
    const today = new Date(START_NOW).toISOString().slice(0, 10);
    const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${today}`, {
      token: tokens.host,
    });
    expect(sheet.body.bookings.map((b: { id: string }) => b.id)).toContain(seated.body.booking.id);
  });

  it("a walk-in at 23:30 in Amsterdam sits down that day, not on the guest 'Today' button's tomorrow", async () => {
    h.clock.now = Date.UTC(2026, 10, 3, 22, 30); // 23:30 in Amsterdam on 2026-11-03
    const seated = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
      token: tokens.host,
      body: { time: '21:00', party_size: 2, name: 'Laat Binnen' },
    });
    expect(seated.status, JSON.stringify(seated.body)).toBe(201);
    const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=2026-11-03`, {
      token: tokens.host,
    });
    h.clock.now = START_NOW;
    expect(sheet.body.bookings.map((b: { id: string }) => b.id)).toContain(seated.body.booking.id);
  });

  it.each([
    ['a party no table seats', { time: '12:30', party_size: 40 }, 409, 'no_table'],
    ['no party size', { time: '12:30' }, 400, 'invalid_request'],
    ['a time that is no time', { time: '25:00', party_size: 2 }, 400, 'invalid_request'],
  ])('refuses %s', async (_case, body, status, error) => {
    const answer = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
      token: tokens.host,
      body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.error).toBe(error);
  });
});
