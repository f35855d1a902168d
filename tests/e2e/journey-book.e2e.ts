import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  approveAndConfirm,
  chooseOnFilter,
  fillDetails,
  listSites,
  newGuest,
  openDemo,
  reservationNumber,
  type SiteSummary,
} from './journey-helpers';

describe('booking journey on the demo host page', () => {
  let browser: Browser;
  let sites: SiteSummary[];
  beforeAll(async () => {
    browser = await launchBrowser();
    sites = await listSites(inject('widgetUrl'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('books for 2 today in at most 8 actions besides typing, then a signed-in guest books again without a code', async () => {
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
    const frame = await openDemo(page, inject('demoUrl'));
    const actions = new ActionCounter();
    const guest = newGuest('today');
    await actions.click(frame.getByRole('button', { name: 'Today' }));
    await chooseOnFilter(frame, actions, { siteName: sites[0]!.name });
    await fillDetails(frame, actions, guest);
    await approveAndConfirm(frame, actions, inject('widgetUrl'), guest);
    const number = await reservationNumber(frame);
    expect(number).toMatch(/^[A-Z0-9]{4,12}$/);
    expect(actions.count).toBeLessThanOrEqual(8);
    // The screens off a booking's path (restaurant page, alternatives, pre-process, your code) never downloaded.
    expect(offPath).toEqual([]);
    await screenshot(page, 'journey-success-phone');

    // Signed in now (remember me): the next booking skips the code step.
    await frame.getByRole('button', { name: 'New reservation' }).click();
    await frame.getByRole('button', { name: 'Today' }).click();
    await chooseOnFilter(frame, new ActionCounter(), { siteName: sites[1]!.name });
    await expect(frame.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe(guest.first);
    await frame.getByRole('button', { name: 'Continue', exact: true }).click();
    await frame.getByRole('button', { name: 'Confirm reservation' }).click();
    const second = await reservationNumber(frame);
    expect(second).not.toBe(number);
    await context.close();
  });

  it('books for 6 tomorrow at another location chosen from the list', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const frame = await openDemo(page, inject('demoUrl'));
    const actions = new ActionCounter();
    const guest = newGuest('six');
    await actions.click(frame.getByRole('button', { name: 'Tomorrow or later' }));
    const other = sites[5]!;
    await frame.getByRole('searchbox').fill(other.city);
    await chooseOnFilter(frame, actions, { siteName: other.name, partySize: 6 });
    await fillDetails(frame, actions, guest);
    await approveAndConfirm(frame, actions, inject('widgetUrl'), guest);
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
});
