/**
 * A manager adds, changes and removes the restaurant's tables. A table a booking to come still holds is not
 * removed (409 table_in_use); a table shrunk below a party already on it keeps the booking and names it as a conflict;
 * the widget seats parties at the tables as they are now; every change is in the audit trail, before and after.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../db/staff';
import {
  bookingBody,
  createHarness,
  lastCode,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';

const DATE = '2026-11-05';
const GUEST = { email: 'guest.tables@example.nl', phone_number: '+31611195803' };
type Table = { id: string; label: string; seats: number; combinable: boolean };

describe('the manager edits the tables', () => {
  let h: Harness;
  let manager = '';
  let guestToken = '';
  let bookingId = '';
  const tablesPath = `/staff/sites/${SITE_AMSTERDAM}/tables`;
  const tables = async (): Promise<Table[]> =>
    (await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/settings`, { token: manager })).body.tables;

  beforeAll(async () => {
    h = await createHarness('pglite');
    const email = 'manager@tables.example';
    await insertStaff(
      h.db,
      {
        id: randomUUID(),
        email,
        name: 'Mila',
        language: 'en',
        grants: [{ site_id: SITE_AMSTERDAM, role: 'manager' }],
      },
      h.clock.now,
    );
    const asked = await h.request('POST', '/staff/sessions', { body: { email } });
    manager = (
      await h.request('PATCH', '/staff/sessions/current', {
        token: asked.body.token,
        body: { code: lastCode(h, email) },
      })
    ).body.token;
    guestToken = await signIn(h, { phone: GUEST.phone_number, email: GUEST.email });
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({ date: DATE, time: '19:00', party_size: 4, ...GUEST }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    bookingId = booked.body.reservation.id;
  });
  afterAll(async () => h?.close());

  it('a table of 30 seats added is listed, and a party of 14 is seated at it rather than at pushed-together tables', async () => {
    const added = await h.request('POST', tablesPath, {
      token: manager,
      body: { label: ' Long table ', seats: 30, combinable: false },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.table).toMatchObject({ label: 'Long table', seats: 30, combinable: false });
    expect((await tables()).map((table) => table.label)).toContain('Long table');
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({ date: DATE, time: '13:00', party_size: 14, ...GUEST }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${DATE}`, {
      token: manager,
    });
    const party = sheet.body.bookings.find((b: { id: string }) => b.id === booked.body.reservation.id);
    expect(party.tables).toEqual(['Long table']);
  });

  it.each([
    ['a label another table has', { label: 't1', seats: 2, combinable: true }, 'table_label_taken'],
    ['no label', { label: ' ', seats: 2, combinable: true }, 'table_invalid'],
    ['no seats', { label: 'T99', seats: 0, combinable: true }, 'table_invalid'],
    [
      'a room of another restaurant',
      { label: 'T99', seats: 2, combinable: true, seating_area_id: randomUUID() },
      'table_invalid',
    ],
  ])('%s is refused: 422 %s', async (_case, body, code) => {
    const refused = await h.request('POST', tablesPath, { token: manager, body });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(code);
  });

  it("a table shrunk below the party on it keeps the booking and names it; a booking's table is not removed", async () => {
    const held = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${DATE}`, {
      token: manager,
    });
    const label = held.body.bookings.find((b: { id: string }) => b.id === bookingId).tables[0];
    const table = (await tables()).find((candidate) => candidate.label === label)!;
    const shrunk = await h.request('PUT', `${tablesPath}/${table.id}`, {
      token: manager,
      body: { ...table, seats: 2 },
    });
    expect(shrunk.status, JSON.stringify(shrunk.body)).toBe(200);
    expect(shrunk.body.conflicts).toEqual([
      expect.objectContaining({ id: bookingId, conflict: 'table_too_small' }),
    ]);
    const removed = await h.request('DELETE', `${tablesPath}/${table.id}`, { token: manager });
    expect(removed.status).toBe(409);
    expect(removed.body.error).toBe('table_in_use');
    expect((await tables()).map((candidate) => candidate.id)).toContain(table.id);
  });

  it('a table no booking to come holds is removed: it is no longer listed, and seats no one', async () => {
    const spare = (
      await h.request('POST', tablesPath, {
        token: manager,
        body: { label: 'Spare', seats: 30, combinable: false },
      })
    ).body.table as Table;
    expect((await h.request('DELETE', `${tablesPath}/${spare.id}`, { token: manager })).status).toBe(204);
    expect((await tables()).map((table) => table.id)).not.toContain(spare.id);
    // The long table is taken at 13:30: without the spare one, the party is seated at pushed-together tables.
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({ date: DATE, time: '13:30', party_size: 14, ...GUEST }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${DATE}`, {
      token: manager,
    });
    const party = sheet.body.bookings.find((b: { id: string }) => b.id === booked.body.reservation.id);
    expect(party.tables.length).toBeGreaterThan(1);
    expect(party.tables).not.toContain('Spare');
    expect((await h.request('DELETE', `${tablesPath}/${spare.id}`, { token: manager })).status).toBe(404);
  });

  it('every change is in the audit trail with before and after, newest first', async () => {
    const audit = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/audit`, { token: manager });
    const lines = audit.body.entries.map((entry: { action: string; staff_name: string }) => [
      entry.action,
      entry.staff_name,
    ]);
    expect(lines).toEqual([
      ['table_removed', 'Mila'],
      ['table_added', 'Mila'],
      ['table_changed', 'Mila'],
      ['table_added', 'Mila'],
    ]);
    const changed = audit.body.entries[2];
    expect(changed.before.seats).toBeGreaterThan(2);
    expect(changed.after.seats).toBe(2);
    expect(audit.body.entries[0]).toMatchObject({ before: { label: 'Spare', seats: 30 }, after: null });
    expect(audit.body.entries[3]).toMatchObject({ before: null, after: { label: 'Long table', seats: 30 } });
  });
});
