/**
 * In Chromium: staff accounts managed in the app. The chain admin (the demo's, a Dutch account) opens Staff
 * from the top bar and adds a host of Amsterdam; the host signs in with the code from the outbox and has Amsterdam
 * only; the admin removes them, and the host's open sheet is signed out at its next call while their token answers
 * 401. The accounts screen is looked at on a tablet (1024x768) and a phone (360 px), with axe on each.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { launchBrowser, newPage, screenshot } from './browser';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
/** The demo's chain admin (server/db/seed/staff.ts). */
const ADMIN = 'admin@tafel.example';

/** Controls under 44 px on the page (buttons, fields, links styled as buttons), by their text. */
const smallControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main button, main input, main select, main a.staff-button')]
      .filter((control) => control.getBoundingClientRect().height < 44)
      .map((control) => control.textContent || control.id),
  );

describe('staff accounts, managed in the app', () => {
  const { widgetUrl } = workerServer();
  const host = { name: 'Noor Bakker', email: `noor.${Date.now()}@tafel.example` };
  let browser: Browser;
  let admin: Page;
  let hostPage: Page;
  let hostToken = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: admin } = await newPage(browser, { width: 1024, height: 768 }));
    ({ page: hostPage } = await newPage(browser, { width: 1024, height: 768 }));
  }, 60_000);
  afterAll(async () => browser?.close());

  it('the chain admin opens Staff from the top bar and adds a host of Amsterdam', async () => {
    await signInStaff(admin, widgetUrl, ADMIN);
    await admin.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    await admin.getByRole('link', { name: 'Personeel' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Personeel' }).waitFor();
    expect(admin.url()).toBe(`${widgetUrl}/staff/accounts`);
    await admin.getByLabel('Naam', { exact: true }).fill(host.name);
    await admin.getByLabel('E-mailadres', { exact: true }).fill(host.email);
    await admin.getByLabel('Taal van de e-mails').selectOption('en');
    await admin.getByLabel('Rol', { exact: true }).selectOption({ label: 'Gastheer of gastvrouw' });
    await admin.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Tafel Amsterdam' });
    await admin.getByRole('button', { name: 'Toevoegen' }).click();
    await admin
      .getByText(`${host.name} is toegevoegd en kan inloggen op /staff met ${host.email}.`)
      .waitFor();
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: host.name }) });
    await expect(card.textContent()).resolves.toContain('Gastheer of gastvrouw bij Tafel Amsterdam');
  }, 60_000);

  it('the accounts screen on a tablet and on a phone: no serious accessibility fault, nothing too wide or small', async () => {
    // With one member's roles open, so the give-a-role form is checked too.
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: host.name }) });
    await card.getByRole('button', { name: 'Rollen wijzigen' }).click();
    await card.getByLabel('Een rol geven').waitFor();
    for (const viewport of [
      { width: 1024, height: 768, name: 'tablet' },
      { width: 360, height: 740, name: 'phone' },
    ]) {
      await admin.setViewportSize(viewport);
      await admin.getByRole('heading', { level: 2, name: 'In dienst' }).waitFor();
      await injectAxe(admin);
      expect(await seriousViolations(admin)).toEqual([]);
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await smallControls(admin)).toEqual([]);
      await screenshot(admin, `staff-accounts-${viewport.name}`);
    }
    await card.getByRole('button', { name: 'Klaar' }).click();
    await admin.setViewportSize({ width: 1024, height: 768 });
  }, 60_000);

  it('the new host signs in with their code, in their language, and has Amsterdam only', async () => {
    await signInStaff(hostPage, widgetUrl, host.email);
    await hostPage.getByRole('heading', { level: 1, name: /Day sheet/ }).waitFor();
    expect(hostPage.url()).toContain(`/staff/${AMSTERDAM}/`);
    expect(await hostPage.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    hostToken = (await hostPage.evaluate(() => localStorage.getItem('tafel-staff:token'))) ?? '';
    const me = (await (
      await fetch(`${widgetUrl}/api/staff/me`, { headers: { authorization: hostToken } })
    ).json()) as { staff: { restaurants: Array<{ site_id: string; role: string }> } };
    expect(me.staff.restaurants).toEqual([expect.objectContaining({ site_id: AMSTERDAM, role: 'host' })]);
    const rotterdam = await fetch(`${widgetUrl}/api/staff/sites/${ROTTERDAM}/day?date=2030-01-07`, {
      headers: { authorization: hostToken },
    });
    expect(rotterdam.status).toBe(403);
    const accounts = await fetch(`${widgetUrl}/api/staff/accounts`, {
      headers: { authorization: hostToken },
    });
    expect(accounts.status).toBe(403);
  }, 60_000);

  it('the admin removes them after a confirmation: their token answers 401 and their open sheet signs out', async () => {
    await admin.getByRole('button', { name: `${host.name} verwijderen` }).click();
    await admin
      .getByText(`${host.name} verwijderen? Diegene wordt meteen uitgelogd en kan niet meer inloggen.`)
      .waitFor();
    await admin.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await admin.getByText(`${host.name} is verwijderd en uitgelogd.`).waitFor();
    expect(await admin.getByRole('heading', { name: host.name }).count()).toBe(0);
    await screenshot(admin, 'staff-accounts-removed-tablet');

    const me = await fetch(`${widgetUrl}/api/staff/me`, { headers: { authorization: hostToken } });
    expect(me.status).toBe(401);
    // The host's open sheet signs out at its next call: another day, or its live stream asking again, whichever
    // comes first (under load the stream may be first, and the sheet gone before the click).
    const signIn = hostPage.getByRole('heading', { level: 1, name: 'Sign in' });
    const nextDay = hostPage.getByRole('button', { name: 'Next day' });
    await nextDay.or(signIn).first().waitFor();
    if (await nextDay.isVisible()) await nextDay.click({ timeout: 2000 }).catch(() => undefined);
    await signIn.waitFor();
    expect(await hostPage.evaluate(() => localStorage.getItem('tafel-staff:token'))).toBeNull();
    await screenshot(hostPage, 'staff-accounts-host-signed-out');
  }, 60_000);
});
