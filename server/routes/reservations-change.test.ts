/**
 * What a change may do: moving a booking follows the cancel rule, so a booking that can no
 * longer be cancelled online cannot be moved to a slot where it could; the guest is told to phone, with the number.
 * A change cannot move a booking to another restaurant: it is refused, not carried out without
 * the move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  createHarness,
  ENGINES,
  signIn,
  SITE_AMSTERDAM,
  START_NOW,
  type Harness,
} from '../testing/harness';

const HOUR = 3_600_000;

describe('a change follows the cancel rule: within 2 hours of the start or above 8 guests, by phone', () => {
  let h: Harness;
  let token: string;
  let sitePhone: string;
  beforeAll(async () => {
    h = await createHarness();
    token = await signIn(h, { phone: '+31612349001', email: 'change.rules@example.nl' });
    sitePhone = (await h.request('GET', `/sites/${SITE_AMSTERDAM}`)).body.site.phone;
  });
  afterAll(async () => h?.close());

  /** A booking, by default on Tuesday 10 November 2026 (the clock says Monday 2 November, 10:00). */
  const book = async (wish: { time?: string; party_size?: number; date?: string } = {}) => {
    const answer = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody({ email: 'change.rules@example.nl', phone_number: '+31612349001', ...wish }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.reservation as { id: string; starts_at?: string; date: string; time: string };
  };
  const change = (id: string, body: Record<string, unknown>) =>
    h.request('PATCH', `/sites/${SITE_AMSTERDAM}/reservations/${id}`, { token, body });
  const cancel = (id: string) =>
    h.request('DELETE', `/sites/${SITE_AMSTERDAM}/reservations/${id}`, { token });

  it.each([
    ['another time', '2026-11-10', { time: '20:00' }],
    ['another date', '2026-11-11', { date: '2026-11-12' }],
    ['another party size', '2026-11-13', { party_size: 3 }],
  ])(
    'a 9-guest booking cannot move to %s: 409 change_disabled with the phone, the booking intact',
    async (_name, date, move) => {
      const booking = await book({ party_size: 9, time: '18:00', date });
      const refused = await change(booking.id, move);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        error: 'change_disabled',
        key: 'changeDisabled',
        phone: sitePhone,
      });
      expect(refused.body.message).toContain(sitePhone);
      const now = (await h.request('GET', `/sites/${SITE_AMSTERDAM}/reservations/${booking.id}`, { token }))
        .body.reservation;
      expect(now).toMatchObject({ date, time: '18:00', party_size: 9 });
    },
  );

  it('a 9-guest booking may still change its notes and names (they move nothing)', async () => {
    const booking = await book({ party_size: 9, time: '19:00', date: '2026-11-16' });
    const changed = await change(booking.id, { notes: 'A birthday', first_name: 'Anne' });
    expect(changed.status).toBe(200);
    expect(changed.body.reservation).toMatchObject({
      notes: 'A birthday',
      first_name: 'Anne',
      party_size: 9,
    });
  });

  it('within 2 hours of the start a booking cannot move, nor be cancelled: both name the phone', async () => {
    const booking = await book({ time: '12:00', date: '2026-11-03' });
    const start = Date.UTC(2026, 10, 3, 11, 0); // 12:00 in Amsterdam
    h.clock.now = start - 2 * HOUR + 60_000;
    try {
      const moved = await change(booking.id, { time: '20:00' });
      expect(moved.status).toBe(409);
      expect(moved.body).toMatchObject({ error: 'change_disabled', phone: sitePhone });
      const cancelled = await cancel(booking.id);
      expect(cancelled.status).toBe(409);
      expect(cancelled.body).toMatchObject({
        error: 'cancellation_disabled',
        key: 'cancellationDisabled',
        phone: sitePhone,
      });
    } finally {
      h.clock.now = START_NOW;
    }
  });

  it('a booking more than 2 hours ahead with 8 guests or fewer moves to a free time', async () => {
    const booking = await book({ time: '18:00', party_size: 8 });
    const moved = await change(booking.id, { time: '20:30', party_size: 4 });
    expect(moved.status).toBe(200);
    expect(moved.body.reservation).toMatchObject({ time: '20:30', party_size: 4 });
    // The change's e-mail knows what the booking was, to say what changed.
    const mail = h.sent.filter((sent) => sent.kind === 'booking_changed').at(-1);
    expect(mail).toMatchObject({ previous: { date: '2026-11-10', party_size: 8 } });
    expect(mail && 'previous' in mail && mail.previous?.time.slice(0, 5)).toBe('18:00');
  });
});

