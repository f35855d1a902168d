/**
 * Bookings made at the stand: for any day, by phone or otherwise, past the online-only limits only when named, never
 * past the tables; found on any day; corrected; cancelled with a reason. Each audited, the guest told.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, anonymiseReservations } from '../db/retention';
import { bookingBody, SITE_AMSTERDAM, START_NOW, type Harness } from '../testing/harness';
import { openStaffWorld, SITE_ROTTERDAM, type StaffWorld } from '../testing/staff';
import { searchTerms } from './staff-bookings';

let h: Harness;
let tokens: StaffWorld['tokens'];
let guestToken = '';

beforeAll(async () => {
  ({ h, tokens, guestToken } = await openStaffWorld());
});
afterAll(async () => h?.close());
beforeEach(() => {
  h.clock.now = START_NOW;
});

/** A Saturday (START_NOW is Monday 2 November 2026, 10:00 in Amsterdam). */
const SATURDAY = '2026-11-14';

const phoneBooking = (overrides: Record<string, unknown> = {}) => ({
  date: SATURDAY,
  time: '19:00',
  party_size: 4,
  first_name: 'Anna',
  last_name: 'Visser',
  phone_number: '06 1234 5601',
  email: 'anna.visser@example.nl',
  language: 'en',
  notes: 'Birthday',
  channel: 'phone',
  ...overrides,
});

const book = (body: Record<string, unknown>, token = tokens.host, siteId = SITE_AMSTERDAM) =>
  h.request('POST', `/staff/sites/${siteId}/reservations`, { token, body });

const auditOf = async (id: string) =>
  (
    await h.db.query<{ action: string; before: unknown; after: Record<string, unknown> }>(
      'select action, before, after from staff_audit where subject = $1 order by id',
      [id],
    )
  ).rows;

describe('a booking taken at the stand', () => {
  it('is seated for any day, named phone, and the guest gets the confirmation with the manage link in their language', async () => {
    const sentBefore = h.sent.length;
    const answer = await book(phoneBooking());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const booking = answer.body.booking;
    expect(booking).toMatchObject({
      time: '19:00',
      party_size: 4,
      first_name: 'Anna',
      last_name: 'Visser',
      phone_number: '+31612345601',
      channel: 'phone',
      status: 'confirmed',
      visit: 'booked',
    });
    expect(booking.tables.length).toBeGreaterThan(0);
    const told = h.sent.slice(sentBefore);
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'booking_confirmed',
        channel: 'email',
        to: 'anna.visser@example.nl',
        language: 'en',
        manageUrl: `http://widget.test/${booking.id}/u`,
      }),
      expect.objectContaining({ kind: 'booking_confirmed', channel: 'sms', to: '+31612345601' }),
    ]);
    const [audit] = await auditOf(booking.id);
    expect(audit).toMatchObject({
      action: 'booking_added',
      before: null,
      after: { date: SATURDAY, time: '19:00', party_size: 4, channel: 'phone', overrides: [] },
    });
  });

  it('takes a guest with an e-mail address only, or a Dutch landline only, by the staff channel', async () => {
    const byMail = await book(phoneBooking({ phone_number: '', channel: 'staff', time: '12:30' }));
    expect(byMail.status, JSON.stringify(byMail.body)).toBe(201);
    expect(byMail.body.booking).toMatchObject({ channel: 'staff', phone_number: '' });
    const byPhone = await book(phoneBooking({ email: '', phone_number: '020 123 4567', time: '13:00' }));
    expect(byPhone.status, JSON.stringify(byPhone.body)).toBe(201);
    expect(byPhone.body.booking).toMatchObject({ phone_number: '+31201234567', email: '' });
  });

  it.each([
    ['no way to reach the guest', { phone_number: '', email: '' }, 422, 'contact_required'],
    ['a phone number that is none', { phone_number: '12ab' }, 422, 'invalid_request'],
    ['a start already passed', { date: '2026-11-01' }, 422, 'booking_in_past'],
    ['a time the restaurant is closed', { time: '03:00' }, 422, 'booking_closed'],
    ['more high chairs than guests', { party_size: 2, child_seats: 3 }, 400, 'invalid_request'],
    ['the widget as its channel', { channel: 'widget' }, 400, 'invalid_request'],
    ['no first name', { first_name: '' }, 400, 'invalid_request'],
    ['a party larger than the stand seats', { party_size: 41 }, 400, 'invalid_request'],
  ])('refuses %s', async (_case, change, status, error) => {
    const answer = await book(phoneBooking(change));
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.error).toBe(error);
  });

  it('is refused to staff of another restaurant', async () => {
    expect((await book(phoneBooking(), tokens.otherHost)).status).toBe(403);
  });

  it('no table free for the party is 409 no_table, never an overbooking', async () => {
    const answer = await book(phoneBooking({ party_size: 40, overrides: ['largest_group'] }));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('no_table');
  });
});

