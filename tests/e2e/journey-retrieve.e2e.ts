/**
 * Finding a booking (reservations/retrieve): by number with the phone or the
 * e-mail it was made with, every refusal in its own words, a second find in one visit, and the code log-in's
 * refusals (an unknown phone, a wrong code).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, PHONE } from './browser';
import {
  apiSignIn,
  apiSignUp,
  blockStorage,
  findReservation,
  type Guest,
  latestCode,
  latestMessage,
  listSites,
  newGuest,
  uniquePhone,
} from './journey-helpers';
import { workerServer } from './server';

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

describe('finding a booking by its number', () => {
  let browser: Browser;
  let widgetUrl: string;
  let siteId: string;
  let guest: Guest;
  let first: Booked;
  let second: Booked;
  beforeAll(async () => {
    browser = await launchBrowser();
    widgetUrl = workerServer().widgetUrl;
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
    await findReservation(page, first.number.toLowerCase(), by, by === 'email' ? guest.email : guest.phone);
    await page.getByRole('heading', { name: 'Your reservation', exact: true }).waitFor();
    const items = page.locator('.list > li');
    await expect.poll(() => items.count()).toBe(1);
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
    await findReservation(page, first.number, 'phone', guest.phone);
    await page.getByRole('heading', { name: 'Your reservation', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Find another reservation' }).click();
    await findReservation(page, second.number, 'phone', guest.phone);
    await expect
      .poll(() => page.locator('.list > li').first().textContent(), { timeout: 10000 })
      .toContain(second.number);
    await expect.poll(() => page.locator('.list > li').count()).toBe(1);
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
    await findReservation(
      page,
      number === 'first' ? first.number : number,
      'phone',
      number === 'first' ? uniquePhone() : guest.phone,
    );
    await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(words);
    await context.close();
  });

  it('a number tried too often from many places: words of its own that point to the code log-in, in Dutch too', async () => {
    const owner = newGuest('retrieve-locked-number');
    const booked = await book(widgetUrl, await apiSignIn(widgetUrl, owner), owner, siteId, '19:00');
    // Strangers behind many addresses (the e2e server trusts X-Forwarded-For), a few tries each.
    for (let address = 0; address < 10; address += 1)
      for (let attempt = 0; attempt < 5; attempt += 1)
        await fetch(`${widgetUrl}/api/reservations/retrieve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${address + 1}` },
          body: JSON.stringify({ confirmationNum: booked.number, phone_number: uniquePhone() }),
        });
    for (const [lang, words] of [
      [
        'en',
        'This reservation number was tried too often. Log in with a code sent to your phone or e-mail instead, or try the number again later.',
      ],
      [
        'nl',
        'Er is te vaak geprobeerd met dit reserveringsnummer. Log in met een code naar je telefoon of e-mail, of probeer het nummer later nog eens.',
      ],
    ] as const) {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(`${widgetUrl}/reservations/retrieve?lang=${lang}`);
      await findReservation(page, booked.number, 'phone', owner.phone, lang);
      await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(words);
      await context.close();
    }
  });

  it('code log-in: an unknown phone gets the code page like any number (a text says nothing is booked under it); a wrong code is told as such', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    const stranger = uniquePhone();
    await page.locator('#login-contact').fill(stranger);
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    // The page cannot tell a guest from a stranger (docs/api.md, guest accounts): the number itself is told.
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    expect((await latestMessage(widgetUrl, stranger, 'no_guest')).text).toContain('no reservations under it');
    await page.getByRole('button', { name: 'Change phone number' }).click();
    // A guest who has no code on its way (one per 30 s per number).
    const known = newGuest('retrieve-login');
    await apiSignUp(widgetUrl, known);
    await page.locator('#login-contact').fill(known.phone);
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
    await apiSignUp(widgetUrl, known);
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
    await page.locator('#login-contact').fill(typo);
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await expect.poll(() => page.getByText(/^We sent a 6-digit code to \+31 6 .+/).count()).toBe(1);
    const resend = page.getByRole('button', { name: /You can ask for a new code in \d+ seconds/ });
    await expect(resend.isDisabled()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // A refresh keeps the step, where the code went and the wait (the tab's session keeps the log-in under way).
    await page.reload();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await expect.poll(() => page.getByText(/^We sent a 6-digit code to \+31 6 .+/).count()).toBe(1);
    await expect(resend.isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Change phone number' }).click();
    await expect(page.locator('#login-contact').inputValue()).resolves.toBe(typo);
    await page.locator('#login-contact').fill(known.phone);
    const asked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await page.locator('#otp').fill(await latestCode(widgetUrl, known.phone, asked));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Your reservations' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await context.close();
  });

  it('code log-in: once the wait is over a new code can be asked, and the new code logs in', async () => {
    const known = newGuest('retrieve-resend');
    await apiSignUp(widgetUrl, known);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    await page.locator('#login-contact').fill(known.phone);
    const firstAsked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await latestCode(widgetUrl, known.phone, firstAsked);
    // The server's wait between two codes to one number is real time (30 s): the guest waits it out.
    const resend = page.getByRole('button', { name: 'Send a new code', exact: true });
    await resend.waitFor({ timeout: 40000 });
    const againAsked = Date.now() - 1000;
    await resend.click();
    await page.getByRole('button', { name: /You can ask for a new code in \d+ seconds/ }).waitFor();
    const second = await latestCode(widgetUrl, known.phone, againAsked);
    expect(second).toMatch(/^\d{6}$/);
    await page.locator('#otp').fill(second);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Your reservations' }).waitFor();
    await context.close();
  }, 90000);

  it('storage blocked by the browser: the code step says a refresh starts again, and the refresh does not break', async () => {
    const known = newGuest('retrieve-blocked');
    await apiSignUp(widgetUrl, known);
    const { context, page } = await newPage(browser, PHONE);
    await blockStorage(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    await page.locator('#login-contact').fill(known.phone);
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await page
      .getByText('Your browser does not let this page keep anything: a refresh starts again.')
      .waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Find your reservation' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
  /** Asks a log-in code by e-mail on the retrieve page. */
  async function askCodeByEmail(page: Page, email: string) {
    await page
      .getByRole('group', { name: 'Send my code to my' })
      .getByRole('radio', { name: 'E-mail address' })
      .check();
    await page.locator('#login-contact').fill(email);
    await page.getByRole('button', { name: 'Send me a code by e-mail' }).click();
  }

  it('code log-in by e-mail: the code goes to the address, the list opens', async () => {
    const known = newGuest('retrieve-email');
    await apiSignUp(widgetUrl, known);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    const asked = Date.now() - 1000;
    await askCodeByEmail(page, known.email);
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await expect.poll(() => page.getByText(/^We sent a 6-digit code to a.+@example\.nl\.$/).count()).toBe(1);
    // Correcting goes back to the e-mail address typed, not a phone field.
    await expect.poll(() => page.getByRole('button', { name: 'Change e-mail address' }).count()).toBe(1);
    await page.locator('#otp').fill(await latestCode(widgetUrl, known.email, asked));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Your reservations' }).waitFor();
    await context.close();
  });

  it('code log-in by an unknown e-mail: the code page as for a guest, and an e-mail in the guest’s language that nothing is booked under it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    const stranger = `nobody.${Date.now()}@example.nl`;
    await askCodeByEmail(page, stranger);
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    expect((await latestMessage(widgetUrl, stranger, 'no_guest')).text).toContain(
      'we have no reservations under it',
    );
    await page.goto(`${widgetUrl}/reservations/retrieve?lang=nl`);
    await page
      .getByRole('group', { name: 'Stuur mijn code naar mijn' })
      .getByRole('radio', { name: 'E-mailadres' })
      .check();
    const niemand = `niemand.${Date.now()}@example.nl`;
    await page.locator('#login-contact').fill(niemand);
    await page.getByRole('button', { name: 'Stuur me een code per e-mail' }).click();
    await page.getByRole('heading', { name: 'Vul je code in' }).waitFor();
    expect((await latestMessage(widgetUrl, niemand, 'no_guest')).text).toContain(
      'er staan geen reserveringen op',
    );
    await context.close();
  });

  it('a wrong code five times: told each time, then the code no longer works, not even the right one', async () => {
    const known = newGuest('retrieve-locked');
    await apiSignUp(widgetUrl, known);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    await page.locator('#login-contact').fill(known.phone);
    const asked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    const right = await latestCode(widgetUrl, known.phone, asked);
    const wrong = right === '000000' ? '111111' : '000000';
    const alert = page.getByRole('alert').first();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.locator('#otp').fill(wrong);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect
        .poll(() => alert.textContent(), { timeout: 10000 })
        .toBe('This code is not right. Check the digits, or ask for a new code.');
      await page.locator('#otp').fill('');
    }
    await page.locator('#otp').fill(right);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => alert.textContent(), { timeout: 10000 })
      .toBe('This code no longer works. Ask for a new code.');
    await expect(page.getByRole('heading', { name: 'Your reservations' }).count()).resolves.toBe(0);
    await context.close();
  });

  it.each([
    ['unticked: 30 minutes', false, 30 * 60_000],
    ['ticked: 7 days', true, 7 * 24 * 3_600_000],
  ])('remember me %s, as the stored session says', async (_name, tick, lasts) => {
    const known = newGuest(`retrieve-remember-${tick}`);
    await apiSignUp(widgetUrl, known);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/reservations/retrieve`);
    await page.locator('#login-contact').fill(known.phone);
    if (tick) await page.getByLabel('Remember me on this device').check();
    const asked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await page.locator('#otp').fill(await latestCode(widgetUrl, known.phone, asked));
    const signedIn = Date.now();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Your reservations' }).waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('tafel:token'))) ?? '{}') as {
      remember?: boolean;
      expiresAt?: number;
    };
    expect(stored.remember).toBe(tick);
    expect(stored.expiresAt! - signedIn).toBeGreaterThan(lasts - 60_000);
    expect(stored.expiresAt! - signedIn).toBeLessThan(lasts + 60_000);
    await context.close();
  });
});
