/**
 * A guest's own rights (docs/privacy.md), in Chromium through the demo host page: a guest who booked signs in by code
 * in the widget, opens her profile, downloads her data (the JSON holds her booking and profile) and deletes her
 * account after a confirmation that names her restaurant. Afterwards she is signed out and the account is gone: a
 * new code asked for her e-mail address sends the 'no_guest' message. nl at 360 px in full, en at 360 px shorter.
 * Axe on each screen; screenshots at 360 and 1280 px.
 */
import { readFileSync } from 'node:fs';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  apiReserve,
  apiSignIn,
  availableTimes,
  daysAhead,
  latestCode,
  latestMessage,
  listSites,
  newGuest,
  openDemo,
  waitForSteadyFrame,
} from './journey-helpers';
import { workerServer } from './server';

/** The words of the walk, from widget/routes/user/user-words.ts and the retrieve and list pages. */
const WORDS = {
  nl: {
    manage: 'Bestaande reservering wijzigen of annuleren',
    sendCode: 'Stuur me een code per sms',
    enterCode: 'Vul je code in',
    logIn: 'Inloggen',
    list: 'Je reserveringen',
    details: 'Je gegevens',
    download: 'Mijn gegevens downloaden',
    downloaded: 'Je gegevens zijn opgeslagen als tafel-my-data.json.',
    delete: 'Mijn account verwijderen',
    deleteTitle: 'Je account verwijderen?',
    keep: 'Mijn account houden',
    deleted: 'Je account is verwijderd',
    counts: '1 reservering geannuleerd, 1 reservering bewaard zonder je naam.',
  },
  en: {
    manage: 'Change or cancel existing reservation',
    sendCode: 'Send me a code by SMS',
    enterCode: 'Enter your code',
    logIn: 'Log in',
    list: 'Your reservations',
    details: 'Your details',
    download: 'Download my data',
    downloaded: 'Your data has been saved as tafel-my-data.json.',
    delete: 'Delete my account',
    deleteTitle: 'Delete your account?',
    keep: 'Keep my account',
    deleted: 'Your account is deleted',
    counts: '1 booking cancelled, 1 booking kept without your name.',
  },
} as const;

/** The widget's own frame inside the demo host page, for axe. */
const widgetFrameOf = (page: Page, widgetUrl: string) =>
  page.frames().find((candidate) => candidate.url().startsWith(widgetUrl))!;

/** Looks at the frame at both widths (360 px last), scrolled to what the step is about. */
async function bothWidths(page: Page, frame: FrameLocator, name: string, about = 'h1') {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await waitForSteadyFrame(frame);
    await frame.locator(about).first().scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${width}`, { fullPage: false });
  }
}

describe('a guest downloads her data and deletes her account', () => {
  let browser: Browser;
  const { widgetUrl, demoUrl } = workerServer();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each(['nl', 'en'] as const)(
    '%s, 360 px: the copy holds her booking and profile; erasure names her restaurant, then the account is gone',
    async (lang) => {
      const words = WORDS[lang];
      const her = newGuest(`rights-${lang}`);
      const token = await apiSignIn(widgetUrl, her);
      // One code per number per 30 s (server/domain/otp.ts): the widget's log-in asks after that wait.
      const codeWaitOver = Date.now() + 31_000;
      // A booking a week ahead (erasure cancels it, told to the restaurant).
      const site = (await listSites(widgetUrl))[0]!;
      const date = daysAhead(7);
      const time = (await availableTimes(widgetUrl, site.id, date, 2))[0]!;
      const booked = await apiReserve(widgetUrl, token, her, site.id, { date, time, party_size: 2 });

      const { context, page } = await newPage(browser, PHONE);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const frame = await openDemo(page, demoUrl, `/?lang=${lang}`);
      await frame.getByRole('button', { name: words.manage }).click();
      await frame.locator('#login-contact').fill(her.phone);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, codeWaitOver - Date.now())));
      const asked = Date.now() - 1000;
      await frame.getByRole('button', { name: words.sendCode }).click();
      await frame.getByRole('heading', { name: words.enterCode }).waitFor();
      await frame.locator('#otp').fill(await latestCode(widgetUrl, her.phone, asked));
      await frame.getByRole('button', { name: words.logIn }).click();
      await frame.getByRole('heading', { name: words.list }).waitFor();
      await waitForSteadyFrame(frame);
      await frame.getByRole('link', { name: words.details }).click();
      await frame.getByRole('heading', { name: words.details, level: 1 }).waitFor();

      // Download: the file the browser saves is her data, named as promised.
      await waitForSteadyFrame(frame);
      const download = page.waitForEvent('download');
      await frame.getByRole('button', { name: words.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('tafel-my-data.json');
      const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
        format: string;
        profile: { email: string; last_name: string } | null;
        bookings: { number: string; restaurant: string }[];
      };
      expect(data.format).toBe('tafel-guest-data');
      expect(data.profile).toMatchObject({ email: her.email, last_name: her.last });
      expect(data.bookings.map((booking) => booking.number)).toContain(booked.number);
      await frame.getByText(words.downloaded).waitFor();
      if (lang === 'nl') {
        expect(await seriousViolations(widgetFrameOf(page, widgetUrl))).toEqual([]);
        await bothWidths(page, frame, `rights-your-data-${lang}`, '.your-data');
      }

      // Delete: the confirmation names her restaurant before anything happens.
      await frame.getByRole('button', { name: words.delete }).click();
      const confirmation = frame.getByRole('region', { name: words.deleteTitle });
      await confirmation.waitFor();
      await expect(confirmation.locator('li').allTextContents()).resolves.toEqual([
        expect.stringContaining(site.name),
      ]);
      await expect(confirmation.locator('li').first().textContent()).resolves.toContain(time);
      expect(await seriousViolations(widgetFrameOf(page, widgetUrl))).toEqual([]);
      await bothWidths(page, frame, `rights-delete-confirm-${lang}`, '.your-data');
      if (lang === 'nl') {
        // Keeping the account changes nothing; asking again names her restaurant again.
        await frame.getByRole('button', { name: words.keep }).click();
        await frame.getByRole('button', { name: words.download }).waitFor();
        await frame.getByRole('button', { name: words.delete }).click();
        await confirmation.waitFor();
      }
      await confirmation.getByRole('button', { name: words.delete }).click();
      await frame.getByRole('heading', { name: words.deleted }).waitFor();
      await expect(frame.getByRole('status').first().textContent()).resolves.toBe(words.counts);
      expect(await seriousViolations(widgetFrameOf(page, widgetUrl))).toEqual([]);
      await bothWidths(page, frame, `rights-deleted-${lang}`);

      // The session ended with the account, and the account is gone: her number holds no guest any more.
      const me = await fetch(`${widgetUrl}/api/users/me`, { headers: { authorization: token } });
      expect(me.status).toBe(401);
      await fetch(`${widgetUrl}/api/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Her e-mail address: her number's code wait may not be over yet.
        body: JSON.stringify({ email: her.email }),
      });
      await expect(latestMessage(widgetUrl, her.email, 'no_guest')).resolves.toBeTruthy();
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
