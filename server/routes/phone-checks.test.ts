/**
 * A code is texted only to a number that can receive a text here (server/notify/text-reach): the details step asks
 * POST /phone-checks first, and POST /sessions re-checks, never texting a landline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, ENGINES, type Harness } from '../testing/harness';

describe.each(ENGINES)('whether a code can be texted to a number, on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine, { env: { SMS_COUNTRIES: 'NL,BE,DE,GB' } });
  });
  afterAll(async () => h?.close());

  it.each([
    ['a Dutch mobile', '06 1234 5678', '+31612345678', true],
    ['a Dutch landline', '020 123 4567', '+31201234567', false],
    ['a British mobile (GB texted to)', '+44 7400 123456', '+447400123456', true],
    ['a British landline', '+44 20 7123 4567', '+442071234567', false],
    ['a Belgian mobile', '+32 470 12 34 56', '+32470123456', true],
    ['a US number (a country not texted to)', '+1 212 555 0123', '+12125550123', false],
  ])('POST /phone-checks: %s (%s) is %s, textable %s', async (_name, typed, e164, textable) => {
    const checked = await h.request('POST', '/phone-checks', { body: { phone_number: typed } });
    expect(checked).toMatchObject({ status: 200, body: { phone_number: e164, textable } });
  });

  it('POST /phone-checks: an invalid number is 400 invalid_request on the phone field', async () => {
    const checked = await h.request('POST', '/phone-checks', { body: { phone_number: '020 123 456' } });
    expect(checked).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', field: 'phone_number' },
    });
  });

  it('POST /sessions never texts a landline: 400 phone_not_textable, nothing sent; by e-mail the code goes', async () => {
    const guest = {
      first_name: 'Lies',
      last_name: 'Vast',
      phone_number: '020 123 4567',
      email: 'vast@example.nl',
    };
    await h.request('POST', '/users', { body: guest });
    const before = h.sent.length;
    const bySms = await h.request('POST', '/sessions', { body: { phone_number: guest.phone_number } });
    expect(bySms).toMatchObject({
      status: 400,
      body: { error: 'phone_not_textable', field: 'phone_number', message: expect.any(String) },
    });
    expect(h.sent.length).toBe(before);
    const byEmail = await h.request('POST', '/sessions', { body: { email: guest.email, channel: 'email' } });
    expect(byEmail).toMatchObject({ status: 200, body: { channel: 'email' } });
    expect(h.sent.at(-1)).toMatchObject({ kind: 'otp_code', channel: 'email', to: guest.email });
  });

  it('POST /sessions texts a British mobile where GB is texted to', async () => {
    const guest = {
      first_name: 'Amy',
      last_name: 'Smith',
      phone_number: '+447400123456',
      email: 'amy@example.co.uk',
    };
    await h.request('POST', '/users', { body: guest });
    const bySms = await h.request('POST', '/sessions', { body: { phone_number: guest.phone_number } });
    expect(bySms).toMatchObject({ status: 200, body: { channel: 'sms' } });
    expect(h.sent.at(-1)).toMatchObject({ kind: 'otp_code', channel: 'sms', to: '+447400123456' });
  });
});
