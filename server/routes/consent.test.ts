/**
 * Consent to offers and news is kept with its time and the words shown, and withdrawing it is one click away
 * (docs/privacy.md): the booking's tick from a guest a code proved, the profile's switch, and the link under every
 * e-mail to a subscribed guest (its page asks first; a mail app's RFC 8058 POST withdraws at once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERS_CONSENT_WORDS } from '../../shared/people/consent';
import {
  bookingBody,
  createHarness,
  ENGINES,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';

describe.each(ENGINES)('consent to offers and news on %s', (engine) => {
  let h: Harness;
  let token: string;
  const guest = { first_name: 'Fenna', email: 'fenna@consent.example', phone: '+31611223344' };

  const consents = async () => {
    const answer = await h.request('GET', '/users/me/consents', { token });
    expect(answer.status).toBe(200);
    return answer.body.offers_and_news as { given: boolean; records: Array<Record<string, unknown>> };
  };
  const storedAnswer = async () =>
    (
      await h.db.query<{ subscribed: boolean }>('select subscribed from users where email = $1', [
        guest.email,
      ])
    ).rows[0]?.subscribed;
  const mailsTo = (email: string) => h.sent.filter((n) => n.channel === 'email' && n.to === email);
  const linkOf = (url: string | undefined) => new URL(url ?? '').pathname.replace(/^\/api/, '');
  const book = async (date: string, subscribed: boolean, language = 'nl') => {
    const answer = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody({ email: guest.email, phone_number: guest.phone, date, subscribed, language }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  };

  beforeAll(async () => {
    h = await createHarness(engine);
    // A sign-up may carry the tick (the user form has it), but nobody has proven the address yet.
    await h.request('POST', '/users', {
      body: {
        first_name: 'Fenna',
        last_name: 'Smit',
        phone_number: guest.phone,
        email: guest.email,
        subscribed: true,
      },
    });
    token = await signIn(h, guest);
  });
  afterAll(async () => h?.close());

  it("a sign-up's tick is not consent: nothing is given before a code proves the guest", async () => {
    expect(await storedAnswer()).toBe(false);
    expect(await consents()).toEqual({ given: false, records: [] });
    // No e-mail so far offers a withdrawal of what was never given.
    expect(mailsTo(guest.email).every((n) => !('offersOptOutUrl' in n && n.offersOptOutUrl))).toBe(true);
  });

  it("the booking's tick is recorded with its time and the words shown, in the booking's language", async () => {
    await book('2026-11-10', false);
    expect((await consents()).records).toEqual([]);
    await book('2026-11-11', true);
    expect(await consents()).toEqual({
      given: true,
      records: [
        {
          given: true,
          at: new Date(h.clock.now).toISOString(),
          source: 'booking',
          words: OFFERS_CONSENT_WORDS.nl,
          language: 'nl',
        },
      ],
    });
    // Ticked again with a later booking: the answer stands, nothing new to record.
    await book('2026-11-12', true, 'en');
    expect((await consents()).records).toHaveLength(1);
  });

  it('every e-mail to a subscribed guest carries a withdrawal link of its own; a text message does not', async () => {
    const confirmations = mailsTo(guest.email).filter((n) => n.kind === 'booking_confirmed');
    const links = confirmations.map((n) => ('offersOptOutUrl' in n ? n.offersOptOutUrl : undefined));
    // The first booking's confirmation went out before the tick; the tick's own confirmation has the link.
    expect(links[0]).toBeUndefined();
    expect(links[1]).toMatch(/^http:\/\/widget\.test\/api\/consent\/withdraw\/[A-Za-z0-9_-]{43}$/);
    expect(links[2]).toMatch(/\/api\/consent\/withdraw\//);
    expect(links[2]).not.toBe(links[1]);
    const texts = h.sent.filter((n) => n.channel === 'sms' && n.to === guest.phone);
    expect(texts.every((n) => !('offersOptOutUrl' in n && n.offersOptOutUrl))).toBe(true);
  });

  it('the link asks first: opening it (as a mail scanner would) changes nothing', async () => {
    const url = [...mailsTo(guest.email)].reverse().find((n) => 'offersOptOutUrl' in n && n.offersOptOutUrl);
    const path = linkOf(url && 'offersOptOutUrl' in url ? url.offersOptOutUrl : undefined);
    const page = await h.request('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    // The guest's language is the account's (the sign-up's default, English here).
    expect(page.body).toContain(`You get offers and news from us at ${guest.email}. Would you rather not?`);
    expect(page.body).toContain('<button type="submit"');
    expect(await storedAnswer()).toBe(true);
  });

  it("its one button withdraws, recorded with the page's words; pressing it again records nothing", async () => {
    const withLink = mailsTo(guest.email).filter((n) => 'offersOptOutUrl' in n && n.offersOptOutUrl);
    const first = withLink[0]!;
    const path = linkOf('offersOptOutUrl' in first ? first.offersOptOutUrl : undefined);
    h.clock.now += 60_000;
    const done = await h.request('POST', path);
    expect(done.status).toBe(200);
    expect(done.body).toContain(`Done: no more offers and news to ${guest.email}.`);
    expect(await storedAnswer()).toBe(false);
    const after = await consents();
    expect(after.given).toBe(false);
    expect(after.records.at(-1)).toEqual({
      given: false,
      at: new Date(h.clock.now).toISOString(),
      source: 'email_link',
      words: `You get offers and news from us at ${guest.email}. Would you rather not? Stop offers and news`,
      language: 'en',
    });
    expect((await h.request('POST', path)).status).toBe(200);
    expect((await h.request('GET', path)).body).toContain('Done: no more offers and news');
    expect((await consents()).records).toHaveLength(2);
  });

  it('the profile gives and withdraws it in one request each, with the words in the language shown', async () => {
    const given = await h.request('PATCH', '/users/me/consents', {
      token,
      body: { offers_and_news: true, language: 'en' },
    });
    expect(given.status).toBe(200);
    expect(given.body.offers_and_news.given).toBe(true);
    expect(given.body.offers_and_news.records.at(-1)).toMatchObject({
      given: true,
      source: 'profile',
      words: OFFERS_CONSENT_WORDS.en,
      language: 'en',
    });
    // A mail app's one click (RFC 8058) on a later e-mail's link withdraws at once.
    await book('2026-11-13', false);
    const latest = mailsTo(guest.email).at(-1)!;
    const path = linkOf('offersOptOutUrl' in latest ? latest.offersOptOutUrl : undefined);
    const oneClick = await h.request('POST', path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(await storedAnswer()).toBe(false);
    const again = await h.request('PATCH', '/users/me/consents', {
      token,
      body: { offers_and_news: false, language: 'nl' },
    });
    expect(again.body.offers_and_news.records.map((r: { source: string }) => r.source)).toEqual([
      'booking',
      'email_link',
      'profile',
      'email_link',
    ]);
  });

  it.each([
    ['without a session', undefined, { offers_and_news: true, language: 'en' }, 401],
    ['without the language the words were shown in', 'token', { offers_and_news: true }, 400],
    ['with an answer that is not yes or no', 'token', { offers_and_news: 'yes', language: 'en' }, 400],
  ])('the profile refuses a change %s', async (_, withToken, body, status) => {
    const answer = await h.request('PATCH', '/users/me/consents', {
      ...(withToken ? { token } : {}),
      body,
    });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it.each([
    ['unknown', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'],
    ['malformed', 'not a token'],
  ])('an %s link is a page in both languages saying it does not work', async (_, tokenPart) => {
    for (const method of ['GET', 'POST'] as const) {
      const page = await h.request(method, `/consent/withdraw/${encodeURIComponent(tokenPart)}`);
      expect(page.status).toBe(404);
      expect(page.body).toContain('This link does not work.');
      expect(page.body).toContain('Deze link werkt niet.');
    }
  });

  it('"Download my data" gives the consents with their record', async () => {
    const data = await h.request('GET', '/users/me/data', { token });
    expect(data.body.consents.offers_and_news.given).toBe(false);
    expect(data.body.consents.offers_and_news.records).toHaveLength(4);
  });
});
