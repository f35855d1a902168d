/**
 * A manage link (the reservation's id, its access token) is a credential that ends. It
 * opens its one booking until ACCESS_LINK_DAYS_AFTER days after the booking's date, then nothing; after a
 * cancellation it shows that the booking was cancelled and nothing of the guest, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LINK_DAYS_AFTER } from './http/auth';
import {
  bookingBody,
  createHarness,
  ENGINES,
  SITE_AMSTERDAM,
  signIn,
  START_NOW,
  type Harness,
} from './testing/harness';

const DAY = 86_400_000;

describe.each(ENGINES)('manage links that end, on %s', (engine) => {
  let h: Harness;
  let session: string;
  beforeAll(async () => {
    h = await createHarness(engine);
    session = await signIn(h, { phone: '+31677700001', email: 'links@example.nl' });
  });
  afterAll(async () => h?.close());

  /** Books on 2026-11-10 (eight days after the harness's start) and answers the reservation's id. */
  async function book(time: string): Promise<string> {
    h.clock.now = START_NOW;
    const made = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: session,
      body: bookingBody({ time, email: 'links@example.nl', phone_number: '+31677700001' }),
    });
    expect(made.status).toBe(201);
    return made.body.reservation.id;
  }
  const read = (id: string) => h.request('GET', `/sites/${SITE_AMSTERDAM}/reservations/${id}`, { token: id });

  it.each([
    ['on the day', 8, 200],
    [`${ACCESS_LINK_DAYS_AFTER} days after`, 8 + ACCESS_LINK_DAYS_AFTER, 200],
    [`${ACCESS_LINK_DAYS_AFTER + 1} days after`, 8 + ACCESS_LINK_DAYS_AFTER + 1, 401],
    ['a year after', 365, 401],
  ])('the link opens the booking %s: %i', async (_name, days, status) => {
    const id = await book('18:00');
    h.clock.now = START_NOW + days * DAY;
    expect((await read(id)).status).toBe(status);
    expect((await h.request('GET', '/users/me/reservations', { token: id })).status).toBe(status);
    // The calendar file's link carries the same id: it ends with the manage link.
    const ics = await h.request('GET', `/sites/${SITE_AMSTERDAM}/reservations/${id}/calendar.ics`);
    expect(ics.status).toBe(status === 200 ? 200 : 404);
    h.clock.now = START_NOW;
  });

  it('after a cancel the link shows it was cancelled, nothing of the guest, and changes nothing', async () => {
    const id = await book('19:00');
    const cancelled = await h.request('DELETE', `/sites/${SITE_AMSTERDAM}/reservations/${id}`, { token: id });
    expect(cancelled.status).toBe(200);
    const seen = await read(id);
    expect(seen.status).toBe(200);
    expect(seen.body.reservation).toMatchObject({ status: 'cancelled', date: '2026-11-10', time: '19:00' });
    expect(seen.body.reservation).toMatchObject({
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
    });
    const listed = await h.request('GET', '/users/me/reservations', { token: id });
    expect(listed.body.reservations[0]).toMatchObject({ status: 'cancelled', email: '' });
    const moved = await h.request('PATCH', `/sites/${SITE_AMSTERDAM}/reservations/${id}`, {
      token: id,
      body: { time: '20:00' },
    });
    expect(moved.status).toBeGreaterThanOrEqual(400);
    expect(moved.status).toBeLessThan(500);
    // The guest's own session still sees their cancelled booking whole.
    const own = await h.request('GET', `/sites/${SITE_AMSTERDAM}/reservations/${id}`, { token: session });
    expect(own.body.reservation).toMatchObject({ status: 'cancelled', email: 'links@example.nl' });
  });
});
