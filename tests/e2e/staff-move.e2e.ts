/**
 * In Chromium: a host moves a booking on the day sheet (another time, a larger party), the row follows,
 * and the guest's change e-mail, in the guest's language, lands in the development outbox saying what it was. The
 * sheet with the move form open is looked at on a tablet (1024x768) and a phone (360 px), with axe on each.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { launchBrowser, newPage, screenshot } from './browser';
import { apiSignIn, daysAhead, latestMessage, newGuest } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
/** The demo host of Amsterdam (server/db/seed/staff.ts); their account speaks Dutch. */
const HOST = 'host.amsterdam@tafel.example';

describe('a booking moved at the host stand', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let page: Page;
  const date = daysAhead(12);
  const guest = newGuest('staff-move');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 1024, height: 768 }));
    await signInStaff(page, widgetUrl, HOST);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
  }, 120_000);
  afterAll(async () => browser?.close());

  it('the host moves the booking to 20:15 for 3; the guest gets the change e-mail in English', async () => {
    const token = await apiSignIn(widgetUrl, guest);
    const booked = await fetch(`${widgetUrl}/api/sites/${AMSTERDAM}/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        date,
        time: '18:00',
        party_size: 2,
        first_name: guest.first,
        last_name: guest.last,
        email: guest.email,
        phone_number: guest.phone,
        language: 'en',
      }),
    });
    expect(booked.status).toBe(201);

    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${date}`);
    const row = page.getByRole('listitem').filter({ hasText: guest.last });
    await row.waitFor();
    await row.getByRole('button', { name: new RegExp(`^Verplaatsen\\W+${guest.first}`) }).click();
    const form = row.getByRole('form', { name: /Reservering van .* verplaatsen/ });
    await form.waitFor();
    await expect(form.getByLabel('Datum').inputValue()).resolves.toBe(date);
    await form.getByLabel('Tijd').fill('20:15');
    await form.getByLabel('Aantal gasten').fill('3');

    for (const viewport of [
      { width: 1024, height: 768, name: 'tablet' },
      { width: 360, height: 740, name: 'phone' },
    ]) {
      await page.setViewportSize(viewport);
      await form.scrollIntoViewIfNeeded();
      await injectAxe(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `staff-move-${viewport.name}`, { fullPage: false });
    }
    await page.setViewportSize({ width: 1024, height: 768 });

    await form.getByRole('button', { name: 'Reservering verplaatsen' }).click();
    await form.waitFor({ state: 'detached' });
    await row.locator('.staff-booking__time', { hasText: '20:15' }).waitFor();
    await expect(row.textContent()).resolves.toContain('3 gasten');
    await page.getByText(new RegExp(`${guest.first} .* verplaatst naar .* om 20:15, 3 gasten`)).waitFor({
      state: 'attached',
    });

    const mail = await latestMessage(widgetUrl, guest.email, 'booking_changed');
    expect(mail.subject).toMatch(/^Reservation changed: Tafel Amsterdam, .* at 20:15/);
    expect(mail.text).toContain('What changed:');
    expect(mail.text).toContain('Time: 20:15 (was 18:00)');
    expect(mail.text).toContain('Party size: 3 (was 2)');
  }, 90_000);

  it('a move to a time the restaurant is closed is refused in words, and the booking stays', async () => {
    const row = page.getByRole('listitem').filter({ hasText: guest.last });
    await row.getByRole('button', { name: new RegExp(`^Verplaatsen\\W+${guest.first}`) }).click();
    const form = row.getByRole('form');
    await form.getByLabel('Tijd').fill('23:30');
    await form.getByRole('button', { name: 'Reservering verplaatsen' }).click();
    await form.getByRole('alert').filter({ hasText: 'Het restaurant is op die tijd niet open.' }).waitFor();
    await row.locator('.staff-booking__time', { hasText: '20:15' }).waitFor();
  }, 60_000);
});
