/**
 * The profile (user/{uid}): reached from the signed-in guest's list; the e-mail changes
 * only with the code sent to the new address, the phone number only with the code texted to the new number (a wrong
 * code told as such, in en and nl); another guest's page shows nothing of theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';

/** The profile's words for a new phone number, from widget/routes/user/texts.ts and the refusal words. */
const PHONE_WORDS = {
  en: {
    details: 'Your details',
    hint: 'You log in with this number: we text a code to a new one to confirm it.',
    save: 'Save',
    codeTitle: 'Confirm your new phone number',
    confirm: 'Confirm',
    wrongCode: 'This code is not right. Check the digits, or ask for a new code.',
    done: 'Your phone number has been changed',
  },
  nl: {
    details: 'Je gegevens',
    hint: 'Met dit nummer log je in: een nieuw nummer bevestig je met een code die we per sms sturen.',
    save: 'Opslaan',
    codeTitle: 'Bevestig je nieuwe telefoonnummer',
    confirm: 'Bevestigen',
    wrongCode: 'Deze code klopt niet. Controleer de cijfers, of vraag een nieuwe code aan.',
    done: 'Je telefoonnummer is gewijzigd',
  },
} as const;
import { apiSignIn, apiSignUp, latestCode, logInByPhone, newGuest, signInContext } from './journey-helpers';
import { workerServer } from './server';

