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

  describe('only inside the opening hours, unless the host gives a reason (audited)', () => {
    // START_NOW is Monday 2026-11-02, 10:00 in Amsterdam; Amsterdam opens at 12:00 that day.
    const seat = (body: object) =>
      h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, { token: tokens.host, body });
    const auditOf = async (id: string) =>
      (
        await h.db.query<{ after: Record<string, unknown> }>(
          "select after from staff_audit where subject = $1 and action = 'walk_in'",
          [id],
        )
      ).rows[0]!.after;

    it.each([
      ['07:00 while it opens at 12:00', { time: '07:00', party_size: 2 }],
      ['a reason of spaces only', { time: '07:00', party_size: 2, outside_hours_reason: '   ' }],
      ['at closing time', { time: '21:30', party_size: 2 }],
    ])('refuses %s: 422 walk_in_outside_hours', async (_case, body) => {
      h.clock.now = START_NOW;
      const answer = await seat(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body).toMatchObject({ error: 'walk_in_outside_hours', field: 'outside_hours_reason' });
    });

    it('seats a walk-in outside the hours with a reason, and the audit trail keeps the reason', async () => {
      h.clock.now = START_NOW;
      const seated = await seat({ time: '07:00', party_size: 2, outside_hours_reason: ' Staff breakfast ' });
      expect(seated.status, JSON.stringify(seated.body)).toBe(201);
      expect(seated.body.booking).toMatchObject({ time: '07:00', visit: 'arrived', channel: 'walk_in' });
      expect(await auditOf(seated.body.booking.id)).toMatchObject({
        time: '07:00',
        outside_hours_reason: 'Staff breakfast',
      });
    });

    it('a reason given inside the hours is no override, and is not kept', async () => {
      h.clock.now = START_NOW;
      const seated = await seat({ time: '12:15', party_size: 2, outside_hours_reason: 'Just because' });
      expect(seated.status, JSON.stringify(seated.body)).toBe(201);
      expect(await auditOf(seated.body.booking.id)).not.toHaveProperty('outside_hours_reason');
    });

    it('a restaurant that does not hold walk-ins to its hours seats them at any time', async () => {
      h.clock.now = START_NOW;
      const path = `/staff/sites/${SITE_AMSTERDAM}/settings`;
      const { settings } = (await h.request('GET', path, { token: tokens.manager })).body;
      const save = (walkIns: boolean) =>
        h.request('PUT', path, {
          token: tokens.manager,
          body: { ...settings, walk_ins_within_hours: walkIns },
        });
      expect((await save(false)).status).toBe(200);
      try {
        expect((await seat({ time: '07:15', party_size: 2 })).status).toBe(201);
      } finally {
        await save(true);
      }
      expect((await seat({ time: '07:15', party_size: 2 })).status).toBe(422);
    });
  });
});