describe.each(ENGINES)(
  'a booking stays at its restaurant: a change naming another one is refused, never half done (%s)',
  (engine) => {
    const ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
    let h: Harness;
    let token: string;
    beforeAll(async () => {
      h = await createHarness(engine);
      token = await signIn(h, { phone: '+31612349003', email: 'site.change@example.nl' });
    });
    afterAll(async () => h?.close());

    const book = async (date: string) => {
      const answer = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ email: 'site.change@example.nl', phone_number: '+31612349003', date }),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.reservation as { id: string; site_id: string; site_name: string };
    };

    it.each([
      ['another restaurant as site_id', 422, '2026-11-10', { site_id: ROTTERDAM }],
      [
        'another restaurant as site_id, with a new time',
        422,
        '2026-11-11',
        { site_id: ROTTERDAM, time: '20:00' },
      ],
      ['another restaurant as location', 422, '2026-11-12', { location: 'Tafel Rotterdam', time: '20:00' }],
      ['a malformed site_id', 422, '2026-11-13', { site_id: 'rotterdam', time: '20:00' }],
      [
        'its own restaurant as site_id, with a new time',
        200,
        '2026-11-16',
        { site_id: SITE_AMSTERDAM, time: '20:00' },
      ],
      ['no restaurant, a new time', 200, '2026-11-17', { time: '20:00' }],
    ])('%s: %i', async (_name, status, date, body) => {
      const booking = await book(date);
      const path = `/sites/${SITE_AMSTERDAM}/reservations/${booking.id}`;
      const mailsBefore = h.sent.filter((sent) => sent.kind === 'booking_changed').length;
      const answer = await h.request('PATCH', path, { token, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      const now = (await h.request('GET', path, { token })).body.reservation;
      expect(now.site_id).toBe(SITE_AMSTERDAM);
      if (status === 422) {
        expect(answer.body).toEqual({
          error: 'site_change_refused',
          key: 'siteChangeRefused',
          message: expect.stringContaining(
            'cancel this reservation and book a new one at the other restaurant',
          ),
        });
        // Nothing of the change was made, and the guest was not told of one.
        expect(now).toMatchObject({ date, time: expect.stringMatching(/^18:00/) });
        expect(h.sent.filter((sent) => sent.kind === 'booking_changed')).toHaveLength(mailsBefore);
      } else {
        expect(now.time).toMatch(/^20:00/);
      }
    });
  },
);

describe('high chairs are never more than the guests (the server checks what the widget guides)', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness();
    token = await signIn(h, { phone: '+31612349002', email: 'chairs@example.nl' });
  });
  afterAll(async () => h?.close());
  const body = (extra: Record<string, unknown>) =>
    bookingBody({ email: 'chairs@example.nl', phone_number: '+31612349002', ...extra });

  it.each([
    ['5 high chairs for 4 guests', { party_size: 4, child_seats: 5 }, 400],
    ['4 high chairs for 4 guests', { party_size: 4, child_seats: 4, date: '2026-11-11' }, 201],
  ])('booking %s: %i', async (_name, extra, status) => {
    const answer = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: body(extra),
    });
    expect(answer.status).toBe(status);
    if (status === 400) expect(answer.body).toMatchObject({ key: 'tooManyChairs', field: 'child_seats' });
  });

  it('a change asking more high chairs than guests is refused; a smaller party takes its chairs down with it', async () => {
    const made = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: body({ party_size: 4, child_seats: 3, date: '2026-11-12' }),
    });
    const id = made.body.reservation.id;
    const path = `/sites/${SITE_AMSTERDAM}/reservations/${id}`;
    expect((await h.request('PATCH', path, { token, body: { child_seats: 5 } })).body).toMatchObject({
      key: 'tooManyChairs',
    });
    const smaller = await h.request('PATCH', path, { token, body: { party_size: 2 } });
    expect(smaller.body.reservation).toMatchObject({ party_size: 2, child_seats: 2 });
  });
});
