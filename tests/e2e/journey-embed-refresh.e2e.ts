/**
 * A refresh in the cross-origin embed (the demo host page on a second origin, where Chromium refuses the widget's
 * frame storage of its own): a reload of the host page, or of the frame alone, keeps the step and what the guest
 * typed, as on the widget's own address; the code step keeps the code already sent and asks no second one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { maskPhone } from '../../shared/people';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  blockStorage,
  chooseOnFilter,
  codesSentTo,
  fillDetails,
  latestCode,
  listSites,
  newGuest,
  openDemo,
  reservationNumber,
  UI,
  waitForSteadyFrame,
  type Lang,
} from './journey-helpers';
import { workerServer } from './server';

const DETAILS_STEP = { en: 'Your details', nl: 'Je gegevens' } as const;
const CODE_STEP = { en: 'Enter your code', nl: 'Vul je code in' } as const;
const SENT_TO = {
  en: (to: string) => `We sent a 6-digit code to ${to}.`,
  nl: (to: string) => `We hebben een code van 6 cijfers gestuurd naar ${to}.`,
} as const;
const REFRESH_STARTS_AGAIN = {
  en: 'Your browser does not let this page keep anything',
  nl: 'Je browser laat deze pagina niets bewaren',
} as const;

describe('a refresh in the embed keeps the step and what the guest typed', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const widgetFrame = (page: Page) => page.frames().find((frame) => frame !== page.mainFrame())!;
  /** Counts the widget's 'ready' messages the host page receives from now on (the frame still talks to its host). */
  async function countReady(page: Page): Promise<() => Promise<number>> {
    await page.evaluate(() => {
      const host = window as unknown as { readyCount: number };
      host.readyCount = 0;
      addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type === 'ready') host.readyCount += 1;
      });
    });
    return () => page.evaluate(() => (window as unknown as { readyCount: number }).readyCount);
  }

  /** The demo host page in `lang`, through the filter (a later day) to the details step. */
  async function toDetails(page: Page, lang: Lang): Promise<FrameLocator> {
    const [site] = await listSites(workerServer().widgetUrl);
    const frame = await openDemo(page, workerServer().demoUrl, `/?lang=${lang}`);
    await frame.getByRole('button', { name: UI[lang].tomorrow }).click();
    await chooseOnFilter(frame, new ActionCounter(), { siteName: site!.name, lang });
    await frame.getByRole('heading', { name: DETAILS_STEP[lang] }).waitFor();
    return frame;
  }

  async function expectClean(page: Page, name: string): Promise<void> {
    await waitForSteadyFrame(page.frameLocator('iframe'));
    expect(await seriousViolations(widgetFrame(page))).toEqual([]);
    await page.locator('iframe').scrollIntoViewIfNeeded();
    await screenshot(page, name, { fullPage: false });
  }

  it.each([
    ['nl', 360, PHONE],
    ['en', 1280, DESKTOP],
  ] as const)(
    '%s, %i px: a reload of the host page, then of the frame alone, keeps the details step with the name, e-mail and phone typed',
    async (lang, width, viewport) => {
      const guest = newGuest('embed-refresh');
      const ui = UI[lang];
      const { context, page } = await newPage(browser, viewport);
      let frame = await toDetails(page, lang);
      await frame.getByLabel(ui.first, { exact: true }).fill(guest.first);
      await frame.getByLabel(ui.last, { exact: true }).fill(guest.last);
      await frame.getByLabel(ui.phone, { exact: true }).fill(guest.phone);
      await frame.getByLabel(ui.email, { exact: true }).fill(guest.email);
      // The host page keeps the journey for the frame: nothing tells the guest a refresh starts again.
      await expect(frame.getByText(REFRESH_STARTS_AGAIN[lang]).count()).resolves.toBe(0);

      const typed = async (surface: FrameLocator) =>
        Promise.all(
          [ui.first, ui.last, ui.phone, ui.email].map((label) =>
            surface.getByLabel(label, { exact: true }).inputValue(),
          ),
        );
      const before = await typed(frame);

      await page.reload();
      frame = page.frameLocator('iframe');
      await frame.getByRole('heading', { name: DETAILS_STEP[lang] }).waitFor();
      await expect.poll(() => typed(frame)).toEqual(before);
      await expect(frame.getByText(REFRESH_STARTS_AGAIN[lang]).count()).resolves.toBe(0);
      await expectClean(page, `embed-refresh-details-${lang}-${width}`);

      // The frame alone: it reopens its own address, still talks to the host (ready again) and keeps everything.
      const readyCount = await countReady(page);
      await widgetFrame(page).evaluate(() => location.reload());
      await expect.poll(readyCount).toBe(1);
      await frame.getByRole('heading', { name: DETAILS_STEP[lang] }).waitFor();
      await expect.poll(() => typed(frame)).toEqual(before);

      // And the journey goes on from there: the check step shows the same guest.
      await waitForSteadyFrame(frame);
      await frame.getByRole('button', { name: ui.continue, exact: true }).click();
      await frame.getByRole('button', { name: ui.approve }).waitFor();
      await expect(frame.locator('body').textContent()).resolves.toContain(guest.last);
      await context.close();
    },
  );

  it.each([
    ['en', 1280, DESKTOP],
    ['nl', 360, PHONE],
  ] as const)(
    '%s, %i px: a reload of the host page on the code step keeps the step and the code already sent books, with no second code',
    async (lang, width, viewport) => {
      const guest = newGuest('embed-refresh-code');
      const widgetUrl = workerServer().widgetUrl;
      const { context, page } = await newPage(browser, viewport);
      let frame = await toDetails(page, lang);
      await fillDetails(frame, new ActionCounter(), guest, lang);
      await waitForSteadyFrame(frame);
      await frame.getByRole('button', { name: UI[lang].approve }).click();
      await frame.getByRole('heading', { name: CODE_STEP[lang] }).waitFor();
      const named = SENT_TO[lang](maskPhone(guest.phone));
      await expect.poll(() => frame.locator('p[role=status]').first().textContent()).toBe(named);
      const code = await latestCode(widgetUrl, guest.phone);

      await page.reload();
      frame = page.frameLocator('iframe');
      await frame.getByRole('heading', { name: CODE_STEP[lang] }).waitFor();
      await expect.poll(() => frame.locator('p[role=status]').first().textContent()).toBe(named);
      await expect(frame.getByText(REFRESH_STARTS_AGAIN[lang]).count()).resolves.toBe(0);
      await expectClean(page, `embed-refresh-code-${lang}-${width}`);

      await frame.getByLabel(UI[lang].code, { exact: true }).fill(code);
      await reservationNumber(frame, lang);
      await screenshot(page, `embed-refresh-booked-${lang}-${width}`, { fullPage: false });
      expect(await codesSentTo(widgetUrl, guest.phone)).toBe(1);
      await context.close();
    },
  );

  it('nl, 360 px: where the host page refuses storage too, the details step says a refresh starts again, and it does', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await blockStorage(context);
    let frame = await toDetails(page, 'nl');
    await frame.getByText(REFRESH_STARTS_AGAIN.nl).waitFor();
    await frame.getByLabel(UI.nl.first, { exact: true }).fill('Anna');
    await expectClean(page, 'embed-refresh-blocked-nl-phone');
    await page.reload();
    frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: UI.nl.tomorrow }).waitFor();
    await expect(frame.getByRole('heading', { name: DETAILS_STEP.nl }).count()).resolves.toBe(0);
    await context.close();
  });
});
