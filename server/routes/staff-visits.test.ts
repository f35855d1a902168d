/** A visit moves booked -> arrived -> left or no-show and back by undo, audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, SITE_ROTTERDAM, staffSignIn, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];
let bookingId = '';

/** An instant on the staff tests' booking day (19:00 in Amsterdam is 18:00 UTC in November), from its UTC clock. */
const onBookedDay = (utc: string) => Date.parse(`${BOOKED_DATE}T${utc}:00Z`);

beforeAll(async () => {
  ({ h, tokens, bookingId } = await openStaffWorld());
  // The stand works on the booking's day: signed in that morning (a session lasts a week).
  h.clock.now = onBookedDay('07:00');
  for (const [who, email] of [
    ['host', 'host@a.example'],
    ['manager', 'manager@a.example'],
    ['admin', 'admin@chain.example'],
  ] as const)
    tokens[who] = await staffSignIn(h, email);
});
afterAll(async () => h?.close());

describe('the visit: booked -> arrived -> left, or no-show; undo; audited', () => {
  const setVisit = (visit: string, token = tokens.host) =>
    h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/reservations/${bookingId}/visit`, {
      token,
      body: { visit },
    });

  it('moves forward and back by undo, each timed and by whom; an undo shows what was shown before', async () => {
    h.clock.now = onBookedDay('17:58');
    const arrived = await setVisit('arrived');
    expect(arrived.status).toBe(200);
    const arrivedAsShown = {
      visit: 'arrived',
      visit_changed_by: 'host',
      visit_changed_at: new Date(onBookedDay('17:58')).toISOString(),
    };
    expect(arrived.body.booking).toMatchObject(arrivedAsShown);
    h.clock.now = onBookedDay('20:05');
    expect((await setVisit('left', tokens.manager)).body.booking).toMatchObject({
      visit: 'left',
      visit_changed_by: 'manager',
    });
    // Undone by another, later: the sheet shows the arrival as it was, not the undo.
    h.clock.now = onBookedDay('20:06');
    expect((await setVisit('arrived', tokens.admin)).body.booking).toMatchObject(arrivedAsShown);
    expect((await setVisit('booked')).body.booking).toMatchObject({
      visit: 'booked',
      visit_changed_at: null,
      visit_changed_by: null,
    });
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

  it("undoing a no-show keeps the booking's origin: no 'Booked at … by' on a guest's booking", async () => {
    h.clock.now = onBookedDay('18:20');
    expect((await setVisit('no_show')).body.booking).toMatchObject({
      visit: 'no_show',
      visit_changed_by: 'host',
    });
    const undone = await setVisit('booked');
    expect(undone.body.booking).toMatchObject({
      visit: 'booked',
      channel: 'widget',
      visit_changed_at: null,
      visit_changed_by: null,
    });
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

describe("the clock's rules: arrived on the day from an hour before, no-show from a quarter after the start", () => {
  const setVisit = (visit: string) =>
    h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/reservations/${bookingId}/visit`, {
      token: tokens.host,
      body: { visit },
    });

  it.each([
    ['arrived three days ahead', 'arrived', Date.parse('2026-11-07T18:00:00Z'), 'visit_too_early', '17:00'],
    ['arrived an hour and a minute before', 'arrived', onBookedDay('16:59'), 'visit_too_early', '17:00'],
    ['arrived the day after', 'arrived', Date.parse('2026-11-11T08:00:00Z'), 'visit_day_over', null],
    ['a no-show at 07:06 for 19:00', 'no_show', onBookedDay('06:06'), 'visit_too_early', '18:15'],
    ['a no-show at the start', 'no_show', onBookedDay('18:00'), 'visit_too_early', '18:15'],
  ])('refuses %s: 409 %s, saying from when', async (_case, visit, now, error, fromUtc) => {
    h.clock.now = now;
    const answer = await setVisit(visit);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.error).toBe(error);
    expect(answer.body.from).toBe(fromUtc ? new Date(onBookedDay(fromUtc)).toISOString() : undefined);
    const { rows } = await h.db.query<{ visit: string }>('select visit from reservations where id = $1', [
      bookingId,
    ]);
    expect(rows[0]!.visit).toBe('booked');
  });

  it("follows the restaurant's settings: arrived from 30 minutes before, no-show from 45 after", async () => {
    const settings = (
      await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/settings`, { token: tokens.manager })
    ).body.settings;
    const save = (change: object) =>
      h.request('PUT', `/staff/sites/${SITE_AMSTERDAM}/settings`, {
        token: tokens.manager,
        body: { ...settings, ...change },
      });
    expect((await save({ arrive_before_minutes: 30, no_show_after_minutes: 45 })).status).toBe(200);
    try {
      h.clock.now = onBookedDay('17:29');
      expect((await setVisit('arrived')).body).toMatchObject({
        error: 'visit_too_early',
        from: new Date(onBookedDay('17:30')).toISOString(),
      });
      h.clock.now = onBookedDay('18:30');
      expect((await setVisit('no_show')).body).toMatchObject({
        error: 'visit_too_early',
        from: new Date(onBookedDay('18:45')).toISOString(),
      });
      h.clock.now = onBookedDay('17:30');
      expect((await setVisit('arrived')).status).toBe(200);
      // An undo is never held by the clock.
      h.clock.now = Date.parse('2026-11-12T08:00:00Z');
      expect((await setVisit('booked')).status).toBe(200);
    } finally {
      await save({});
    }
  });
});