describe('the online-only limits, passed only when the host names them', () => {
  it('a party above the largest group online needs the override, and the audit keeps it', async () => {
    const party = { party_size: 6, time: '20:00' };
    await h.db.query('update sites set max_group_online = 4 where id = $1', [SITE_AMSTERDAM]);
    try {
      const refused = await book(phoneBooking(party));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        error: 'override_needed',
        overrides: [{ rule: 'largest_group', limit: 4 }],
      });
      const booked = await book(phoneBooking({ ...party, overrides: ['largest_group'] }));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const [audit] = await auditOf(booked.body.booking.id);
      expect(audit!.after.overrides).toEqual([{ rule: 'largest_group', limit: 4 }]);
    } finally {
      await h.db.query('update sites set max_group_online = 14 where id = $1', [SITE_AMSTERDAM]);
    }
  });

  it('an online block needs the override and names its reason', async () => {
    const block = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/blocks`, {
      token: tokens.manager,
      body: { date: '2026-11-21', from_time: '18:00', to_time: '21:00', reason: 'Wine tasting' },
    });
    expect(block.status).toBe(201);
    const wish = { date: '2026-11-21', time: '19:30' };
    const refused = await book(phoneBooking(wish));
    expect(refused.status).toBe(409);
    expect(refused.body.overrides).toEqual([
      { rule: 'online_block', reason: 'Wine tasting', from_time: '18:00', to_time: '21:00' },
    ]);
    expect((await book(phoneBooking({ ...wish, overrides: ['online_block'] }))).status).toBe(201);
  });

  it('inside the lead time needs the override', async () => {
    await h.db.query('update sites set lead_minutes = 180 where id = $1', [SITE_AMSTERDAM]);
    try {
      // 10:00 in Amsterdam; lunch at 12:30 is inside a 3-hour lead time.
      const wish = { date: '2026-11-02', time: '12:30', party_size: 2 };
      const refused = await book(phoneBooking(wish));
      expect(refused.body).toMatchObject({
        error: 'override_needed',
        overrides: [{ rule: 'lead_time', minutes: 180 }],
      });
      expect((await book(phoneBooking({ ...wish, overrides: ['lead_time'] }))).status).toBe(201);
    } finally {
      await h.db.query('update sites set lead_minutes = 0 where id = $1', [SITE_AMSTERDAM]);
    }
  });
});

describe('finding a booking on any day', () => {
  let number = '';
  let id = '';
  beforeAll(async () => {
    h.clock.now = START_NOW;
    const answer = await book(
      phoneBooking({
        date: '2026-11-28',
        first_name: 'Zoë',
        last_name: 'de Wit',
        email: 'zoe.dewit@example.nl',
        phone_number: '+31 6 5550 1234',
      }),
    );
    expect(answer.status).toBe(201);
    ({ number, id } = answer.body.booking);
  });

  const search = (q: string, token = tokens.host, siteId = SITE_AMSTERDAM) =>
    h.request('GET', `/staff/sites/${siteId}/search?q=${encodeURIComponent(q)}`, { token });

  it.each([
    ['its number', () => number],
    ['its number in lower case', () => number.toLowerCase()],
    ['part of the name', () => 'de wit'],
    ['the e-mail address', () => 'zoe.dewit@example'],
    ['the phone as written in the Netherlands', () => '06 5550 1234'],
    ['part of the phone number', () => '5550 12'],
  ])('by %s, with its date', async (_case, query) => {
    const answer = await search(query());
    expect(answer.status).toBe(200);
    expect(answer.body.here).toEqual([
      expect.objectContaining({ id, date: '2026-11-28', site_id: SITE_AMSTERDAM }),
    ]);
  });

  it('a number from another restaurant says which holds it, to staff who may see that one', async () => {
    const fromRotterdam = await search(number, tokens.admin, SITE_ROTTERDAM);
    expect(fromRotterdam.body.here).toEqual([]);
    expect(fromRotterdam.body.elsewhere).toEqual([
      expect.objectContaining({ id, site_id: SITE_AMSTERDAM, site_name: expect.any(String) }),
    ]);
    // A host of Rotterdam only may not see Amsterdam's bookings.
    const otherHost = await search(number, tokens.otherHost, SITE_ROTTERDAM);
    expect(otherHost.body).toEqual({ here: [], elsewhere: [] });
  });

  it('treats wildcards as letters, and refuses a query of one letter', async () => {
    expect((await search('%%')).body.here).toEqual([]);
    expect((await search('a')).status).toBe(400);
  });

  it.each([
    ['06 5550 1234', '31655501234'],
    ['5550 12', '555012'],
    ['0612', ''],
    ['Jan 2', ''],
  ])('reads %s as the phone digits %s', (query, digits) => {
    expect(searchTerms(query).digits).toBe(digits);
  });
});

describe("correcting a booking's guest details", () => {
  it('changes what was sent, audits each changed field before and after, and keeps a way to reach the guest', async () => {
    const booked = await book(phoneBooking({ time: '17:00' }));
    const { id } = booked.body.booking;
    const path = `/staff/sites/${SITE_AMSTERDAM}/reservations/${id}/guest`;
    const details = {
      first_name: 'Anna',
      last_name: 'Visser',
      phone_number: '+31612345601',
      email: 'anna.visser@example.nl',
      language: 'en',
      notes: 'Birthday, nut allergy',
      child_seats: 1,
      wheelchair_users: null,
    };
    const edited = await h.request('PUT', path, { token: tokens.host, body: details });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.booking).toMatchObject({ notes: 'Birthday, nut allergy', child_seats: 1 });
    const audit = (await auditOf(id)).filter((entry) => entry.action === 'booking_edited');
    expect(audit).toEqual([
      {
        action: 'booking_edited',
        before: { notes: 'Birthday', child_seats: 0 },
        after: { notes: 'Birthday, nut allergy', child_seats: 1 },
      },
    ]);
    const noContact = await h.request('PUT', path, {
      token: tokens.host,
      body: { ...details, phone_number: '', email: '' },
    });
    expect(noContact.body.error).toBe('contact_required');
    // The same details again change nothing and write nothing.
    await h.request('PUT', path, { token: tokens.host, body: details });
    expect((await auditOf(id)).filter((entry) => entry.action === 'booking_edited')).toHaveLength(1);
  });

  it('names no one again once anonymised: the sheet says it is, and details for it are 409 booking_anonymised', async () => {
    const booked = await book(phoneBooking({ time: '17:30' }));
    const { id } = booked.body.booking;
    await anonymiseReservations(h.db, [id], h.clock.now);
    const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${SATURDAY}`, {
      token: tokens.host,
    });
    const row = (sheet.body.bookings as Array<{ id: string }>).find((booking) => booking.id === id);
    expect(row).toMatchObject({
      first_name: ANONYMOUS_NAME,
      last_name: '',
      phone_number: '',
      email: '',
      notes: '',
      anonymised: true,
    });
    const named = (sheet.body.bookings as Array<{ id: string; anonymised: boolean }>).filter(
      (booking) => booking.id !== id,
    );
    expect(named.every((booking) => booking.anonymised === false)).toBe(true);
    const edited = await h.request('PUT', `/staff/sites/${SITE_AMSTERDAM}/reservations/${id}/guest`, {
      token: tokens.host,
      body: {
        first_name: 'Anna',
        last_name: 'Visser',
        phone_number: '+31612345601',
        email: 'anna.visser@example.nl',
        language: 'en',
        notes: '',
        child_seats: 0,
        wheelchair_users: null,
      },
    });
    expect(edited.status).toBe(409);
    expect(edited.body.error).toBe('booking_anonymised');
    const kept = await h.db.query('select first_name, email, phone_number from reservations where id = $1', [
      id,
    ]);
    expect(kept.rows).toEqual([{ first_name: ANONYMOUS_NAME, email: '', phone_number: '' }]);
    expect((await auditOf(id)).filter((entry) => entry.action === 'booking_edited')).toEqual([]);
  });
});

