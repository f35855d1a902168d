/**
 * A booking moved at the stand. A host changes date, time or party size; online-only limits (the largest
 * group online, an online block) hold until the host confirms each, the tables always do (409 move_no_table, never an overbooking, also when two
 * moves race); the guest gets the change e-mail in their language, a walk-in none; every move is audited.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../db/staff';
import type { StaffRoleGrant } from '../../shared/staff/rules';
import {
  bookingBody,
  createHarness,
  ENGINES,
  lastCode,
  signIn,
  SITE_AMSTERDAM,
  START_NOW,
  type Harness,
} from '../testing/harness';

const SITE_ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
const GUEST = { phone: '+31611195811', email: 'move.guest@example.nl' };

async function staffToken(h: Harness, email: string, grants: StaffRoleGrant[]): Promise<string> {
  await insertStaff(
    h.db,
    { id: randomUUID(), email, name: email.split('@')[0]!, language: 'en', grants },
    h.clock.now,
  );
  const asked = await h.request('POST', '/staff/sessions', { body: { email } });
  const checked = await h.request('PATCH', '/staff/sessions/current', {
    token: asked.body.token,
    body: { code: lastCode(h, email) },
  });
  expect(checked.status).toBe(200);
  return checked.body.token;
}

async function book(h: Harness, token: string, overrides: Record<string, unknown>): Promise<string> {
  const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
    token,
    body: bookingBody({ email: GUEST.email, phone_number: GUEST.phone, ...overrides }),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked.body.reservation.id;
}

describe.each(ENGINES)('a booking moved at the stand (%s)', (engine) => {
  let h: Harness;
  let host = '';
  let manager = '';
  let guest = '';
  const move = (id: string, body: unknown, token = host, site = SITE_AMSTERDAM) =>
    h.request('PATCH', `/staff/sites/${site}/reservations/${id}`, { token, body });

  beforeAll(async () => {
    h = await createHarness(engine);
    host = await staffToken(h, 'host.move@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    manager = await staffToken(h, 'manager.move@a.example', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]);
    guest = await signIn(h, GUEST);
  });
  afterAll(async () => h?.close());

  it('moves date, time and party size; the guest gets the change e-mail in Dutch with what it was; audited', async () => {
    h.clock.now = START_NOW;
    const id = await book(h, guest, { date: '2026-11-10', time: '18:00', party_size: 2, language: 'nl' });
    const moved = await move(id, { date: '2026-11-11', time: '19:30', party_size: 5 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.booking).toMatchObject({ id, time: '19:30', party_size: 5, minutes: 150 });
    expect(moved.body.booking.tables.length).toBeGreaterThan(0);

    const sheet = async (date: string) =>
      (
        await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${date}`, { token: host })
      ).body.bookings.map((booking: { id: string }) => booking.id);
    expect(await sheet('2026-11-10')).not.toContain(id);
    expect(await sheet('2026-11-11')).toContain(id);

    const { rows } = await h.db.query<{
      language: string;
      payload: { previous: unknown; reservation: unknown };
    }>(
      "select language, payload from notification_outbox where kind = 'booking_changed' and recipient = $1",
      [GUEST.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.language).toBe('nl');
    expect(rows[0]!.payload.previous).toEqual({ date: '2026-11-10', time: '18:00', party_size: 2 });
    expect(rows[0]!.payload.reservation).toMatchObject({ date: '2026-11-11', time: '19:30', party_size: 5 });

    const audit = await h.db.query<{
      before: { date: string; time: string };
      after: { date: string; time: string };
    }>("select before, after from staff_audit where subject = $1 and action = 'move'", [id]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.before).toMatchObject({ date: '2026-11-10', time: '18:00', party_size: 2 });
    expect(audit.rows[0]!.after).toMatchObject({ date: '2026-11-11', time: '19:30', party_size: 5 });
  });

  it('passes the online limits only when the host confirms each: a group above 14, a time blocked online; audited', async () => {
    const id = await book(h, guest, { date: '2026-11-12', time: '13:00', party_size: 2 });
    const blocked = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/blocks`, {
      token: manager,
      body: { date: '2026-11-12', from_time: '18:00', to_time: '20:00', reason: 'Online full' },
    });
    expect(blocked.status).toBe(201);
    const asked = await move(id, { date: '2026-11-12', time: '18:30', party_size: 18 });
    expect(asked.status, JSON.stringify(asked.body)).toBe(409);
    expect(asked.body).toMatchObject({
      error: 'override_needed',
      overrides: [
        { rule: 'largest_group', limit: 14 },
        { rule: 'online_block', reason: 'Online full', from_time: '18:00', to_time: '20:00' },
      ],
    });
    const halfConfirmed = await move(id, {
      date: '2026-11-12',
      time: '18:30',
      party_size: 18,
      overrides: ['largest_group'],
    });
    expect(halfConfirmed.body.overrides.map((override: { rule: string }) => override.rule)).toEqual([
      'online_block',
    ]);
    const moved = await move(id, {
      date: '2026-11-12',
      time: '18:30',
      party_size: 18,
      overrides: ['largest_group', 'online_block'],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const { rows } = await h.db.query<{ after: { overrides: { rule: string }[] } }>(
      "select after from staff_audit where subject = $1 and action = 'move'",
      [id],
    );
    expect(rows.at(-1)!.after.overrides.map((override) => override.rule)).toEqual([
      'largest_group',
      'online_block',
    ]);
    // The party of 18 at the same start grows again: only the group is asked, the block was granted with the start.
    const grown = await move(id, { date: '2026-11-12', time: '18:30', party_size: 19 });
    expect(grown.body.overrides.map((override: { rule: string }) => override.rule)).toEqual([
      'largest_group',
    ]);
    const tooMany = await move(id, {
      date: '2026-11-12',
      time: '18:30',
      party_size: 40,
      overrides: ['largest_group'],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe('move_no_table');
    // The refused move changed nothing: its tables are still held for the 18.
    const held = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=2026-11-12`, {
      token: host,
    });
    expect(held.body.bookings.find((booking: { id: string }) => booking.id === id)).toMatchObject({
      time: '18:30',
      party_size: 18,
    });
  });

  it('two moves racing for the last tables: one is seated, the other told no table is free', async () => {
    const first = await book(h, guest, { date: '2026-11-13', time: '12:00', party_size: 2 });
    const second = await book(h, guest, { date: '2026-11-13', time: '12:30', party_size: 2 });
    const answers = await Promise.all(
      [first, second].map((id) =>
        move(id, { date: '2026-11-19', time: '19:00', party_size: 20, overrides: ['largest_group'] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error).toBe('move_no_table');
  });

  it('a walk-in moved gets no e-mail (no address); nothing new is no change and no e-mail', async () => {
    h.clock.now = START_NOW;
    const seated = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
      token: host,
      body: { time: '12:00', party_size: 2 },
    });
    const sentBefore = h.sent.length;
    const walkIn = seated.body.booking;
    // A walk-in is seated already: it is moved back to booked first, as a host who wrote it at the wrong time.
    await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/reservations/${walkIn.id}/visit`, {
      token: host,
      body: { visit: 'booked' },
    });
    const moved = await move(walkIn.id, { date: '2026-11-02', time: '13:00', party_size: 3 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const id = await book(h, guest, { date: '2026-11-16', time: '19:00' });
    const afterBooking = h.sent.length;
    expect(afterBooking).toBe(sentBefore + 1);
    expect((await move(id, { date: '2026-11-16', time: '19:00', party_size: 2 })).status).toBe(200);
    expect(h.sent.length).toBe(afterBooking);
  });

  it.each([
    ['a start that has passed', { date: '2026-11-02', time: '09:00', party_size: 2 }, 422, 'move_in_past'],
    [
      'a time the restaurant is closed',
      { date: '2026-11-17', time: '23:00', party_size: 2 },
      422,
      'move_closed',
    ],
    ['a date that is no date', { date: '2026-02-30', time: '19:00', party_size: 2 }, 400, 'invalid_request'],
    ['no party size', { date: '2026-11-17', time: '19:00' }, 400, 'invalid_request'],
    ['a party of 0', { date: '2026-11-17', time: '19:00', party_size: 0 }, 400, 'invalid_request'],
  ])('refuses %s (%i %s)', async (_case, body, status, error) => {
    h.clock.now = START_NOW;
    const id = await book(h, guest, { date: '2026-11-17', time: '18:00' });
    const answer = await move(id, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.error).toBe(error);
  });

  it('refuses a cancelled booking and one whose guests arrived (409 move_not_movable)', async () => {
    const cancelled = await book(h, guest, { date: '2026-11-18', time: '18:00' });
    await h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/reservations/${cancelled}`, {
      token: host,
      body: { reason: 'Guest called' },
    });
    // A walk-in's guests have arrived the moment it is written down.
    h.clock.now = START_NOW;
    const seated = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
      token: host,
      body: { time: '12:30', party_size: 2 },
    });
    expect(seated.body.booking.visit).toBe('arrived');
    const arrived: string = seated.body.booking.id;
    for (const id of [cancelled, arrived]) {
      const answer = await move(id, { date: '2026-11-18', time: '20:00', party_size: 2 });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe('move_not_movable');
    }
  });

  it('who may move: a guest token 401, a host of another restaurant 403, a booking through another restaurant 404', async () => {
    const id = await book(h, guest, { date: '2026-11-18', time: '19:00' });
    const body = { date: '2026-11-18', time: '20:00', party_size: 2 };
    expect((await move(id, body, guest)).status).toBe(401);
    expect((await move(id, body, '')).status).toBe(401);
    const otherHost = await staffToken(h, 'host.move@r.example', [{ site_id: SITE_ROTTERDAM, role: 'host' }]);
    expect((await move(id, body, otherHost)).status).toBe(403);
    expect((await move(id, body, otherHost, SITE_ROTTERDAM)).status).toBe(404);
    const admin = await staffToken(h, 'admin.move@chain.example', [{ site_id: null, role: 'admin' }]);
    expect((await move(id, body, admin, SITE_ROTTERDAM)).status).toBe(404);
    expect((await move(id, body, admin)).status).toBe(200);
  });
});
