/**
 * In Chromium: the plan of the room and the room. The manager moves a table on the plan by keyboard, and it stays
 * there after a reload. The host opens today's room, seats a walk-in at a table they chose and sees it taken; on another
 * day they move a booked party to another table, and a choice that overlaps another booking is refused with that
 * booking named. Each screen is looked at on a tablet (1024x768) and a phone (360 px), with axe, nothing wider than the
 * screen (the grid scrolls inside its card).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { apiReserve, apiSignIn, daysAhead, newGuest } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
/** The demo staff of Amsterdam (server/db/seed/staff.ts); their accounts speak Dutch. */
const MANAGER = 'manager.amsterdam@tafel.example';
const HOST = 'host.amsterdam@tafel.example';
const TABLET = { width: 1024, height: 768 };

/** No serious accessibility fault and nothing wider than the screen, on a tablet and a phone; a screenshot of each. */
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
    await screenshot(page, `${name}-${viewport.name}`);
  }
  await page.setViewportSize(TABLET);
}

/** Waits for the answer of the next call whose path ends so. */
const answerTo = (page: Page, method: string, end: RegExp) =>
  page.waitForResponse((response) => response.request().method() === method && end.test(response.url()));

describe('the plan of the room and the room', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => browser?.close());

  it('the manager moves a table on the plan by keyboard; it stays there after a reload', async () => {
    ({ page } = await newPage(browser, TABLET));
    await signInStaff(page, widgetUrl, MANAGER);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    await page.getByRole('link', { name: 'Plattegrond' }).click();
    await page.getByRole('heading', { level: 1, name: /Plattegrond/ }).waitFor();

    // T31, the 8-top, stands alone at column 9, row 6 (the seed): one step down is free.
    const t31 = page.getByRole('button', { name: /^T31, 8 plaatsen/ });
    await expect(t31.getAttribute('aria-label')).resolves.toMatch(/kolom 9, rij 6$/);
    await t31.click();
    await expect(t31.getAttribute('aria-pressed')).resolves.toBe('true');
    const saved = answerTo(page, 'PUT', /\/position$/);
    await page.keyboard.press('ArrowDown');
    expect((await saved).status()).toBe(200);
    await page
      .getByRole('status')
      .filter({ hasText: 'T31 staat nu op kolom 9, rij 7 in Restaurant.' })
      .waitFor();
    // The focus stays on the table, so the next arrow moves it on.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toMatch(
      /^T31/,
    );
    await looksRight(page, 'staff-room-plan');

    await page.reload();
    await expect(
      page.getByRole('button', { name: /^T31, 8 plaatsen/ }).getAttribute('aria-label'),
    ).resolves.toMatch(/kolom 9, rij 7$/);
  }, 120_000);

  it('the host seats a walk-in at a table they chose in today’s room, and sees it taken', async () => {
    await page.close();
    ({ page } = await newPage(browser, TABLET));
    await signInStaff(page, widgetUrl, HOST);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    await page.getByRole('link', { name: 'Zaal' }).click();
    await page.getByRole('heading', { level: 1, name: /Zaal/ }).waitFor();
    await page.getByLabel('Tijd').fill('19:00');

    const free = page.getByRole('button', { name: /^T\d+, \d+ plaatsen: de hele avond vrij$/ }).first();
    const label = (await free.getAttribute('aria-label'))!.split(',')[0]!;
    await free.click();
    await page.getByLabel('Aantal personen').fill('2');
    await page.getByLabel('Naam (niet verplicht)').fill('Zaalgast');
    const seated = answerTo(page, 'POST', /\/walk-ins$/);
    await page.getByRole('button', { name: 'Binnenloper hier plaatsen' }).click();
    expect((await seated).status()).toBe(201);
    await page
      .getByRole('status')
      .filter({ hasText: `Binnenloper van 2 geplaatst aan ${label}.` })
      .waitFor();
    await page.getByRole('button', { name: `${label}: Zaalgast, 2 personen, tot 21:00` }).waitFor();
    await looksRight(page, 'staff-room-walk-in');
  }, 120_000);

  it('the host moves a booked party to another table; a table another booking holds is refused, naming it', async () => {
    const date = daysAhead(23);
    const [first, second] = [newGuest('room-first'), newGuest('room-second')];
    for (const guest of [first, second]) {
      const token = await apiSignIn(widgetUrl, guest);
      await apiReserve(widgetUrl, token, guest, AMSTERDAM, { date, time: '19:00', party_size: 2 });
    }
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${date}/room`);
    await page.getByRole('heading', { level: 1, name: /Zaal/ }).waitFor();
    await page.getByLabel('Tijd').fill('19:00');

    const tableOf = (guest: typeof first) =>
      page.getByRole('button', { name: new RegExp(`^T\\d+: ${guest.first} ${guest.last}, 2 personen`) });
    await tableOf(first).click();
    await page.getByRole('button', { name: 'Verplaatsen naar…' }).click();
    const target = page.getByRole('button', { name: /^T\d+, 4 plaatsen: de hele avond vrij$/ }).first();
    const targetLabel = (await target.getAttribute('aria-label'))!.split(',')[0]!;
    await target.click();
    const moved = answerTo(page, 'PUT', /\/tables$/);
    await page.getByRole('button', { name: 'Hierheen' }).click();
    expect((await moved).status()).toBe(200);
    await page
      .getByRole('status')
      .filter({ hasText: `${first.first} ${first.last} zit nu aan ${targetLabel}.` })
      .waitFor();
    await expect(tableOf(first).getAttribute('aria-label')).resolves.toMatch(new RegExp(`^${targetLabel}:`));

    // The second party onto the first one's new table: refused, with the booking it would overlap named.
    await tableOf(second).click();
    await page.getByRole('button', { name: 'Verplaatsen naar…' }).click();
    await tableOf(first).click();
    const refused = answerTo(page, 'PUT', /\/tables$/);
    await page.getByRole('button', { name: 'Hierheen' }).click();
    expect((await refused).status()).toBe(409);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe(
      `${targetLabel} is bezet door ${first.last} (2) om 19:00. Kies een andere tafel.`,
    );
    await looksRight(page, 'staff-room-move-refused');
  }, 120_000);
});