describe('a booking cancelled at the stand', () => {
  it('frees its table at once, tells the guest in their language with the reason audited; a walk-in gets no message', async () => {
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({
        date: SATURDAY,
        time: '18:00',
        email: 'guest.staff@example.nl',
        phone_number: '+31611195801',
        language: 'nl',
      }),
    });
    expect(booked.status).toBe(201);
    const id = booked.body.reservation.id;
    const cancel = (reservationId: string, body: unknown = { reason: 'Guest called: ill' }) =>
      h.request('DELETE', `/staff/sites/${SITE_AMSTERDAM}/reservations/${reservationId}`, {
        token: tokens.host,
        body,
      });
    expect((await cancel(id, {})).status).toBe(400);
    const sentBefore = h.sent.length;
    const cancelled = await cancel(id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
    expect(h.sent.slice(sentBefore)).toEqual([
      expect.objectContaining({ kind: 'booking_cancelled', to: 'guest.staff@example.nl', language: 'nl' }),
      expect.objectContaining({ kind: 'booking_cancelled', channel: 'sms', to: '+31611195801' }),
    ]);
    const busy = await h.db.query(
      "select count(*)::int as n from reservation_tables where reservation_id = $1 and status <> 'cancelled'",
      [id],
    );
    expect(busy.rows[0]).toEqual({ n: 0 });
    // Again: nothing more happens, and nobody is told twice.
    await cancel(id);
    expect(h.sent.length).toBe(sentBefore + 2);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'cancel',
        after: { status: 'cancelled', reason: 'Guest called: ill' },
      }),
    ]);

    h.clock.now = Date.UTC(2026, 10, 2, 13, 0);
    const walkIn = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
      token: tokens.host,
      body: { time: '14:00', party_size: 2 },
    });
    const sentBeforeWalkIn = h.sent.length;
    expect((await cancel(walkIn.body.booking.id)).status).toBe(200);
    expect(h.sent.length).toBe(sentBeforeWalkIn);
  });

  it('a booking of another restaurant is not found through this one', async () => {
    const answer = await h.request('DELETE', `/staff/sites/${SITE_ROTTERDAM}/reservations/nope-123`, {
      token: tokens.admin,
      body: { reason: 'x' },
    });
    expect(answer.status).toBe(404);
  });
});
