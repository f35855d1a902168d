/**
 * Finding a booking (SPEC §2 reservations-retrieve, issue 12 points 3 and 4): by number with the phone or the
 * e-mail it was made with, every refusal in its own words, a second find in one visit, and the code log-in's
 * refusals (an unknown phone, a wrong code).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, PHONE } from './browser';
import { apiSignIn, latestCode, listSites, newGuest, uniquePhone, type Guest } from './journey-helpers';

interface Booked {
  id: string;
  number: string;
}

async function book(widgetUrl: string, token: string, guest: Guest, siteId: string, time: string) {
  const response = await fetch(`${widgetUrl}/api/sites/${siteId}/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({
      date: addDays(todayDate(Date.now()), 8),
      time,
      party_size: 2,
      first_name: guest.first,
      last_name: guest.last,
      email: guest.email,
      phone_number: guest.phone,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reservation: Booked }).reservation;
}

/** Fills the find form and submits it. */
async function find(page: Page, number: string, by: 'phone' | 'email', contact: string) {
  await page.locator('#confirmation-number').fill(number);
  await page.getByRole('radio', { name: by === 'email' ? 'E-mail address' : 'Phone number' }).check();
  await page.locator('#retrieve-contact').fill(contact);
  await page.getByRole('button', { name: 'Find reservation' }).click();
}

describe('finding a booking by its number', () => {
  let browser: Browser;
  let widgetUrl: string;
  let siteId: string;
  let guest: Guest;
  let first: Booked;
  let second: Booked;
  beforeAll(async () => {
    browser = await launchBrowser();
    widgetUrl = inject('widgetUrl');
    siteId = (await listSites(widgetUrl))[0]!.id;
    guest = newGuest('retrieve');
    const token = await apiSignIn(widgetUrl, guest);
    first = await book(widgetUrl, token, guest, siteId, '18:00');
    second = await book(widgetUrl, token, guest, siteId, '20:00');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['phone', 'phone' as const],
    ['e-mail', 'email' as const],
  ])('by number and %s: that reservation alone, titled as one, without sign-out', async (_name, by) => {
    const { context, page } = await newPage(browser, PHONE);
    const failures: string[] = [];
    page.on(
      'response',
      (response) =>
        void (response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`)),
    );
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    await find(page, first.number.toLowerCase(), by, by === 'email' ? guest.email : guest.phone);
    await page.getByRole('heading', { name: 'Your reservation', exact: true }).waitFor();
    const items = page.locator('.list > li');
    await expect(items.count()).resolves.toBe(1);
    await expect(items.first().textContent()).resolves.toContain(first.number);
    await expect(page.getByRole('button', { name: 'Sign out' }).count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // No failed call on the way (a profile asked with the reservation's access token was a 403 in the console).
    expect(failures).toEqual([]);
    await context.close();
  });

  it('a second find in the same visit shows the second reservation', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    await find(page, first.number, 'phone', guest.phone);
    await page.getByRole('heading', { name: 'Your reservation', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Find another reservation' }).click();
    await find(page, second.number, 'phone', guest.phone);
    await expect
      .poll(() => page.locator('.list > li').first().textContent(), { timeout: 10000 })
      .toContain(second.number);
    await expect(page.locator('.list > li').count()).resolves.toBe(1);
    await context.close();
  });

  it.each([
    ['an unknown number', 'ZZZZ99', 'Reservation with such number could not be found'],
    ['a malformed number', 'AB-12', 'Invalid confirmation number'],
    ['no number', '', 'Missing phone number/email or reservation number'],
    ['the number with another guest’s phone', 'first', 'Reservation with such number could not be found'],
  ])('%s: its own words', async (_name, number, words) => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    await find(
      page,
      number === 'first' ? first.number : number,
      'phone',
      number === 'first' ? uniquePhone() : guest.phone,
    );
    await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(words);
    await context.close();
  });

  it('code log-in: an unknown phone and a wrong code are told as such, never as a server error', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    await page.locator('#login-phone').fill(uniquePhone());
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(
      'We do not know this phone number. Check it, or make a reservation first.',
    );
    // A guest who has no code on its way (one per 30 s per number).
    const known = newGuest('retrieve-login');
    await fetch(`${widgetUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: known.first,
        last_name: known.last,
        phone_number: known.phone,
        email: known.email,
      }),
    });
    await page.locator('#login-phone').fill(known.phone);
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await page.locator('#otp').fill('000000');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(
      'This code is not right. Check the digits, or ask for a new code.',
    );
    await context.close();
  });

  it('code log-in: says where the code went, waits before a new one, lets the guest correct the number; the code goes to the corrected one', async () => {
    const known = newGuest('retrieve-correct');
    await fetch(`${widgetUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: known.first,
        last_name: known.last,
        phone_number: known.phone,
        email: known.email,
      }),
    });
    const typo = uniquePhone();
    await fetch(`${widgetUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Other',
        last_name: 'Guest',
        phone_number: typo,
        email: `o.${Date.now()}@example.nl`,
      }),
    });
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    await page.locator('#login-phone').fill(typo);
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await expect(page.getByText(/^We sent a 6-digit code to \+31 6 .+/).count()).resolves.toBe(1);
    const resend = page.getByRole('button', { name: /You can ask for a new code in \d+ seconds/ });
    await expect(resend.isDisabled()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Change phone number' }).click();
    await expect(page.locator('#login-phone').inputValue()).resolves.toBe(typo);
    await page.locator('#login-phone').fill(known.phone);
    const asked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await page.locator('#otp').fill(await latestCode(widgetUrl, known.phone, asked));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Your reservations' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await context.close();
  });
});
