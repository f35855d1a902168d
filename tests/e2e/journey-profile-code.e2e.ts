/**
 * The profile's e-mail code step (user/{uid}/edit/code-input): a refresh keeps the
 * step and the code already sent; with storage blocked the guest is told before what a refresh does; a new code after
 * the wait, and that new code changes the e-mail; a wrong code told in its own words, in en and nl.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE } from './browser';
import {
  apiSignIn,
  apiSignUp,
  blockStorage,
  codesSentTo,
  latestCode,
  logInByPhone,
  newGuest,
  signInContext,
} from './journey-helpers';
import { workerServer } from './server';

/** The code step's words, from widget/routes/user/texts.ts, the code button and the refusal words. */
const WORDS = {
  en: {
    details: 'Your details',
    save: 'Save',
    codeTitle: 'Confirm your new e-mail address',
    confirm: 'Confirm',
    wrongCode: 'This code is not right. Check the digits, or ask for a new code.',
    done: 'Your e-mail address has been changed',
  },
  nl: {
    details: 'Je gegevens',
    save: 'Opslaan',
    codeTitle: 'Bevestig je nieuwe e-mailadres',
    confirm: 'Bevestigen',
    wrongCode: 'Deze code klopt niet. Controleer de cijfers, of vraag een nieuwe code aan.',
    done: 'Je e-mailadres is gewijzigd',
  },
} as const;
type Lang = keyof typeof WORDS;

/** The signed-in guest's profile as the API has it (GET /users/me). */
async function profileOf(widgetUrl: string, token: string): Promise<{ id: string; email: string }> {
  const answer = await fetch(`${widgetUrl}/api/users/me`, { headers: { authorization: token } });
  return ((await answer.json()) as { user: { id: string; email: string } }).user;
}

/** On the details page: types a new e-mail address and saves; ends on the code step. Answers when it was asked. */
async function askNewEmail(page: Page, email: string, lang: Lang = 'en'): Promise<number> {
  const words = WORDS[lang];
  await page.getByRole('heading', { name: words.details }).waitFor();
  await page.locator('#user-email').fill(email);
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: words.save }).click();
  await page.getByRole('heading', { name: words.codeTitle }).waitFor();
  return asked;
}

