/**
 * In Chromium: "Why is this time closed?". The Amsterdam manager blocks an evening hour on the rules page (the block
 * form, as a person would), opens "Waarom dicht?" from there, asks about a time inside the block, and reads the block
 * named with its reason, while the guest widget's API no longer offers that time. The Amsterdam host opens the screen
 * from the day sheet of that day and reads a time outside the block as open. Looked at on a tablet (1024x768) and a
 * phone (360 px), with axe on every page. The block is lifted at the end, so the files after this one meet the seed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, screenshot } from './browser';
import { availableTimes, daysAhead } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
/** The demo accounts of Amsterdam (server/db/seed/staff.ts); they speak Dutch. */
const MANAGER = 'manager.amsterdam@tafel.example';
const HOST = 'host.amsterdam@tafel.example';
/** A day no other e2e file books or blocks on (they stay within the coming 33 days). */
const BLOCK_DATE = daysAhead(37);
const REASON = 'Wijnproeverij met de importeur';
const VIEWPORTS = [
  { width: 1024, height: 768, name: 'tablet' },
  { width: 360, height: 740, name: 'phone' },
];

/** The page has no serious accessibility fault and nothing wider than the screen. */
async function looksRight(page: Page, width: number): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Signs a staff member in; ends on their day sheet, with their session token. */
async function signIn(page: Page, widgetUrl: string, email: string): Promise<string> {
  await signInStaff(page, widgetUrl, email);
  await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
  return (await page.evaluate(() => localStorage.getItem('tafel-staff:token'))) ?? '';
}

/** Asks the screen about a time and party on the date in its form; answers the verdict's heading. */
async function ask(page: Page, date: string, time: string, party: number): Promise<string> {
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await page.getByLabel('Tijd', { exact: true }).fill(time);
  await page.getByLabel('Aantal personen', { exact: true }).fill(String(party));
  const answered = page.waitForResponse((response) => response.url().includes('/closed-reasons?'));
  await page.getByRole('button', { name: 'Deze tijd nagaan' }).click();
  expect((await answered).status()).toBe(200);
  const verdict = page.locator('#why-verdict');
  await verdict.filter({ hasText: `${time} op ` }).waitFor();
  return (await verdict.textContent()) ?? '';
}

describe('"why closed" names the block a manager just made, with its reason', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let managerToken = '';
  let blockId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    if (blockId)
      expect(
        (
          await fetch(`${widgetUrl}/api/staff/sites/${AMSTERDAM}/blocks/${blockId}`, {
            method: 'DELETE',
            headers: { authorization: managerToken },
          })
        ).status,
      ).toBe(204);
    await browser?.close();
  });

  it('a manager blocks 20:00 to 21:00 on the rules page, and "Waarom dicht?" says so for 20:15', async () => {
    expect(await availableTimes(widgetUrl, AMSTERDAM, BLOCK_DATE, 2)).toContain('20:15');
    const { page } = await newPage(browser, VIEWPORTS[0]);
    managerToken = await signIn(page, widgetUrl, MANAGER);

    await page.getByRole('link', { name: 'Regels en blokkades' }).click();
    await page.getByRole('heading', { level: 1, name: /Regels en blokkades/ }).waitFor();
    await page.locator('#block-date').fill(BLOCK_DATE);
    await page.getByLabel('Een tijdsperiode').check();
    await page.locator('#block-from').fill('20:00');
    await page.locator('#block-to').fill('21:00');
    await page.getByLabel('Reden').fill(REASON);
    const added = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/blocks'),
    );
    await page.getByRole('button', { name: 'Blokkade toevoegen' }).click();
    const answer = (await (await added).json()) as { block: { id: string } };
    blockId = answer.block.id;
    await page.locator('.staff-block-news__added').waitFor();
    // The guest widget's API stops offering the blocked times at once.
    expect(await availableTimes(widgetUrl, AMSTERDAM, BLOCK_DATE, 2)).not.toContain('20:15');

    await page.getByRole('link', { name: 'Waarom dicht?' }).click();
    await page.getByRole('heading', { level: 1, name: /Waarom is deze tijd dicht\?/ }).waitFor();
    const verdict = await ask(page, BLOCK_DATE, '20:15', 2);
    expect(verdict).toMatch(/^Online dicht 20:15 op .+, 2 personen$/);
    const reasons = page.locator('.staff-why-closed__reasons > li');
    expect(await reasons.allTextContents()).toEqual([`Online geblokkeerd, 20:00–21:00: “${REASON}”.`]);
    await page.getByText(/^Vrij voor deze groep op deze tijd: /).waitFor();

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await looksRight(page, viewport.width);
      await screenshot(page, `staff-why-closed-block-${viewport.name}`);
    }
    await page.close();
  }, 180_000);

  it('a host opens it from the day sheet of that day: a time before the block is open, with its tables', async () => {
    const { page } = await newPage(browser, VIEWPORTS[1]);
    await signIn(page, widgetUrl, HOST);
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${BLOCK_DATE}`);
    await page.getByRole('heading', { level: 2, name: 'Reserveringen' }).waitFor();
    // A host may not change the rules: no link to them, but this screen is theirs too.
    expect(await page.getByRole('link', { name: 'Regels en blokkades' }).count()).toBe(0);
    const opened = page.waitForResponse((response) => response.url().includes('/closed-reasons?'));
    await page.getByRole('link', { name: 'Waarom dicht?' }).click();
    await opened;
    expect(await page.getByLabel('Datum', { exact: true }).inputValue()).toBe(BLOCK_DATE);

    const verdict = await ask(page, BLOCK_DATE, '18:00', 4);
    expect(verdict).toMatch(/^Online open 18:00 op .+, 4 personen$/);
    await page
      .getByText(/^Een reservering krijgt nu |vrije tafels? bied/)
      .first()
      .waitFor();
    expect(await page.locator('.staff-why-closed__reasons').count()).toBe(0);
    for (const viewport of [...VIEWPORTS].reverse()) {
      await page.setViewportSize(viewport);
      await looksRight(page, viewport.width);
      await screenshot(page, `staff-why-closed-open-${viewport.name}`);
    }
    // The same time inside the block, for the host too: the block and its reason.
    await ask(page, BLOCK_DATE, '20:45', 4);
    expect(await page.locator('.staff-why-closed__reasons > li').allTextContents()).toEqual([
      `Online geblokkeerd, 20:00–21:00: “${REASON}”.`,
    ]);
    await page.close();
  }, 180_000);
});
