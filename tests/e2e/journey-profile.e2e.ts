/**
 * The profile (SPEC §2 user/{uid}, issue 12 point 7): reached from the signed-in guest's list; the e-mail changes
 * only with the code sent to the new address (a wrong code told as such); the phone, which signs the guest in, is
 * shown but not changed; another guest's page shows nothing of theirs.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, PHONE } from './browser';
import { latestCode, newGuest } from './journey-helpers';

async function logIn(page: Page, widgetUrl: string, phone: string) {
  await page.goto(`${widgetUrl}/reservations/retrieve`);
  await page.locator('#login-phone').fill(phone);
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  await page.locator('#otp').fill(await latestCode(widgetUrl, phone, asked));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Your reservations' }).waitFor();
}

describe('the profile of a signed-in guest', () => {
  let browser: Browser;
  let widgetUrl: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    widgetUrl = inject('widgetUrl');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('from the list: the phone shown read-only, the e-mail changed with the code sent to the new address', async () => {
    const guest = newGuest('profile');
    await fetch(`${widgetUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: guest.first,
        last_name: guest.last,
        phone_number: guest.phone,
        email: guest.email,
      }),
    });
    const { context, page } = await newPage(browser, PHONE);
    await logIn(page, widgetUrl, guest.phone);
    await page.getByRole('link', { name: 'Your details' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await expect(page.locator('#user-phone_number').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(
      page.getByText('You log in with this number, so it cannot be changed here.').count(),
    ).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    const newEmail = `moved.${Date.now()}@example.nl`;
    await page.locator('#user-email').fill(newEmail);
    const asked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Confirm your new e-mail address' }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toContain(newEmail);
    await page.locator('#user-otp').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(
      'This code is not right. Check the digits, or ask for a new code.',
    );
    await page.locator('#user-otp').fill(await latestCode(widgetUrl, newEmail, asked));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Your e-mail address has been changed' }).waitFor();

    // Another guest's page: nothing of theirs, the way to one's own.
    await page.goto(`${widgetUrl}/user/someone-else-entirely/edit`);
    await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(
      'This page belongs to another guest.',
    );
    await expect(page.locator('#user-email').count()).resolves.toBe(0);
    await context.close();
  });
});
