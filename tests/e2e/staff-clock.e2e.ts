/**
 * In Chromium: the rules the clock knows at the host stand (shared/staff/clock-rules.ts). A guest books tomorrow
 * evening; on that day's sheet the host reads from when Arrived and No-show can be used ('Binnen vanaf 18:00'). A walk-in
 * written down at 07:00, before the restaurant opens, asks the host's reason and is seated with it. On a tablet whose
 * clock runs ahead the sheet offers No-show, and the server refuses it before its time, in its own words on screen.
 * Looked at on a tablet (1024x768) and a phone (360 px), with axe on each.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineDateTime } from '../../shared/time/instant';
import { injectAxe, seriousViolations } from './axe';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { apiReserve, apiSignIn, availableTimes, daysAhead, escapeRegExp, newGuest } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
/** The demo host of Amsterdam (server/db/seed/staff.ts); their account speaks Dutch. */
const HOST = 'host.amsterdam@tafel.example';
const TABLET = { width: 1024, height: 768 };
/** The chain's clock rules, as a restaurant has them until its manager edits (migration 0062). */
const ARRIVE_BEFORE_MINUTES = 60;
const NO_SHOW_AFTER_MINUTES = 15;

/** 'HH:mm' moved by whole minutes within the day (the evening's times never cross midnight here). */
const clockPlus = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

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

describe("the clock's rules at the host stand", () => {
  const { widgetUrl } = workerServer();
  const date = daysAhead(1);
  const guest = newGuest('staff-clock');
  let browser: Browser;
  let page: Page;
  let time = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, TABLET));
    const offered = await availableTimes(widgetUrl, AMSTERDAM, date, 2);
    time =
      ['19:00', '19:30', '18:30', '20:00', '18:00'].find((candidate) => offered.includes(candidate)) ?? '';
    expect(time, `an evening time tomorrow among ${offered.join(', ')}`).not.toBe('');
    const token = await apiSignIn(widgetUrl, guest);
    await apiReserve(widgetUrl, token, guest, AMSTERDAM, { date, time, party_size: 2 });
    await signInStaff(page, widgetUrl, HOST);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
  }, 120_000);
  afterAll(async () => browser?.close());

  const row = () => page.getByRole('listitem').filter({ hasText: guest.last });
  const visitButton = (words: string) =>
    row().getByRole('button', { name: new RegExp(`^${escapeRegExp(words)}\\W+${guest.first}`) });

  it("tomorrow's booking: Arrived and No-show say from when they can be used, and cannot be pressed before", async () => {
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${date}`);
    const arrived = visitButton(`Binnen vanaf ${clockPlus(time, -ARRIVE_BEFORE_MINUTES)}`);
    const noShow = visitButton(`Niet gekomen vanaf ${clockPlus(time, NO_SHOW_AFTER_MINUTES)}`);
    await arrived.waitFor();
    expect(await arrived.isDisabled()).toBe(true);
    expect(await noShow.isDisabled()).toBe(true);
    await looksRight(page, 'staff-clock-held');
  }, 60_000);

  it('a walk-in at 07:00, before the restaurant opens, asks a reason and is seated with it', async () => {
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${daysAhead(0)}`);
    await page.getByRole('heading', { level: 2, name: 'Binnenloper' }).waitFor();
    await page.getByLabel('Tijd', { exact: true }).fill('07:00');
    await page.getByLabel('Naam (niet verplicht)').fill('Vroege Vogel');
    const reason = page.getByLabel('Reden om buiten de openingstijden te plaatsen');
    await reason.waitFor();
    await expect(page.locator('#walk-in-outside').textContent()).resolves.toMatch(
      /^07:00 valt buiten de openingstijden van vandaag \(.+\)\.$|^Het restaurant is vandaag gesloten\.$/,
    );
    await looksRight(page, 'staff-clock-walk-in-reason');
    await reason.fill('Ontbijt voor het personeel');
    await page.getByRole('button', { name: 'Binnenloper noteren' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Vroege Vogel' }).waitFor();
  }, 60_000);

  it('no-show before the start is refused with its words, even where the tablet’s clock runs ahead', async () => {
    // The tablet thinks it is 20 minutes past the start; the server knows the booking is tomorrow.
    const start = combineDateTime(date, time);
    await page.clock.setFixedTime(new Date(start + 20 * 60_000));
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${date}`);
    const noShow = visitButton('Niet gekomen');
    await noShow.waitFor();
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/visit') && response.request().method() === 'POST',
    );
    await noShow.click();
    expect((await refused).status()).toBe(409);
    const words = `Nog niet: dit kan vanaf ${clockPlus(time, NO_SHOW_AFTER_MINUTES)}.`;
    const alert = row().getByRole('alert');
    await expect(alert.textContent()).resolves.toBe(words);
    expect(await alert.isVisible()).toBe(true);
    await expect(row().locator('.staff-status').textContent()).resolves.toBe('Gereserveerd');
    await looksRight(page, 'staff-clock-refused');
  }, 60_000);
});
