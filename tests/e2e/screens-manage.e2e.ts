/**
 * Every screen after a booking, in both languages, on a phone and on a desktop: find,
 * the log-in code, the list, the change and its check, the cancel, the profile and the 404 page, each reached as
 * a guest reaches it. On each: no serious or critical axe violation, headings that start at h1 and never skip a
 * level, and on a Dutch screen no English word (texts, titles, button names); a screenshot of each for a person
 * to look at. Then the demo host page's overlay and inline embeds in a Dutch browser, and the inline embed opening
 * at its top.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { apiBook, apiSignIn, apiSignUp, latestCode, listSites, newGuest } from './journey-helpers';
import { ENGLISH, LANGUAGES_AND_WIDTHS, englishLines, lookAt } from './screen-checks';
import { workerServer } from './server';

const WORDS = {
  en: {
    sendCode: 'Send me a code by SMS',
    codeTitle: 'Enter your code',
    logIn: 'Log in',
    listTitle: 'Your reservations',
    change: 'Change',
    changeTitle: 'Change your reservation',
    next: 'Next',
    checkTitle: 'Check your changes',
    cancelTitle: 'Cancel your reservation',
    profile: 'Your details',
  },
  nl: {
    sendCode: 'Stuur me een code per sms',
    codeTitle: 'Vul je code in',
    logIn: 'Inloggen',
    listTitle: 'Je reserveringen',
    change: 'Wijzigen',
    changeTitle: 'Je reservering wijzigen',
    next: 'Verder',
    checkTitle: 'Controleer je wijzigingen',
    cancelTitle: 'Je reservering annuleren',
    profile: 'Je gegevens',
  },
} as const;

describe('every screen after a booking, in English and Dutch, at 360 and 1280 px', () => {
  let browser: Browser;
  let widgetUrl: string;
  let siteId: string;
  const inAWeek = addDays(todayDate(Date.now()), 7);
  beforeAll(async () => {
    browser = await launchBrowser();
    widgetUrl = workerServer().widgetUrl;
    // A restaurant the journeys do not book (the files of a worker share its server and its tables).
    siteId = (await listSites(widgetUrl)).at(-2)!.id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A guest with a booking, both made through the API; their session token, the booking's id and their uid. */
  async function guestWithABooking(tag: string): Promise<{ token: string; id: string; uid: string }> {
    const guest = { ...newGuest(tag), first: 'Sanne', last: `de Vries ${tag}` };
    const token = await apiSignIn(widgetUrl, guest);
    expect(
      await apiBook(widgetUrl, token, guest, siteId, { date: inAWeek, time: '18:00', party_size: 2 }),
    ).toBe(201);
    const mine = (await (
      await fetch(`${widgetUrl}/api/users/me/reservations`, { headers: { authorization: token } })
    ).json()) as { reservations: Array<{ id: string }> };
    const me = (await (
      await fetch(`${widgetUrl}/api/users/me`, { headers: { authorization: token } })
    ).json()) as {
      user: { id: string };
    };
    return { token, id: mine.reservations[0]!.id, uid: me.user.id };
  }

  it.each(LANGUAGES_AND_WIDTHS)(
    '%s at %s: find, code, list, change, check, cancel, profile, 404',
    async (lang, width, viewport) => {
      const words = WORDS[lang];
      const { token, id, uid } = await guestWithABooking(`screens-${lang}-${width}`);
      const { context, page } = await newPage(browser, viewport, {
        locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
      });
      const name = (screen: string) => `${screen}-${lang}-${width}`;

      await page.goto(`${widgetUrl}/reservations/retrieve?lang=${lang}`);
      await lookAt(page, lang, name('find'));

      // The log-in code, for a guest who has not asked one yet (one per 30 s): their list is empty.
      const newcomer = newGuest(`screens-login-${lang}-${width}`);
      await apiSignUp(widgetUrl, newcomer);
      await page.locator('#login-contact').fill(newcomer.phone);
      const asked = Date.now() - 1000;
      await page.getByRole('button', { name: words.sendCode }).click();
      await page.getByRole('heading', { name: words.codeTitle }).waitFor();
      await lookAt(page, lang, name('code'));
      await page.locator('#otp').fill(await latestCode(widgetUrl, newcomer.phone, asked));
      await page.getByRole('button', { name: words.logIn }).click();
      await page.getByRole('heading', { name: words.listTitle }).waitFor();
      await lookAt(page, lang, name('list-empty'));

      // The guest with a booking, signed in as a remembered session is (the token kept in the widget's storage).
      await page.evaluate(
        (session) =>
          localStorage.setItem(
            'tafel:token',
            JSON.stringify({ token: session, remember: true, expiresAt: Date.now() + 3_600_000 }),
          ),
        token,
      );
      await page.goto(`${widgetUrl}/reservations/list?lang=${lang}`);
      await page.getByRole('heading', { name: words.listTitle }).waitFor();
      await page.locator('.list > li').first().waitFor();
      await lookAt(page, lang, name('list'));

      await page.getByRole('button', { name: words.change, exact: true }).first().click();
      await page.getByRole('heading', { name: words.changeTitle }).waitFor();
      await page.locator('.slot:not([disabled])').first().waitFor();
      await lookAt(page, lang, name('change'));
      await page.locator('.slot:not([disabled]):not(.is-selected)').first().click();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await page.getByRole('heading', { name: words.checkTitle }).waitFor();
      await lookAt(page, lang, name('change-check'));

      await page.goto(`${widgetUrl}/${id}/d?lang=${lang}`);
      await page.getByRole('heading', { name: words.cancelTitle }).waitFor();
      await lookAt(page, lang, name('cancel'));

      await page.goto(`${widgetUrl}/user/${uid}?lang=${lang}`);
      await page.getByRole('heading', { name: words.profile }).waitFor();
      await lookAt(page, lang, name('profile'));

      await page.goto(`${widgetUrl}/no-such-page?lang=${lang}`);
      await lookAt(page, lang, name('404'));
      await context.close();
    },
  );
});

