/**
 * A contact is a guest's once a code sent to it was entered; until then it is what someone typed.
 * So a new guest who mistyped their phone or e-mail and corrects it on the code step gets the
 * next code at the corrected contact, while a guest who proved a contact is never changed by a sign-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, ENGINES, lastCode, signIn, type Harness } from '../testing/harness';

describe.each(ENGINES)('sign-up claims and proven contacts, on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => h?.close());

  let ip = 0;
  /** Each call from its own address: the per-address limits are not what these tests are about. */
  const from = () => ({ 'x-test-client-ip': `10.1.0.${(ip += 1)}` });
  const signUp = (phone: string, email: string) =>
    h.request('POST', '/users', {
      body: { first_name: 'Anna', last_name: 'Jansen', phone_number: phone, email },
      headers: from(),
    });
  const askCode = (body: Record<string, unknown>) =>
    h.request('POST', '/sessions', { body, headers: from() });
  const provenOf = async (email: string) =>
    (
      await h.db.query<{ email_proven_at: Date | null; phone_proven_at: Date | null }>(
        'select email_proven_at, phone_proven_at from users where email = $1',
        [email],
      )
    ).rows[0];

  it.each([
    ['the phone', ['0611140001', 'typo.phone@example.nl'], ['0611140002', 'typo.phone@example.nl'], 'phone'],
    ['the e-mail', ['0611140003', 'typo@exmaple.nl'], ['0611140003', 'typo@example.nl'], 'email'],
  ] as const)(
    'a new guest who corrects %s on the code step gets the code at the corrected contact, and signs in with it',
    async (_what, [phone, email], [fixedPhone, fixedEmail], by) => {
      await signUp(phone, email);
      expect((await askCode(by === 'phone' ? { phone_number: phone } : { email })).status).toBe(200);
      const again = await signUp(fixedPhone, fixedEmail);
      expect(again.status).toBe(200);
      const asked = await askCode(
        by === 'phone' ? { phone_number: fixedPhone } : { email: fixedEmail, channel: 'email' },
      );
      expect(asked.status).toBe(200);
      const to = by === 'phone' ? `+316${fixedPhone.slice(2)}` : fixedEmail;
      const checked = await h.request('PATCH', '/sessions/current', {
        token: asked.body.token,
        body: { code: lastCode(h, to) },
      });
      expect(checked.status).toBe(200);
      expect(checked.body.profile).toMatchObject({
        phone_number: `+316${fixedPhone.slice(2)}`,
        email: fixedEmail,
      });
    },
  );

  it('a guest who proved a contact is never changed by a sign-up with another phone; the new phone gets a guest of its own', async () => {
    await signIn(h, { phone: '0611140010', email: 'proven@example.nl' }, '10.2.0.1');
    expect((await signUp('0611140011', 'proven@example.nl')).status).toBe(200);
    // The code can reach the new phone (a guest of its own, without the proven e-mail).
    expect((await askCode({ phone_number: '0611140011' })).status).toBe(200);
    const rows = await h.db.query<{ email: string | null; phone_number: string }>(
      'select email, phone_number from users where phone_number in ($1, $2) order by phone_number',
      ['+31611140010', '+31611140011'],
    );
    expect(rows.rows).toEqual([
      { email: 'proven@example.nl', phone_number: '+31611140010' },
      { email: null, phone_number: '+31611140011' },
    ]);
  });

  it("a correction never takes another guest's contact", async () => {
    await signIn(h, { phone: '0611140020', email: 'holder2@example.nl' }, '10.2.0.2');
    await signUp('0611140021', 'newcomer@example.nl');
    // The newcomer types the other guest's e-mail: the other guest keeps it, the newcomer keeps theirs.
    expect((await signUp('0611140021', 'holder2@example.nl')).status).toBe(200);
    const rows = await h.db.query<{ email: string; phone_number: string }>(
      'select email, phone_number from users where phone_number in ($1, $2) order by phone_number',
      ['+31611140020', '+31611140021'],
    );
    expect(rows.rows).toEqual([
      { email: 'holder2@example.nl', phone_number: '+31611140020' },
      { email: 'newcomer@example.nl', phone_number: '+31611140021' },
    ]);
  });

  it('a sign-in code proves only the contact it went to', async () => {
    await signUp('0611140030', 'only.mail@example.nl');
    expect(await provenOf('only.mail@example.nl')).toEqual({ email_proven_at: null, phone_proven_at: null });
    const asked = await askCode({ email: 'only.mail@example.nl' });
    await h.request('PATCH', '/sessions/current', {
      token: asked.body.token,
      body: { code: lastCode(h, 'only.mail@example.nl') },
    });
    const proven = await provenOf('only.mail@example.nl');
    expect(proven?.email_proven_at).toBeInstanceOf(Date);
    expect(proven?.phone_proven_at).toBeNull();
  });
});
