/**
 * The screens that tell an outcome or a refusal, in both languages, on a phone (360 px) and on a desktop (1280 px)
 * (docs/widget.md): the list with its success line after a change, a change and a cancel refused because they
 * go by phone (above 8 guests), the cancel's success, a reservation found by its number, a save refused because the
 * time filled meanwhile, the restart screen of a code chunk that did not load, a deal code refused as the flow
 * opens, and the booking's process page (caught by holding its call). On each: no serious or critical axe
 * violation, headings that never skip a level, on a Dutch screen no English word, and a screenshot
 * (tests/e2e/screenshots/screens-*.png). A screen a link opens is loaded in each language and width; a screen only
 * a step reaches is reached once per language and resized in place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { LOCATIONS } from '../../shared/locations';
import { addDays } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { launchBrowser, newPage, PHONE } from './browser';
import {
  ActionCounter,
  apiReserve,
  apiSignIn,
  availableTimes,
  chooseOnFilter,
  findReservation,
  type Guest,
  listSites,
  newGuest,
  signInContext,
  type SiteSummary,
  takeEveryTable,
  UI,
} from './journey-helpers';
import { LANGUAGES_AND_WIDTHS, lookAt, lookAtBothWidths } from './screen-checks';
import { workerServer } from './server';

/** The widget's words these screens are found by (widget/routes/*\/texts.ts, widget/i18n/*). */
const WORDS = {
  en: {
    editTitle: 'Change your reservation',
    next: 'Next',
    checkTitle: 'Check your changes',
    save: 'Save changes',
    listTitle: 'Your reservations',
    updated: 'Your reservation has been updated.',
    foundTitle: 'Your reservation',
    cancelTitle: 'Cancel your reservation',
    confirmCancel: 'Yes, cancel it',
    cancelled: 'Your reservation has been cancelled',
    notChanged: 'Your reservation has not been changed',
    timeTaken: 'Unfortunately this time is no longer available for booking',
    changeByPhone: 'This reservation can no longer be changed online.',
    cancelByPhone: 'This reservation can no longer be cancelled online.',
    widgetUpdated: 'Widget was updated. Please restart to proceed.',
    dealUsed: 'An error occurred. This action link has already been used for a reservation',
    dealInvalid: 'An error occurred. Please use the reservation link from your email to make a reservation',
    process: 'Booking your table…',
  },
  nl: {
    editTitle: 'Je reservering wijzigen',
    next: 'Verder',
    checkTitle: 'Controleer je wijzigingen',
    save: 'Wijzigingen opslaan',
    listTitle: 'Je reserveringen',
    updated: 'Je reservering is gewijzigd.',
    foundTitle: 'Je reservering',
    cancelTitle: 'Je reservering annuleren',
    confirmCancel: 'Ja, annuleren',
    cancelled: 'Je reservering is geannuleerd',
    notChanged: 'Je reservering is niet gewijzigd',
    timeTaken: 'Helaas is dit tijdstip niet meer te reserveren',
    changeByPhone: 'Deze reservering kun je niet meer online wijzigen.',
    cancelByPhone: 'Deze reservering kun je niet meer online annuleren.',
    widgetUpdated: 'Er is een nieuwe versie. Start opnieuw om verder te gaan.',
    dealUsed: 'Er ging iets mis. Deze actielink is al gebruikt voor een reservering',
    dealInvalid: 'Er ging iets mis. Gebruik de reserveringslink uit je e-mail om te reserveren',
    process: 'We reserveren je tafel…',
  },
} as const;
const LANGS = ['en', 'nl'] as const;