describe('the demo host page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in a Dutch browser the overlay launcher and the widget it opens read Dutch only', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'nl-NL' });
    await page.goto(`${workerServer().demoUrl}/overlay`);
    const launcher = page.locator('.tafel-launcher').first();
    await expect(launcher.textContent()).resolves.toBe('Reserveer een tafel');
    await launcher.click();
    const frame = page.frames().find((candidate) => candidate.url().startsWith(workerServer().widgetUrl))!;
    await frame.locator('h1').first().waitFor();
    await frame.waitForLoadState('networkidle');
    expect(await englishLines(frame)).toEqual([]);
    await expect.poll(() => frame.getByRole('button', { name: 'Vandaag' }).count()).toBe(1);
    await screenshot(page, 'screens-demo-overlay-nl-phone', { fullPage: false });
    await context.close();
  });

  it('in a Dutch browser the inline embed reads Dutch only (its frame, and the iframe title the host page shows)', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'nl-NL' });
    await page.goto(`${workerServer().demoUrl}/`);
    await page.frameLocator('iframe').locator('h1').first().waitFor();
    const frame = page.frames().find((candidate) => candidate.url().startsWith(workerServer().widgetUrl))!;
    await frame.waitForLoadState('networkidle');
    expect(await englishLines(frame)).toEqual([]);
    const iframeTitle = (await page.locator('iframe').getAttribute('title')) ?? '';
    expect(iframeTitle).not.toBe('');
    expect(iframeTitle).not.toMatch(ENGLISH);
    await expect.poll(() => frame.getByRole('button', { name: 'Vandaag' }).count()).toBe(1);
    await page.locator('iframe').scrollIntoViewIfNeeded();
    // The frame paints on its own after the scroll.
    await page.waitForTimeout(300);
    await screenshot(page, 'screens-demo-inline-nl-phone', { fullPage: false });
    await context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'the inline embed opens at the top of the host page, and its first step shows its header (%s)',
    async (_name, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${workerServer().demoUrl}/`);
      const frame = page.frameLocator('iframe');
      await frame.locator('h1').first().waitFor();
      await page.waitForTimeout(500);
      await expect(page.evaluate(() => scrollY)).resolves.toBe(0);
      await frame.getByRole('button', { name: 'Today' }).click();
      await frame.getByRole('heading', { name: 'Find a table' }).waitFor();
      await page.waitForTimeout(500);
      // Focus moved to the new heading; the host page may scroll to it, but not past the widget's own header.
      const iframeTop = (await page.locator('iframe').boundingBox())!.y;
      expect(iframeTop).toBeGreaterThanOrEqual(0);
      await context.close();
    },
  );
});
