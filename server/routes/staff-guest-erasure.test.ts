/**
 * At the restaurant, on request: a chain admin gives a guest their data or erases them, as the guest could
 * themselves, also when a booking is too close to cancel online. The erasure is audited with counts only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, staffSignIn } from '../testing/staff';

describe("a chain admin gives or erases a guest's data on request", () => {
  let h: Harness;
  let tokens: Record<string, string>;
  let bookingId = '';
  const record = () => `/staff/sites/${SITE_AMSTERDAM}/reservations/${bookingId}/guest-record`;

  beforeAll(async () => {
    const world = await openStaffWorld();
    ({ h, tokens, bookingId } = world);
  });
  afterAll(async () => h?.close());

  it.each([
    ['a host', 'host'],
    ['a manager', 'manager'],
    ['a host of another restaurant', 'otherHost'],
  ])('%s may not: 403 for the data, the plan and the erasure', async (_name, role) => {
    const token = tokens[role]!;
    expect((await h.request('GET', `${record()}/data`, { token })).status).toBe(403);
    expect((await h.request('GET', `${record()}/erasure`, { token })).status).toBe(403);
    expect(
      (await h.request('POST', `${record()}/erasure`, { token, body: { cancel: [bookingId] } })).status,
    ).toBe(403);
  });

  it("the admin downloads the guest's data", async () => {
    const answer = await h.request('GET', `${record()}/data`, { token: tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      format: 'tafel-guest-data',
      profile: { email: 'guest.staff@example.nl' },
    });
    expect(answer.body.bookings).toHaveLength(1);
  });

  it('the admin erases the guest an hour before the booking, and the audit keeps counts, not what', async () => {
    // 18:00 in Amsterdam on the day of the 19:00 booking: too close for the guest, not for the restaurant.
    h.clock.now = Date.parse(`${BOOKED_DATE}T17:00:00Z`);
    tokens.admin = await staffSignIn(h, 'admin@chain.example');
    const plan = await h.request('GET', `${record()}/erasure`, { token: tokens.admin });
    expect(plan.body.cancels).toMatchObject([{ id: bookingId, cancellable: false }]);
    const answer = await h.request('POST', `${record()}/erasure`, {
      token: tokens.admin,
      body: { cancel: [bookingId] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.erased).toMatchObject({ cancelled_bookings: 1, anonymised_bookings: 1 });
    const audit = await h.db.query<{ action: string; after: unknown; row: string }>(
      `select action, after, row_to_json(a)::text as row from staff_audit a where action = 'guest_erased'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.after).toEqual(answer.body.erased);
    for (const trace of ['guest.staff@example.nl', '611195801', 'Jansen'])
      expect(audit.rows[0]!.row).not.toContain(trace);
    // The booking's guest is gone: no record to read any more.
    const after = await h.request('GET', `${record()}/data`, { token: tokens.admin });
    expect(after.status).toBe(404);
  });
});
