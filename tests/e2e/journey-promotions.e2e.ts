import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { explainPromotion } from '../../shared/promotions/explain';
import { promotionPeriod } from '../../shared/promotions/period';
import { PROMOTIONS } from '../../shared/promotions/registry';
import type { Promotion } from '../../shared/promotions/types';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  approveAndConfirm,
  chooseFirstOpenDay,
  chooseOnFilter,
  daysAhead,
  fillDetails,
  latestCode,
  latestMessage,
  newGuest,
  openDemo,
  reservationNumber,
  UI,
  waitForSteadyFrame,
  type Lang,
} from './journey-helpers';
import { workerServer } from './server';

const today = daysAhead(0);
const promotions: Promotion[] = Object.values(PROMOTIONS);
// The promotion that has ended by the day the suite runs: kidsMenu (ended 2024-10-31) while it is in the registry.
const ended =
  promotions.find((promo) => promo.name === 'kidsMenu' && promotionPeriod(promo, today).status === 'ended') ??
  promotions.find((promo) => promotionPeriod(promo, today).status === 'ended')!;
const cinema = PROMOTIONS.cinemaDeal;
const START = { en: 'Start', nl: 'Beginnen' } as const;
const CHANGE_OR_CANCEL = {
  en: 'Change or cancel existing reservation',
  nl: 'Bestaande reservering wijzigen of annuleren',
} as const;

