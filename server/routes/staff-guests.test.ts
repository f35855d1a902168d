/**
 * One guest across the chain: the record read from a booking, filtered by the chain's sharing and the caller's own
 * restaurants; the notes and tags a restaurant keeps, audited and shown on the sheet; forgetting them; the setting.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pruneExpired, RETENTION } from '../db/prune';
import { SITE_AMSTERDAM, START_NOW, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, SITE_ROTTERDAM, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: Record<'host' | 'manager' | 'otherHost' | 'admin', string>;
let amsterdamId = '';
let rotterdamId = '';
let laterId = '';

/** The guest of the staff world's booking: signed in with this phone and e-mail, so both are proven. */
const GUEST_PHONE = '06 1119 5801';

const stand = async (siteId: string, token: string, body: Record<string, unknown>) => {
  const answer = await h.request('POST', `/staff/sites/${siteId}/reservations`, {
    token,
    body: {
      time: '19:00',
      party_size: 2,
      first_name: 'Ada',
      last_name: 'Staff',
      language: 'en',
      notes: '',
      channel: 'phone',
      email: '',
      ...body,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.booking.id as string;
};

const recordOf = (id: string, token = tokens.host, siteId = SITE_AMSTERDAM) =>
  h.request('GET', `/staff/sites/${siteId}/reservations/${id}/guest-record`, { token });
const saveNotes = (id: string, body: unknown, token = tokens.host, siteId = SITE_AMSTERDAM) =>
  h.request('PUT', `/staff/sites/${siteId}/reservations/${id}/guest-record/notes`, { token, body });
const setSharing = (body: unknown, token = tokens.admin) =>
  h.request('PUT', '/staff/chain/guest-sharing', { token, body });

beforeAll(async () => {
  const world: StaffWorld = await openStaffWorld();
  ({ h, bookingId: amsterdamId } = world);
  tokens = world.tokens as typeof tokens;
  h.clock.now = START_NOW;
  // A visit at Rotterdam under the same phone, taken by phone (no account): the same guest.
  rotterdamId = await stand(SITE_ROTTERDAM, tokens.otherHost, {
    date: '2026-11-05',
    phone_number: GUEST_PHONE,
  });
  await h.db.query(`update reservations set visit = 'left' where id = $1`, [rotterdamId]);
  // The Amsterdam booking was a no-show; the guest books again at Amsterdam by phone.
  await h.db.query(`update reservations set visit = 'no_show' where id = $1`, [amsterdamId]);
  laterId = await stand(SITE_AMSTERDAM, tokens.host, { date: '2026-11-20', phone_number: GUEST_PHONE });
  // Another guest, another number: never in this record.
  await stand(SITE_AMSTERDAM, tokens.host, {
    date: '2026-11-20',
    phone_number: '06 2222 3333',
    time: '20:00',
  });
});
afterAll(async () => h?.close());
beforeEach(async () => {
  h.clock.now = START_NOW;
  expect((await setSharing({ mode: 'all' })).status).toBe(200);
});

describe('the guest record', () => {
  it('lists the visits, no-shows and bookings of the same guest at every restaurant when the chain shares all', async () => {
    const answer = await recordOf(laterId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { record } = answer.body;
    expect(record.visits).toEqual([
      expect.objectContaining({ date: '2026-11-20', site_name: expect.any(String), outcome: 'booked' }),
      expect.objectContaining({ date: BOOKED_DATE, outcome: 'no_show' }),
      expect.objectContaining({ date: '2026-11-05', outcome: 'visit' }),
    ]);
    expect(record.visits.map((visit: { site_id: string }) => visit.site_id)).toEqual([
      SITE_AMSTERDAM,
      SITE_AMSTERDAM,
      SITE_ROTTERDAM,
    ]);
    expect(record.totals).toEqual({ visits: 1, no_shows: 1, cancellations: 0, booked: 1 });
    expect(record.some_hidden).toBe(false);
  });

  it('after the chain restricts sharing to each restaurant, a host sees only their own part, and is told', async () => {
    expect((await setSharing({ mode: 'own' })).status).toBe(200);
    const { record } = (await recordOf(laterId)).body;
    expect(record.visits.map((visit: { site_id: string }) => visit.site_id)).toEqual([
      SITE_AMSTERDAM,
      SITE_AMSTERDAM,
    ]);
    expect(record.some_hidden).toBe(true);
    expect(record.sharing).toBe('own');
    // A chain admin works at both restaurants: they see it all anyway.
    const admin = (await recordOf(laterId, tokens.admin)).body.record;
    expect(admin.visits).toHaveLength(3);
    expect(admin.some_hidden).toBe(false);
  });

  it('a chosen list: Amsterdam sees Rotterdam when both are in it, not when Rotterdam shares with a third', async () => {
    const restaurants = (await h.request('GET', '/staff/chain/guest-sharing', { token: tokens.admin })).body
      .restaurants as Array<{ site_id: string }>;
    const third = restaurants.find(
      (r) => r.site_id !== SITE_AMSTERDAM && r.site_id !== SITE_ROTTERDAM,
    )!.site_id;
    expect((await setSharing({ mode: 'chosen', site_ids: [SITE_AMSTERDAM, SITE_ROTTERDAM] })).status).toBe(
      200,
    );
    expect((await recordOf(laterId)).body.record.visits).toHaveLength(3);
    expect((await setSharing({ mode: 'chosen', site_ids: [SITE_ROTTERDAM, third] })).status).toBe(200);
    expect((await recordOf(laterId)).body.record.visits).toHaveLength(2);
    const unknown = await setSharing({
      mode: 'chosen',
      site_ids: [SITE_ROTTERDAM, '8a4c4f2e-0000-4000-8000-000000000000'],
    });
    expect(unknown.body.error).toBe('guest_sharing_unknown_site');
  });

  it('a walk-in without contact has no record; another restaurant’s booking is not found; other staff are refused', async () => {
    const walkIn = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
      token: tokens.host,
      body: { time: '12:00', party_size: 2, name: 'Mr Visser' },
    });
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
    expect((await recordOf(walkIn.body.booking.id)).body.error).toBe('no_guest_record');
    expect((await recordOf(walkIn.body.booking.id)).status).toBe(404);
    expect((await recordOf(rotterdamId)).status).toBe(404);
    expect((await recordOf(laterId, tokens.otherHost)).status).toBe(403);
  });
});

describe('notes and tags', () => {
  it('are kept for the guest, audited before -> after, and shown on the sheet beside their other bookings', async () => {
    const saved = await saveNotes(laterId, { tags: ['vip', 'allergy'], note: ' Peanuts ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.record.notes).toEqual([
      expect.objectContaining({ site_id: SITE_AMSTERDAM, tags: ['allergy', 'vip'], note: 'Peanuts' }),
    ]);
    const audit = await h.db.query<{ before: unknown; after: unknown }>(
      `select before, after from staff_audit where action = 'guest_notes' and subject = $1`,
      [laterId],
    );
    expect(audit.rows).toEqual([
      { before: { tags: [], note: '' }, after: { tags: ['allergy', 'vip'], note: 'Peanuts' } },
    ]);
    // The guest's other booking at Amsterdam (their own account) shows them; another guest's does not.
    const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${BOOKED_DATE}`, {
      token: tokens.host,
    });
    expect(sheet.body.guests).toEqual([
      {
        booking_id: amsterdamId,
        tags: ['allergy', 'vip'],
        notes: [{ site_name: expect.any(String), note: 'Peanuts' }],
      },
    ]);
    const later = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=2026-11-20`, {
      token: tokens.host,
    });
    expect(later.body.guests.map((guest: { booking_id: string }) => guest.booking_id)).toEqual([laterId]);
    // Rotterdam sees them while the chain shares, not after.
    const rotterdamSheet = () =>
      h.request('GET', `/staff/sites/${SITE_ROTTERDAM}/day?date=2026-11-05`, { token: tokens.otherHost });
    expect((await rotterdamSheet()).body.guests).toHaveLength(1);
    await setSharing({ mode: 'own' });
    expect((await rotterdamSheet()).body.guests).toEqual([]);
  });

  it.each([
    ['a tag not on the list', { tags: ['pirate'], note: '' }],
    ['a note too long', { tags: [], note: 'x'.repeat(301) }],
  ])('refuse %s', async (_, body) => {
    expect((await saveNotes(laterId, body)).status).toBe(400);
  });

  it('emptied, are removed', async () => {
    await saveNotes(laterId, { tags: ['regular'], note: '' });
    const emptied = await saveNotes(laterId, { tags: [], note: '' });
    expect(emptied.body.record.notes).toEqual([]);
  });

  it('are forgotten at every restaurant when the guest asks (a manager), the audit keeping who but not what', async () => {
    await saveNotes(laterId, { tags: ['allergy'], note: 'Shellfish' });
    await saveNotes(rotterdamId, { tags: ['vip'], note: 'Window' }, tokens.otherHost, SITE_ROTTERDAM);
    const forget = (token: string) =>
      h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/reservations/${laterId}/guest-record/notes`, {
        token,
      });
    expect((await forget(tokens.host)).status).toBe(403);
    const forgotten = await forget(tokens.manager);
    expect(forgotten.status, JSON.stringify(forgotten.body)).toBe(200);
    expect(forgotten.body.record.notes).toEqual([]);
    const left = await h.db.query(`select 1 from guest_notes`);
    expect(left.rows).toEqual([]);
    const audit = await h.db.query<{ before: unknown; after: unknown }>(
      `select before, after from staff_audit where action = 'guest_notes'`,
    );
    expect(audit.rows.every((row) => row.before === null && row.after === null)).toBe(true);
  });

  it('are pruned two years after their last change when the guest has not booked since', async () => {
    await saveNotes(laterId, { tags: ['vip'], note: '' });
    const longAfter = START_NOW + RETENTION.guestNotes + 40 * 86_400_000;
    expect((await pruneExpired(h.db, START_NOW)).guestNotes).toBe(0);
    expect((await pruneExpired(h.db, longAfter)).guestNotes).toBe(1);
  });
});

describe('the chain setting', () => {
  it('is the chain admin’s alone, and audited', async () => {
    for (const token of [tokens.host, tokens.manager]) {
      expect((await h.request('GET', '/staff/chain/guest-sharing', { token })).status).toBe(403);
      expect((await setSharing({ mode: 'own' }, token)).status).toBe(403);
    }
    const read = await h.request('GET', '/staff/chain/guest-sharing', { token: tokens.admin });
    expect(read.body.sharing).toEqual({ mode: 'all', site_ids: [] });
    expect(read.body.restaurants.length).toBeGreaterThan(1);
    await setSharing({ mode: 'own' });
    const audit = await h.db.query<{ before: unknown; after: unknown; site_id: string | null }>(
      `select before, after, site_id from staff_audit where action = 'guest_sharing' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toEqual({
      before: { mode: 'all', site_ids: [] },
      after: { mode: 'own', site_ids: [] },
      site_id: null,
    });
  });

  it.each([
    ['one restaurant chosen', { mode: 'chosen', site_ids: [SITE_AMSTERDAM] }, 'guest_sharing_too_few'],
    [
      'the same twice',
      { mode: 'chosen', site_ids: [SITE_AMSTERDAM, SITE_AMSTERDAM] },
      'guest_sharing_too_few',
    ],
  ])('refuses %s', async (_, body, code) => {
    const answer = await setSharing(body);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(code);
  });
});
