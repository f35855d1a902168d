/**
 * POST /reservations/retrieve tells no stranger whether a number exists: an unknown number and a
 * known number with someone else's phone or e-mail get the same answer from the same work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  createHarness,
  ENGINES,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';
import { statementsOf } from '../testing/statements';

describe.each(ENGINES)('finding a booking by its number, on %s', (engine) => {
  let h: Harness;
  let number = '';
  const guest = { phone: '+31611180001', email: 'retrieve.owner@example.nl' };
  beforeAll(async () => {
    h = await createHarness(engine);
    const token = await signIn(h, guest);
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody({ phone_number: guest.phone, email: guest.email }),
    });
    number = booked.body.reservation.number;
  });
  afterAll(async () => h?.close());

  let ip = 0;
  const retrieve = (body: Record<string, unknown>) =>
    h.request('POST', '/reservations/retrieve', {
      body,
      headers: { 'x-test-client-ip': `10.78.0.${(ip += 1)}` },
    });

  it.each([
    ['a phone number', { phone_number: '+31611180999' }],
    ['an e-mail address', { email: 'someone.else@example.nl' }],
  ])(
    "a known number with someone else's %s: the unknown number's answer, from the same statements",
    async (_what, contact) => {
      let known: Awaited<ReturnType<typeof retrieve>> | undefined;
      let unknown: Awaited<ReturnType<typeof retrieve>> | undefined;
      const knownWork = await statementsOf(
        h.db,
        async () => (known = await retrieve({ confirmationNum: number, ...contact })),
      );
      const unknownWork = await statementsOf(
        h.db,
        async () => (unknown = await retrieve({ confirmationNum: 'ZZZZ99', ...contact })),
      );
      expect(known!.status).toBe(404);
      expect(unknown!.status).toBe(404);
      expect(known!.body).toEqual(unknown!.body);
      expect(knownWork).toEqual(unknownWork);
    },
  );

  it("the guest's own phone finds it", async () => {
    const found = await retrieve({ confirmationNum: number, phone_number: guest.phone });
    expect(found.status).toBe(200);
    expect(found.body.reservation.number).toBe(number);
  });
});
