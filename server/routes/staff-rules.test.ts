/** The manager's rules: blocks and stay time, followed by the widget at once, audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, SITE_AMSTERDAM, START_NOW, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, staffSignIn, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];
let guestToken = '';
let bookingId = '';

beforeAll(async () => {
  ({ h, tokens, guestToken, bookingId } = await openStaffWorld());
  // The trail read below holds the stand's changes too: a visit and a walk-in, made before the manager's. The guests
  // arrive on the booking's evening (the clock's rules), where the host signs in again (a session lasts a week).
  h.clock.now = Date.parse(`${BOOKED_DATE}T17:45:00Z`);
  const visit = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/reservations/${bookingId}/visit`, {
    token: await staffSignIn(h, 'host@a.example'),
    body: { visit: 'arrived' },
  });
  expect(visit.status).toBe(200);
  h.clock.now = START_NOW;
  const walkIn = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
    token: tokens.host,
    body: { time: '12:00', party_size: 2, name: 'Piet de Vries' },
  });
  expect(walkIn.status).toBe(201);
});
afterAll(async () => h?.close());

describe("the manager's rules: blocks and stay time, followed by the widget at once, audited", () => {
  const availability = async (time: string) => {
    const answer = await h.request(
      'GET',
      `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${BOOKED_DATE}&party_size=2`,
    );
    return answer.body.days[0].sessions
      .flatMap((session: { times: { time: string }[] }) => session.times)
      .find((slot: { time: string }) => slot.time === time);
  };

  it('a block of 19:00 keeps the booking made then, stops the widget offering it, and a removal gives it back', async () => {
    h.clock.now = START_NOW;
    expect((await availability('19:00')).is_available).toBe(true);
    const blocked = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/blocks`, {
      token: tokens.manager,
      body: { date: BOOKED_DATE, from_time: '19:00', to_time: '19:15', reason: 'Private party' },
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(201);
    expect(blocked.body.conflicts.map((b: { id: string }) => b.id)).toContain(bookingId);
    // A suspended time says online_suspended; the widget offers only times that are not.
    expect((await availability('19:00')).online_suspended).toBe(true);
    expect((await availability('19:15')).online_suspended).toBe(false);
    const refused = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({
        date: BOOKED_DATE,
        time: '19:00',
        email: 'guest.staff@example.nl',
        phone_number: '+31611195801',
      }),
    });
    // A guest who still asks for it is told the time is no longer free (timeNoLongerAvailable), as for a taken table.
    expect(refused.status).toBe(409);
    const rules = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/rules`, { token: tokens.host });
    const block = rules.body.blocks.find((b: { reason: string }) => b.reason === 'Private party');
    expect(block).toMatchObject({ date: BOOKED_DATE, from_time: '19:00', to_time: '19:15', weekday: null });

    expect(
      (
        await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/blocks/${block.id}`, {
          token: tokens.manager,
        })
      ).status,
    ).toBe(204);
    expect((await availability('19:00')).online_suspended).toBe(false);
    expect(
      (
        await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/blocks/${block.id}`, {
          token: tokens.manager,
        })
      ).status,
    ).toBe(404);
  });

  it('a whole day blocked: every time that day is suspended online', async () => {
    const date = '2026-11-11';
    const blocked = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/blocks`, {
      token: tokens.manager,
      body: { date, from_time: '00:00', to_time: '23:59', reason: 'Closed for a wedding' },
    });
    expect(blocked.status).toBe(201);
    const day = await h.request(
      'GET',
      `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${date}&party_size=2`,
    );
    const times = day.body.days[0].sessions.flatMap(
      (session: { times: { online_suspended: boolean }[] }) => session.times,
    );
    expect(times.length).toBeGreaterThan(0);
    expect(times.filter((slot: { online_suspended: boolean }) => !slot.online_suspended)).toEqual([]);
  });

  it('a new stay time applies to the next booking; rules that cannot be used are refused', async () => {
    const rules = [
      { up_to: 2, minutes: 90 },
      { up_to: 8, minutes: 150 },
      { up_to: null, minutes: 180 },
    ];
    const saved = await h.request('PUT', `/staff/sites/${SITE_AMSTERDAM}/stay`, {
      token: tokens.manager,
      body: { stay_minutes: rules },
    });
    expect(saved.status).toBe(200);
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({
        date: BOOKED_DATE,
        time: '13:00',
        email: 'guest.staff@example.nl',
        phone_number: '+31611195801',
      }),
    });
    expect(booked.status).toBe(201);
    const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${BOOKED_DATE}`, {
      token: tokens.host,
    });
    expect(sheet.body.bookings.find((b: { id: string }) => b.id === booked.body.reservation.id).minutes).toBe(
      90,
    );

    for (const broken of [[{ up_to: 4, minutes: 120 }], [{ up_to: null, minutes: 100 }]]) {
      const refused = await h.request('PUT', `/staff/sites/${SITE_AMSTERDAM}/stay`, {
        token: tokens.manager,
        body: { stay_minutes: broken },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe('stay_rules_invalid');
    }
  });

  it('every change is in the audit trail: who, what, before and after, newest first', async () => {
    const audit = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/audit`, { token: tokens.manager });
    expect(audit.status).toBe(200);
    const actions = audit.body.entries.map((entry: { action: string }) => entry.action);
    expect(actions.slice(0, 4)).toEqual(['stay_changed', 'block_added', 'block_removed', 'block_added']);
    expect(actions).toContain('visit');
    expect(actions).toContain('walk_in');
    // A booking is named as people name it: its number and guest; its id beside that.
    const visit = audit.body.entries.find((entry: { action: string }) => entry.action === 'visit');
    const { rows } = await h.db.query<{ number: string }>('select number from reservations where id = $1', [
      visit.subject_id,
    ]);
    expect(visit.subject).toBe(`${rows[0]!.number} (Anna Jansen)`);
    expect(audit.body.entries[0]).toMatchObject({
      staff_name: 'manager',
      before: [
        { up_to: 4, minutes: 120 },
        { up_to: 8, minutes: 150 },
        { up_to: null, minutes: 180 },
      ],
      after: [
        { up_to: 2, minutes: 90 },
        { up_to: 8, minutes: 150 },
        { up_to: null, minutes: 180 },
      ],
    });
  });
});
