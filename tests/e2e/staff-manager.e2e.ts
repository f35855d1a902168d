/**
 * In Chromium: what a manager changes. The Rotterdam manager shortens the stay of small parties on the rules page
 * (the stay table's Save, as a person would) on a day whose 19:00 is fully booked: the times whose stay no longer
 * reaches 19:00 open at once, in the API and in the guest widget, exactly as the rule says. The rules page is looked
 * at on a tablet (1024x768) and a phone (360 px), with axe on every page visited. Rotterdam's stay is put back at the
 * end, so the files after this one meet the seed. (The figures' CSV is read back in staff-csv.e2e.ts.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayRule } from '../../shared/staff/stay-rules';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, screenshot } from './browser';
import { availableTimes, daysAhead, takeEveryTable } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
/** The demo manager (server/db/seed/staff.ts): one restaurant; the account speaks Dutch. */
const ROTTERDAM_MANAGER = 'manager.rotterdam@tafel.example';
/** A day no other e2e file books on (they stay within the coming 25 days). */
const STAY_DATE = daysAhead(31);
/** The time every table is taken at, and the party whose stay changes. */
const FULL_AT = '19:00';
const PARTY = 2;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The stay of a party under the rules: the first row that covers it (shared/staff/stay-rules.ts). */
const stayOf = (rules: readonly StayRule[], size: number) =>
  rules.find((rule) => rule.up_to === null || size <= rule.up_to)!.minutes;

/** Signs a manager in at /staff with the code from the development outbox; ends on their day sheet. */
async function signIn(page: Page, widgetUrl: string, email: string): Promise<string> {
  await signInStaff(page, widgetUrl, email);
  await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
  const token = (await page.evaluate(() => localStorage.getItem('tafel-staff:token'))) ?? '';
  expect(token).not.toBe('');
  return token;
}

/** The page has no serious accessibility fault and nothing wider than the screen. */
async function looksRight(page: Page, width: number): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('a manager changes the stay and the widget follows', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let rotterdamToken = '';
  let seededStay: StayRule[] | null = null;
  const staffApi = (token: string, siteId: string, path: string, init: RequestInit = {}) =>
    fetch(`${widgetUrl}/api/staff/sites/${siteId}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: token },
    });

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    // Rotterdam's stay as seeded again.
    if (seededStay)
      expect(
        (
          await staffApi(rotterdamToken, ROTTERDAM, '/stay', {
            method: 'PUT',
            body: JSON.stringify({ stay_minutes: seededStay }),
          })
        ).status,
      ).toBe(200);
    await browser?.close();
  });

  it('a shorter stay saved on the rules page opens, at once, exactly the times whose stay now ends by a full 19:00', async () => {
    const { page } = await newPage(browser, { width: 1024, height: 768 });
    rotterdamToken = await signIn(page, widgetUrl, ROTTERDAM_MANAGER);
    const rules = (await (await staffApi(rotterdamToken, ROTTERDAM, '/rules')).json()) as {
      stay_minutes: StayRule[];
    };
    seededStay = rules.stay_minutes;
    const row = seededStay.findIndex((rule) => rule.up_to === null || PARTY <= rule.up_to);
    const before = stayOf(seededStay, PARTY);
    const after = before - 30;
    expect(after).toBeGreaterThanOrEqual(30);

    // The day as a guest finds it, then every table taken at 19:00 by other guests.
    const offered = await availableTimes(widgetUrl, ROTTERDAM, STAY_DATE, PARTY);
    expect(offered).toContain(FULL_AT);
    await takeEveryTable(widgetUrl, ROTTERDAM, STAY_DATE, FULL_AT, 'stay');
    // Before 19:00 a party of 2 gets a table when its stay ends by 19:00, when the tables are taken (the rule).
    const fits = (stay: number) =>
      offered.filter((time) => time < FULL_AT && minutesOf(time) + stay <= minutesOf(FULL_AT));
    const opening = fits(after).filter((time) => !fits(before).includes(time));
    // A 30 minutes shorter stay on a 15-minute grid opens two times (17:15 and 17:30 with 2 h → 1.5 h).
    expect(opening.length).toBeGreaterThanOrEqual(2);
    const stillClosed = offered.find((time) => time < FULL_AT && !fits(after).includes(time))!;
    expect(stillClosed).toBeDefined();
    const beforeFull = (times: string[]) => times.filter((time) => time < FULL_AT);
    expect(beforeFull(await availableTimes(widgetUrl, ROTTERDAM, STAY_DATE, PARTY))).toEqual(fits(before));

    // A guest's widget on that day before the change: the last time offered before 19:00 is the one the old stay fits.
    const { page: guestBefore } = await newPage(browser, { width: 360, height: 740 });
    await guestBefore.goto(`${widgetUrl}/?site=${ROTTERDAM}&date=${STAY_DATE}`);
    await guestBefore
      .locator('.slot:not([disabled])', { hasText: fits(before).at(-1)! })
      .first()
      .waitFor({ timeout: 15_000 });
    for (const time of opening)
      expect(await guestBefore.locator('.slot:not([disabled])', { hasText: time }).count()).toBe(0);
    await guestBefore.close();

    // The manager changes the stay on the rules page, through the stay table.
    await page.getByRole('link', { name: 'Regels en blokkades' }).click();
    await page.getByRole('heading', { level: 1, name: /Regels en blokkades/ }).waitFor();
    await looksRight(page, 1024);
    const label = row === seededStay.length - 1 ? 'Grotere groepen: Verblijf' : `Regel ${row + 1}: verblijf`;
    const field = page.getByLabel(label, { exact: true });
    expect(await field.inputValue()).toBe(String(before));
    await field.selectOption(String(after));
    await page.getByRole('button', { name: 'Verblijfstijden opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Verblijfstijden opgeslagen.' }).waitFor();
    await page
      .getByText(/^Verblijfsduur gewijzigd: /)
      .first()
      .waitFor();

    // Stored as chosen, and the API answers by the new stay at once: the opened times, and no other.
    const stored = (await (await staffApi(rotterdamToken, ROTTERDAM, '/rules')).json()) as {
      stay_minutes: StayRule[];
    };
    expect(stayOf(stored.stay_minutes, PARTY)).toBe(after);
    expect(beforeFull(await availableTimes(widgetUrl, ROTTERDAM, STAY_DATE, PARTY))).toEqual(fits(after));

    // A guest opening the widget right after is offered them; a time whose stay still reaches 19:00 is not.
    const { page: guestAfter } = await newPage(browser, { width: 360, height: 740 });
    await guestAfter.goto(`${widgetUrl}/?site=${ROTTERDAM}&date=${STAY_DATE}`);
    for (const time of opening)
      await guestAfter
        .locator('.slot:not([disabled])', { hasText: time })
        .first()
        .waitFor({ timeout: 15_000 });
    expect(await guestAfter.locator('.slot:not([disabled])', { hasText: stillClosed }).count()).toBe(0);
    await looksRight(guestAfter, 360);
    await guestAfter.close();

    // The rules page after the save, on a tablet and on a phone.
    for (const viewport of [
      { width: 1024, height: 768, name: 'tablet' },
      { width: 360, height: 740, name: 'phone' },
    ]) {
      await page.setViewportSize(viewport);
      await page.getByRole('heading', { level: 2, name: 'Verblijfsduur per groepsgrootte' }).waitFor();
      await looksRight(page, viewport.width);
      await screenshot(page, `staff-manager-stay-${viewport.name}`);
    }
    await page.close();
  }, 180_000);
});