describe('the e-mail code step of the profile', () => {
  let browser: Browser;
  let widgetUrl: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    widgetUrl = workerServer().widgetUrl;
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A guest signed in in a new browser, on their own details page. */
  async function onOwnDetails(tag: string, viewport = PHONE, options = {}) {
    const guest = newGuest(tag);
    const token = await apiSignIn(widgetUrl, guest);
    const { id } = await profileOf(widgetUrl, token);
    const { context, page } = await newPage(browser, viewport, options);
    await signInContext(context, widgetUrl, token);
    await page.goto(`${widgetUrl}/user/${id}/edit`);
    return { guest, token, id, context, page };
  }

  it('refreshes the page on the code step: the step stays, and the code already sent changes the e-mail', async () => {
    const { token, id, context, page } = await onOwnDetails('profile-refresh');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const newEmail = `refreshed.${Date.now()}@example.nl`;
    const asked = await askNewEmail(page, newEmail);
    const code = await latestCode(widgetUrl, newEmail, asked);

    await page.reload();
    await page.getByRole('heading', { name: WORDS.en.codeTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/user/${id}/edit/code-input`);
    await expect(page.locator('main').textContent()).resolves.toContain(newEmail);
    // The wait for a new code goes on too: the refresh asked for none.
    await expect(
      page.getByRole('button', { name: /You can ask for a new code in \d+ seconds/ }).isDisabled(),
    ).resolves.toBe(true);
    expect(await codesSentTo(widgetUrl, newEmail)).toBe(1);

    await page.locator('#user-otp').fill(code);
    await page.getByRole('button', { name: WORDS.en.confirm }).click();
    await page.getByRole('heading', { name: WORDS.en.done }).waitFor();
    expect((await profileOf(widgetUrl, token)).email).toBe(newEmail);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with storage blocked, is told on the code step that a refresh starts again, and after one is back on the details step, asked to log in', async () => {
    const guest = newGuest('profile-blocked');
    await apiSignUp(widgetUrl, guest);
    const { context, page } = await newPage(browser, PHONE);
    await blockStorage(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logInByPhone(page, widgetUrl, guest.phone);
    await page.getByRole('link', { name: WORDS.en.details }).click();
    const newEmail = `blocked.${Date.now()}@example.nl`;
    await askNewEmail(page, newEmail);
    const detailsPath = new URL(page.url()).pathname.replace(/\/code-input$/, '');
    await page
      .getByText(
        'Your browser does not let this page keep anything: after a refresh you log in again and start this change again.',
      )
      .waitFor();
    // Before any refresh, the way back keeps what the guest typed.
    await page.getByRole('button', { name: 'Change the e-mail address' }).click();
    await expect(page.locator('#user-email').inputValue()).resolves.toBe(newEmail);
    await page.goBack();
    await page.getByRole('heading', { name: WORDS.en.codeTitle }).waitFor();

    // Nothing was kept, not even the session: the step before, with the words that say what to do.
    await page.reload();
    await page.getByText('Log in to change your details.').waitFor();
    expect(new URL(page.url()).pathname).toBe(detailsPath);
    await expect.poll(() => page.getByRole('button', { name: 'Log in' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('waits out the wait for a new code, asks one, and the new code changes the e-mail', async () => {
    const { token, context, page } = await onOwnDetails('profile-resend');
    const newEmail = `resent.${Date.now()}@example.nl`;
    const firstAsked = await askNewEmail(page, newEmail);
    await latestCode(widgetUrl, newEmail, firstAsked);
    // The server's wait between two codes to one address is real time (30 s): the guest waits it out.
    const resend = page.getByRole('button', { name: 'Send a new code', exact: true });
    await resend.waitFor({ timeout: 40000 });
    const againAsked = Date.now() - 1000;
    await resend.click();
    await page.getByText('A new code is on its way.').waitFor();
    await page.getByRole('button', { name: /You can ask for a new code in \d+ seconds/ }).waitFor();
    const second = await latestCode(widgetUrl, newEmail, againAsked);
    expect(await codesSentTo(widgetUrl, newEmail)).toBe(2);

    await page.locator('#user-otp').fill(second);
    await page.getByRole('button', { name: WORDS.en.confirm }).click();
    await page.getByRole('heading', { name: WORDS.en.done }).waitFor();
    expect((await profileOf(widgetUrl, token)).email).toBe(newEmail);
    await context.close();
  }, 90000);

  it.each([
    ['en', PHONE, {}],
    ['nl', DESKTOP, { locale: 'nl-NL' }],
  ] as const)(
    'types a wrong code on the code step and is told it is not right, not a server error (%s)',
    async (lang, viewport, options) => {
      const words = WORDS[lang];
      const { guest, token, context, page } = await onOwnDetails(`profile-wrong-${lang}`, viewport, options);
      const newEmail = `wrong.${lang}.${Date.now()}@example.nl`;
      const asked = await askNewEmail(page, newEmail, lang);
      const code = await latestCode(widgetUrl, newEmail, asked);
      await page.locator('#user-otp').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: words.confirm }).click();
      const alert = page.locator('#user-otp-error');
      await expect(alert.textContent({ timeout: 10000 })).resolves.toBe(words.wrongCode);
      await expect(page.locator('#user-otp').getAttribute('aria-invalid')).resolves.toBe('true');
      // Still the code step, and the e-mail unchanged.
      await expect.poll(() => page.getByRole('heading', { name: words.codeTitle }).count()).toBe(1);
      expect((await profileOf(widgetUrl, token)).email).toBe(guest.email);
      await context.close();
    },
  );
});
