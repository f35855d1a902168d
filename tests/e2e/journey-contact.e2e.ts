/**
 * In Chromium, through the demo host page: phone numbers and the profile after an e-mail log-in.
 * (1) nl, 360 px: a guest signed in by e-mail has no phone on her record; saving says 'Verplicht veld' on the phone
 * field; her own number, which sits unproven on another record, is proven with a texted code and saved.
 * (2) en, 1280 px: a Dutch landline is told at the details step that the code comes by e-mail, and the booking
 * completes with the e-mailed code; a +44 mobile books by SMS (GB is a country the e2e server texts to).
 * Axe on each screen; screenshots at 360 and 1280 px.
 */
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  apiSignIn,
  chooseOnFilter,
  firstDayButton,
  latestCode,
  listSites,
  newGuest,
  openDemo,
  reservationNumber,
  UI,
  uniquePhone,
  waitForSteadyFrame,
  type Guest,
} from './journey-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';

/** The widget's own frame inside the demo host page, for axe. */
const widgetFrameOf = (page: Page, widgetUrl: string) =>
  page.frames().find((candidate) => candidate.url().startsWith(widgetUrl))!;

/** Clicks once the target is on screen and the frame holds its height (a click while it grows lands beside it). */
async function steadyClick(frame: FrameLocator, target: Locator) {
  await target.waitFor();
  await waitForSteadyFrame(frame);
  await target.click();
}

