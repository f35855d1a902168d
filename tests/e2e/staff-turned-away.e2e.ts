/**
 * In Chromium: demand turned away, from the guest's search to the manager's figures. Amsterdam has no time left for
 * 12 on a day; a guest in the widget asks for 12 there (and clicks about: 2, then 12 again), finds no time, picks one
 * of the alternatives offered and books there. The Amsterdam manager's figures for that day then show one search
 * turned away whose guest booked elsewhere in the chain. The figures are looked at on a tablet (1024x768) and a phone
 * (360 px), with axe on each.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  apiBook,
  apiSignIn,
  availableTimes,
  daysAhead,
  newGuest,
  signInContext,
  type Guest,
} from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
/** The demo Amsterdam manager (server/db/seed/staff.ts), whose account speaks Dutch. */
const AMSTERDAM_MANAGER = 'manager.amsterdam@tafel.example';
/** A day no other e2e file books on or searches. */
const DATE = daysAhead(41);
const PARTY = 12;

/** Other guests book Amsterdam for 12 until no time is left for 12 on DATE (a guest holds at most 10 bookings). */
async function fillForTwelve(widgetUrl: string): Promise<void> {
  let rival: Guest | null = null;
  let token = '';
  for (let booked = 0; booked < 24; booked += 1) {
    const [time] = await availableTimes(widgetUrl, AMSTERDAM, DATE, PARTY);
    if (time === undefined) return;
    if (booked % 8 === 0) {
      rival = newGuest(`turned-away-rival-${booked}`);
      token = await apiSignIn(widgetUrl, rival);
    }
    expect(await apiBook(widgetUrl, token, rival!, AMSTERDAM, { date: DATE, time, party_size: PARTY })).toBe(
      201,
    );
  }
  expect(await availableTimes(widgetUrl, AMSTERDAM, DATE, PARTY)).toEqual([]);
}

/** The page has no serious accessibility fault and nothing wider than the screen. */
async function looksRight(page: Page, width: number): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A table of the turned-away section as its rows' cell texts, 'name: value …'. */
const rowsOf = (page: Page, caption: string) =>
  page
    .locator('.staff-turned-away')
    .getByRole('table', { name: caption })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(': ')),
    );

describe('demand turned away: a guest finds Amsterdam full, books elsewhere, and the manager reads it', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let guest: Guest;
  let guestToken: string;
  let bookedAt = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await fillForTwelve(widgetUrl);
    guest = newGuest('turned-away');
    guestToken = await apiSignIn(widgetUrl, guest);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the guest finds no time for 12 in Amsterdam, clicks about, and books one of the alternatives', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInContext(context, widgetUrl, guestToken);
    await page.goto(`${widgetUrl}/?date=${DATE}&site=${AMSTERDAM}`);
    await page.locator('.slot:not([disabled])').first().waitFor();
    const told = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/turned-away'),
    );
    await page.locator('#party-size').selectOption(String(PARTY));
    await page.getByText('There is no online availability').waitFor();
    expect(await (await told).json()).toEqual({ recorded: true });
    // Clicking about: a party of 2 has times, then 12 again is the same search, not a second one.
    await page.locator('#party-size').selectOption('2');
    await page.locator('.slot:not([disabled])').first().waitFor();
    await page.locator('#party-size').selectOption(String(PARTY));
    await page
      .getByRole('heading', { name: 'These restaurants do have a table' })
      .waitFor({ timeout: 20000 });
    const alternative = page.locator('.alternatives__item').first();
    bookedAt = (await alternative.locator('strong').textContent())!.trim();
    await alternative.click();
    await page.locator('.slot:not([disabled])').first().click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('First name', { exact: true }).waitFor();
    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe(guest.first);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    await page.locator('h1', { hasText: 'Your table is booked' }).waitFor({ timeout: 20000 });
    await context.close();
  });

  // Signing in may wait out another file's code for the same demo account (30 s): more than the default minute.
  it("the Amsterdam manager's figures show 1 turned away, 1 booked elsewhere, on a tablet and a phone", async () => {
    expect(bookedAt).not.toBe('');
    const { page } = await newPage(browser, { width: 1024, height: 768 });
    await signInStaff(page, widgetUrl, AMSTERDAM_MANAGER);
    await page.getByRole('link', { name: 'Cijfers' }).click();
    await page.getByRole('heading', { level: 1, name: /Cijfers/ }).waitFor();
    await page.getByLabel('Van').fill(DATE);
    await page.getByLabel('Tot en met').fill(DATE);
    await page.getByLabel('Restaurant').selectOption(AMSTERDAM);
    await page.getByRole('button', { name: 'Tonen' }).click();
    await page.getByRole('heading', { level: 2, name: 'Misgelopen vraag' }).waitFor();
    await page.getByRole('table', { name: 'Per restaurant en dag' }).waitFor();
    await expect(rowsOf(page, 'Tafel Amsterdam')).resolves.toEqual([
      'Zoekopdrachten zonder vrije tijd: 1',
      `Gasten in die zoekopdrachten: ${PARTY}`,
    ]);
    await expect(rowsOf(page, 'Waar ze in hetzelfde bezoek reserveerden')).resolves.toEqual([
      'In een ander restaurant van ons: 1',
      'Hier, op een ander moment: 0',
      'Nergens: 0',
    ]);
    await expect(rowsOf(page, 'Waar ze naar zochten')).resolves.toContain('De hele dag: 1');
    const [day] = await rowsOf(page, 'Per restaurant en dag');
    expect(day).toMatch(/1 zonder tijd: 1: 0: 0$/);

    await looksRight(page, 1024);
    await screenshot(page, 'staff-turned-away-tablet');
    await page.setViewportSize(PHONE);
    await looksRight(page, PHONE.width);
    // The days' table fits inside its card on the phone too: its right edge within the card's padding.
    const overflow = await page.locator('.staff-turned-away').evaluate((section) => {
      const table = section.querySelector('table:last-of-type')!.getBoundingClientRect();
      const inside =
        section.getBoundingClientRect().right - parseFloat(getComputedStyle(section).paddingRight);
      return table.right - inside;
    });
    expect(overflow).toBeLessThanOrEqual(0.5);
    await screenshot(page, 'staff-turned-away-phone');
    await page.context().close();
  }, 120_000);
});
