/**
 * In Chromium: a manager sets up the restaurant. The Rotterdam manager signs in, opens Settings from the day
 * sheet, closes one evening at 20:00 and adds a table; the guest widget opened right after offers no time from 20:00
 * on that weekday. The page is looked at on a tablet (1024x768) and a phone (360 px), with axe on each. The settings
 * are put back at the end, so the files after this one meet Rotterdam as seeded.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { launchBrowser, newPage, screenshot } from './browser';
import { availableTimes, daysAhead } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
/** The demo manager of Rotterdam (server/db/seed/staff.ts); their account speaks Dutch. */
const MANAGER = 'manager.rotterdam@tafel.example';
const DUTCH_WEEKDAYS = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];

describe('a manager sets up the restaurant, and the widget follows', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let page: Page;
  let token = '';
  let seeded: { settings: unknown } | null = null;
  const staffApi = (path: string, init: RequestInit = {}) =>
    fetch(`${widgetUrl}/api/staff/sites/${ROTTERDAM}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: token },
    });

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 1024, height: 768 }));
  }, 60_000);
  afterAll(async () => {
    // Rotterdam as seeded again: its settings, and without the table this file added.
    if (seeded) await staffApi('/settings', { method: 'PUT', body: JSON.stringify(seeded.settings) });
    const { tables = [] } = token ? await (await staffApi('/settings')).json() : {};
    for (const table of tables as Array<{ id: string; label: string }>)
      if (table.label === 'Terras 1') await staffApi(`/tables/${table.id}`, { method: 'DELETE' });
    await browser?.close();
  });

  it('closing an evening at 20:00 and adding a table: saved, and the widget offers nothing from 20:00', async () => {
    await signInStaff(page, widgetUrl, MANAGER);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    token = (await page.evaluate(() => localStorage.getItem('tafel-staff:token'))) ?? '';
    seeded = await (await staffApi('/settings')).json();

    // A day on which 20:00 is still offered (every weekday of the seed's dinner runs to 21:30 or later).
    let date = '';
    for (let ahead = 8; !date && ahead < 22; ahead += 1)
      if ((await availableTimes(widgetUrl, ROTTERDAM, daysAhead(ahead), 2)).includes('20:00'))
        date = daysAhead(ahead);
    expect(date).not.toBe('');
    const weekday = DUTCH_WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;

    await page.getByRole('link', { name: 'Instellingen' }).click();
    await page.getByRole('heading', { level: 1, name: /Instellingen/ }).waitFor();
    await page
      .getByLabel(new RegExp(`^${weekday}, periode \\d: tot$`))
      .last()
      .fill('20:00');
    await page.getByRole('button', { name: 'Openingstijden en regels opslaan' }).click();
    await page.getByText('Instellingen opgeslagen. Gasten zien de wijziging meteen.').waitFor();

    const add = page.getByRole('form', { name: 'Een tafel toevoegen' });
    await add.getByLabel('Naam').fill('Terras 1');
    await add.getByLabel('Stoelen').fill('4');
    await add.getByRole('button', { name: 'Tafel toevoegen' }).click();
    await page.getByText('Tafel Terras 1 toegevoegd.').waitFor();
    await page.getByRole('form', { name: 'Terras 1' }).waitFor();

    // The API and a guest opening the widget on that day right after: the last time is 19:45.
    const times = await availableTimes(widgetUrl, ROTTERDAM, date, 2);
    expect(times.filter((time) => time >= '20:00')).toEqual([]);
    expect(times).toContain('19:45');
    const { page: guestPage } = await newPage(browser, { width: 360, height: 740 });
    await guestPage.goto(`${widgetUrl}/?site=${ROTTERDAM}&date=${date}`);
    await guestPage
      .locator('.slot:not([disabled])', { hasText: '19:45' })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await guestPage.locator('.slot', { hasText: /^\s*2[0-3]:\d\d/ }).count()).toBe(0);
    await guestPage.close();

    // The audit trail on the rules page says it, in words.
    await page.getByRole('link', { name: 'Regels en blokkades' }).click();
    await page
      .getByText(new RegExp(`Instellingen gewijzigd: ${weekday} .*→ .*20:00`))
      .first()
      .waitFor();
    await page.getByText('Tafel toegevoegd: Terras 1, 4 stoelen, koppelbaar').first().waitFor();
  }, 120_000);

  it('the settings page on a tablet and on a phone: no serious accessibility fault, nothing too wide or too small', async () => {
    for (const viewport of [
      { width: 1024, height: 768, name: 'tablet' },
      { width: 360, height: 740, name: 'phone' },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${widgetUrl}/staff/${ROTTERDAM}/settings`);
      await page.getByRole('heading', { level: 2, name: 'Openingstijden' }).waitFor();
      await injectAxe(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      // Every control a finger meets is at least 44 px high (a checkbox through its label).
      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'main button, main select, main input:not([type="checkbox"]), .staff-check',
          ),
        ]
          .filter((element) => element.getBoundingClientRect().height < 44)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(small).toEqual([]);
      await screenshot(page, `staff-settings-${viewport.name}`);
    }
  }, 60_000);
});
