import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  approveAndConfirm,
  chooseFirstOpenDay,
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

describe('booking journey on the demo host page', () => {
  let browser: Browser;
  let sites: SiteSummary[];
  beforeAll(async () => {
    browser = await launchBrowser();
    sites = await listSites(workerServer().widgetUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('books for 2 on the first day with tables (today, until the evening) in at most 8 actions besides typing, then a signed-in guest books again without a code', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const offPath: string[] = [];
    page.on(
      'request',
      (request) =>
        void (
          /\/assets\/on-demand-[\w-]+\.js$/.test(new URL(request.url()).pathname) &&
          offPath.push(request.url())
        ),
    );
    const frame = await openDemo(page, workerServer().demoUrl);
    const actions = new ActionCounter();
    const guest = newGuest('today');
    await actions.click(frame.getByRole('button', { name: firstDayButton() }));
    await chooseOnFilter(frame, actions, { siteName: sites[0]!.name });
    await fillDetails(frame, actions, guest);
    await approveAndConfirm(frame, actions, workerServer().widgetUrl, guest);
    const number = await reservationNumber(frame);
    expect(number).toMatch(/^[A-Z0-9]{4,12}$/);
    expect(actions.count).toBeLessThanOrEqual(8);
    // The screens off a booking's path (restaurant page, alternatives, pre-process, your code) never downloaded.
    expect(offPath).toEqual([]);
    await screenshot(page, 'journey-success-phone');

    // Signed in now (remember me): the next booking skips the code step.
    // The success page settles its height first: a click aimed while the frame still moves can land beside it.
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: 'New reservation' }).click();
    await frame.getByRole('button', { name: firstDayButton() }).waitFor();
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: firstDayButton() }).click();
    // On another day: a time overlapping the first booking would ask first (journey-doubles.e2e.ts).
    const dayAfter = new Date(Date.parse(`${firstDay()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await chooseFirstOpenDay(frame, dayAfter);
    await waitForSteadyFrame(frame);
    await chooseOnFilter(frame, new ActionCounter(), { siteName: sites[1]!.name });
    await expect(frame.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe(guest.first);
    // Each click aimed once the frame holds its height (it resizes as each page draws).
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: 'Continue', exact: true }).click();
    await approveAndConfirm(frame, new ActionCounter(), workerServer().widgetUrl, guest, 'en', {
      expectCode: false,
    });
    const second = await reservationNumber(frame);
    expect(second).not.toBe(number);
    await context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'closing the widget in the middle of a booking asks first (%s): keeping goes on, stopping forgets the details',
    async (name, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      const frame = await openDemo(page, workerServer().demoUrl);
      await frame.getByRole('button', { name: firstDayButton() }).click();
      await chooseOnFilter(frame, new ActionCounter(), { siteName: sites[0]!.name });
      await frame.getByLabel('First name', { exact: true }).fill('Anna');
      await frame.getByRole('button', { name: 'Close' }).click();
      const question = frame.getByRole('alertdialog', { name: 'Stop this reservation?' });
      await question.waitFor();
      await expect(question.textContent()).resolves.toContain('Your table is not booked yet.');
      await expect(frame.locator(':focus').textContent(), 'the safe answer has the focus').resolves.toBe(
        'Keep booking',
      );
      const widgetFrame = page
        .frames()
        .find((candidate) => candidate.url().startsWith(workerServer().widgetUrl))!;
      expect(await seriousViolations(widgetFrame)).toEqual([]);
      await screenshot(page, `close-question-${name}`, { fullPage: false });
      await frame.getByRole('button', { name: 'Keep booking' }).click();
      await expect(question.count()).resolves.toBe(0);
      await expect(frame.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('Anna');

      await frame.getByRole('button', { name: 'Close' }).click();
      await frame.getByRole('button', { name: 'Stop and close' }).click();
      await frame.getByRole('button', { name: 'Today' }).waitFor();
      // The frame shrinks back to the index page (on a phone the host page scrolls with it): aim once it holds still.
      await waitForSteadyFrame(frame);
      // A new booking starts clean: no time chosen, nothing typed.
      await frame.getByRole('button', { name: firstDayButton() }).click();
      await chooseOnFilter(frame, new ActionCounter(), { siteName: sites[0]!.name });
      await expect(frame.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('');
      await context.close();
    },
  );

  it('books for 6 tomorrow at another location chosen from the list', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const frame = await openDemo(page, workerServer().demoUrl);
    const actions = new ActionCounter();
    const guest = newGuest('six');
    await actions.click(frame.getByRole('button', { name: 'Tomorrow or later' }));
    const other = sites[5]!;
    await frame.getByRole('searchbox').fill(other.city);
    await chooseOnFilter(frame, actions, { siteName: other.name, partySize: 6 });
    await fillDetails(frame, actions, guest);
    await approveAndConfirm(frame, actions, workerServer().widgetUrl, guest);
    await reservationNumber(frame);
    // Back after the success page opens the filter for a new booking: no loop back to success, no second booking.
    await page.evaluate(() => history.back());
    await frame.getByRole('heading', { name: 'Find a table' }).waitFor();
    await expect(frame.getByRole('heading', { name: 'Your table is booked' }).count()).resolves.toBe(0);
    await expect(frame.locator('main').textContent()).resolves.toContain(other.name);
    await expect(frame.locator('main').textContent()).resolves.toContain('6 persons');
    await screenshot(page, 'journey-success-desktop');
    await context.close();
  });

  it.each([
    ['en', {}, 'Maximum group size is 14 persons', 'More than 14 persons'],
    [
      'nl',
      { locale: 'nl-NL' },
      'Je kunt online reserveren voor maximaal 14 personen',
      'Meer dan 14 personen',
    ],
  ] as const)(
    'the party-size hint agrees with the sizes offered, before and after a restaurant is chosen (%s)',
    async (_lang, options, hint, larger) => {
      const { widgetUrl } = workerServer();
      const { context, page } = await newPage(browser, PHONE, options);
      // The first day with free tables: late in the evening today has none left to offer.
      await page.goto(`${widgetUrl}/filter?date=${firstDay()}`);
      const sizes = page.locator('#party-size option');
      await expect(sizes.last().textContent()).resolves.toBe(larger);
      await expect.poll(() => sizes.count()).toBe(15);
      // Before a restaurant is chosen: the online maximum, the last size the picker offers before 'more than 14'.
      await expect(page.locator('#party-size-hint').textContent()).resolves.toBe(hint);
      await page.getByRole('radio', { name: new RegExp(sites[0]!.name) }).check();
      await page.locator('.slot').first().waitFor();
      await expect(page.locator('#party-size-hint').textContent()).resolves.toBe(hint);
      await context.close();
    },
  );

  it.each([
    ['en', {}, 'Sort by distance', 'Sorted by distance', 'your browser may not share your location'],
    [
      'nl',
      { locale: 'nl-NL' },
      'Sorteer op afstand',
      'Gesorteerd op afstand',
      'je browser mag je locatie niet delen',
    ],
  ] as const)(
    "'Sort by distance' (%s): with the browser's position the nearest restaurant first with its distance; refused, the guest's own words",
    async (_lang, options, sort, sorted, refused) => {
      const { widgetUrl } = workerServer();
      const near = await newPage(browser, PHONE, {
        ...options,
        geolocation: { latitude: 52.0907, longitude: 5.1214 },
        permissions: ['geolocation'],
      });
      await near.page.goto(`${widgetUrl}/filter`);
      await near.page.getByRole('button', { name: sort }).click();
      await near.page.getByRole('button', { name: sorted }).waitFor();
      const first = near.page.locator('.locations__item').first();
      await expect(first.locator('.locations__name').textContent()).resolves.toBe('Tafel Utrecht');
      await expect(first.locator('.locations__city').textContent()).resolves.toContain('0 km');
      await near.context.close();

      const far = await newPage(browser, PHONE, options);
      await far.page.goto(`${widgetUrl}/filter`);
      await far.page.getByRole('button', { name: sort }).click();
      await far.page.locator('.toast__message').filter({ hasText: refused }).waitFor({ timeout: 15000 });
      await far.context.close();
    },
  );

  it('after each move to another page the focus is on its heading, so a screen reader announces the new page', async () => {
    const { widgetUrl } = workerServer();
    const { context, page } = await newPage(browser, PHONE);
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);
    await page.goto(`${widgetUrl}/`);
    await page.getByRole('button', { name: 'Tomorrow or later' }).click();
    await page.getByRole('heading', { name: 'Find a table' }).waitFor();
    await expect.poll(focused).toBe('H1 Find a table');
    await chooseOnFilter(page, new ActionCounter(), { siteName: sites[0]!.name });
    await expect.poll(focused).toBe('H1 Your details');
    await page.goBack();
    await expect.poll(focused).toBe('H1 Find a table');
    await context.close();
  });
});
