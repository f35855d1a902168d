import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LOCATIONS } from '../../shared/locations';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { seriousViolations } from './axe';
import {
  ActionCounter,
  approveAndConfirm,
  chooseOnFilter,
  fillDetails,
  latestCode,
  newGuest,
  openDemo,
  reservationNumber,
  UI,
} from './journey-helpers';

describe('journey accessibility, keyboard and Dutch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the whole journey in Dutch on the demo host page, field messages in Dutch', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const frame = await openDemo(page, inject('demoUrl'), '/?lang=nl');
    const actions = new ActionCounter();
    const guest = newGuest('nl');
    await actions.click(frame.getByRole('button', { name: UI.nl.today }));
    await frame.getByRole('heading', { name: 'Zoek een tafel' }).waitFor();
    await chooseOnFilter(frame, actions, { siteName: 'Tafel Utrecht', lang: 'nl' });
    // Empty form: every message of SPEC §5 at its field, in Dutch.
    await frame.getByRole('button', { name: UI.nl.continue, exact: true }).click();
    await frame.getByText('Verplicht veld').first().waitFor();
    await frame.getByLabel(UI.nl.phone, { exact: true }).fill('12');
    await frame.getByLabel(UI.nl.email, { exact: true }).fill('geen-mail');
    await frame.getByRole('button', { name: UI.nl.continue, exact: true }).click();
    await frame.getByText('Vul een geldig telefoonnummer in').waitFor();
    await frame.getByText('Vul een geldig e-mailadres in').waitFor();
    await screenshot(page, 'journey-details-errors-nl-phone');
    await fillDetails(frame, actions, guest, 'nl');
    await frame
      .getByRole('heading', { name: 'Controleer je reservering' })
      .waitFor({ timeout: 15000 })
      .catch(async (error) => {
        await screenshot(page, 'debug-nl');
        throw error;
      });
    await approveAndConfirm(frame, actions, inject('widgetUrl'), guest, 'nl');
    await reservationNumber(frame, 'nl');
    await expect(frame.locator('main').textContent()).resolves.toContain('In je agenda zetten');
    await context.close();
  });

  it('keyboard only: from Today to a booked table without a mouse', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const widgetUrl = inject('widgetUrl');
    const guest = newGuest('keys');
    await page.goto(widgetUrl);
    const tabTo = async (matches: (element: Element) => boolean, description: string) => {
      for (let presses = 0; presses < 80; presses += 1) {
        await page.keyboard.press('Tab');
        const handle = await page.evaluateHandle(() => document.activeElement);
        if (await page.evaluate(matches as (element: Element | null) => boolean, handle as never)) return;
      }
      throw new Error(`Tab never reached ${description}`);
    };
    const byText = (text: string) =>
      new Function(
        'element',
        `return !!element && element.textContent.trim() === ${JSON.stringify(text)}`,
      ) as (element: Element) => boolean;
    await tabTo(byText('Today'), 'Today');
    await page.keyboard.press('Enter');
    await page.getByRole('radio').first().waitFor();
    await tabTo(
      new Function('element', 'return element && element.type === "radio"') as (element: Element) => boolean,
      'the restaurant list',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    // The calendar: open, move a day on with the arrow key, choose with Enter.
    await tabTo(
      new Function('element', 'return element && element.classList.contains("date-picker__toggle")') as (
        element: Element,
      ) => boolean,
      'the date',
    );
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.locator('.slot:not([disabled])').first().waitFor();
    await tabTo(
      new Function(
        'element',
        'return element && element.classList.contains("slot") && !element.disabled',
      ) as (element: Element) => boolean,
      'a time',
    );
    await page.keyboard.press('Enter');
    await tabTo(byText('Continue'), 'Continue');
    await page.keyboard.press('Enter');
    await page.getByLabel('First name', { exact: true }).waitFor();
    await tabTo(
      new Function('element', 'return element && element.id === "field-first_name"') as (
        element: Element,
      ) => boolean,
      'first name',
    );
    await page.keyboard.type(guest.first);
    await page.keyboard.press('Tab');
    await page.keyboard.type(guest.last);
    await page.keyboard.press('Tab');
    await page.keyboard.type(guest.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(guest.email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your reservation' }).waitFor();
    const asked = Date.now() - 1000;
    await tabTo(byText('Confirm reservation'), 'Confirm reservation');
    await page.keyboard.press('Enter');
    const code = await latestCode(widgetUrl, guest.phone, asked);
    await page.getByLabel('Code', { exact: true }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('otp');
    await page.keyboard.type(code);
    await reservationNumber(page);
    await context.close();
  });

  for (const [viewport, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`every screen of the journey has no serious or critical axe violation (${viewport}), e-mail question included`, async () => {
      const widgetUrl = inject('widgetUrl');
      const { context, page } = await newPage(browser, size);
      const guest = newGuest(`axe${viewport}`);
      // Known phone with another e-mail: the pre-process question comes after the code.
      await fetch(`${widgetUrl}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: guest.first,
          last_name: guest.last,
          phone_number: guest.phone,
          email: `old.${guest.email}`,
        }),
      });
      const violations: Record<string, string[]> = {};
      const check = async (screen: string) => {
        await page.waitForTimeout(150);
        violations[screen] = await seriousViolations(page);
        await screenshot(page, `journey-${screen}-${viewport}`);
      };
      await page.goto(`${widgetUrl}/restaurants/${LOCATIONS[2]!.id}`);
      await page.getByRole('button', { name: 'Book a table here' }).waitFor();
      await check('restaurant');
      await page.getByRole('button', { name: 'Book a table here' }).click();
      await page.locator('.slot:not([disabled])').first().waitFor();
      await check('filter');
      await page.locator('.date-picker__toggle').click();
      await check('filter-calendar');
      await page.keyboard.press('Escape');
      await page.locator('#party-size').selectOption('15');
      await check('filter-larger-company');
      await page.locator('#party-size').selectOption('2');
      const actions = new ActionCounter();
      await chooseOnFilter(page, actions, { siteName: LOCATIONS[2]!.name });
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText('Required field').first().waitFor();
      await check('details-errors');
      await fillDetails(page, actions, guest);
      await page.getByRole('heading', { name: 'Check your reservation' }).waitFor();
      await check('check-info');
      const asked = Date.now() - 1000;
      await page.getByRole('button', { name: 'Confirm reservation' }).click();
      await page.getByText(/We sent a 6-digit code/).waitFor();
      await check('code-input');
      await page.getByLabel('Code', { exact: true }).fill(await latestCode(widgetUrl, guest.phone, asked));
      await page.getByRole('heading', { name: 'Which e-mail address?' }).waitFor();
      await check('pre-process');
      await page.getByRole('button', { name: `Use ${guest.email}` }).click();
      await reservationNumber(page);
      await check('success');
      await page.goto(`${widgetUrl}/restaurants/${LOCATIONS[2]!.id}/your-code?code=123456`);
      await page.getByText('123456').waitFor();
      await check('your-code');
      expect(violations).toEqual(Object.fromEntries(Object.keys(violations).map((screen) => [screen, []])));
      await context.close();
    });
  }
});