async function stored(widgetUrl: string, number: string, phone: string) {
  const response = await fetch(`${widgetUrl}/api/reservations/retrieve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ confirmationNum: number, phone_number: phone }),
  });
  return ((await response.json()) as { reservation: { flow: string | null } }).reservation;
}

/** A faithful view of the embed (a full-page capture can paint the frame out of its layout), `target` in sight. */
async function shoot(page: Page, target: Locator, name: string): Promise<void> {
  await target.first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  await screenshot(page, name, { fullPage: false });
}

const widgetFrame = (page: Page, widgetUrl: string): Frame =>
  page.frames().find((candidate) => candidate.url().startsWith(widgetUrl))!;

/** The demo host page of a promotion, its Start button pressed: the widget on the promotion's filter. */
async function openPromotion(page: Page, name: string, lang: Lang): Promise<FrameLocator> {
  const frame = await openDemo(page, workerServer().demoUrl, `/acties/${name}?lang=${lang}`);
  await frame.getByRole('button', { name: START[lang] }).click();
  await frame.locator('#filter-title').waitFor();
  await waitForSteadyFrame(frame);
  return frame;
}

describe('a promotion says enough: its period, its days, and the booking made under it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['nl', PHONE, 'phone'],
    ['en', DESKTOP, 'desktop'],
  ] as const)(
    'an ended promotion says so with its dates and offers the normal booking (%s, %s px)',
    async (lang, viewport, size) => {
      const { widgetUrl } = workerServer();
      const { context, page } = await newPage(browser, viewport, {
        locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
      });
      const frame = await openPromotion(page, ended.name, lang);
      const explained = explainPromotion(ended, lang, Date.now());
      const sentence = explained.period(promotionPeriod(ended, today))!;
      await expect(frame.locator('.filter__period').textContent()).resolves.toContain(sentence);
      // Nothing of the ended promotion can be chosen: no calendar, no restaurants.
      await expect(frame.locator('.date-picker').count()).resolves.toBe(0);
      await shoot(page, frame.locator('.filter__period'), `journey-promotion-ended-${lang}-${size}`);
      expect(await seriousViolations(widgetFrame(page, widgetUrl))).toEqual([]);

      // The normal booking: the plain filter with every restaurant, and a booking without the promotion.
      await frame.getByRole('button', { name: explained.bookNormally }).click();
      await frame.locator('.date-picker').waitFor();
      await expect(frame.locator('.filter__period').count()).resolves.toBe(0);
      await expect(frame.getByRole('radio').count()).resolves.toBeGreaterThan(0);
      await waitForSteadyFrame(frame);
      await shoot(page, frame.locator('.date-picker'), `journey-promotion-normal-filter-${lang}-${size}`);
      await chooseFirstOpenDay(frame, daysAhead(1), lang);
      const guest = newGuest(`ended-${lang}`);
      const actions = new ActionCounter();
      await chooseOnFilter(frame, actions, { siteName: ended.locations[0]!.name, lang });
      await frame.getByLabel(UI[lang].first, { exact: true }).waitFor();
      await waitForSteadyFrame(frame);
      await shoot(page, frame.locator('h1'), `journey-promotion-details-${lang}-${size}`);
      await fillDetails(frame, actions, guest, lang);
      await approveAndConfirm(frame, actions, widgetUrl, guest, lang);
      const number = await reservationNumber(frame, lang);
      expect((await stored(widgetUrl, number, guest.phone)).flow).toBeNull();
      await expect(frame.getByTestId('booked-with').count()).resolves.toBe(0);
      await context.close();
    },
  );

  it.each([
    ['en', DESKTOP, 'desktop'],
    ['nl', PHONE, 'phone'],
  ] as const)(
    'the cinema deal explains its struck-out weekdays (%s, %s px)',
    async (lang, viewport, size) => {
      const { widgetUrl } = workerServer();
      const { context, page } = await newPage(browser, viewport, {
        locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
      });
      const frame = await openPromotion(page, cinema.name, lang);
      const explained = explainPromotion(cinema, lang, Date.now());
      await frame.locator('.date-picker__toggle').click();
      // The line under the calendar, from the deal's data: 'The offer Cinema deal applies from Monday to Thursday.'
      const line = explained.calendarLine()!;
      expect(line).toContain(lang === 'en' ? 'from Monday to Thursday' : 'van maandag tot en met donderdag');
      await expect(frame.locator('.date-picker__note').first().textContent()).resolves.toBe(line);
      // A struck-out Friday says why, in its label and, once tried, under the calendar.
      const refused = frame.locator('.date-picker__day.is-unavailable').first();
      const weekdays = explained.dayReason([{ code: 'weekday_excluded', messageKey: 'dateNotAvailable' }])!;
      await expect(refused.getAttribute('aria-label')).resolves.toContain(weekdays);
      await refused.click({ force: true });
      await expect.poll(() => frame.getByRole('status').filter({ hasText: weekdays }).count()).toBe(1);
      await waitForSteadyFrame(frame);
      await shoot(
        page,
        frame.locator('.date-picker__dialog'),
        `journey-promotion-cinema-calendar-${lang}-${size}`,
      );
      expect(await seriousViolations(widgetFrame(page, widgetUrl))).toEqual([]);
      await context.close();
    },
  );

  it('a booking with the cinema deal names it on the success page and in the e-mail (en, 1280 px)', async () => {
    const { widgetUrl } = workerServer();
    const { context, page } = await newPage(browser, DESKTOP);
    const frame = await openPromotion(page, cinema.name, 'en');
    const guest = newGuest('cinema');
    const actions = new ActionCounter();
    await chooseFirstOpenDay(frame, daysAhead(1));
    await chooseOnFilter(frame, actions, { siteName: cinema.locations[1]!.name });
    await fillDetails(frame, actions, guest);
    const asked = Date.now() - 1000;
    await waitForSteadyFrame(frame);
    await actions.click(frame.getByRole('button', { name: UI.en.approve }));
    // The code step: its box as wide as its buttons.
    const codeBox = frame.getByLabel(UI.en.code, { exact: true });
    await codeBox.waitFor();
    await waitForSteadyFrame(frame);
    const box = await codeBox.boundingBox();
    const button = await frame.locator('.page .button--block').first().boundingBox();
    expect(Math.round(box!.width)).toBe(Math.round(button!.width));
    await shoot(page, codeBox, 'journey-promotion-code-en-desktop');
    await codeBox.fill(await latestCode(widgetUrl, guest.phone, asked));
    const number = await reservationNumber(frame);
    const bookedWith = explainPromotion(cinema, 'en', Date.now()).bookedWith;
    await expect(frame.getByTestId('booked-with').textContent()).resolves.toBe(bookedWith);
    expect((await stored(widgetUrl, number, guest.phone)).flow).toBe(cinema.name);
    await shoot(page, frame.getByTestId('booked-with'), 'journey-promotion-success-en-desktop');
    expect(await seriousViolations(widgetFrame(page, widgetUrl))).toEqual([]);
    const mail = await latestMessage(widgetUrl, guest.email, 'booking_confirmed');
    expect(mail.text).toContain(`Offer: ${cinema.title.en}`);
    await context.close();
  });

  it.each([
    ['en', DESKTOP, 'desktop'],
    ['nl', PHONE, 'phone'],
  ] as const)(
    'the remember-me box keeps its words beside it, and the promotions page reads whole (%s, %s px)',
    async (lang, viewport, size) => {
      const { widgetUrl, demoUrl } = workerServer();
      const { context, page } = await newPage(browser, viewport, {
        locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
      });
      // Through the demo host page: at 360 px the frame is 318 px wide, where the words once wrapped under the box.
      const frame = await openDemo(page, demoUrl, `/?lang=${lang}`);
      await frame.getByRole('button', { name: CHANGE_OR_CANCEL[lang] }).click();
      const label = frame.locator('.checks label').first();
      await label.waitFor();
      await waitForSteadyFrame(frame);
      // Every line of the label's words starts right of its box: none wraps under it.
      const beside = await label.evaluate((element) => {
        const box = element.querySelector('input')!.getBoundingClientRect();
        const words = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
          .flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return [...range.getClientRects()];
          });
        if (!words.length) return false;
        return words.every((rect) => rect.left >= box.right - 1 || rect.top + rect.height <= box.top);
      });
      expect(beside).toBe(true);
      await shoot(page, label, `journey-remember-me-${lang}-${size}`);
      expect(await seriousViolations(widgetFrame(page, widgetUrl))).toEqual([]);
      await page.goto(`${demoUrl}/acties`);
      await screenshot(page, `journey-promotion-list-${size}`);
      await context.close();
    },
  );
});
