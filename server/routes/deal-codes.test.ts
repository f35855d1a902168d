/** A deal code is checked when the flow opens: the booking call's answers, before any typing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  createHarness,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
  ENGINES,
} from '../testing/harness';

describe.each(ENGINES)('GET /deal-codes/{code}: can this code still book? On %s', (engine) => {
  let h: Harness;
  let known: string;
  let used: string;
  beforeAll(async () => {
    h = await createHarness(engine);
    const codes = (await h.db.query<{ code: string }>('select code from deal_codes order by code limit 2'))
      .rows;
    known = codes[0]!.code;
    used = codes[1]!.code;
    const token = await signIn(h, { phone: '+31612349003', email: 'deal@example.nl' });
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody({ email: 'deal@example.nl', phone_number: '+31612349003' }),
    });
    await h.db.query(`insert into deal_code_uses (code, reservation_id, used_at) values ($1, $2, now())`, [
      used,
      booked.body.reservation.id,
    ]);
  });
  afterAll(async () => h?.close());

  it.each([
    ['a code handed out and not used', () => known, 200, undefined],
    ['the same code in lower case', () => known.toLowerCase(), 200, undefined],
    ['a used code', () => used, 409, 'dealCodeUsed'],
    ['an unknown code', () => 'NOSUCHCODE1', 422, 'dealCodeInvalid'],
    ['a malformed code', () => 'a!', 400, 'dealCodeInvalid'],
  ])('%s', async (_name, code, status, key) => {
    const answer = await h.request('GET', `/deal-codes/${encodeURIComponent(code())}`);
    expect(answer.status).toBe(status);
    if (key) expect(answer.body.key).toBe(key);
  });

  it('guessing codes meets the unknown-lookup limit', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 12; guess += 1)
      statuses.push(
        (
          await h.request('GET', `/deal-codes/GUESS${guess}ABC`, {
            headers: { 'x-test-client-ip': '10.9.9.9' },
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
