/**
 * In Chromium: the restaurant's day sheet at the host stand. A host signs in with the code from the
 * outbox, sees a booking made by a guest appear without reloading, marks the party arrived and then left (and
 * undoes a move), writes a walk-in down, and is refused another restaurant (403); a manager blocks 19:00 and the
 * widget stops offering it. The sheet is looked at on a tablet
 * (1024x768) and a phone (360 px), with axe on each. The two-process PostgreSQL path of the live changes is proved in
 * tests/unit/server-concurrency.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { launchBrowser, newPage, screenshot } from './browser';
import { apiSignIn, availableTimes, daysAhead, newGuest } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
/** The demo host of Amsterdam (server/db/seed/staff.ts); their account speaks Dutch. */
const HOST = 'host.amsterdam@tafel.example';

describe('the day sheet at the host stand', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let page: Page;
  let staffToken = '';
  const date = daysAhead(9);

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 1024, height: 768 }));
  }, 60_000);
  afterAll(async () => browser?.close());

  it('a host signs in with the e-mail code and lands on the day sheet, in their language', async () => {
    await signInStaff(page, widgetUrl, HOST, { fresh: true });
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    expect(page.url()).toContain(`/staff/${AMSTERDAM}/`);
    staffToken = (await page.evaluate(() => localStorage.getItem('tafel-staff:token'))) ?? '';
    expect(staffToken).not.toBe('');
  }, 60_000);

  it("a guest's booking appears on the open sheet without a reload, saying from when the guests can be marked", async () => {
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${date}`);
    await page.getByText('Live: wijzigingen verschijnen meteen').waitFor();
    const guest = newGuest('staff-live');
    const token = await apiSignIn(widgetUrl, guest);
    const booked = await fetch(`${widgetUrl}/api/sites/${AMSTERDAM}/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        date,
        time: '19:30',
        party_size: 3,
        first_name: guest.first,
        last_name: guest.last,
        email: guest.email,
        phone_number: guest.phone,
        notes: 'Verjaardag',
      }),
    });
    expect(booked.status).toBe(201);
    const row = page.getByRole('listitem').filter({ hasText: guest.last });
    await row.waitFor({ timeout: 3000 });
    await expect(row.textContent()).resolves.toContain('Verjaardag');

    // Nine days ahead the guests cannot have come yet: the buttons say from when (shared/staff/clock-rules.ts).
    const arrived = row.getByRole('button', { name: new RegExp(`^Binnen vanaf 18:30\\W+${guest.first}`) });
    expect(await arrived.isDisabled()).toBe(true);
    expect(
      await row
        .getByRole('button', { name: new RegExp(`^Niet gekomen vanaf 19:45\\W+${guest.first}`) })
        .isDisabled(),
    ).toBe(true);
  }, 60_000);

  it('the sheet on a tablet and on a phone: no serious accessibility fault, nothing wider than the screen', async () => {
    for (const viewport of [
      { width: 1024, height: 768, name: 'tablet' },
      { width: 360, height: 740, name: 'phone' },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${date}`);
      await page.getByRole('heading', { level: 2, name: 'Reserveringen' }).waitFor();
      await injectAxe(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `staff-day-sheet-${viewport.name}`);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
  }, 60_000);

  it("a walk-in is written down on today's sheet; the host undoes its arrival, marks it again, then left", async () => {
    await page.goto(`${widgetUrl}/staff`);
    await page.getByRole('heading', { level: 2, name: 'Binnenloper' }).waitFor();
    await page.getByLabel('Aantal gasten').fill('2');
    await page.getByLabel('Naam (niet verplicht)').fill('Kees Walk');
    // Outside the opening hours the form asks why (the suite runs at any hour).
    const reason = page.getByLabel('Reden om buiten de openingstijden te plaatsen');
    if (await reason.isVisible()) await reason.fill('Proef buiten de openingstijden');
    await page.getByRole('button', { name: 'Binnenloper noteren' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Kees Walk' });
    await row.waitFor();
    await row.getByRole('button', { name: /^Ongedaan maken/ }).click();
    await row.getByRole('button', { name: /^Binnen\W+Kees/ }).click();
    await row.getByText(/Binnen om \d\d:\d\d door Sanne/).waitFor();
    await row.getByRole('button', { name: /^Vertrokken\W+Kees/ }).click();
    await row.getByText(/Vertrokken om \d\d:\d\d door Sanne/).waitFor();
    // Undone, the sheet shows the arrival as it was, not the undo.
    await row.getByRole('button', { name: /^Ongedaan maken/ }).click();
    await row.getByText(/Binnen om \d\d:\d\d door Sanne/).waitFor();
  }, 60_000);

  it('another restaurant is refused: the sheet says so, and the API answers 403', async () => {
    await page.goto(`${widgetUrl}/staff/${ROTTERDAM}/${date}`);
    await page.getByText('Dit restaurant hoort niet bij je account.').waitFor();
    const answer = await fetch(`${widgetUrl}/api/staff/sites/${ROTTERDAM}/day?date=${date}`, {
      headers: { authorization: staffToken },
    });
    expect(answer.status).toBe(403);
  }, 60_000);

  it('a manager blocks 19:00: the widget stops offering it at once, and the rules page shows the block', async () => {
    const manager = 'manager.amsterdam@tafel.example';
    // A day on which 19:00 is still offered (a retry of this test finds the next one).
    let blockDate = '';
    for (let ahead = 11; !blockDate && ahead < 25; ahead += 1)
      if ((await availableTimes(widgetUrl, AMSTERDAM, daysAhead(ahead), 2)).includes('19:00'))
        blockDate = daysAhead(ahead);
    expect(blockDate).not.toBe('');
    const { page: managerPage } = await newPage(browser, { width: 1024, height: 768 });
    await signInStaff(managerPage, widgetUrl, manager);
    await managerPage.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    await managerPage.getByRole('link', { name: 'Regels en blokkades' }).click();
    await managerPage.getByRole('heading', { level: 1, name: /Regels en blokkades/ }).waitFor();
    await managerPage.getByLabel('Datum').fill(blockDate);
    await managerPage.getByLabel('Eén tijdslot (15 minuten)').check();
    await managerPage.getByLabel('Tijd', { exact: true }).fill('19:00');
    await managerPage.getByLabel('Reden').fill('Besloten feest');
    await managerPage.getByRole('button', { name: 'Blokkade toevoegen' }).click();
    // The page's own news of it (the audit trail below says it too, with the reason).
    await managerPage.getByText(/^Blokkade toegevoegd: .*19:00–19:15\.$/).waitFor();
    await managerPage.getByRole('listitem').filter({ hasText: 'Besloten feest' }).first().waitFor();
    await injectAxe(managerPage);
    expect(await seriousViolations(managerPage)).toEqual([]);
    expect(await managerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await screenshot(managerPage, 'staff-rules-tablet');

    // A guest opening the widget on that day right after: 19:00 is not offered, 19:15 is.
    const { page: guestPage } = await newPage(browser, { width: 360, height: 740 });
    await guestPage.goto(`${widgetUrl}/?site=${AMSTERDAM}&date=${blockDate}`);
    await guestPage
      .locator('.slot:not([disabled])', { hasText: '19:15' })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await guestPage.locator('.slot:not([disabled])', { hasText: '19:00' }).count()).toBe(0);
    expect(await availableTimes(widgetUrl, AMSTERDAM, blockDate, 2)).not.toContain('19:00');

    // The figures of the coming two weeks: the guest's booking of this file counted, the CSV downloaded with them.
    await managerPage.getByRole('link', { name: 'Terug naar het dagoverzicht' }).click();
    await managerPage.getByRole('link', { name: 'Cijfers' }).click();
    await managerPage.getByRole('heading', { level: 1, name: /Cijfers/ }).waitFor();
    await managerPage.getByLabel('Van').fill(daysAhead(0));
    await managerPage.getByLabel('Tot en met').fill(daysAhead(13));
    await managerPage.getByRole('button', { name: 'Tonen' }).click();
    await managerPage.getByRole('table', { name: 'Gasten per dagdeel' }).first().waitFor();
    const download = managerPage.waitForEvent('download');
    await managerPage.getByRole('button', { name: 'CSV downloaden' }).click();
    expect((await download).suggestedFilename()).toBe(`tafel-bookings-${daysAhead(0)}-${daysAhead(13)}.csv`);
    for (const viewport of [
      { width: 1024, height: 768, name: 'tablet' },
      { width: 360, height: 740, name: 'phone' },
    ]) {
      await managerPage.setViewportSize(viewport);
      await injectAxe(managerPage);
      expect(await seriousViolations(managerPage)).toEqual([]);
      expect(await managerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(managerPage, `staff-reports-${viewport.name}`);
    }
    await managerPage.close();
    await guestPage.close();
  }, 90_000);
});