describe('outcome and refusal screens, in English and Dutch, at 360 and 1280 px', () => {
  let browser: Browser;
  let widgetUrl: string;
  let site: SiteSummary;
  /** A signed-in guest's bookings (the list, the change, the cancel, the booking flow) and a stranger's finds. */
  let member: Guest;
  let memberToken: string;
  let other: Guest;
  let otherToken: string;
  // A day no other file books at this restaurant (the files of a worker share its server and its tables).
  const day = addDays(todayDate(Date.now()), 16);
  /** The `index`th time the restaurant still offers on `day` to `size` guests. */
  const freeTime = async (size: number, index = 0) =>
    (await availableTimes(widgetUrl, site.id, day, size))[index]!;

  beforeAll(async () => {
    browser = await launchBrowser();
    widgetUrl = workerServer().widgetUrl;
    // The restaurant screens-manage books (on a day of its own, above).
    site = (await listSites(widgetUrl)).at(-2)!;
    member = { ...newGuest('outcomes-member'), first: 'Sanne', last: 'de Vries-van den Berg' };
    memberToken = await apiSignIn(widgetUrl, member);
    other = newGuest('outcomes-other');
    otherToken = await apiSignIn(widgetUrl, other);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page of a browser where `token`'s guest is signed in (or a stranger's, without one). */
  async function pageOf(token?: string): Promise<Page> {
    const { context, page } = await newPage(browser, PHONE);
    if (token) await signInContext(context, widgetUrl, token);
    return page;
  }

  it('the list with its success line after a change (the change made in each language)', async () => {
    const booking = await apiReserve(widgetUrl, memberToken, member, site.id, {
      date: day,
      time: await freeTime(2, 2),
      party_size: 2,
    });
    const page = await pageOf(memberToken);
    for (const lang of LANGS) {
      const words = WORDS[lang];
      await page.setViewportSize(PHONE);
      await page.goto(`${widgetUrl}/${booking.id}/u?lang=${lang}`);
      await page.getByRole('heading', { name: words.editTitle }).waitFor();
      await page.locator('.slot:not([disabled]):not(.is-selected)').first().click();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await page.getByRole('heading', { name: words.checkTitle }).waitFor();
      await page.getByRole('button', { name: words.save }).click();
      await page.getByRole('heading', { name: words.listTitle }).waitFor();
      await expect.poll(() => page.getByRole('status').filter({ hasText: words.updated }).count()).toBe(1);
      await page.locator('.list > li').first().waitFor();
      await lookAtBothWidths(page, lang, 'list-updated');
    }
    await page.context().close();
  });

  it('a change and a cancel refused because they go by phone (above 8 guests), with the number', async () => {
    const large = await apiReserve(widgetUrl, otherToken, other, site.id, {
      date: day,
      time: await freeTime(9, 3),
      party_size: 9,
    });
    expect(large.cancellable).toBe(false);
    const page = await pageOf();
    for (const [lang, width, viewport] of LANGUAGES_AND_WIDTHS) {
      const words = WORDS[lang];
      await page.setViewportSize(viewport);
      for (const [screen, path, told] of [
        ['change-by-phone', 'u', words.changeByPhone],
        ['cancel-by-phone', 'd', words.cancelByPhone],
      ] as const) {
        await page.goto(`${widgetUrl}/${large.id}/${path}?lang=${lang}`);
        const note = page.getByRole('note');
        await note.waitFor();
        await expect(note.textContent()).resolves.toBe(
          `${told} ${lang === 'nl' ? 'Bel het restaurant:' : 'Please call the restaurant on'} ${site.phone}.`,
        );
        await lookAt(page, lang, `${screen}-${lang}-${width}`);
      }
    }
    await page.context().close();
  });

  it('the cancel’s success, for a signed-in guest (a new booking, and back to the list)', async () => {
    const page = await pageOf(memberToken);
    for (const [index, lang] of LANGS.entries()) {
      const words = WORDS[lang];
      const booking = await apiReserve(widgetUrl, memberToken, member, site.id, {
        date: day,
        time: await freeTime(2, 4 + index),
        party_size: 2,
      });
      await page.setViewportSize(PHONE);
      await page.goto(`${widgetUrl}/${booking.id}/d?lang=${lang}`);
      await page.getByRole('heading', { name: words.cancelTitle }).waitFor();
      await page.getByRole('button', { name: words.confirmCancel }).click();
      await page.getByRole('heading', { name: words.cancelled }).waitFor();
      await lookAtBothWidths(page, lang, 'cancel-success');
    }
    await page.context().close();
  });

  it('a reservation found by its number (the retrieve view)', async () => {
    const booking = await apiReserve(widgetUrl, otherToken, other, site.id, {
      date: day,
      time: await freeTime(2, 6),
      party_size: 2,
    });
    const page = await pageOf();
    for (const lang of LANGS) {
      await page.setViewportSize(PHONE);
      await page.goto(`${widgetUrl}/reservations/retrieve?lang=${lang}`);
      await findReservation(page, booking.number, 'phone', other.phone, lang);
      await page.getByRole('heading', { name: WORDS[lang].foundTitle, exact: true }).waitFor();
      await expect(page.locator('.list > li').first().textContent()).resolves.toContain(booking.number);
      await lookAtBothWidths(page, lang, 'found-by-number');
    }
    await page.context().close();
  });

  it('a save refused because the time filled while the guest decided (both languages at once)', async () => {
    // A small restaurant no other file books, on a day of its own: one time is filled for both guests.
    const small = LOCATIONS[28]!;
    const date = addDays(day, 1);
    const [early] = await availableTimes(widgetUrl, small.id, date, 2);
    const target = (await availableTimes(widgetUrl, small.id, date, 2)).find((time) => time >= '19:00')!;
    expect(target, 'a free time in the evening').toBeDefined();
    const pages = await Promise.all(
      LANGS.map(async (lang) => {
        const guest = newGuest(`outcomes-race-${lang}`);
        const token = await apiSignIn(widgetUrl, guest);
        const booking = await apiReserve(widgetUrl, token, guest, small.id, {
          date,
          time: early!,
          party_size: 2,
        });
        const page = await pageOf();
        await page.goto(`${widgetUrl}/${booking.id}/u?lang=${lang}`);
        await page.locator('.slot.is-selected').waitFor();
        await page.getByRole('button', { name: target, exact: true }).click();
        await page.getByRole('button', { name: WORDS[lang].next, exact: true }).click();
        await page.getByRole('heading', { name: WORDS[lang].checkTitle }).waitFor();
        return page;
      }),
    );
    await takeEveryTable(widgetUrl, small.id, date, target, 'outcomes-race');
    for (const [index, lang] of LANGS.entries()) {
      const page = pages[index]!;
      await page.getByRole('button', { name: WORDS[lang].save }).click();
      await page.getByRole('heading', { name: WORDS[lang].notChanged }).waitFor({ timeout: 10000 });
      await expect(page.getByRole('alert').first().textContent()).resolves.toBe(WORDS[lang].timeTaken);
      await lookAtBothWidths(page, lang, 'change-time-taken');
      await page.context().close();
    }
  });

  it('the restart screen when a code chunk did not load', async () => {
    const page = await pageOf();
    // The retrieve group's chunk never arrives (as after a deploy removed it).
    await page.route(/\/assets\/retrieve-[\w-]+\.js$/, (route) => route.abort());
    for (const [lang, width, viewport] of LANGUAGES_AND_WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`${widgetUrl}/reservations/retrieve?lang=${lang}`);
      await page.getByRole('heading', { name: WORDS[lang].widgetUpdated }).waitFor();
      await lookAt(page, lang, `chunk-failed-${lang}-${width}`);
    }
    await page.context().close();
  });

  it('a used and an unknown deal code, told as the flow opens', async () => {
    // A seeded code no other file uses, used once here (unless a first try of this test used it already).
    const used = 'DEMO-DEAL-0013';
    if ((await fetch(`${widgetUrl}/api/deal-codes/${used}`)).status === 200)
      await apiReserve(widgetUrl, otherToken, other, site.id, {
        date: day,
        time: await freeTime(2, 7),
        party_size: 2,
        deal_code: used,
      });
    expect((await fetch(`${widgetUrl}/api/deal-codes/${used}`)).status).toBe(409);
    const page = await pageOf();
    for (const [lang, width, viewport] of LANGUAGES_AND_WIDTHS) {
      await page.setViewportSize(viewport);
      for (const [screen, code, told] of [
        ['deal-used', used, WORDS[lang].dealUsed],
        ['deal-unknown', 'NO-SUCH-DEAL-13', WORDS[lang].dealInvalid],
      ] as const) {
        await page.goto(`${widgetUrl}/?date=${day}&deal=${code}&lang=${lang}`);
        await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(told);
        await lookAt(page, lang, `${screen}-${lang}-${width}`);
      }
    }
    await page.context().close();
  });

  it('the booking’s process page, caught while its call is held, then the booking goes through', async () => {
    // A guest of its own: the member's bookings above that day would make these doubles the guest is asked about.
    const booker = { ...newGuest('outcomes-process'), first: member.first, last: member.last };
    const page = await pageOf(await apiSignIn(widgetUrl, booker));
    // Only the booking call itself waits (POST /api/sites/{id}/reservations), until the screen was looked at.
    let release = () => {};
    let held = Promise.resolve();
    await page.route(/\/api\/sites\/[^/]+\/reservations$/, async (route: Route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    for (const [index, lang] of LANGS.entries()) {
      held = new Promise<void>((resolve) => (release = resolve));
      await page.setViewportSize(PHONE);
      // Each language books its own day: the same guest at the same time again would be a double.
      await page.goto(`${widgetUrl}/?date=${addDays(day, index)}&site=${site.id}&lang=${lang}`);
      await chooseOnFilter(page, new ActionCounter(), { siteName: site.name, lang });
      // Signed in: the profile fills the details.
      await expect
        .poll(() => page.getByLabel(UI[lang].first, { exact: true }).inputValue())
        .toBe(booker.first);
      await page.getByRole('button', { name: UI[lang].continue, exact: true }).click();
      await page.getByRole('button', { name: UI[lang].approve }).click();
      await page.getByRole('heading', { name: WORDS[lang].process }).waitFor();
      // The spinner shows after 400 ms: look at the page as a guest waiting sees it.
      await page.locator('.spinner').waitFor();
      await lookAtBothWidths(page, lang, 'booking-process', { settled: false });
      release();
      await page.getByRole('heading', { name: UI[lang].booked }).waitFor({ timeout: 20000 });
    }
    await page.context().close();
  });
});
