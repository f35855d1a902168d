/**
 * A contact a guest signs in with changes only through a code sent to the new contact (server/domain/accounts.ts):
 * the phone number by a text to the new number, the e-mail address by a mail to the new address; the code proves only
 * that contact, in the session that asked; the guest's other sessions end with the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, ENGINES, lastCode, signIn, type Harness } from '../testing/harness';

/** A code that is not `code` (six digits). */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

let guests = 0;
/** A guest no other test uses. */
function freshGuest() {
  guests += 1;
  return { phone: `0611130${String(guests).padStart(3, '0')}`, email: `guest${guests}@example.nl` };
}

describe.each(ENGINES)('changing the phone number or e-mail address, on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => h?.close());

  const patch = (token: string, body: Record<string, unknown>) =>
    h.request('PATCH', '/users/me', { token, body });
  /** A second session of the same guest, once the code-send wait is over. */
  const secondSession = async (guest: { phone: string; email: string }) => {
    h.clock.now += 31_000;
    return signIn(h, guest, '10.0.0.2');
  };
  const phoneOf = async (token: string) =>
    (await h.request('GET', '/users/me', { token })).body.user.phone_number;

  it('a new phone number: a code texted to it, the number unchanged until the code is entered', async () => {
    const token = await signIn(h, { phone: '0611120001', email: 'mover@example.nl' });
    const pending = await patch(token, { phone_number: '06 1112 9001' });
    expect(pending).toMatchObject({
      status: 202,
      body: {
        pending_phone: '+31611129001',
        resend_after_seconds: 30,
        user: { phone_number: '+31611120001' },
      },
    });
    const sms = [...h.sent].reverse().find((n) => n.kind === 'otp_code' && n.to === '+31611129001');
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'phone_change' });
    expect(await phoneOf(token)).toBe('+31611120001');

    const code = lastCode(h, '+31611129001');
    const wrong = await patch(token, { phone_number: '+31611129001', code: otherThan(code) });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'wrong_code', field: 'code' } });
    expect(await phoneOf(token)).toBe('+31611120001');

    const done = await patch(token, { phone_number: '+31611129001', code });
    expect(done).toMatchObject({ status: 200, body: { user: { phone_number: '+31611129001' } } });
    expect(await phoneOf(token)).toBe('+31611129001');
  });

  it('the same number in another notation is no change: saved at once, no code', async () => {
    const token = await signIn(h, { phone: '0611120002', email: 'same@example.nl' });
    const sentBefore = h.sent.length;
    const same = await patch(token, { phone_number: '06 1112 0002', first_name: 'Kees' });
    expect(same).toMatchObject({
      status: 200,
      body: { user: { first_name: 'Kees', phone_number: '+31611120002' } },
    });
    expect(h.sent.length).toBe(sentBefore);
  });

  it.each([
    [
      "another guest's address: 409 email_taken, no code sent",
      { email: 'holder@example.nl' },
      { status: 409, error: 'email_taken', field: 'email' },
    ],
    [
      'the phone number and the e-mail address at once: 400 one_contact_at_a_time',
      { phone_number: '0611129003', email: 'both@example.nl' },
      { status: 400, error: 'one_contact_at_a_time', field: 'phone_number' },
    ],
    [
      'a code with no new contact: 400',
      { code: '123456' },
      { status: 400, error: 'invalid_request', field: 'email' },
    ],
  ])('%s', async (_name, body, refusal) => {
    h.clock.now += 31_000;
    await signIn(h, { phone: '0611120099', email: 'holder@example.nl' }, '10.0.0.3');
    const token = await signIn(h, freshGuest());
    const sentBefore = h.sent.length;
    const refused = await patch(token, body);
    expect(refused).toMatchObject({
      status: refusal.status,
      body: { error: refusal.error, field: refusal.field, message: expect.any(String) },
    });
    expect(h.sent.length).toBe(sentBefore);
  });

  /** Signs a guest in by a code texted to their phone: the number is then proven, theirs to keep. */
  const signInByText = async (guest: { phone: string; email: string }, ip: string) => {
    h.clock.now += 31_000;
    const headers = { 'x-test-client-ip': ip };
    await h.request('POST', '/users', {
      body: { first_name: 'Piet', last_name: 'Bakker', phone_number: guest.phone, email: guest.email },
      headers,
    });
    const asked = await h.request('POST', '/sessions', { body: { phone_number: guest.phone }, headers });
    const e164 = `+316${guest.phone.slice(2)}`;
    const checked = await h.request('PATCH', '/sessions/current', {
      token: asked.body.token,
      body: { code: lastCode(h, e164) },
    });
    expect(checked.status).toBe(200);
    return checked.body.token as string;
  };

  it('a number another guest proved stays theirs: 409 phone_taken, no code sent', async () => {
    await signInByText({ phone: '0611120098', email: 'proven.holder@example.nl' }, '10.0.0.4');
    const token = await signIn(h, freshGuest());
    const sentBefore = h.sent.length;
    const refused = await patch(token, { phone_number: '06 1112 0098' });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'phone_taken', field: 'phone_number', message: expect.any(String) },
    });
    expect(h.sent.length).toBe(sentBefore);
  });

  it("the guest's own number, unproven on another record: proven by a code texted to it, then hers; the other record lets go of it and its sessions end", async () => {
    // She once booked with this number and an old address, and confirmed by e-mail: the number sits there unproven.
    const old = { phone: '0611120097', email: 'old.address@example.nl' };
    const oldSession = await signIn(h, old, '10.0.0.5');
    const token = await signIn(h, freshGuest());
    const pending = await patch(token, { phone_number: '06 1112 0097' });
    expect(pending).toMatchObject({ status: 202, body: { pending_phone: '+31611120097' } });
    expect(await phoneOf(oldSession)).toBe('+31611120097');
    const done = await patch(token, { phone_number: '+31611120097', code: lastCode(h, '+31611120097') });
    expect(done).toMatchObject({ status: 200, body: { user: { phone_number: '+31611120097' } } });
    expect((await h.request('GET', '/users/me', { token: oldSession })).status).toBe(401);
    // Signing in by text now finds her.
    h.clock.now += 31_000;
    const asked = await h.request('POST', '/sessions', { body: { phone_number: '0611120097' } });
    const checked = await h.request('PATCH', '/sessions/current', {
      token: asked.body.token,
      body: { code: lastCode(h, '+31611120097') },
    });
    expect(checked.body.profile.id).toBe((await h.request('GET', '/users/me', { token })).body.user.id);
  });

  it.each([
    ['a Dutch landline', '020 123 4567', '+31201234567'],
    ['a mobile in a country codes are not texted to', '+1 202 555 0123', '+12025550123'],
  ])(
    'a number no text reaches here is a contact number: %s is saved at once, unproven, no code sent',
    async (_name, typed, e164) => {
      const guest = freshGuest();
      const token = await signIn(h, guest);
      const sentBefore = h.sent.length;
      const saved = await patch(token, { phone_number: typed });
      expect(saved).toMatchObject({ status: 200, body: { user: { phone_number: e164 } } });
      expect(h.sent.length).toBe(sentBefore);
      const [row] = (
        await h.db.query<{ phone_proven_at: Date | null }>(
          'select phone_proven_at from users where phone_number = $1',
          [e164],
        )
      ).rows;
      expect(row?.phone_proven_at).toBeNull();
    },
  );

  it('a code proves only the contact it was sent to, in the session that asked for it', async () => {
    const guest = freshGuest();
    const token = await signIn(h, guest);
    const otherSession = await secondSession(guest);
    await patch(token, { phone_number: '0611129004' });
    const code = lastCode(h, '+31611129004');
    // Another number with that code: no code was asked for it (told as a code that no longer works, the session
    // stays signed in).
    const expired = { status: 400, body: { error: 'code_expired', field: 'code' } };
    expect(await patch(token, { phone_number: '0611129005', code })).toMatchObject(expired);
    // The same guest's other session did not ask for it.
    expect(await patch(otherSession, { phone_number: '0611129004', code })).toMatchObject(expired);
    expect(await phoneOf(token)).toBe(`+316${guest.phone.slice(2)}`);
  });

  it.each([
    ['the phone number', { phone_number: '0611129006' }, '+31611129006'],
    ['the e-mail address', { email: 'moved.on@example.nl' }, 'moved.on@example.nl'],
  ])(
    'a change of %s ends the guest’s other sessions, not the one that made it',
    async (_name, body, contact) => {
      const guest = freshGuest();
      const token = await signIn(h, guest);
      const elsewhere = await secondSession(guest);
      expect((await h.request('GET', '/users/me', { token: elsewhere })).status).toBe(200);
      await patch(token, body);
      expect((await patch(token, { ...body, code: lastCode(h, contact) })).status).toBe(200);
      expect((await h.request('GET', '/users/me', { token })).status).toBe(200);
      expect((await h.request('GET', '/users/me', { token: elsewhere })).status).toBe(401);
    },
  );

  it('after the change the guest signs in with the new number, and the old one is no guest’s', async () => {
    const token = await signIn(h, { phone: '0611120004', email: 'newnumber@example.nl' });
    await patch(token, { phone_number: '0611129007' });
    await patch(token, { phone_number: '0611129007', code: lastCode(h, '+31611129007') });
    h.clock.now += 31_000;
    expect((await h.request('POST', '/sessions', { body: { phone_number: '0611129007' } })).status).toBe(200);
    expect((await h.request('POST', '/sessions', { body: { phone_number: '0611120004' } })).status).toBe(200);
    expect(h.sent.at(-1)).toMatchObject({ kind: 'no_guest', to: '+31611120004' });
  });
});

describe.each(ENGINES)('an e-mail-only set-up saves a new phone number unproven, on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine, { env: { NOTIFY: 'smtp', SMTP_URL: 'smtp://mail.test' } });
  });
  afterAll(async () => h?.close());

  it('no text can prove it, so it is a contact number: saved at once, unproven, nothing sent', async () => {
    const token = await signIn(h, { phone: '0611120005', email: 'mailonly@example.nl' });
    const sentBefore = h.sent.length;
    const saved = await h.request('PATCH', '/users/me', { token, body: { phone_number: '0611129008' } });
    expect(saved).toMatchObject({ status: 200, body: { user: { phone_number: '+31611129008' } } });
    expect(h.sent.length).toBe(sentBefore);
    // The number signs nobody in: a set-up that texts nothing refuses every code by SMS.
    const asked = await h.request('POST', '/sessions', { body: { phone_number: '0611129008' } });
    expect(asked).toMatchObject({ status: 400, body: { error: 'sms_unavailable' } });
  });
});
