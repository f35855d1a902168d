/**
 * In Chromium: the day's waitlist on the host's sheet (docs/waitlist.md). A guest joins the waitlist for an evening
 * window next week; the Dutch-speaking host reads them on the sheet as waiting, first in line, offers a table by hand,
 * and reads the request offered with the hold's end. Looked at on a tablet (1024x768) and a phone (360 px), with axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { apiSignIn, daysAhead, newGuest } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
/** The demo host of Amsterdam (server/db/seed/staff.ts); their account speaks Dutch. */
const HOST = 'host.amsterdam@tafel.example';
const TABLET = { width: 1024, height: 768 };

async function looksRight(page: Page, name: string): Promise<void> {
  for (const viewport of [
    { ...TABLET, name: 'tablet' },
    { ...PHONE, name: 'phone' },
  ]) {
    await page.setViewportSize(viewport);
    await injectAxe(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.locator('.staff-waitlist').scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${viewport.name}`);
  }
  await page.setViewportSize(TABLET);
}

describe("the day's waitlist at the host stand", () => {
  const { widgetUrl } = workerServer();
  const date = daysAhead(7);
  const guest = newGuest('staff-waitlist');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, TABLET));
    const token = await apiSignIn(widgetUrl, guest);
    const joined = await fetch(`${widgetUrl}/api/sites/${AMSTERDAM}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ date, from: '19:00', until: '20:30', party_size: 2, first_name: guest.first }),
    });
    expect(joined.status, await joined.clone().text()).toBe(201);
    await signInStaff(page, widgetUrl, HOST);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
  }, 120_000);
  afterAll(async () => browser?.close());

  const entry = () => page.locator('.staff-waitlist__entry').filter({ hasText: guest.first });

  it('the sheet lists the waiting guest, first in line', async () => {
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${date}`);
    await page.getByRole('heading', { level: 2, name: 'Wachtlijst' }).waitFor();
    await entry().getByText('Wacht · nr. 1 in de rij').waitFor();
    await looksRight(page, 'staff-waitlist-waiting');
  });

  it('the host offers a table by hand, and the request reads offered until the hold ends', async () => {
    await entry().getByRole('button', { name: 'Tafel aanbieden' }).click();
    await entry().getByLabel('Tijd').fill('19:30');
    await entry().getByRole('button', { name: 'Aanbieden en versturen' }).click();
    await entry()
      .getByText(/^19:30 aangeboden, vastgehouden tot \d\d:\d\d/)
      .waitFor();
    await entry().getByText('met de hand').waitFor();
    await looksRight(page, 'staff-waitlist-offered');
  });
});
