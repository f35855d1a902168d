import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOCATIONS } from '../../shared/locations';
import { DESKTOP, homeAddress, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { seriousViolations } from './axe';
import { LANGUAGES_AND_WIDTHS, englishLines, skippedHeadings } from './screen-checks';
import {
  ActionCounter,
  apiSignIn,
  approveAndConfirm,
  byText,
  chooseFirstOpenDay,
  chooseOnFilter,
  fillDetails,
  firstDay,
  firstDayButton,
  type Guest,
  type Lang,
  latestCode,
  newGuest,
  openDemo,
  reservationNumber,
  tabTo,
  UI,
} from './journey-helpers';
import { workerServer } from './server';

const CREATE = '**/api/sites/*/reservations';
// The server's answer when the time was taken meanwhile (server/domain/booking.ts).
const TAKEN = {
  error: 'conflict',
  message: 'Unfortunately this time is no longer available for booking',
  key: 'timeNoLongerAvailable',
};

/**
 * Waits for a new page to put focus on its heading (widget/components/focus-heading.ts, after the page is drawn), as
 * a keyboard user does before pressing Tab: a Tab pressed before it would have its focus taken back to the heading.
 */
async function headingFocused(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
}

/** What a page shows when a keyboard step went nowhere: its address, focus, alerts and field values. */
function pageState(page: Page) {
  return page.evaluate(() => ({
    url: location.href,
    focused: document.activeElement?.outerHTML.slice(0, 200) ?? null,
    alerts: [...document.querySelectorAll('[role="alert"], .field__error')].map(
      (element) => element.textContent,
    ),
    fields: [...document.querySelectorAll('input')].map((input) => `${input.id}=${input.value}`),
    toggle: document.querySelector('.date-picker__toggle')?.textContent ?? null,
  }));
}

/** An availability answer (one size or several) with every time taken: the day is full. */
function everyTimeTaken(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value: unknown) =>
    key === 'is_available' ? false : value,
  );
}

// The words a guest clicks and reads on the way, in each language.
const WORDS = {
  en: {
    bookHere: 'Book a table here',
    largerCompany: 'Coming with a larger company?',
    required: 'Required field',
    checkTitle: 'Check your reservation',
    codeSent: /We sent a 6-digit code/,
    whichEmail: 'Which e-mail address?',
    useNew: (email: string) => `Use ${email}`,
    failedTitle: 'Reservation failed',
    alternativesTitle: 'These restaurants do have a table',
  },
  nl: {
    bookHere: 'Reserveer hier een tafel',
    largerCompany: 'Kom je met een groter gezelschap?',
    required: 'Verplicht veld',
    checkTitle: 'Controleer je reservering',
    codeSent: /We hebben een code van 6 cijfers gestuurd/,
    whichEmail: 'Welk e-mailadres?',
    useNew: (email: string) => `${email} gebruiken`,
    failedTitle: 'Reserveren is niet gelukt',
    alternativesTitle: 'Bij deze restaurants is wel plaats',
  },
} as const;

/**
 * One screen looked at: serious or critical axe violations, heading levels that skip (or do not start at h1), and
 * on a Dutch screen the lines with an English word; each as a line, none on a good screen.
 */
async function screenProblems(page: Page, lang: Lang): Promise<string[]> {
  return [
    ...(await seriousViolations(page)),
    ...(await skippedHeadings(page)).map((skip) => `heading levels: ${skip}`),
    ...(lang === 'nl' ? (await englishLines(page)).map((line) => `English: ${line}`) : []),
  ];
}

