import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOCATIONS } from '../../shared/locations';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { ActionCounter, chooseOnFilter, firstDayButton, waitForSteadyFrame } from './journey-helpers';
import { workerServer } from './server';

// The real widget inside the real loader on the demo host site (a second origin), as a host would embed it.
describe('the widget embedded on the demo host site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const events = (page: Page, name: string) => page.locator(`#event-log li[data-event="${name}"]`);

  it('inline: loads, says ready, follows the host config (language, forced date), closes and restarts', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${workerServer().demoUrl}/events`);
    const widget = page.frameLocator('#tafel-events iframe');
    await expect.poll(() => events(page, 'ready').count()).toBe(1);
    await widget.getByRole('button', { name: 'Today' }).waitFor();

    // Language switch through the host's update call.
    await page.getByRole('button', { name: 'Nederlands' }).click();
    await widget.getByRole('button', { name: 'Vandaag' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await widget.getByRole('button', { name: 'Today' }).waitFor();

    // A forced date opens the filter route (README: embedding).
    await page.locator('#forced-date').fill('2026-12-18');
    await page.getByRole('button', { name: "Tafel('update', {date})" }).click();
    await expect
      .poll(async () =>
        (await events(page, 'route').allTextContents()).some((text) => text.includes('filter')),
      )
      .toBe(true);
    expect(
      new URL(
        await page
          .frameLocator('#tafel-events iframe')
          .locator('body')
          .evaluate(() => location.href),
      ).pathname,
    ).toBe('/filter');

    // The close button inside the frame calls the host's manual-close callback.
    await widget.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => events(page, 'onClose').count()).toBe(1);

    // Restart reloads the iframe with the current configuration.
    await page.getByRole('button', { name: "Tafel('restart')" }).click();
    await expect.poll(() => events(page, 'ready').count()).toBe(2);
    const src = await page.locator('#tafel-events iframe').getAttribute('src');
    expect(new URL(src!).searchParams.get('date')).toBe('2026-12-18');
    await context.close();
  });

  it('inline: the iframe is as tall as the widget, without an inner scrollbar, at 360 and 1280 px', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${workerServer().demoUrl}/`);
      const frame = page.frameLocator('iframe');
      await frame.getByRole('button', { name: 'Today' }).waitFor();
      // The widget is laid out at the iframe's full width.
      const frameWidth = await frame.locator('html').evaluate(() => window.innerWidth);
      expect(
        Math.abs(
          frameWidth -
            (await page.locator('iframe').evaluate((element) => element.getBoundingClientRect().width)),
        ),
      ).toBeLessThanOrEqual(1);
      await expect
        .poll(async () => {
          const outer = await page
            .locator('iframe')
            .evaluate((element) => element.getBoundingClientRect().height);
          const inner = await frame.locator('html').evaluate((html) => html.scrollHeight);
          return Math.abs(outer - inner);
        })
        .toBeLessThanOrEqual(2);
      await page.locator('iframe').scrollIntoViewIfNeeded();
      await screenshot(page, `embed-inline-${name}`, { fullPage: false });
      await context.close();
    }
  });

  it('overlay: the launcher opens the widget and its close button closes the panel', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${workerServer().demoUrl}/overlay`);
    const launcher = page.locator('.tafel-launcher').first();
    await launcher.click();
    const widget = page.frameLocator('dialog iframe');
    await widget.getByRole('button', { name: 'Today' }).waitFor();
    await screenshot(page, 'embed-overlay-phone', { fullPage: false });
    await widget.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await context.close();
  });

  it('overlay: Escape inside the widget closes the panel and gives focus back to the launcher; an open calendar or close question takes the first Escape; a booking under way is kept', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${workerServer().demoUrl}/overlay`);
    const launcher = page.locator('.tafel-launcher').first();
    const widget = page.frameLocator('dialog iframe');
    const panelOpen = () => page.locator('dialog[open]').count();
    const launcherHasFocus = () => launcher.evaluate((button) => button === document.activeElement);
    const widgetHasFocus = () => widget.locator('body').evaluate(() => document.hasFocus());

    await launcher.click();
    await widget.getByRole('button', { name: firstDayButton() }).waitFor();
    // The keys go to the widget's document, never to the host page (whose dialog would close on Escape by itself).
    await expect.poll(widgetHasFocus).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(panelOpen).toBe(0);
    await expect.poll(launcherHasFocus).toBe(true);

    // The calendar open: the first Escape closes the calendar only, the second the panel.
    await launcher.click();
    // The panel shows the frame again: a click aimed before it holds still can land beside the button.
    await widget.getByRole('button', { name: firstDayButton() }).waitFor();
    await waitForSteadyFrame(widget);
    await widget.getByRole('button', { name: firstDayButton() }).click();
    await widget.locator('.date-picker__toggle').click();
    await widget.locator('.date-picker__dialog').waitFor();
    await page.keyboard.press('Escape');
    await widget.locator('.date-picker__dialog').waitFor({ state: 'detached' });
    expect(await panelOpen()).toBe(1);
    await expect(
      widget.locator('.date-picker__toggle').evaluate((toggle) => toggle === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(panelOpen).toBe(0);
    await expect.poll(launcherHasFocus).toBe(true);

    // A booking under way: the close button asks first; Escape answers 'keep' and leaves the panel open.
    await launcher.click();
    await chooseOnFilter(widget, new ActionCounter(), { siteName: LOCATIONS[2]!.name });
    await widget.getByLabel('First name', { exact: true }).waitFor();
    await widget.getByRole('button', { name: 'Close' }).click();
    await widget.getByRole('alertdialog').waitFor();
    await page.keyboard.press('Escape');
    await widget.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await panelOpen()).toBe(1);
    await widget.getByLabel('First name', { exact: true }).fill('Anna');
    await page.keyboard.press('Escape');
    await expect.poll(panelOpen).toBe(0);
    await expect.poll(launcherHasFocus).toBe(true);
    // Escape only hides the panel, so it needs no question: the booking is there as it was when the guest opens it.
    await launcher.click();
    await expect(widget.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('Anna');
    await context.close();
  });
});
