/**
 * What a keyboard and a screen reader meet after a booking, in the widget's frame on the demo
 * host page: on every step of the retrieve flow (by number, and by a log-in code), the change flow (edit, check,
 * the save under way, the list) and the cancel flow (cancel, its success), focus is on the new page's h1, so the
 * page is announced once and the keyboard starts at its top (WCAG 2.4.3). And on a full day, the other restaurants'
 * buttons are named by what they show (WCAG 2.5.3, label in name), in English and Dutch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, FrameLocator, Locator, Page, Route } from 'playwright-core';
import { LOCATIONS } from '../../shared/locations';
import { addDays } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { launchBrowser, newPage, PHONE } from './browser';
import {
  apiBook,
  apiReserve,
  apiSignIn,
  apiSignUp,
  availableTimes,
  findReservation,
  latestCode,
  listSites,
  newGuest,
  openDemo,
  waitForSteadyFrame,
} from './journey-helpers';
import { lookAt } from './screen-checks';
import { workerServer } from './server';

/** The widget's frame on the demo host page: a locator to act in it, and the frame to read its document. */
async function widgetOnDemo(page: Page): Promise<{ surface: FrameLocator; frame: Frame }> {
  const surface = await openDemo(page, workerServer().demoUrl, '/');
  const frame = page.frames().find((candidate) => candidate.url().startsWith(workerServer().widgetUrl))!;
  return { surface, frame };
}

/** The text of the focused element inside the frame when it is the page's h1; else what has focus instead. */
function focusedHeading(frame: Frame): Promise<string> {
  return frame.evaluate(() => {
    const active = document.activeElement;
    const heading = document.querySelector('main h1');
    if (heading && active === heading) return heading.textContent!.trim();
    return `focus on <${active?.tagName.toLowerCase()}> ${(active?.textContent ?? '').trim().slice(0, 60)}`;
  });
}

/** Waits for the page titled `title` and expects focus on its h1 (focus moves once the page drew its heading). */
async function expectFocusOn(surface: FrameLocator, frame: Frame, title: string): Promise<void> {
  await surface.getByRole('heading', { name: title, exact: true }).waitFor();
  await expect.poll(() => focusedHeading(frame), { timeout: 5000 }).toBe(title);
}

/** Clicks once the frame holds its height (the host resizes it as pages change). */
async function press(surface: FrameLocator, target: Locator): Promise<void> {
  await target.waitFor();
  await waitForSteadyFrame(surface);
  await target.click();
}

describe('focus on the new page’s heading at every step after a booking (in the demo host page’s frame)', () => {
  let browser: Browser;
  let widgetUrl: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    widgetUrl = workerServer().widgetUrl;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('found by number, then changed (edit, check, saving, list) and cancelled (cancel, success)', async () => {
    const guest = newGuest('focus-steps');
    const token = await apiSignIn(widgetUrl, guest);
    // The restaurant the screens walks book, on a day of its own.
    const site = (await listSites(widgetUrl)).at(-2)!;
    const date = addDays(todayDate(Date.now()), 19);
    const [time] = await availableTimes(widgetUrl, site.id, date, 2);
    const booking = await apiReserve(widgetUrl, token, guest, site.id, { date, time: time!, party_size: 2 });
    const { context, page } = await newPage(browser, PHONE);
    // The save (PATCH of the reservation) waits until its page was looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/sites\/[^/]+\/reservations\/[^/?]+$/, async (route: Route) => {
      if (route.request().method() === 'PATCH') await held;
      await route.continue();
    });
    const { surface, frame } = await widgetOnDemo(page);

    await press(surface, surface.getByRole('button', { name: 'Change or cancel existing reservation' }));
    await expectFocusOn(surface, frame, 'Find your reservation');
    await waitForSteadyFrame(surface);
    await findReservation(surface, booking.number, 'phone', guest.phone);
    await expectFocusOn(surface, frame, 'Your reservation');

    await press(surface, surface.getByRole('button', { name: 'Change', exact: true }));
    await expectFocusOn(surface, frame, 'Change your reservation');
    await surface.locator('.slot.is-selected').waitFor();
    await press(surface, surface.locator('.slot:not([disabled]):not(.is-selected)').first());
    await press(surface, surface.getByRole('button', { name: 'Next', exact: true }));
    await expectFocusOn(surface, frame, 'Check your changes');
    await press(surface, surface.getByRole('button', { name: 'Save changes' }));
    await expectFocusOn(surface, frame, 'Saving your changes');
    release();
    await surface.getByText('Your reservation has been updated.').waitFor();
    await expectFocusOn(surface, frame, 'Your reservation');

    await press(surface, surface.getByRole('button', { name: 'Cancel', exact: true }));
    await expectFocusOn(surface, frame, 'Cancel your reservation');
    await press(surface, surface.getByRole('button', { name: 'Yes, cancel it' }));
    await expectFocusOn(surface, frame, 'Your reservation has been cancelled');
    await context.close();
  });

  it('logged in by a code: the code page, then the list', async () => {
    const guest = newGuest('focus-code');
    await apiSignUp(widgetUrl, guest);
    const { context, page } = await newPage(browser, PHONE);
    const { surface, frame } = await widgetOnDemo(page);
    await press(surface, surface.getByRole('button', { name: 'Change or cancel existing reservation' }));
    await expectFocusOn(surface, frame, 'Find your reservation');
    await surface.locator('#login-contact').fill(guest.phone);
    const asked = Date.now() - 1000;
    await press(surface, surface.getByRole('button', { name: 'Send me a code by SMS' }));
    await expectFocusOn(surface, frame, 'Enter your code');
    await surface.locator('#otp').fill(await latestCode(widgetUrl, guest.phone, asked));
    await press(surface, surface.getByRole('button', { name: 'Log in' }));
    await expectFocusOn(surface, frame, 'Your reservations');
    await context.close();
  });
});

