/**
 * The booking's code step as a guest meets it: correcting the phone number sends the code
 * to the corrected number, an unchanged contact gets no second code, a refresh keeps the step and the code already
 * sent, a failed connection keeps the code typed, and a refused code request says what happened in en and nl.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { maskPhone } from '../../shared/people';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  apiSignUp,
  chooseOnFilter,
  codesSentTo,
  fillDetails,
  latestCode,
  listSites,
  newGuest,
  reservationNumber,
  UI,
  type Guest,
  type Lang,
  type SiteSummary,
} from './journey-helpers';
import { workerServer } from './server';

const CODE_STEP = { en: 'Enter your code', nl: 'Vul je code in' } as const;
const SENT_TO = {
  en: (to: string) => `We sent a 6-digit code to ${to}.`,
  nl: (to: string) => `We hebben een code van 6 cijfers gestuurd naar ${to}.`,
} as const;

describe('the booking code step', () => {
  let browser: Browser;
  let sites: SiteSummary[];
  const widgetUrl = () => workerServer().widgetUrl;
  beforeAll(async () => {
    browser = await launchBrowser();
    sites = await listSites(widgetUrl());
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** From the index page to the code step with `guest`'s details (a later day: the evening has tables too). */
  async function toCodeStep(page: Page, guest: Guest, lang: Lang = 'en'): Promise<void> {
    await page.goto(`${widgetUrl()}/?lang=${lang}`);
    await page.getByRole('button', { name: UI[lang].tomorrow }).click();
    await chooseOnFilter(page, new ActionCounter(), { siteName: sites[0]!.name, lang });
    await fillDetails(page, new ActionCounter(), guest, lang);
    await page.getByRole('button', { name: UI[lang].approve }).click();
    await page.getByRole('heading', { name: CODE_STEP[lang] }).waitFor();
  }
  const status = (page: Page) => page.locator('p[role=status]').first();
  const alert = (page: Page) => page.locator('#otp-error');

  it('a guest who typed another guest’s number corrects it: the code goes to their own number, which the page names', async () => {
    const stranger = newGuest('stranger');
    await apiSignUp(widgetUrl(), stranger);
    const guest = newGuest('corrects');
    const { context, page } = await newPage(browser, PHONE);
    await toCodeStep(page, { ...guest, phone: stranger.phone });
    await expect.poll(() => status(page).textContent()).toBe(SENT_TO.en(maskPhone(stranger.phone)));

    await page.getByRole('button', { name: 'Change e-mail or phone number' }).click();
    await page.getByLabel('Phone number', { exact: true }).fill(guest.phone);
    const asked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await expect.poll(() => status(page).textContent()).toBe(SENT_TO.en(maskPhone(guest.phone)));
    await screenshot(page, 'book-code-corrected-phone');
    await page.getByLabel('Code', { exact: true }).fill(await latestCode(widgetUrl(), guest.phone, asked));
    await reservationNumber(page);
    // The stranger got the one code the mistyped number asked, nothing after the correction.
    expect(await codesSentTo(widgetUrl(), stranger.phone)).toBe(1);
    await context.close();
  });

  it('back to the details changing only the e-mail: no second code, the same number named, the code already sent books', async () => {
    const guest = newGuest('same-phone');
    const { context, page } = await newPage(browser, PHONE);
    await toCodeStep(page, guest);
    const named = SENT_TO.en(maskPhone(guest.phone));
    await expect.poll(() => status(page).textContent()).toBe(named);
    const code = await latestCode(widgetUrl(), guest.phone);

    await page.getByRole('button', { name: 'Change e-mail or phone number' }).click();
    const corrected = guest.email.replace('anna.', 'anne.');
    await page.getByLabel('E-mail', { exact: true }).fill(corrected);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await expect.poll(() => status(page).textContent()).toBe(named);
    await page.getByLabel('Code', { exact: true }).fill(code);
    // The phone is known with the first address (sign-up kept it): the guest chooses the corrected one.
    await page.getByRole('button', { name: `Use ${corrected}` }).click();
    await reservationNumber(page);
    expect(await codesSentTo(widgetUrl(), guest.phone)).toBe(1);
    await context.close();
  });

  it('a refresh on the code step keeps the step and the code already sent books, with no second code asked', async () => {
    const guest = newGuest('refresh-code');
    const { context, page } = await newPage(browser, PHONE);
    await toCodeStep(page, guest);
    const named = SENT_TO.en(maskPhone(guest.phone));
    await expect.poll(() => status(page).textContent()).toBe(named);
    await page.reload();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await expect.poll(() => status(page).textContent()).toBe(named);
    await expect(alert(page).count()).resolves.toBe(0);
    await page.getByLabel('Code', { exact: true }).fill(await latestCode(widgetUrl(), guest.phone));
    await reservationNumber(page);
    expect(await codesSentTo(widgetUrl(), guest.phone)).toBe(1);
    await context.close();
  });

  it('a failed connection while checking keeps the code typed and says so; trying again books', async () => {
    const guest = newGuest('offline-code');
    const { context, page } = await newPage(browser, PHONE);
    await toCodeStep(page, guest);
    const code = await latestCode(widgetUrl(), guest.phone);
    const check = '**/api/sessions/current';
    await page.route(check, (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Code', { exact: true }).fill(code);
    await expect
      .poll(() => alert(page).textContent())
      .toBe('The connection failed, so your code was not checked. Check your connection and try again.');
    await expect(page.getByLabel('Code', { exact: true }).inputValue()).resolves.toBe(code);
    await screenshot(page, 'book-code-connection-failed');
    await page.unroute(check);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await reservationNumber(page);
    await context.close();
  });

  it('a failed connection while sending says so and Try again sends the code', async () => {
    const guest = newGuest('offline-send');
    const { context, page } = await newPage(browser, PHONE);
    const send = '**/api/sessions';
    await page.route(send, (route) => route.abort('internetdisconnected'));
    await toCodeStep(page, guest);
    await expect
      .poll(() => alert(page).textContent())
      .toBe('The connection failed, so we could not send your code. Check your connection and try again.');
    await page.unroute(send);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => status(page).textContent()).toBe(SENT_TO.en(maskPhone(guest.phone)));
    await page.getByLabel('Code', { exact: true }).fill(await latestCode(widgetUrl(), guest.phone));
    await reservationNumber(page);
    await context.close();
  });

  it.each([
    [
      'en',
      'Too many attempts. Please wait a moment and try again.',
      'We have not sent you a code yet. Ask for a code first.',
    ],
    [
      'nl',
      'Te veel pogingen. Wacht even en probeer het opnieuw.',
      'We hebben je nog geen code gestuurd. Vraag eerst een code aan.',
    ],
  ] as const)(
    '%s: a code request the server refuses (one per 30 s) says so, and a code typed then is not called a typing error',
    async (lang, refused, notSent) => {
      const guest = newGuest(`refused-${lang}`);
      await apiSignUp(widgetUrl(), guest);
      // A code asked for this number a moment ago (another tab): the server takes the next one after 30 s.
      const answer = await fetch(`${widgetUrl()}/api/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: guest.phone }),
      });
      expect(answer.status).toBe(200);
      const { context, page } = await newPage(browser, PHONE);
      await toCodeStep(page, guest, lang);
      await expect.poll(() => alert(page).textContent()).toBe(refused);
      await page.getByLabel('Code', { exact: true }).fill(await latestCode(widgetUrl(), guest.phone));
      await expect.poll(() => alert(page).textContent()).toBe(notSent);
      await screenshot(page, `book-code-refused-${lang}`);
      await context.close();
    },
  );
});
