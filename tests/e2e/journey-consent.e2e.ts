/**
 * Consent to offers and news (docs/privacy.md), in Chromium: a guest books through the demo host page with "Send me
 * offers and news" ticked; the confirmation e-mail ends with a link that withdraws it. Opened, the link's page asks
 * once and its one button withdraws. In her profile, reached in the same widget, the same tick now stands unticked,
 * saying since when, and one click gives it again, saved at once. Her downloaded data keeps all three, each with the
 * words she read. nl at 360 px, en at 1280 px; axe on the widget's profile and on the link's page.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  approveAndConfirm,
  chooseOnFilter,
  escapeRegExp,
  firstDayButton,
  latestMessage,
  listSites,
  newGuest,
  openDemo,
  reservationNumber,
  UI,
  waitForSteadyFrame,
} from './journey-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';

/** What the guest reads, written from the promise (the words live in shared/people/consent.ts and beside). */
const WORDS = {
  nl: {
    tick: 'Stuur mij aanbiedingen en nieuws',
    newReservation: 'Nieuwe reservering',
    manage: 'Bestaande reservering wijzigen of annuleren',
    details: 'Je gegevens',
    download: 'Mijn gegevens downloaden',
    footer: 'Je krijgt aanbiedingen en nieuws van ons omdat je daarom vroeg. Liever niet?',
    title: 'Aanbiedingen en nieuws',
    ask: (email: string) =>
      `Je krijgt aanbiedingen en nieuws van ons op ${email}. Wil je die liever niet meer?`,
    stop: 'Aanbiedingen en nieuws uitzetten',
    done: (email: string) => `Klaar: geen aanbiedingen en nieuws meer naar ${email}.`,
    saidNo: /^Je zei nee op \w+dag \d+ \w+\.$/,
    savedYes: 'Opgeslagen: we sturen je aanbiedingen en nieuws.',
    saidYes: /^Je zei ja op \w+dag \d+ \w+\. Vink het vakje uit om ze meteen te stoppen\.$/,
  },
  en: {
    tick: 'Send me offers and news',
    newReservation: 'New reservation',
    manage: 'Change or cancel existing reservation',
    details: 'Your details',
    download: 'Download my data',
    footer: 'You get offers and news from us because you asked for them. Rather not?',
    title: 'Offers and news',
    ask: (email: string) => `You get offers and news from us at ${email}. Would you rather not?`,
    stop: 'Stop offers and news',
    done: (email: string) => `Done: no more offers and news to ${email}.`,
    saidNo: /^You said no on \w+day \d+ \w+\.$/,
    savedYes: 'Saved: we send you offers and news.',
    saidYes: /^You said yes on \w+day \d+ \w+\. Untick the box to stop them at once\.$/,
  },
} as const;

describe('consent to offers and news: given with a booking, withdrawn from the e-mail, given again in the profile', () => {
  const { widgetUrl, demoUrl } = workerServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each([
    ['nl', PHONE, 'phone'],
    ['en', DESKTOP, 'desktop'],
  ] as const)('%s at %s px', async (lang, viewport, size) => {
    const words = WORDS[lang];
    const ui = UI[lang];
    const amsterdam = (await listSites(widgetUrl)).find((site) => site.id === AMSTERDAM)!;
    const guest = newGuest(`consent-${lang}`);
    const { context, page } = await newPage(browser, viewport);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The booking, with the tick.
    const frame = await openDemo(page, demoUrl, `/?lang=${lang}`);
    const actions = new ActionCounter();
    await frame.getByRole('button', { name: firstDayButton(lang) }).click();
    await chooseOnFilter(frame, actions, { siteName: amsterdam.name, lang });
    await frame.getByLabel(ui.first, { exact: true }).fill(guest.first);
    await frame.getByLabel(ui.last, { exact: true }).fill(guest.last);
    await frame.getByLabel(ui.phone, { exact: true }).fill(guest.phone.replace('+316', '06 '));
    await frame.getByLabel(ui.email, { exact: true }).fill(guest.email);
    await frame.getByLabel(words.tick, { exact: true }).check();
    await waitForSteadyFrame(frame);
    await actions.click(frame.getByRole('button', { name: ui.continue, exact: true }));
    await approveAndConfirm(frame, actions, widgetUrl, guest, lang);
    const number = await reservationNumber(frame, lang);

    // The confirmation ends with the withdrawal, its link the e-mail's own.
    const mail = await latestMessage(widgetUrl, guest.email, 'booking_confirmed');
    const footer = new RegExp(
      `${escapeRegExp(words.footer)} (http\\S+/api/consent/withdraw/[A-Za-z0-9_-]{43})$`,
    );
    expect(mail.text).toMatch(footer);
    const link = footer.exec(mail.text)![1]!;

    // The link's page asks once; its one button withdraws.
    const mailPage = await context.newPage();
    await mailPage.goto(link);
    await expect(mailPage.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(words.title);
    await expect(mailPage.locator('main p').first().textContent()).resolves.toBe(words.ask(guest.email));
    await injectAxe(mailPage);
    expect(await seriousViolations(mailPage)).toEqual([]);
    await screenshot(mailPage, `consent-link-${lang}-${size}`, { fullPage: false });
    await mailPage.getByRole('button', { name: words.stop }).click();
    await expect(mailPage.locator('main p').first().textContent()).resolves.toBe(words.done(guest.email));
    await screenshot(mailPage, `consent-link-done-${lang}-${size}`, { fullPage: false });

    // In her profile, reached in the widget she booked in (still signed in by the booking's code): the same words,
    // unticked since today; one click gives it again, saved at once.
    // By keyboard, as many guests go: a click aimed while the host still resizes the frame can land beside its target.
    await frame.getByRole('button', { name: words.newReservation }).press('Enter');
    await frame.getByRole('button', { name: words.manage }).press('Enter');
    await frame.getByText(number, { exact: false }).first().waitFor();
    await frame.getByRole('link', { name: words.details }).press('Enter');
    await frame.getByRole('heading', { name: words.details, level: 1 }).waitFor();
    const section = frame.getByRole('region', { name: words.title });
    const box = section.getByLabel(words.tick, { exact: true });
    await section.locator('#consent-since').waitFor();
    await expect(section.locator('#consent-since').textContent()).resolves.toMatch(words.saidNo);
    await expect(box.isChecked()).resolves.toBe(false);
    await box.focus();
    await box.press('Space');
    await expect.poll(() => section.getByRole('status').textContent()).toBe(words.savedYes);
    await expect(section.locator('#consent-since').textContent()).resolves.toMatch(words.saidYes);
    await expect(box.isChecked()).resolves.toBe(true);
    const widget = page.frames().find((candidate) => candidate.url().startsWith(widgetUrl))!;
    expect(await seriousViolations(widget)).toEqual([]);
    await waitForSteadyFrame(frame);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `consent-profile-${lang}-${size}`, { fullPage: false });

    // Her copy of her data keeps the record: the booking's tick, the link's withdrawal and the profile's yes, each
    // with the words she read.
    const download = page.waitForEvent('download');
    await frame.getByRole('button', { name: words.download }).click();
    const data = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as {
      consents: {
        offers_and_news: {
          given: boolean;
          records: Array<{ source: string; given: boolean; words: string }>;
        };
      };
    };
    expect(data.consents.offers_and_news.given).toBe(true);
    expect(
      data.consents.offers_and_news.records.map(({ source, given, words: shown }) => [source, given, shown]),
    ).toEqual([
      ['booking', true, words.tick],
      ['email_link', false, `${words.ask(guest.email)} ${words.stop}`],
      ['profile', true, words.tick],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
