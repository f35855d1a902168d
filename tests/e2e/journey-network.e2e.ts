/**
 * When the network fails (docs/widget.md): a call the API never answers is given up after 30 s (Playwright's clock
 * skips the wait) and the guest sees 'Unable to continue due to network issues' with Retry, which takes them
 * back a page from where they go on; a booking whose answer was lost on the way is retried with the same
 * Idempotency-Key and booked once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, FrameLocator, Page, Route } from 'playwright-core';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  apiSignIn,
  approveAndConfirm,
  availableTimes,
  chooseOnFilter,
  daysAhead,
  fillDetails,
  findReservation,
  firstDay,
  firstDayButton,
  type Guest,
  listSites,
  newGuest,
  reservationNumber,
  type SiteSummary,
} from './journey-helpers';
import { workerServer } from './server';

const NETWORK_ISSUES = 'Unable to continue due to network issues';
const AVAILABILITY = '**/api/sites/*/reservations/availability**';
const RETRIEVE = '**/api/reservations/retrieve';
const CREATE = '**/api/sites/*/reservations';

/** Where the widget is: the page on its own origin, or its frame on a host page. */
type Surface = Page | FrameLocator;

interface Booked {
  id: string;
  number: string;
}

/** Makes every call matching `pattern` hang (never answered); resolves `asked` once the first one is sent. */
async function hang(page: Page, pattern: string): Promise<{ asked: Promise<void> }> {
  let seen: () => void = () => {};
  const asked = new Promise<void>((resolve) => (seen = resolve));
  await page.route(pattern, () => seen());
  return { asked };
}

/**
 * The call hangs: nothing shows at 29 s, the network-issues screen with Retry at 31 s (the client's 30 s
 * time-out); then the network comes back and the guest presses Retry.
 */
async function waitOutTheTimeOut(page: Page, surface: Surface, pattern: string, asked: Promise<void>) {
  await asked;
  await page.clock.fastForward('00:29');
  await expect(surface.locator('.system-screen').count()).resolves.toBe(0);
  await page.clock.fastForward('00:02');
  await surface.locator('.system-screen').waitFor({ timeout: 5000 });
  await expect(surface.locator('.system-screen__title').textContent()).resolves.toBe(NETWORK_ISSUES);
  await expect(surface.locator('.system-screen button').textContent()).resolves.toBe('Retry');
  await page.unroute(pattern);
  await surface.getByRole('button', { name: 'Retry', exact: true }).click();
}

