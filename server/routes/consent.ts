/**
 * Consent to offers and news (docs/privacy.md, server/domain/consent.ts):
 * - GET and PATCH /users/me/consents: the signed-in guest reads their answer with its record, and gives or withdraws it;
 * - /consent/withdraw/{token}: the link under every e-mail to a subscribed guest, without signing in. Opening it asks
 *   first (a mail scanner that follows links must not withdraw anyone's consent); its one button withdraws. The same
 *   address takes the one-click POST of mail apps (RFC 8058, the List-Unsubscribe-Post header).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Language } from '../../shared/constants';
import { ConsentsAnswerSchema, ConsentsBodySchema, type ConsentsAnswer } from '../../shared/api/consent';
import { guestOfConsentLink, recordConsent } from '../db/consents';
import { callerOf, type AppDeps } from '../deps';
import { consentByTick, consentsAnswer } from '../domain/consent';
import { hashToken } from '../domain/tokens';
import { requireSession } from '../http/auth';
import { parseBody } from '../http/parse';
import { LINK_TOKEN, postButton, SMALL_PAGE_HEADERS, smallPage, unknownLinkPage } from '../http/small-page';
import { escapeHtml } from '../notify/html.js';
import { describeRoute, fileAnswer, jsonAnswer, type RouteDescription } from '../openapi-describe';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

interface PageWords {
  title: string;
  ask(email: string): string;
  stop: string;
  done(email: string): string;
  again: string;
  unknown: string;
}

/** The withdrawal page's words; `ask` and `stop` are also what the record keeps as the words shown. */
const PAGE_WORDS: Record<Language, PageWords> = {
  en: {
    title: 'Offers and news',
    ask: (email) => `You get offers and news from us at ${email}. Would you rather not?`,
    stop: 'Stop offers and news',
    done: (email) => `Done: no more offers and news to ${email}.`,
    again: 'Changed your mind? Tick "Send me offers and news" in your profile or with your next reservation.',
    unknown: 'This link does not work. Open the link in your latest e-mail from us.',
  },
  nl: {
    title: 'Aanbiedingen en nieuws',
    ask: (email) => `Je krijgt aanbiedingen en nieuws van ons op ${email}. Wil je die liever niet meer?`,
    stop: 'Aanbiedingen en nieuws uitzetten',
    done: (email) => `Klaar: geen aanbiedingen en nieuws meer naar ${email}.`,
    again:
      'Toch weer graag? Vink "Stuur mij aanbiedingen en nieuws" aan in je profiel of bij je volgende reservering.',
    unknown: 'Deze link werkt niet. Open de link in je laatste e-mail van ons.',
  },
};

const LinkParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(LINK_TOKEN), v.description("The e-mail's withdrawal token")),
});
const UNKNOWN_LINK = fileAnswer(
  'A token no e-mail has: the link does not work, said in English and Dutch',
  'text/html',
);

const ASK_WITHDRAWAL: RouteDescription = {
  operationId: 'askOffersWithdrawal',
  tags: ['Guests'],
  summary: 'The withdrawal page of offers and news',
  description:
    "An HTML page in the guest's language asking whether to stop offers and news, with a button that POSTs the " +
    "same address; opening it changes nothing (mail scanners open links). The token is the e-mail's own, 256 " +
    'random bits; unknown is a 404 page.',
  params: LinkParamsSchema,
  answers: {
    200: fileAnswer('The question, or that offers and news are stopped already', 'text/html'),
    404: UNKNOWN_LINK,
  },
};

const WITHDRAW: RouteDescription = {
  operationId: 'withdrawOffers',
  tags: ['Guests'],
  summary: 'Stop offers and news',
  description:
    "Withdraws the guest's consent to offers and news, recorded with the page's words (source email_link). Mail " +
    'apps POST here in one click (RFC 8058: List-Unsubscribe-Post, body List-Unsubscribe=One-Click). Again changes ' +
    'nothing.',
  params: LinkParamsSchema,
  answers: { 200: fileAnswer('That offers and news are stopped', 'text/html'), 404: UNKNOWN_LINK },
};

