/** A visit moves booked -> arrived -> left or no-show and back by undo, audited; a booking cancelled at the stand. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, SITE_AMSTERDAM, START_NOW, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, SITE_ROTTERDAM, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];
let guestToken = '';
let bookingId = '';

beforeAll(async () => {
  ({ h, tokens, guestToken, bookingId } = await openStaffWorld());
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

describe('a booking cancelled at the stand', () => {
  it('frees its table at once, tells the guest in their language, and is audited; a walk-in gets no e-mail', async () => {
    h.clock.now = START_NOW;
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({
        date: BOOKED_DATE,
        time: '18:00',
        email: 'guest.staff@example.nl',
        phone_number: '+31611195801',
        language: 'nl',
      }),
    });
    expect(booked.status).toBe(201);
    const id = booked.body.reservation.id;
    const sentBefore = h.sent.length;
    const cancelled = await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/reservations/${id}`, {
      token: tokens.host,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
    expect(h.sent.slice(sentBefore)).toEqual([
      expect.objectContaining({ kind: 'booking_cancelled', to: 'guest.staff@example.nl', language: 'nl' }),
    ]);
    const busy = await h.db.query(
      "select count(*)::int as n from reservation_tables where reservation_id = $1 and status <> 'cancelled'",
      [id],
    );
    expect(busy.rows[0]).toEqual({ n: 0 });
    // Again: nothing more happens, and nobody is told twice.
    await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/reservations/${id}`, { token: tokens.host });
    expect(h.sent.length).toBe(sentBefore + 1);

    const walkIn = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
      token: tokens.host,
      body: { time: '14:00', party_size: 2 },
    });
    const sentBeforeWalkIn = h.sent.length;
    await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/reservations/${walkIn.body.booking.id}`, {
      token: tokens.host,
    });
    expect(h.sent.length).toBe(sentBeforeWalkIn);
    const audit = await h.db.query<{ action: string }>('select action from staff_audit where subject = $1', [
      id,
    ]);
    expect(audit.rows).toEqual([{ action: 'cancel' }]);
  });
});
