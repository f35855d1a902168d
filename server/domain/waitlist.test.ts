/**
 * The guest waitlist across the API (docs/waitlist.md), on PGlite and (TEST_DATABASE_URL) PostgreSQL: a cancellation
 * offers the freed table to the first fitting request, the held table is taken for everyone else, the claim books
 * it, an offer expires to the next in line, and a day checked twice at once makes one offer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_HOLD_MINUTES } from '../../shared/constants';
import {
  bookingBody,
  createHarness,
  ENGINES,
  SITE_AMSTERDAM,
  signIn,
  type Harness,
} from '../testing/harness';
import { runWaitlistCheck, sweepWaitlist } from './waitlist-check';

const TIME = '19:00';

describe.each(ENGINES)('the waitlist on %s', (engine) => {
  let h: Harness;
  let anna: string;
  beforeAll(async () => {
    h = await createHarness(engine);
    anna = await signIn(h, { phone: '0612345678', email: 'anna@example.nl' });
  });
  afterAll(async () => h?.close());

  const guests = new Map<string, string>();
  /** A guest signed in with their own e-mail, once. */
  async function guest(name: string): Promise<string> {
    let token = guests.get(name);
    if (!token) {
      const phone = `06${String(20000000 + guests.size * 7919 + 1).slice(0, 8)}`;
      token = await signIn(h, { phone, email: `${name}@example.nl`, first_name: name });
      guests.set(name, token);
    }
    return token;
  }

  /** Books the restaurant full at `time` on `date` for parties of two; answers the reservation ids. */
  async function fill(date: string, time = TIME): Promise<string[]> {
    const ids: string[] = [];
    for (let n = 0; n < 200; n += 1) {
      const answer = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token: anna,
        body: bookingBody({ date, time }),
      });
      if (answer.status === 409) return ids;
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      ids.push(answer.body.reservation.id);
    }
    throw new Error('the restaurant never filled');
  }

  const join = async (name: string, date: string, from = TIME, until = TIME, party_size = 2) =>
    h.request('POST', `/sites/${SITE_AMSTERDAM}/waitlist`, {
      token: await guest(name),
      body: { date, from, until, party_size, first_name: name, language: 'nl' },
    });
  const cancel = (id: string) =>
    h.request('DELETE', `/sites/${SITE_AMSTERDAM}/reservations/${id}`, { token: anna });
  const offersTo = async (email: string) =>
    (
      await h.db.query<{ n: number }>(
        `select count(*)::int as n from notification_outbox where kind = 'waitlist_offer' and recipient = $1`,
        [email],
      )
    ).rows[0]!.n;
  const read = async (token: string) => (await h.request('GET', `/waitlist/${token}`)).body.request;

  it('a cancellation offers the freed table to the first guest in line, who alone can book it', async () => {
    const date = '2026-11-10';
    const booked = await fill(date);
    const first = await join('bea', date, '18:30', '20:00');
    const second = await join('cas', date);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.request.state).toBe('waiting');
    expect(second.status).toBe(201);

    expect((await cancel(booked[0]!)).status).toBe(200);
    await sweepWaitlist(h.deps);

    // The freed table is free all evening: the earliest start in bea's window is offered.
    const offered = await read(first.body.token);
    expect(offered).toMatchObject({ state: 'offered', offer: { time: '18:30', party_size: 2 } });
    expect(await offersTo('bea@example.nl')).toBe(1);
    expect(await offersTo('cas@example.nl')).toBe(0);
    expect((await read(second.body.token)).state).toBe('waiting');

    // Held for bea: another guest cannot book it, and availability shows nothing at 19:00.
    const third = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: await guest('dirk'),
      body: bookingBody({ date, time: TIME, email: 'dirk@example.nl' }),
    });
    expect(third.status).toBe(409);
    expect(third.body.error).toBe('conflict');

    // Another guest's session cannot claim bea's offer with her link.
    const stolen = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: await guest('dirk'),
      body: bookingBody({ date, time: TIME, email: 'dirk@example.nl', waitlist_offer: first.body.token }),
    });
    expect(stolen.body.error).toBe('waitlist_channel_unproven');

    const claim = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: await guest('bea'),
      body: bookingBody({ date, time: '18:30', email: 'bea@example.nl', waitlist_offer: first.body.token }),
    });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    const claimed = await read(first.body.token);
    expect(claimed).toMatchObject({ state: 'claimed', reservation_id: claim.body.reservation.id });
    // The claim took the table the cancellation freed: the day is as full as before, and no second offer is made.
    await sweepWaitlist(h.deps);
    expect((await read(second.body.token)).state).toBe('waiting');
  });

  it('an offer expires after the hold and the next guest in line gets it', async () => {
    const date = '2026-11-11';
    const booked = await fill(date);
    const first = await join('eva', date);
    const second = await join('fay', date);
    await cancel(booked[0]!);
    await sweepWaitlist(h.deps);
    expect((await read(first.body.token)).state).toBe('offered');

    h.clock.now += (WAITLIST_HOLD_MINUTES - 1) * 60_000;
    await sweepWaitlist(h.deps);
    expect((await read(first.body.token)).state).toBe('offered');

    h.clock.now += 60_000;
    await sweepWaitlist(h.deps);
    expect((await read(first.body.token)).state).toBe('expired');
    expect((await read(second.body.token)).state).toBe('offered');
    expect(await offersTo('fay@example.nl')).toBe(1);

    // The expired link cannot book any more.
    const late = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: await guest('eva'),
      body: bookingBody({ date, time: TIME, email: 'eva@example.nl', waitlist_offer: first.body.token }),
    });
    expect(late.body.error).toBe('waitlist_offer_gone');
  });

  it('declining passes the table on; leaving by the link ends a request', async () => {
    const date = '2026-11-12';
    const booked = await fill(date);
    const first = await join('gus', date);
    const second = await join('hal', date);
    const third = await join('ida', date);
    await cancel(booked[0]!);
    await sweepWaitlist(h.deps);
    const declined = await h.request('POST', `/waitlist/${first.body.token}/decline`);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.request.state).toBe('declined');
    await sweepWaitlist(h.deps);
    expect((await read(second.body.token)).state).toBe('offered');
    const left = await h.request('POST', `/waitlist/${second.body.token}/leave`);
    expect(left.body.request.state).toBe('left');
    await sweepWaitlist(h.deps);
    expect((await read(third.body.token)).state).toBe('offered');
  });

  it('a day checked twice at once makes one offer, with one message', async () => {
    const date = '2026-11-13';
    const booked = await fill(date);
    const first = await join('jan', date);
    await join('kim', date);
    await cancel(booked[0]!);
    const made = await Promise.all([
      runWaitlistCheck(h.deps, SITE_AMSTERDAM, date),
      runWaitlistCheck(h.deps, SITE_AMSTERDAM, date),
      sweepWaitlist(h.deps).then((round) => round.offers),
    ]);
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await read(first.body.token)).state).toBe('offered');
    const offers = await h.db.query<{ n: number }>(
      `select count(*)::int as n from waitlist_offers where date = $1`,
      [date],
    );
    expect(offers.rows[0]!.n).toBe(1);
    expect((await offersTo('jan@example.nl')) + (await offersTo('kim@example.nl'))).toBe(1);
  });

  it('a request closes at its window start, and joining after it is refused', async () => {
    const date = '2026-11-14';
    const request = await join('lou', date, '12:00', '13:00');
    expect(request.status).toBe(201);
    const again = await join('lou', date, '12:00', '13:00');
    expect(again.body.error).toBe('waitlist_already_joined');
    const reversed = await join('max', date, '20:00', '19:00');
    expect(reversed.body.error).toBe('waitlist_window_invalid');
    h.clock.now = Date.UTC(2026, 10, 14, 11, 0); // 12:00 in Amsterdam
    await sweepWaitlist(h.deps);
    expect((await read(request.body.token)).state).toBe('closed');
    const late = await join('ned', date, '12:00', '13:00');
    expect(late.body.error).toBe('waitlist_closed');
  });
});
