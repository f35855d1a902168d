/**
 * No accidental double bookings, through the demo host page: Back after success never brings back a confirmable
 * finished booking, and booking a time the guest already holds, here or at another Tafel restaurant, asks first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  approveAndConfirm,
  chooseFirstOpenDay,
  availableTimes,
  chooseOnFilter,
  fillDetails,
  firstDay,
  firstDayButton,
  listSites,
  newGuest,
  openDemo,
  reservationNumber,
  type SiteSummary,
  waitForSteadyFrame,
} from './journey-helpers';
import { workerServer } from './server';

/** The widget's own frame inside the demo host page, for axe. */
const widgetFrame = (page: Page) =>
  page.frames().find((candidate) => candidate.url().startsWith(workerServer().widgetUrl))!;

describe('no accidental double bookings', () => {
  let browser: Browser;
  let sites: SiteSummary[];
  beforeAll(async () => {
    browser = await launchBrowser();
    sites = await listSites(workerServer().widgetUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('nl, 360 px: Back after success opens a fresh filter; booking the same again asks first, and "Toch nog een reservering" books a second', async () => {
    const { widgetUrl, demoUrl } = workerServer();
    const { context, page } = await newPage(browser, PHONE);
    const frame = await openDemo(page, demoUrl, '/?lang=nl');
    const guest = newGuest('double-nl');
    const site = sites[2]!;
    await frame.getByRole('button', { name: firstDayButton('nl') }).click();
    const time = await chooseOnFilter(frame, new ActionCounter(), { siteName: site.name, lang: 'nl' });
    await fillDetails(frame, new ActionCounter(), guest, 'nl');
    await approveAndConfirm(frame, new ActionCounter(), widgetUrl, guest, 'nl');
    const first = await reservationNumber(frame, 'nl');

    // Back after success: the filter starts as a new reservation, with nothing of the finished booking to confirm.
    // The browser's Back on the host page: the frame's history entries are the page's (joint session history).
    await page.evaluate(() => history.back());
    const next = frame.getByRole('button', { name: 'Verder', exact: true });
    await next.waitFor();
    await expect(next.isDisabled()).resolves.toBe(true);
    await expect(frame.locator('.slot.is-selected').count()).resolves.toBe(0);

    // The guest chooses the same day, restaurant and time again and confirms: the question comes, nothing is booked.
    await waitForSteadyFrame(frame);
    await chooseFirstOpenDay(frame, firstDay(), 'nl');
    await waitForSteadyFrame(frame);
    await chooseOnFilter(frame, new ActionCounter(), { siteName: site.name, time, lang: 'nl' });
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: 'Verder', exact: true }).click();
    await approveAndConfirm(frame, new ActionCounter(), widgetUrl, guest, 'nl', { expectCode: false });
    const question = frame.getByRole('heading', { name: 'Je hebt al een reservering' });
    await question.waitFor({ timeout: 20000 });
    const alert = frame.getByRole('alert');
    await expect(alert.textContent()).resolves.toMatch(
      new RegExp(`^Je hebt al een reservering om ${time} op .+ bij ${site.name}\\.`),
    );
    await expect(frame.getByTestId('double-existing').textContent()).resolves.toContain(first);
    await waitForSteadyFrame(frame);
    expect(await seriousViolations(widgetFrame(page))).toEqual([]);
    await question.scrollIntoViewIfNeeded();
    await screenshot(page, 'journey-double-question-nl-phone', { fullPage: false });

    await frame.getByRole('button', { name: 'Toch nog een reservering' }).click();
    const second = await reservationNumber(frame, 'nl');
    expect(second).not.toBe(first);
    await context.close();
  });

  it('en, 1280 px: a guest who holds a booking at restaurant A is warned, naming A, when booking B at that time', async () => {
    const { widgetUrl, demoUrl } = workerServer();
    const guest = newGuest('double-en');
    const [a, b] = [sites[3]!, sites[4]!];
    const date = firstDay();
    const atA = new Set(await availableTimes(widgetUrl, a.id, date, 2));
    const common = (await availableTimes(widgetUrl, b.id, date, 2)).filter((time) => atA.has(time));
    const time = common.includes('19:00') ? '19:00' : common[common.length - 1]!;
    expect(time).toBeDefined();

    // The guest books restaurant A at that time, with a code (the host page's frame keeps nothing between visits).
    const { context, page } = await newPage(browser, DESKTOP);
    const frame = await openDemo(page, demoUrl);
    await frame.getByRole('button', { name: firstDayButton() }).click();
    await chooseOnFilter(frame, new ActionCounter(), { siteName: a.name, time });
    await fillDetails(frame, new ActionCounter(), guest);
    await approveAndConfirm(frame, new ActionCounter(), widgetUrl, guest);
    await reservationNumber(frame);

    // Then restaurant B at the same time: the question names A.
    // The success page settles its height first: a click aimed while the frame still moves can land beside it.
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: 'New reservation' }).click();
    await frame.getByRole('button', { name: firstDayButton() }).waitFor();
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: firstDayButton() }).click();
    await chooseOnFilter(frame, new ActionCounter(), { siteName: b.name, time });
    await expect(frame.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe(guest.first);
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: 'Continue', exact: true }).click();
    await approveAndConfirm(frame, new ActionCounter(), widgetUrl, guest, 'en', { expectCode: false });
    await frame.getByRole('heading', { name: 'You already have a reservation' }).waitFor({ timeout: 20000 });
    await expect(frame.getByRole('alert').textContent()).resolves.toMatch(
      new RegExp(
        `^You already have a reservation at ${time} on .+ at ${a.name}, another Tafel restaurant\\.`,
      ),
    );
    await expect(frame.getByTestId('double-existing').textContent()).resolves.toContain(a.name);
    await waitForSteadyFrame(frame);
    expect(await seriousViolations(widgetFrame(page))).toEqual([]);
    // The question where the guest sees it (a full-page picture leaves a tall frame's far parts unpainted).
    await frame.getByRole('heading', { name: 'You already have a reservation' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'journey-double-question-en-desktop', { fullPage: false });

    // Keeping the booking held books nothing more and shows the guest's reservations.
    await frame.getByRole('button', { name: 'Keep my reservation' }).click();
    await frame.getByText(a.name).first().waitFor({ timeout: 20000 });
    await expect(frame.getByText(b.name).count()).resolves.toBe(0);
    await screenshot(page, 'journey-double-kept-en-desktop');
    await context.close();
  });
});
