/**
 * The reminder e-mail's opt-out link: /api/reminders/opt-out/{token}, without signing in. The token is
 * the reminder's own (256 random bits, stored hashed), so the link cannot be guessed. Opening it asks first (a mail
 * scanner that follows links must not opt anyone out); the button stops reminders to the booking's e-mail address
 * and phone number, for every booking: a guest who asks means all of them. Answered as a small page in the guest's
 * language.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Language } from '../../shared/constants';
import { guestOfOptOut, optOut, type OptOutGuest } from '../db/reminders';
import type { AppDeps } from '../deps';
import { hashToken } from '../domain/tokens';
import { escapeHtml } from '../notify/html.js';
import { LINK_TOKEN, postButton, SMALL_PAGE_HEADERS, smallPage, unknownLinkPage } from '../http/small-page';
import { describeRoute, fileAnswer, type RouteDescription } from '../openapi-describe';

interface PageWords {
  title: string;
  ask(contacts: string): string;
  stop: string;
  done(contacts: string): string;
  still: string;
  unknown: string;
  and: string;
}

const PAGE_WORDS: Record<Language, PageWords> = {
  en: {
    title: 'Reminders',
    ask: (contacts) =>
      `The day before a reservation we send a reminder to ${contacts}. Would you rather not get them?`,
    stop: 'Stop reminders',
    done: (contacts) => `Done: no more reminders to ${contacts}.`,
    still: 'Confirmations, changes and cancellations of your reservations still reach you.',
    unknown: 'This link does not work. Open the link in your latest reminder e-mail.',
    and: 'and',
  },
  nl: {
    title: 'Herinneringen',
    ask: (contacts) =>
      `Een dag voor een reservering sturen we een herinnering naar ${contacts}. Wil je die liever niet meer krijgen?`,
    stop: 'Herinneringen uitzetten',
    done: (contacts) => `Klaar: geen herinneringen meer naar ${contacts}.`,
    still: 'Bevestigingen, wijzigingen en annuleringen van je reserveringen krijg je nog wel.',
    unknown: 'Deze link werkt niet. Open de link in je laatste herinneringsmail.',
    and: 'en',
  },
};

/** The contacts of a guest in words: 'anna@example.nl and +31612345678'. */
const contactsOf = (guest: OptOutGuest, t: PageWords) =>
  [guest.email, guest.phone_number].filter(Boolean).join(` ${t.and} `);

const OptOutParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(LINK_TOKEN), v.description("The reminder's opt-out token")),
});
const UNKNOWN_LINK = fileAnswer(
  'A token no reminder has: the link does not work, said in English and Dutch',
  'text/html',
);

const ASK_OPT_OUT: RouteDescription = {
  operationId: 'askReminderOptOut',
  tags: ['Reminders'],
  summary: 'The opt-out page of a reminder',
  description:
    "An HTML page in the guest's language asking whether to stop reminders to the booking's e-mail address " +
    'and phone number, with a button that POSTs the same address; opening it changes nothing (mail scanners ' +
    "open links). The token is the reminder e-mail's own, 256 random bits; unknown is a 404 page.",
  params: OptOutParamsSchema,
  answers: {
    200: fileAnswer('The question, or that reminders are stopped already', 'text/html'),
    404: UNKNOWN_LINK,
  },
};

const OPT_OUT: RouteDescription = {
  operationId: 'optOutOfReminders',
  tags: ['Reminders'],
  summary: 'Stop reminders to a guest',
  description:
    "No more reminders to the booking's e-mail address and phone number, for every booking of them; " +
    'confirmations, changes and cancellations still go out. Again changes nothing.',
  params: OptOutParamsSchema,
  answers: { 200: fileAnswer('That reminders are stopped', 'text/html'), 404: UNKNOWN_LINK },
};

export function reminderRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  /** The guest of the link, or undefined for a token that is malformed or no reminder's. */
  const guestOf = async (token: string) =>
    LINK_TOKEN.test(token) ? guestOfOptOut(deps.db, hashToken(token)) : undefined;

  const unknownPage = () => unknownLinkPage(PAGE_WORDS);

  routes.get('/opt-out/:token', describeRoute(ASK_OPT_OUT), async (c) => {
    const guest = await guestOf(c.req.param('token'));
    if (!guest) return c.body(unknownPage(), 404, SMALL_PAGE_HEADERS);
    const t = PAGE_WORDS[guest.language];
    const body = guest.opted_out
      ? `<p>${escapeHtml(t.done(contactsOf(guest, t)))}</p><p>${escapeHtml(t.still)}</p>`
      : `<p>${escapeHtml(t.ask(contactsOf(guest, t)))}</p>${postButton(t.stop)}`;
    return c.body(smallPage(guest.language, t.title, body), 200, SMALL_PAGE_HEADERS);
  });

  routes.post('/opt-out/:token', describeRoute(OPT_OUT), async (c) => {
    const guest = await guestOf(c.req.param('token'));
    if (!guest) return c.body(unknownPage(), 404, SMALL_PAGE_HEADERS);
    await optOut(deps.db, [guest.email, guest.phone_number], deps.now());
    const t = PAGE_WORDS[guest.language];
    return c.body(
      smallPage(
        guest.language,
        t.title,
        `<p>${escapeHtml(t.done(contactsOf(guest, t)))}</p><p>${escapeHtml(t.still)}</p>`,
      ),
      200,
      SMALL_PAGE_HEADERS,
    );
  });

  return routes;
}
