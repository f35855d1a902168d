import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  approveAndConfirm,
  availableTimes,
  chooseOnFilter,
  fillDetails,
  firstDay,
  firstDayButton,
  listSites,
  newGuest,
  openDemo,
  reservationNumber,
  waitForSteadyFrame,
} from './journey-helpers';
import { workerServer } from './server';

describe('every party size books: a size the range call skips is asked on its own', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a party of 9 books on the demo host page, at 360 px in Dutch', async () => {
    const { widgetUrl, demoUrl } = workerServer();
    const sites = await listSites(widgetUrl);
    // A restaurant the API has times for 9 on the first day with tables.
    let site = sites[0]!;
    for (const candidate of sites.slice(2)) {
      if ((await availableTimes(widgetUrl, candidate.id, firstDay(), 9)).length > 0) {
        site = candidate;
        break;
      }
    }
    const { context, page } = await newPage(browser, PHONE, { locale: 'nl-NL' });
    const sizesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/reservations/availability'))
        sizesAsked.push(url.searchParams.get('party_size') ?? '');
    });
    const frame = await openDemo(page, demoUrl, '/?lang=nl');
    const actions = new ActionCounter();
    const guest = newGuest('nine');
    await actions.click(frame.getByRole('button', { name: firstDayButton('nl') }));
    await chooseOnFilter(frame, actions, { siteName: site.name, partySize: 9, lang: 'nl' });
    // The range call keeps the specification's sizes; 9 was asked on its own.
    expect(sizesAsked).toContain('1,2,3,4,5,6,7,8,10,11,12,13,14,15,16,17,18,19,20,21');
    expect(sizesAsked).toContain('9');
    await fillDetails(frame, actions, guest, 'nl');
    await frame.getByRole('heading', { name: 'Controleer je reservering' }).waitFor({ timeout: 15000 });
    await expect(frame.locator('main').textContent()).resolves.toContain('9');
    await approveAndConfirm(frame, actions, widgetUrl, guest, 'nl');
    await reservationNumber(frame, 'nl');
    await screenshot(page, 'journey-party-of-9-nl-phone');
    const widgetFrame = page.frames().find((candidate) => candidate.url().startsWith(widgetUrl))!;
    expect(await seriousViolations(widgetFrame)).toEqual([]);

    // The filter with 9 chosen, its times shown, passes axe too.
    // The success page settles its height first: a click aimed while the frame still moves can land beside it.
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: 'Nieuwe reservering' }).click();
    await frame.getByRole('button', { name: firstDayButton('nl') }).waitFor();
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: firstDayButton('nl') }).click();
    await frame.getByRole('radio', { name: new RegExp(site.name) }).check();
    await frame.locator('#party-size').selectOption('9');
    await frame.locator('.slot:not([disabled])').first().waitFor({ timeout: 15000 });
    await expect(frame.getByText('Voor deze keuze is online niets meer vrij').count()).resolves.toBe(0);
    expect(await seriousViolations(widgetFrame)).toEqual([]);
    await context.close();
  });

  it('a party of 9 books on the demo host page, at 1280 px in English', async () => {
    const { widgetUrl, demoUrl } = workerServer();
    const sites = await listSites(widgetUrl);
    // A restaurant the API has times for 9 on the first day with tables, from the end of the list: the Dutch
    // case books from its start, so the two do not take the same tables.
    let site = sites.at(-1)!;
    for (const candidate of sites.slice(2).reverse()) {
      if ((await availableTimes(widgetUrl, candidate.id, firstDay(), 9)).length > 0) {
        site = candidate;
        break;
      }
    }
    const { context, page } = await newPage(browser, DESKTOP, { locale: 'en-GB' });
    const frame = await openDemo(page, demoUrl, '/?lang=en');
    const actions = new ActionCounter();
    const guest = newGuest('nine-en');
    await actions.click(frame.getByRole('button', { name: firstDayButton('en') }));
    await chooseOnFilter(frame, actions, { siteName: site.name, partySize: 9, lang: 'en' });
    await fillDetails(frame, actions, guest, 'en');
    await frame.getByRole('heading', { name: 'Check your reservation' }).waitFor({ timeout: 15000 });
    await expect(frame.locator('main').textContent()).resolves.toContain('9');
    await approveAndConfirm(frame, actions, widgetUrl, guest, 'en');
    await reservationNumber(frame, 'en');
    await expect(frame.locator('main').textContent()).resolves.toContain('9 persons');
    await screenshot(page, 'journey-party-of-9-en-desktop', { fullPage: false });
    const widgetFrame = page.frames().find((candidate) => candidate.url().startsWith(widgetUrl))!;
    expect(await seriousViolations(widgetFrame)).toEqual([]);
    await context.close();
  });
});