describe('journey accessibility, keyboard and Dutch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Guests who proved their phone before, with another e-mail: the pre-process question comes after the code. Set
  // up first, as a phone gets one code per 30 s and the journey asks the next.
  const knownGuests = new Map<string, { guest: Guest; codeSentAt: number }>();
  beforeAll(async () => {
    for (const [lang, width] of LANGUAGES_AND_WIDTHS) {
      const guest = newGuest(`axe-${lang}-${width}`);
      await apiSignIn(workerServer().widgetUrl, { ...guest, email: `old.${guest.email}` }, 'phone');
      knownGuests.set(`${lang}-${width}`, { guest, codeSentAt: Date.now() });
    }
  });

  it('the whole journey in Dutch on the demo host page: field messages in Dutch, no English word on any screen', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const frame = await openDemo(page, workerServer().demoUrl, '/?lang=nl');
    const actions = new ActionCounter();
    const guest = newGuest('nl');
    const widgetFrame = () =>
      page.frames().find((candidate) => candidate.url().startsWith(workerServer().widgetUrl))!;
    const readsDutch = async (screen: string) =>
      expect(await englishLines(widgetFrame()), `English on the ${screen}`).toEqual([]);
    await readsDutch('index');
    await actions.click(frame.getByRole('button', { name: firstDayButton('nl') }));
    await frame.getByRole('heading', { name: 'Zoek een tafel' }).waitFor();
    await readsDutch('filter');
    await chooseOnFilter(frame, actions, { siteName: 'Tafel Utrecht', lang: 'nl' });
    // Empty form: every form message (shared/messages.ts) at its field, in Dutch.
    await frame.getByRole('button', { name: UI.nl.continue, exact: true }).click();
    await frame.getByText('Verplicht veld').first().waitFor();
    await frame.getByLabel(UI.nl.phone, { exact: true }).fill('12');
    await frame.getByLabel(UI.nl.email, { exact: true }).fill('geen-mail');
    await frame.getByRole('button', { name: UI.nl.continue, exact: true }).click();
    await frame.getByText('Vul een geldig telefoonnummer in').waitFor();
    await frame.getByText('Vul een geldig e-mailadres in').waitFor();
    await screenshot(page, 'journey-details-errors-nl-phone');
    await readsDutch('details with its field messages');
    await fillDetails(frame, actions, guest, 'nl');
    await frame
      .getByRole('heading', { name: 'Controleer je reservering' })
      .waitFor({ timeout: 15000 })
      .catch(async (error) => {
        await screenshot(page, 'debug-nl');
        throw error;
      });
    await readsDutch('check');
    await approveAndConfirm(frame, actions, workerServer().widgetUrl, guest, 'nl');
    await reservationNumber(frame, 'nl');
    await expect(frame.locator('main').textContent()).resolves.toContain('In je agenda zetten');
    await readsDutch('success');
    await context.close();
  });

  it('keyboard only: from the index to a booked table without a mouse', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const { widgetUrl } = workerServer();
    const guest = newGuest('keys');
    await page.goto(widgetUrl);
    await tabTo(page, byText(firstDayButton()), firstDayButton());
    await page.keyboard.press('Enter');
    await page.getByRole('radio').first().waitFor();
    await headingFocused(page);
    await tabTo(
      page,
      new Function('element', 'return element && element.type === "radio"') as (element: Element) => boolean,
      'the restaurant list',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    // The calendar: open, move a day on with the arrow key, choose with Enter.
    await tabTo(
      page,
      new Function('element', 'return element && element.classList.contains("date-picker__toggle")') as (
        element: Element,
      ) => boolean,
      'the date',
    );
    await page.keyboard.press('Enter');
    // The grid takes focus once it is drawn; an arrow pressed before that would move nothing.
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-date'));
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null);
    const firstDay = await focusedDay();
    const shownBefore = await page.locator('.date-picker__toggle').textContent();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (before) => document.activeElement?.getAttribute('data-date') !== before,
      firstDay,
    );
    // The times shown are the chosen day's, not the first day's still on screen: the toggle names the chosen day
    // once it is chosen, and from that render on the filter shows no earlier day's times (widget/api/use-answer.ts).
    const day = await focusedDay();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.keyboard.press('Enter');
    await page
      .waitForFunction(
        (before) => document.querySelector('.date-picker__toggle')?.textContent !== before,
        shownBefore,
      )
      .catch(async (error: Error) => {
        // What the page asked and showed, in the failure's own message: CI shows the end of a run, not its log.
        await screenshot(page, 'keyboard-day-not-chosen');
        throw new Error(
          `${error.message}\n${JSON.stringify({ firstDay, day, shownBefore, requested, page: await pageState(page) })}`,
        );
      });
    expect(day).not.toBe(firstDay);
    await page.locator('.slot:not([disabled])').first().waitFor();
    await tabTo(
      page,
      new Function(
        'element',
        'return element && element.classList.contains("slot") && !element.disabled',
      ) as (element: Element) => boolean,
      'a time',
    );
    await page.keyboard.press('Enter');
    await tabTo(page, byText('Continue'), 'Continue');
    await page.keyboard.press('Enter');
    await page.getByLabel('First name', { exact: true }).waitFor();
    await headingFocused(page);
    await tabTo(
      page,
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
    await page
      .getByRole('heading', { name: 'Check your reservation' })
      .waitFor()
      .catch(async (error: Error) => {
        await screenshot(page, 'keyboard-details-not-sent');
        throw new Error(`${error.message}\n${JSON.stringify({ guest, page: await pageState(page) })}`);
      });
    await headingFocused(page);
    const asked = Date.now() - 1000;
    await tabTo(page, byText('Confirm reservation'), 'Confirm reservation');
    await page.keyboard.press('Enter');
    const code = await latestCode(widgetUrl, guest.phone, asked);
    await page.getByLabel('Code', { exact: true }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('otp');
    await page.keyboard.type(code);
    await reservationNumber(page);
    await context.close();
  });

  it.each(LANGUAGES_AND_WIDTHS)(
    'every screen of the journey has no serious or critical axe violation, no skipped heading level, and no English on a Dutch screen (%s, %s)',
    async (lang, width, viewport) => {
      const { widgetUrl } = workerServer();
      const site = LOCATIONS[2]!;
      const words = WORDS[lang];
      const ui = UI[lang];
      const name = (screen: string) => `journey-${screen}-${lang}-${width}`;
      const context = await browser.newContext({
        viewport,
        locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
        extraHTTPHeaders: { 'x-forwarded-for': homeAddress() },
      });
      const page = await context.newPage();
      const { guest, codeSentAt } = knownGuests.get(`${lang}-${width}`)!;
      const problems: Record<string, string[]> = {};
      const look = async (screen: string, surface: Page = page) => {
        await surface.waitForTimeout(150);
        problems[screen] = await screenProblems(surface, lang);
        await screenshot(surface, name(screen));
      };

      await page.goto(`${widgetUrl}/?lang=${lang}`);
      await page.getByRole('button', { name: ui.today }).waitFor();
      await look('index');
      await page.goto(`${widgetUrl}/restaurants/${site.id}?lang=${lang}`);
      await page.getByRole('button', { name: words.bookHere }).waitFor();
      await look('restaurant');
      await page.getByRole('button', { name: words.bookHere }).click();
      // In the evening today's tables have passed: the first day with tables.
      const day = await chooseFirstOpenDay(page, firstDay(), lang);
      await page.locator('.slot:not([disabled])').first().waitFor();
      await look('filter');
      await page.locator('.date-picker__toggle').click();
      await look('filter-calendar');
      await page.keyboard.press('Escape');
      await page.locator('#party-size').selectOption('15');
      await page.getByRole('heading', { name: words.largerCompany }).waitFor();
      await look('filter-larger-company');
      await page.locator('#party-size').selectOption('2');
      const actions = new ActionCounter();
      await chooseOnFilter(page, actions, { siteName: site.name, lang });
      await page.getByRole('button', { name: ui.continue, exact: true }).click();
      await page.getByText(words.required).first().waitFor();
      await look('details-errors');
      await fillDetails(page, actions, guest, lang);
      await page.getByRole('heading', { name: words.checkTitle }).waitFor();
      await look('check-info');
      await page.waitForTimeout(Math.max(0, codeSentAt + 31_000 - Date.now()));
      const asked = Date.now() - 1000;
      await page.getByRole('button', { name: ui.approve }).click();
      await page.getByText(words.codeSent).waitFor();
      await look('code-input');
      await page.getByLabel(ui.code, { exact: true }).fill(await latestCode(widgetUrl, guest.phone, asked));
      await page.getByRole('heading', { name: words.whichEmail }).waitFor();
      await look('pre-process');
      await page.getByRole('button', { name: words.useNew(guest.email) }).click();
      await reservationNumber(page, lang);
      await look('success');

      // Signed in now: a second booking needs no code; the server refuses it
      // (409 conflict, as when another guest took the table a moment before: journey-capacity races two for real).
      await page.route(CREATE, (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 409, json: TAKEN }) : route.fallback(),
      );
      await page.goto(`${widgetUrl}/?date=${day}&site=${site.id}&lang=${lang}`);
      await chooseOnFilter(page, actions, { siteName: site.name, lang });
      await page.getByRole('button', { name: ui.continue, exact: true }).click();
      await page.getByRole('button', { name: ui.approve }).click();
      // The profile still holds the other address: the question comes again.
      await page.getByRole('button', { name: words.useNew(guest.email) }).click();
      await page.getByRole('heading', { name: words.failedTitle }).waitFor();
      await look('failed');
      await page.unroute(CREATE);

      // A full day at the restaurant (every time taken): the no-availability notice and the restaurants that do
      // have a table, whose own free times are the server's.
      await page.route(`**/api/sites/${site.id}/reservations/availability**`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: everyTimeTaken(await response.json()) });
      });
      await page.goto(`${widgetUrl}/?date=${day}&site=${site.id}&lang=${lang}`);
      await page.getByRole('heading', { name: words.alternativesTitle }).waitFor({ timeout: 20000 });
      await page.locator('.alternatives__item').first().waitFor();
      await look('filter-alternatives');

      await page.goto(`${widgetUrl}/restaurants/${site.id}/your-code?code=123456&lang=${lang}`);
      await page.getByText('123456').waitFor();
      await look('your-code');
      await context.close();

      // The API does not answer: after the 30 s time-out (the clock skips it) the network-issues screen.
      const hung = await browser.newContext({
        viewport,
        locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
        extraHTTPHeaders: { 'x-forwarded-for': homeAddress() },
      });
      const waiting = await hung.newPage();
      await waiting.clock.install();
      let markAsked = () => {};
      const availabilityAsked = new Promise<void>((resolve) => (markAsked = resolve));
      await waiting.route('**/api/sites/*/reservations/availability**', () => markAsked());
      await waiting.goto(`${widgetUrl}/?date=${day}&site=${site.id}&lang=${lang}`);
      await waiting.locator('.date-picker__toggle').waitFor();
      // The time-out runs from the call: skip the clock only once it was made.
      await availabilityAsked;
      await waiting.clock.fastForward('00:31');
      await waiting.locator('.system-screen').waitFor({ timeout: 5000 });
      await look('network-issues', waiting);
      await hung.close();

      expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((screen) => [screen, []])));
    },
  );
});