/** The accessible names Chromium computes for the elements `selector` finds, in document order. */
async function accessibleNames(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const names: string[] = [];
  for (const nodeId of nodeIds) {
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    names.push(String(nodes[0]?.name?.value ?? ''));
  }
  await cdp.detach();
  return names;
}

describe('the other restaurants offered on a full day', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('are buttons whose accessible name is their visible text (en and nl)', async () => {
    const { widgetUrl } = workerServer();
    // A small restaurant no other file fills, on a day of its own: parties of 12 (its four combinable tables
    // together) until no start time is left for 12.
    const small = LOCATIONS[28]!;
    const date = addDays(todayDate(Date.now()), 18);
    const guest = newGuest('focus-full-day');
    const token = await apiSignIn(widgetUrl, guest);
    for (let round = 0; round < 8; round += 1) {
      const times = await availableTimes(widgetUrl, small.id, date, 12);
      if (times.length === 0) break;
      expect(
        await apiBook(widgetUrl, token, guest, small.id, { date, time: times[0]!, party_size: 12 }),
      ).toBe(201);
    }
    expect(await availableTimes(widgetUrl, small.id, date, 12)).toEqual([]);

    for (const [lang, title] of [
      ['en', 'These restaurants do have a table'],
      ['nl', 'Bij deze restaurants is wel plaats'],
    ] as const) {
      // A browser of its own per language: the party size chosen is kept for the tab.
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(`${widgetUrl}/?date=${date}&site=${small.id}&lang=${lang}`);
      // The list shown once the other restaurants were asked for 12 (not one still shown for the 2 of the start).
      await page.locator('#party-size').waitFor();
      await page.waitForLoadState('networkidle');
      const askedFor12 = page.waitForRequest((request) => {
        const url = new URL(request.url());
        return (
          url.pathname.endsWith('/reservations/availability') &&
          !url.pathname.includes(small.id) &&
          url.searchParams.get('party_size') === '12'
        );
      });
      await page.locator('#party-size').selectOption('12');
      await askedFor12;
      await page.getByRole('heading', { name: title }).waitFor({ timeout: 20000 });
      const buttons = page.locator('.alternatives__item');
      expect(await buttons.count()).toBeGreaterThan(0);
      const visible = (await buttons.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
      // Each button's name in Chromium's accessibility tree, the name a screen reader announces.
      expect(await accessibleNames(page, '.alternatives__item'), lang).toEqual(visible);
      // Saying what is shown (voice control) finds that one button.
      for (const text of visible)
        await expect.poll(() => page.getByRole('button', { name: text, exact: true }).count()).toBe(1);
      // The screen itself: axe, heading levels, no English on the Dutch one, and its screenshot.
      await lookAt(page, lang, `alternatives-${lang}-phone`);
      await context.close();
    }
  });
});