const GET_CONSENTS: RouteDescription = {
  operationId: 'getMyConsents',
  tags: ['Guests'],
  summary: 'My consent to offers and news',
  description:
    'Whether the signed-in guest gets offers and news, and its record: each time it was given or withdrawn, when, ' +
    'where (booking, profile, email_link) and the words shown.',
  security: 'token',
  answers: { 200: jsonAnswer('The answer and its record', ConsentsAnswerSchema) },
  errors: [401, 403],
};

const PATCH_CONSENTS: RouteDescription = {
  operationId: 'setMyConsents',
  tags: ['Guests'],
  summary: 'Give or withdraw my consent to offers and news',
  description:
    'Sets the answer; a change is recorded with the words "Send me offers and news" in `language` (source profile). ' +
    'The same answer again records nothing.',
  security: 'token',
  body: { name: 'ConsentsBody', schema: ConsentsBodySchema },
  answers: { 200: jsonAnswer('The answer and its record', ConsentsAnswerSchema) },
  errors: [400, 401, 403, 413, 415],
};

/** GET and PATCH /users/me/consents. */
export function guestConsentRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.get('/me/consents', describeRoute(GET_CONSENTS), async (c) => {
    const { user } = requireSession(await callerOf(c, deps));
    return c.json(await consentsAnswer(deps.db, user.id, user.subscribed), 200, NO_STORE);
  });

  routes.patch('/me/consents', describeRoute(PATCH_CONSENTS), async (c) => {
    const { user } = requireSession(await callerOf(c, deps));
    const body = await parseBody(c, ConsentsBodySchema);
    const answer = await deps.db.transaction(async (tx): Promise<ConsentsAnswer> => {
      const tick = {
        userId: user.id,
        given: body.offers_and_news,
        language: body.language,
        source: 'profile',
      } as const;
      // Changed or already so, the answer is now the one sent.
      await consentByTick(tx, tick, deps.now());
      return consentsAnswer(tx, user.id, body.offers_and_news);
    });
    return c.json(answer, 200, NO_STORE);
  });

  return routes;
}

/** /consent/withdraw/{token}: the page of an e-mail's link, and its button (or a mail app's one click). */
export function consentLinkRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  const guestOf = async (token: string) =>
    LINK_TOKEN.test(token) ? guestOfConsentLink(deps.db, hashToken(token)) : undefined;

  const unknownPage = () => unknownLinkPage(PAGE_WORDS);

  const donePage = (language: Language, email: string) => {
    const t = PAGE_WORDS[language];
    return smallPage(language, t.title, `<p>${escapeHtml(t.done(email))}</p><p>${escapeHtml(t.again)}</p>`);
  };

  routes.get('/withdraw/:token', describeRoute(ASK_WITHDRAWAL), async (c) => {
    const guest = await guestOf(c.req.param('token'));
    if (!guest) return c.body(unknownPage(), 404, SMALL_PAGE_HEADERS);
    const email = guest.email ?? '';
    if (!guest.subscribed) return c.body(donePage(guest.language, email), 200, SMALL_PAGE_HEADERS);
    const t = PAGE_WORDS[guest.language];
    const body = `<p>${escapeHtml(t.ask(email))}</p>${postButton(t.stop)}`;
    return c.body(smallPage(guest.language, t.title, body), 200, SMALL_PAGE_HEADERS);
  });

  routes.post('/withdraw/:token', describeRoute(WITHDRAW), async (c) => {
    const guest = await guestOf(c.req.param('token'));
    if (!guest) return c.body(unknownPage(), 404, SMALL_PAGE_HEADERS);
    const t = PAGE_WORDS[guest.language];
    const email = guest.email ?? '';
    await deps.db.transaction((tx) =>
      recordConsent(
        tx,
        {
          userId: guest.id,
          given: false,
          words: `${t.ask(email)} ${t.stop}`,
          language: guest.language,
          source: 'email_link',
        },
        deps.now(),
      ),
    );
    return c.body(donePage(guest.language, email), 200, SMALL_PAGE_HEADERS);
  });

  return routes;
}
