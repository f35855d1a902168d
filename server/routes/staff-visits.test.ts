/** A visit moves booked -> arrived -> left or no-show and back by undo, audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_AMSTERDAM, START_NOW, type Harness } from '../testing/harness';
import { openStaffWorld, SITE_ROTTERDAM, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];
let bookingId = '';

beforeAll(async () => {
  ({ h, tokens, bookingId } = await openStaffWorld());
});
afterAll(async () => h?.close());

describe('the visit: booked -> arrived -> left, or no-show; undo; audited', () => {
  const setVisit = (visit: string, token = tokens.host) =>
    h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/reservations/${bookingId}/visit`, {
      token,
      body: { visit },
    });

  it('moves forward and back by undo, each timed and by whom', async () => {
    h.clock.now = START_NOW + 60_000;
    const arrived = await setVisit('arrived');
    expect(arrived.status).toBe(200);
    expect(arrived.body.booking).toMatchObject({
      visit: 'arrived',
      visit_changed_by: 'host',
      visit_changed_at: new Date(START_NOW + 60_000).toISOString(),
    });
    expect((await setVisit('left')).body.booking.visit).toBe('left');
    expect((await setVisit('arrived')).body.booking.visit).toBe('arrived');
    expect((await setVisit('booked')).body.booking.visit).toBe('booked');
    const audit = await h.db.query<{ before: string; after: string }>(
      "select before, after from staff_audit where subject = $1 and action = 'visit' order by id",
      [bookingId],
    );
    expect(audit.rows.map((row) => `${row.before}->${row.after}`)).toEqual([
      'booked->arrived',
      'arrived->left',
      'left->arrived',
      'arrived->booked',
    ]);
  });

  it.each([
    ['left before arriving', 'left'],
    ['booked again while booked', 'booked'],
    ['a status that does not exist', 'eaten'],
  ])('refuses %s', async (_case, visit) => {
    const answer = await setVisit(visit);
    expect([400, 409]).toContain(answer.status);
    expect(answer.body.error).toBe(answer.status === 409 ? 'visit_move_refused' : 'invalid_request');
  });

  it('a booking of another restaurant is not found through this one', async () => {
    const answer = await h.request('POST', `/staff/sites/${SITE_ROTTERDAM}/reservations/${bookingId}/visit`, {
      token: tokens.admin,
      body: { visit: 'arrived' },
    });
    expect(answer.status).toBe(404);
  });
});
