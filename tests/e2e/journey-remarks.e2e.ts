/**
 * In Chromium, through the demo host page: a guest at 360 px in Dutch types a remark on the details step, sees it
 * counted ("Notenallergie…" n/200, the counter tied to the field), books, and the Amsterdam host's day sheet shows
 * the remark apart from the notes. Axe on the details step and on the sheet; screenshots at 360 and 1280 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  approveAndConfirm,
  chooseOnFilter,
  firstDay,
  firstDayButton,
  listSites,
  newGuest,
  openDemo,
  reservationNumber,
  UI,
  waitForSteadyFrame,
} from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const HOST = 'host.amsterdam@tafel.example';
const REMARK = 'Notenallergie bij één gast, en we vieren een verjaardag.';

describe('remarks: typed by the guest, counted, shown on the staff sheet', () => {
  const { widgetUrl, demoUrl } = workerServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a guest at 360 px in Dutch types a remark, sees the counter, books; the host sees the remark', async () => {
    const amsterdam = (await listSites(widgetUrl)).find((site) => site.id === AMSTERDAM)!;
    const { context, page } = await newPage(browser, PHONE);
    const frame = await openDemo(page, demoUrl, '/?lang=nl');
    const guest = newGuest('remarks');
    const ui = UI.nl;
    await frame.getByRole('button', { name: firstDayButton('nl') }).click();
    await chooseOnFilter(frame, new ActionCounter(), { siteName: amsterdam.name, lang: 'nl' });

    await frame.getByLabel(ui.first, { exact: true }).fill(guest.first);
    await frame.getByLabel(ui.last, { exact: true }).fill(guest.last);
    await frame.getByLabel(ui.phone, { exact: true }).fill(guest.phone.replace('+316', '06 '));
    await frame.getByLabel(ui.email, { exact: true }).fill(guest.email);
    const remarks = frame.getByLabel('Opmerkingen (optioneel)');
    await expect(remarks.inputValue()).resolves.toBe('');
    await expect(frame.locator('#remarks-count').textContent()).resolves.toBe('0/200');
    await remarks.fill(REMARK);
    await expect(frame.locator('#remarks-count').textContent()).resolves.toBe(`${REMARK.length}/200`);
    // The counter and the hint describe the field; nothing is announced far from the limit.
    await expect(remarks.getAttribute('aria-describedby')).resolves.toBe('remarks-hint remarks-count');
    await expect(
      frame
        .getByRole('status')
        .filter({ hasText: /tekens/ })
        .count(),
    ).resolves.toBe(0);

    // Near the limit the polite status says how much is left; past it the field says so on submit.
    await remarks.fill('a'.repeat(185));
    await expect
      .poll(() => frame.getByRole('status').filter({ hasText: 'Nog 15 tekens over' }).count())
      .toBe(1);
    await remarks.fill('a'.repeat(205));
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: ui.continue, exact: true }).click();
    await expect(frame.locator('#error-remarks').textContent()).resolves.toBe('5 tekens te veel');
    await expect(remarks.getAttribute('aria-invalid')).resolves.toBe('true');
    const widgetFrame = page.frames().find((candidate) => candidate.url().startsWith(widgetUrl))!;
    expect(await seriousViolations(widgetFrame)).toEqual([]);
    await screenshot(page, 'remarks-too-long-phone', { fullPage: false });

    await remarks.fill(REMARK);
    await frame.locator('#error-remarks').waitFor({ state: 'detached' });
    expect(await seriousViolations(widgetFrame)).toEqual([]);
    await screenshot(page, 'remarks-details-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await waitForSteadyFrame(frame);
    await screenshot(page, 'remarks-details-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    await waitForSteadyFrame(frame);
    await frame.getByRole('button', { name: ui.continue, exact: true }).click();
    // The check step repeats the remark before the guest confirms.
    await frame.getByText(REMARK).waitFor();
    await expect.poll(() => frame.getByText('Je opmerkingen').count()).toBe(1);
    await waitForSteadyFrame(frame);
    await screenshot(page, 'remarks-check-phone', { fullPage: false });
    await approveAndConfirm(frame, new ActionCounter(), widgetUrl, guest, 'nl');
    const number = await reservationNumber(frame, 'nl');
    await context.close();

    // The host's day sheet of that day: the remark beside the booking, under the guest's words' own label.
    const staff = await newPage(browser, { width: 1024, height: 768 });
    await signInStaff(staff.page, widgetUrl, HOST);
    await staff.page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${firstDay()}`);
    await staff.page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    const row = staff.page.getByRole('listitem').filter({ hasText: guest.last });
    await row
      .first()
      .waitFor({ timeout: 20000 })
      .catch(() => screenshot(staff.page, 'remarks-sheet-missing'));
    await expect(row.textContent()).resolves.toContain(number);
    await row.getByText(REMARK).waitFor({ timeout: 20000 });
    await expect(row.textContent()).resolves.toContain('Opmerking van de gast');
    await injectAxe(staff.page);
    expect(await seriousViolations(staff.page)).toEqual([]);
    await row.scrollIntoViewIfNeeded();
    await screenshot(staff.page, 'remarks-sheet-tablet');
    await staff.page.setViewportSize({ width: 360, height: 740 });
    await row.scrollIntoViewIfNeeded();
    await screenshot(staff.page, 'remarks-sheet-phone');
    await staff.context.close();
  }, 120_000);
});