describe('the profile of a signed-in guest', () => {
  let browser: Browser;
  let widgetUrl: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    widgetUrl = workerServer().widgetUrl;
  });
  /** The uid of the guest a session token belongs to (GET /users/me). */
  const uidOf = async (token: string): Promise<string> =>
    (
      (await (await fetch(`${widgetUrl}/api/users/me`, { headers: { authorization: token } })).json()) as {
        user: { id: string };
      }
    ).user.id;
  afterAll(async () => {
    await browser?.close();
  });

  it('from the list: the e-mail changed with the code sent to the new address', async () => {
    const guest = newGuest('profile');
    await apiSignUp(widgetUrl, guest);
    const { context, page } = await newPage(browser, PHONE);
    await logInByPhone(page, widgetUrl, guest.phone);
    await page.getByRole('link', { name: 'Your details' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const newEmail = `moved.${Date.now()}@example.nl`;
    await page.locator('#user-email').fill(newEmail);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Confirm your new e-mail address' }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toContain(newEmail);
    await page.locator('#user-otp').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(
      'This code is not right. Check the digits, or ask for a new code.',
    );
    // A new code only after its wait; the address can be corrected, and the code then goes to the corrected one.
    await expect(
      page.getByRole('button', { name: /You can ask for a new code in \d+ seconds/ }).isDisabled(),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'Change the e-mail address' }).click();
    await expect(page.locator('#user-email').inputValue()).resolves.toBe(newEmail);
    const corrected = `corrected.${Date.now()}@example.nl`;
    await page.locator('#user-email').fill(corrected);
    const askedAgain = Date.now() - 1000;
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Confirm your new e-mail address' }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toContain(corrected);
    await page.locator('#user-otp').fill(await latestCode(widgetUrl, corrected, askedAgain));
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

  it.each([
    ['en', 'phone', PHONE, {}],
    ['nl', 'desktop', DESKTOP, { locale: 'nl-NL' }],
  ] as const)(
    'the phone number changed with the code texted to the new number; a wrong code first; the profile then holds the new number (%s, %s)',
    async (lang, _size, viewport, options) => {
      const words = PHONE_WORDS[lang];
      const guest = newGuest(`profile-phone-${lang}`);
      const { context, page } = await newPage(browser, viewport, options);
      await signInContext(context, widgetUrl, await apiSignIn(widgetUrl, guest));
      await page.goto(`${widgetUrl}/reservations/list`);
      await page.getByRole('link', { name: words.details }).click();
      await page.getByRole('heading', { name: words.details }).waitFor();
      // The hint follows what the number can do, once the server said a code can be texted to it.
      await page.getByText(words.hint).waitFor();

      const newPhone = newGuest(`profile-new-phone-${lang}`).phone;
      const asked = Date.now() - 1000;
      await page.locator('#user-phone_number').fill(newPhone.replace('+316', '06 '));
      await page.getByRole('button', { name: words.save }).click();
      await page.getByRole('heading', { name: words.codeTitle }).waitFor();
      await expect(page.locator('main').textContent()).resolves.toContain(newPhone);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `profile-phone-code-${lang}`);
      // The number is not changed before the code.
      const code = await latestCode(widgetUrl, newPhone, asked);
      await page.locator('#user-otp').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: words.confirm }).click();
      await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(
        words.wrongCode,
      );
      await page.locator('#user-otp').fill(code);
      await page.getByRole('button', { name: words.confirm }).click();
      await page.getByRole('heading', { name: words.done }).waitFor();
      await screenshot(page, `profile-phone-done-${lang}`);

      // The profile now holds the new number (the server's own tests prove it signs in, and the old one not).
      await page.goto(`${widgetUrl}/reservations/list`);
      await page.getByRole('link', { name: words.details }).click();
      await expect(page.locator('#user-phone_number').inputValue()).resolves.toBe(newPhone);
      await context.close();
    },
  );

  it.each([
    ['en', PHONE, {}, 'This page belongs to another guest.', 'Go to your own details', 'Your details'],
    [
      'nl',
      DESKTOP,
      { locale: 'nl-NL' },
      'Deze pagina hoort bij een andere gast.',
      'Naar je eigen gegevens',
      'Je gegevens',
    ],
  ] as const)(
    'opens another guest’s details by their real uid: nothing of theirs shows, and the page says they are someone else’s (%s)',
    async (lang, viewport, options, notYours, yourOwn, details) => {
      const mine = newGuest(`profile-mine-${lang}`);
      const theirs = newGuest(`profile-theirs-${lang}`);
      const myToken = await apiSignIn(widgetUrl, mine);
      const myId = await uidOf(myToken);
      const theirId = await uidOf(await apiSignIn(widgetUrl, theirs));
      expect(theirId).not.toBe(myId);
      const { context, page } = await newPage(browser, viewport, options);
      await signInContext(context, widgetUrl, myToken);
      // A change of one's own under way must not follow the guest onto the other's code step either.
      await page.goto(`${widgetUrl}/user/${myId}/edit`);
      await page.getByRole('heading', { name: details }).waitFor();
      await page.locator('#user-email').fill(`mine.${lang}.${Date.now()}@example.nl`);
      await page.locator('form button[type="submit"]').click();
      await page.locator('#user-otp').waitFor();

      for (const path of [
        `/user/${theirId}/edit`,
        `/u/${theirId}`,
        `/user/${theirId}/edit/code-input`,
        `/user/${theirId}/edit/process`,
      ]) {
        await page.goto(`${widgetUrl}${path}`);
        await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(notYours);
        expect(new URL(page.url()).pathname, path).toMatch(new RegExp(`^/u(ser)?/${theirId}(/edit)?$`));
        const shown = await page.content();
        for (const their of [theirs.last, theirs.email, theirs.phone, theirs.phone.slice(-8)])
          expect(shown, `${path} shows ${their}`).not.toContain(their);
        await expect(page.locator('input').count()).resolves.toBe(0);
      }
      await expect(page.getByRole('link', { name: yourOwn }).getAttribute('href')).resolves.toBe(
        `/user/${myId}/edit`,
      );
      await context.close();
    },
  );

  it.each([
    ['en', PHONE, {}, 'Your details', 'Signed in as'],
    ['nl', DESKTOP, { locale: 'nl-NL' }, 'Je gegevens', 'Ingelogd als'],
  ] as const)(
    'from the index page (%s): a signed-in guest sees their name and reaches their details',
    async (lang, viewport, options, details, signedInAs) => {
      const guest = newGuest(`profile-index-${lang}`);
      const { context, page } = await newPage(browser, viewport, options);
      await signInContext(context, widgetUrl, await apiSignIn(widgetUrl, guest));
      await page.goto(`${widgetUrl}/`);
      await expect(page.locator('.index__user').textContent({ timeout: 10000 })).resolves.toContain(
        `${signedInAs} ${guest.first} ${guest.last}`,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `profile-from-index-${lang}`);
      await page.getByRole('link', { name: details }).click();
      await page.getByRole('heading', { name: details }).waitFor();
      await expect(page.locator('#user-email').inputValue()).resolves.toBe(guest.email);
      await context.close();
    },
  );
});