/** Looks at the frame at both widths (the test's own width last), scrolled to what the step is about. */
async function bothWidths(page: Page, frame: FrameLocator, name: string, end: typeof PHONE, about = 'h1') {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await waitForSteadyFrame(frame);
    await frame.locator(about).first().scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${width}`, { fullPage: false });
  }
  await page.setViewportSize(end);
  await waitForSteadyFrame(frame);
}

describe('phone numbers and the profile after an e-mail log-in', () => {
  const { widgetUrl, demoUrl } = workerServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('nl, 360 px: signed in by e-mail, the profile says "Verplicht veld" on the phone field, and saves her own number with a texted code', async () => {
    const her = newGuest('contact-profile');
    // Her number sits unproven on an older record: she once booked with it and an old address, confirmed by e-mail.
    await apiSignIn(widgetUrl, { ...her, email: `old.${her.email}` }, 'email');
    // Her e-mail address: she booked with it and another phone, confirmed by text; then she logs in by e-mail, which
    // gives the address a record of its own, without a phone (server/domain/accounts proveContact).
    await apiSignIn(widgetUrl, { ...her, phone: uniquePhone() }, 'phone');

    // In the frame (its storage is the host's third party: the session lives in memory), she logs in by e-mail.
    const { context, page } = await newPage(browser, PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const frame = await openDemo(page, demoUrl, '/?lang=nl');
    await frame.getByRole('button', { name: 'Bestaande reservering wijzigen of annuleren' }).click();
    await frame
      .getByRole('group', { name: 'Stuur mijn code naar mijn' })
      .getByRole('radio', { name: 'E-mailadres' })
      .check();
    await frame.locator('#login-contact').fill(her.email);
    const loginAsked = Date.now() - 1000;
    await frame.getByRole('button', { name: 'Stuur me een code per e-mail' }).click();
    await frame.getByRole('heading', { name: 'Vul je code in' }).waitFor();
    await frame.locator('#otp').fill(await latestCode(widgetUrl, her.email, loginAsked));
    await frame.getByRole('button', { name: 'Inloggen' }).click();
    await frame.getByRole('heading', { name: 'Je reserveringen' }).waitFor();
    await waitForSteadyFrame(frame);
    await frame.getByRole('link', { name: 'Je gegevens' }).click();
    await frame.getByRole('heading', { name: 'Je gegevens' }).waitFor();
    const phone = frame.locator('#user-phone_number');
    await expect(phone.inputValue()).resolves.toBe('');
    await expect(frame.locator('#user-email').inputValue()).resolves.toBe(her.email);

    // Saved empty: the message sits on the phone field, not in a banner tied to no field.
    await frame.getByRole('button', { name: 'Opslaan' }).click();
    await expect(frame.locator('#user-phone_number-error').textContent()).resolves.toBe('Verplicht veld');
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(phone.getAttribute('aria-describedby')).resolves.toContain('user-phone_number-error');
    await expect(frame.getByRole('alert').count()).resolves.toBe(0);
    expect(await seriousViolations(widgetFrameOf(page, widgetUrl))).toEqual([]);
    await bothWidths(page, frame, 'contact-profile-required', PHONE, '#user-phone_number');

    // Her own number: never "another guest's"; a code texted to it proves it.
    await phone.fill(her.phone.replace('+316', '06 '));
    await phone.blur();
    await frame
      .getByText('Met dit nummer log je in: een nieuw nummer bevestig je met een code die we per sms sturen.')
      .waitFor();
    const asked = Date.now() - 1000;
    await frame.getByRole('button', { name: 'Opslaan' }).click();
    await frame.getByRole('heading', { name: 'Bevestig je nieuwe telefoonnummer' }).waitFor();
    await expect(frame.getByText('Dit telefoonnummer hoort bij een andere gast').count()).resolves.toBe(0);
    expect(await seriousViolations(widgetFrameOf(page, widgetUrl))).toEqual([]);
    await bothWidths(page, frame, 'contact-profile-code', PHONE);
    const code = await latestCode(widgetUrl, her.phone, asked);
    await frame.getByLabel('Code', { exact: true }).fill(code);
    await frame.getByRole('button', { name: 'Bevestigen' }).click();
    await frame.getByRole('heading', { name: 'Je telefoonnummer is gewijzigd' }).waitFor();
    expect(await seriousViolations(widgetFrameOf(page, widgetUrl))).toEqual([]);
    await bothWidths(page, frame, 'contact-profile-saved', PHONE);
    // Her profile holds the number now, as the server saved it.
    await frame.getByRole('button', { name: 'Klaar' }).click();
    await frame.getByRole('link', { name: 'Je gegevens' }).click();
    await expect(frame.locator('#user-phone_number').inputValue()).resolves.toBe(her.phone);
    await frame.getByText('Met dit nummer log je in', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  /** Filter and details on the demo page at 1280 px, in English, with `phone` typed; ends on the details step. */
  async function detailsWith(page: Page, guest: Guest, typedPhone: string) {
    const amsterdam = (await listSites(widgetUrl)).find((site) => site.id === AMSTERDAM)!;
    const frame = await openDemo(page, demoUrl, '/?lang=en');
    await frame.getByRole('button', { name: firstDayButton() }).click();
    await chooseOnFilter(frame, new ActionCounter(), { siteName: amsterdam.name });
    const ui = UI.en;
    await frame.getByLabel(ui.first, { exact: true }).fill(guest.first);
    await frame.getByLabel(ui.last, { exact: true }).fill(guest.last);
    await frame.getByLabel(ui.phone, { exact: true }).fill(typedPhone);
    await frame.getByLabel(ui.email, { exact: true }).fill(guest.email);
    await waitForSteadyFrame(frame);
    return frame;
  }

  it('en, 1280 px: a landline is told at the details step that the code comes by e-mail, and books with it; a +44 mobile books by SMS', async () => {
    // A Dutch landline (020 and seven digits) no other test uses.
    const landline = `020 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const guest = newGuest('contact-landline');
    const { context, page } = await newPage(browser, DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const frame = await detailsWith(page, guest, landline);
    await frame.getByRole('button', { name: UI.en.continue, exact: true }).click();
    const note = frame.locator('#note-phone_number');
    await expect(note.textContent()).resolves.toBe(
      'This number cannot receive a text message (a landline, for instance). Choose e-mail to receive your code.',
    );
    await expect(
      frame.getByLabel(UI.en.phone, { exact: true }).getAttribute('aria-describedby'),
    ).resolves.toContain('note-phone_number');
    await expect(frame.locator('.field__error').count()).resolves.toBe(0);
    expect(await seriousViolations(widgetFrameOf(page, widgetUrl))).toEqual([]);
    await bothWidths(page, frame, 'contact-landline-details', DESKTOP, '#field-phone_number');

    await frame.getByRole('button', { name: 'Continue with a code by e-mail' }).click();
    const asked = Date.now() - 1000;
    await steadyClick(frame, frame.getByRole('button', { name: UI.en.approve }));
    await frame
      .getByText(/We sent a 6-digit code to .*@/)
      .waitFor()
      .catch(async (error: unknown) => {
        await screenshot(page, 'contact-landline-code-missing', { fullPage: false });
        throw error;
      });
    // The landline is not offered a text on the code step either.
    await expect(frame.getByRole('button', { name: 'Send the code by SMS instead' }).count()).resolves.toBe(
      0,
    );
    expect(await seriousViolations(widgetFrameOf(page, widgetUrl))).toEqual([]);
    await bothWidths(page, frame, 'contact-landline-code', DESKTOP);
    const code = await latestCode(widgetUrl, guest.email, asked);
    await frame.getByLabel(UI.en.code, { exact: true }).fill(code);
    await reservationNumber(frame);
    await bothWidths(page, frame, 'contact-landline-booked', DESKTOP);
    expect(errors).toEqual([]);
    await context.close();

    // A British mobile: textable, so no note, and the code goes by SMS.
    const british = `+447400${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const visitor = { ...newGuest('contact-british'), phone: british };
    const second = await newPage(browser, DESKTOP);
    const frame2 = await detailsWith(second.page, visitor, british);
    const askedSms = Date.now() - 1000;
    await frame2.getByRole('button', { name: UI.en.continue, exact: true }).click();
    await steadyClick(frame2, frame2.getByRole('button', { name: UI.en.approve }));
    await frame2.getByText(/We sent a 6-digit code to \+44/).waitFor();
    const sms = await latestCode(widgetUrl, british, askedSms);
    await frame2.getByLabel(UI.en.code, { exact: true }).fill(sms);
    await reservationNumber(frame2);
    expect(await seriousViolations(widgetFrameOf(second.page, widgetUrl))).toEqual([]);
    await second.context.close();
  }, 180_000);
});
