/**
 * A guest changing a booking sees its own table as free: GET availability with the
 * booking's reservation_id counts that booking's tables free, for its own guest only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineDateTime } from '../../shared/time';
import { bookingBody, createHarness, signIn, SITE_AMSTERDAM, type Harness } from '../testing/harness';

const DATE = '2026-11-20';

describe('availability for a change counts the booking’s own tables as free, for its guest only', () => {
  let h: Harness;
  let anna: string;
  let bert: string;
  let bookingId: string;
  let bertsBookingId: string;
  beforeAll(async () => {
    h = await createHarness();
    anna = await signIn(h, { phone: '+31612340001', email: 'anna.change@example.nl' });
    bert = await signIn(h, { phone: '+31612340002', email: 'bert.change@example.nl' }, '10.0.0.2');
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: anna,
      body: bookingBody({
        date: DATE,
        time: '18:00',
        email: 'anna.change@example.nl',
        phone_number: '+31612340001',
      }),
    });
    expect(booked.status).toBe(201);
    bookingId = booked.body.reservation.id;
    const bertsBooking = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: bert,
      body: bookingBody({
        date: '2026-11-21',
        email: 'bert.change@example.nl',
        phone_number: '+31612340002',
      }),
    });
    bertsBookingId = bertsBooking.body.reservation.id;
    // Every other table of the restaurant is taken all day: only Anna's own table is left at 18:00.
    const blocker = `test-${randomUUID()}`;
    const from = new Date(combineDateTime(DATE, '00:00'));
    const to = new Date(combineDateTime('2026-11-21', '06:00'));
    await h.db.query(
      `insert into reservations (id, number, site_id, date, time, starts_at, ends_at, party_size, first_name, last_name, email, phone_number, created_at, updated_at)
       values ($1, $2, $3, $4, '00:00', $5, $6, 2, 'Full', 'House', 'full@example.nl', '+31612345678', now(), now())`,
      [blocker, blocker.slice(5, 13).toUpperCase(), SITE_AMSTERDAM, DATE, from, to],
    );
    await h.db.query(
      `insert into reservation_tables (reservation_id, table_id, during)
       select $1, id, tstzrange($2, $3) from site_tables
       where site_id = $4 and id not in (select table_id from reservation_tables where reservation_id = $5)`,
      [blocker, from, to, SITE_AMSTERDAM, bookingId],
    );
  });
  afterAll(async () => h?.close());

  const at18 = async (query: string, token?: string) => {
    const answer = await h.request(
      'GET',
      `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${DATE}&party_size=2${query}`,
      token ? { token } : {},
    );
    const time = answer.body.days?.[0]?.sessions
      .flatMap((session: { times: { time: string; is_available: boolean }[] }) => session.times)
      .find((slot: { time: string }) => slot.time === '18:00');
    return {
      status: answer.status,
      free: time?.is_available as boolean | undefined,
      error: answer.body.error,
    };
  };

  it('without the booking, 18:00 is taken (the guest would be told their own time is full)', async () => {
    expect((await at18('', anna)).free).toBe(false);
  });
  it.each([
    ['its guest, signed in', () => anna],
    ['the booking’s own access token (a manage link)', () => bookingId],
  ])('for %s, the booking’s own table counts as free', async (_name, token) => {
    expect(await at18(`&reservation_id=${bookingId}`, token())).toMatchObject({ status: 200, free: true });
  });
  it.each([
    ['another guest (403)', () => bert, 403],
    ['no one signed in (401)', () => undefined, 401],
    ['the access token of another booking (403)', () => bertsBookingId, 403],
  ])('for %s, it is refused', async (_name, token, status) => {
    expect((await at18(`&reservation_id=${bookingId}`, token())).status).toBe(status);
  });
});