/** The guest's reservations as the API has them, read with the widget's own session token. */
async function reservationsOf(page: Page, widgetUrl: string): Promise<Array<{ number: string }>> {
  const stored = await page.evaluate(() => localStorage.getItem('tafel:token'));
  const { token } = JSON.parse(stored ?? '{}') as { token?: string };
  expect(token).toBeTruthy();
  const answer = await fetch(`${widgetUrl}/api/users/me/reservations`, {
    headers: { authorization: token! },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { reservations: Array<{ number: string }> }).reservations;
}

describe('when the network fails', () => {
  let browser: Browser;
  let widgetUrl: string;
  let demoUrl: string;
  let site: SiteSummary;
  let booker: Guest;
  let booked: Booked;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ widgetUrl, demoUrl } = workerServer());
    [site] = (await listSites(widgetUrl)) as [SiteSummary];
    // A booking to find once the network is back.
    booker = newGuest('network-find');
    const token = await apiSignIn(widgetUrl, booker);
    const date = daysAhead(8);
    const [time] = await availableTimes(widgetUrl, site.id, date, 2);
    const response = await fetch(`${widgetUrl}/api/sites/${site.id}/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        date,
        time,
        party_size: 2,
        first_name: booker.first,
        last_name: booker.last,
        email: booker.email,
        phone_number: booker.phone,
      }),
    });
    expect(response.status).toBe(201);
    booked = ((await response.json()) as { reservation: Booked }).reservation;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    [
      'the free times on the filter',
      {
        pattern: AVAILABILITY,
        async start(page: Page) {
          await page.goto(`${widgetUrl}/`);
          await page.getByRole('button', { name: firstDayButton() }).click();
          await page.getByRole('radio', { name: site.name }).check();
        },
        // Back on the start page: today's filter again, its free times, a time chosen, the details.
        async goOn(page: Page) {
          await page.getByRole('button', { name: firstDayButton() }).click();
          await chooseOnFilter(page, new ActionCounter(), { siteName: site.name });
          await page.getByRole('heading', { name: 'Your details' }).waitFor();
        },
      },
    ],
    [
      'finding a reservation',
      {
        pattern: RETRIEVE,
        async start(page: Page) {
          await page.goto(`${widgetUrl}/`);
          await page.getByRole('button', { name: 'Change or cancel existing reservation' }).click();
          await findReservation(page, booked.number, 'phone', booker.phone);
        },
        // Back on the start page: the find again, and the reservation found.
        async goOn(page: Page) {
          await page.getByRole('button', { name: 'Change or cancel existing reservation' }).click();
          await findReservation(page, booked.number, 'phone', booker.phone);
          await page.getByRole('heading', { name: 'Your reservation', exact: true }).waitFor();
          await expect(page.locator('.list > li').first().textContent()).resolves.toContain(booked.number);
        },
      },
    ],
  ] as const)(
    `an API that hangs (%s): after 30 s the guest sees '${NETWORK_ISSUES}' with Retry, and Retry goes on`,
    async (_call, { pattern, start, goOn }) => {
      const { context, page } = await newPage(browser, PHONE);
      await page.clock.install();
      const { asked } = await hang(page, pattern);
      await start(page);
      await waitOutTheTimeOut(page, page, pattern, asked);
      // Retry goes back a page: the start page, in the widget.
      await page.getByRole('button', { name: 'Today' }).waitFor();
      expect(page.url()).toBe(`${widgetUrl}/`);
      await goOn(page);
      await context.close();
    },
  );

  // Retry goes back a page, but not out of the widget: when the page that hung is the first the widget showed (a
  // link straight to /filter, or a host page with a forced date, whose iframe opens on /filter), Back would leave
  // it (the tab back to the site before, or the whole host page back); the page asks again instead.
  it.each([
    [
      'a link straight to the filter',
      async function open(page: Page): Promise<{ surface: Surface; url: string }> {
        await page.goto(`${widgetUrl}/filter?date=${firstDay()}`);
        return { surface: page, url: page.url() };
      },
    ],
    [
      'a host page with a forced date',
      async function open(page: Page): Promise<{ surface: Surface; url: string }> {
        await page.goto(`${demoUrl}/?date=${daysAhead(2)}`);
        return { surface: page.frameLocator('iframe'), url: page.url() };
      },
    ],
  ] as const)(
    'the hung filter is the first page (%s): Retry keeps the guest in the widget',
    async (_arrival, open) => {
      const { context, page } = await newPage(browser, PHONE);
      await page.clock.install();
      // The guest came from another site.
      await page.goto(`${demoUrl}/acties`);
      const { asked } = await hang(page, AVAILABILITY);
      const { surface, url } = await open(page);
      await surface.getByRole('radio', { name: site.name }).check();
      await waitOutTheTimeOut(page, surface, AVAILABILITY, asked);
      // Where Retry leads settles within a second.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(page.url()).toBe(url);
      await chooseOnFilter(surface, new ActionCounter(), { siteName: site.name });
      await context.close();
    },
  );

  /**
   * Walks a booking to the booking call; the server books the first POST, its answer is dropped on the way
   * back. The failed page says so; `retry` is how the guest tries again. Then: booked, exactly once.
   */
  async function bookWithADroppedAnswer(tag: string, retry: (page: Page, time: string) => Promise<void>) {
    const { context, page } = await newPage(browser, PHONE);
    const sent: Array<{ key: string | undefined; status: number }> = [];
    await page.route(CREATE, async (route: Route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      const key = request.headers()['idempotency-key'];
      if (sent.length > 0) {
        sent.push({ key, status: 0 });
        return route.continue();
      }
      // The server gets it and books; the answer never reaches the widget.
      const response = await route.fetch();
      sent.push({ key, status: response.status() });
      await route.abort('connectionreset');
    });
    const guest = newGuest(tag);
    const actions = new ActionCounter();
    await page.goto(`${widgetUrl}/filter?date=${firstDay()}`);
    const time = await chooseOnFilter(page, actions, { siteName: site.name });
    await fillDetails(page, actions, guest);
    await approveAndConfirm(page, actions, widgetUrl, guest);
    await page.getByRole('heading', { name: 'Reservation failed' }).waitFor({ timeout: 15000 });
    await expect(page.getByRole('alert').textContent()).resolves.toBe(NETWORK_ISSUES);
    expect(sent).toEqual([{ key: expect.stringMatching(/^\S+$/), status: 201 }]);

    await retry(page, time);
    const number = await reservationNumber(page);
    // One reservation, the one on the success page; the retry carried the first POST's key.
    const reservations = await reservationsOf(page, widgetUrl);
    expect(reservations.map((reservation) => reservation.number)).toEqual([number]);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    await context.close();
  }

  it("a booking retried after a dropped answer is booked once (the failed page's 'Try again')", async () => {
    await bookWithADroppedAnswer('network-try', async (page) => {
      await page.getByRole('button', { name: 'Try again' }).click();
    });
  });

  it('a booking retried after a dropped answer is booked once (the guest goes Back and confirms again)', async () => {
    await bookWithADroppedAnswer('network-back', async (page) => {
      // Back from the failed page: the booking goes again, with the key it was first sent with.
      await page.goBack();
    });
  });

  // Starting again keeps the key of the attempt that got no answer: the same booking made again is answered once.
  it("a booking retried after a dropped answer is booked once (the guest presses 'Start again' and books the same time)", async () => {
    await bookWithADroppedAnswer('network-again', async (page, time) => {
      await page.getByRole('button', { name: 'Start again' }).click();
      await page.getByRole('button', { name: firstDayButton() }).click();
      await chooseOnFilter(page, new ActionCounter(), { siteName: site.name, time });
      // Signed in by the code: the details are filled, no code asked.
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: 'Confirm reservation' }).click();
    });
  });

  it.each([
    ['en', {}, NETWORK_ISSUES, 'Retry', 'Number of persons'],
    [
      'nl',
      { locale: 'nl-NL' },
      'Door netwerkproblemen kunnen we niet verder',
      'Opnieuw proberen',
      'Aantal personen',
    ],
  ] as const)(
    'offline on the filter (%s): the restaurants and the free times say the network failed, with Retry, never "no tables"; nothing chosen is lost',
    async (lang, options, words, retry, partySizeLabel) => {
      const { context, page } = await newPage(browser, PHONE, options);
      // The restaurant list cannot be fetched: its failure and Retry, then the list.
      await page.route('**/api/sites?**', (route) => route.abort('internetdisconnected'));
      await page.goto(`${widgetUrl}/filter?date=${daysAhead(9)}`);
      const failure = page.getByRole('alert').filter({ hasText: words });
      await failure.waitFor();
      await screenshot(page, `offline-sites-${lang}`);
      await page.unroute('**/api/sites?**');
      await failure.getByRole('button', { name: retry }).click();
      await page.getByRole('radio', { name: site.name }).waitFor();
      await page.getByLabel(partySizeLabel, { exact: true }).selectOption('4');

      // The free times cannot be fetched: the same, not the no-availability message or other restaurants.
      await page.route(AVAILABILITY, (route) => route.abort('internetdisconnected'));
      await page.getByRole('radio', { name: site.name }).check();
      await failure.waitFor();
      await expect(page.locator('.alternatives').count()).resolves.toBe(0);
      await expect(page.getByText('9:00').count(), 'no phone-us message').resolves.toBe(0);
      await screenshot(page, `offline-times-${lang}`);
      await page.unroute(AVAILABILITY);
      await failure.getByRole('button', { name: retry }).click();
      await page.locator('.slot:not([disabled])').first().waitFor();
      // What the guest chose is still chosen.
      await expect(page.getByRole('radio', { name: site.name }).isChecked()).resolves.toBe(true);
      await expect(page.getByLabel(partySizeLabel, { exact: true }).inputValue()).resolves.toBe('4');
      await context.close();
    },
  );

  it('offline on a change: the free times say the network failed, with Retry, never "no free times"', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.route(AVAILABILITY, (route) => route.abort('internetdisconnected'));
    await page.goto(`${widgetUrl}/reservations/${booked.id}/edit`);
    const failure = page.getByRole('alert').filter({ hasText: NETWORK_ISSUES });
    await failure.waitFor();
    await page.unroute(AVAILABILITY);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.slot:not([disabled])').first().waitFor();
    await context.close();
  });
});
