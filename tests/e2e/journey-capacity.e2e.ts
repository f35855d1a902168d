import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LOCATIONS } from '../../shared/locations';
import { launchBrowser, newPage, PHONE, DESKTOP, screenshot } from './browser';
import {
  apiBook,
  apiSignIn,
  availableTimes,
  daysAhead,
  newGuest,
  signInContext,
  type Guest,
} from './journey-helpers';
import { workerServer } from './server';

// Small restaurants (every fifth from index 3 in the seed) seat a party of 12 only by combining every table.
const BREDA = LOCATIONS[8]!;
const ENSCHEDE = LOCATIONS[13]!;

describe('capacity: a full day gives alternatives, a race for the last table gives one 409', () => {
  let browser: Browser;
  let guest: Guest;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    guest = newGuest('capacity');
    token = await apiSignIn(workerServer().widgetUrl, guest);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the no-availability message and other restaurants with a table when the day is full', async () => {
    const { widgetUrl } = workerServer();
    const date = daysAhead(11);
    // Fill every start time for 12 at the small restaurant, one booking kills about six hours of starts.
    for (let round = 0; round < 8; round += 1) {
      const times = await availableTimes(widgetUrl, ENSCHEDE.id, date, 12);
      if (times.length === 0) break;
      expect(
        await apiBook(widgetUrl, token, guest, ENSCHEDE.id, { date, time: times[0]!, party_size: 12 }),
      ).toBe(201);
    }
    expect(await availableTimes(widgetUrl, ENSCHEDE.id, date, 12)).toEqual([]);

    const { context, page } = await newPage(browser, PHONE);
    const onDemand: string[] = [];
    page.on(
      'request',
      (request) =>
        void (
          /\/assets\/on-demand-[\w-]+\.js$/.test(new URL(request.url()).pathname) &&
          onDemand.push(request.url())
        ),
    );
    await page.goto(`${widgetUrl}/?date=${date}&site=${ENSCHEDE.id}`);
    await page.locator('.slot:not([disabled])').first().waitFor();
    // The alternatives' code comes only when there is no slot.
    expect(onDemand).toEqual([]);
    await page.locator('#party-size').selectOption('12');
    const main = page.locator('main');
    await page.getByText('There is no online availability').waitFor();
    await expect(main.textContent()).resolves.toContain(ENSCHEDE.phone);
    await page
      .getByRole('heading', { name: 'These restaurants do have a table' })
      .waitFor({ timeout: 20000 });
    const alternatives = page.locator('.alternatives__item');
    expect(await alternatives.count()).toBeGreaterThan(0);
    expect(onDemand).toHaveLength(1);
    await screenshot(page, 'journey-alternatives-phone');
    // GET /sites with the date and party size (docs/api.md): the list says which restaurant has no table left.
    await expect
      .poll(() => page.locator('.locations__item', { hasText: ENSCHEDE.name }).textContent(), {
        timeout: 10000,
      })
      .toContain('No table free');
    const chosen = (await alternatives.first().locator('strong').textContent())!;
    await alternatives.first().click();
    await page.locator('.slot:not([disabled])').first().waitFor();
    // The alternative is the one chosen now; the full restaurant no longer is.
    await expect.poll(() => page.locator('.locations__item.is-selected').count()).toBe(1);
    await expect(page.locator('.locations__item.is-selected').textContent()).resolves.toContain(chosen);
    await expect.poll(() => page.locator('input[name="location"]:checked').count()).toBe(1);
    await expect(
      page.locator('.locations__item', { hasText: ENSCHEDE.name }).locator('input').isChecked(),
    ).resolves.toBe(false);
    await context.close();
  });

  it('two guests racing for the last table: one is booked, the other sees the 409 screen', async () => {
    const { widgetUrl } = workerServer();
    const date = daysAhead(10);
    // Two guests: one guest sending the same booking twice would be asked about a double (journey-doubles).
    const rival = newGuest('capacity-rival');
    const rivalToken = await apiSignIn(widgetUrl, rival);
    const racers = await Promise.all(
      [token, rivalToken].map(async (racerToken) => {
        const { context, page } = await newPage(browser, DESKTOP);
        await signInContext(context, widgetUrl, racerToken);
        await page.goto(`${widgetUrl}/?date=${date}&site=${BREDA.id}`);
        await page.locator('#party-size').selectOption('12');
        await page.locator('.slot:not([disabled])', { hasText: '20:00' }).click();
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.getByLabel('First name', { exact: true }).waitFor();
        await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('Anna');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.getByRole('button', { name: 'Confirm reservation' }).waitFor();
        return { context, page };
      }),
    );
    await Promise.all(
      racers.map(({ page }) => page.getByRole('button', { name: 'Confirm reservation' }).click()),
    );
    const outcomes = await Promise.all(
      racers.map(async ({ page }) => {
        await page
          .locator('h1', { hasText: /Your table is booked|Reservation failed/ })
          .waitFor({ timeout: 20000 });
        return (await page.locator('h1').textContent())!.trim();
      }),
    );
    expect([...outcomes].sort()).toEqual(['Reservation failed', 'Your table is booked']);
    const loser = racers[outcomes.indexOf('Reservation failed')]!.page;
    await expect(loser.getByRole('alert').textContent()).resolves.toBe(
      'Unfortunately this time is no longer available for booking',
    );
    await screenshot(loser, 'journey-failed-409-desktop');
    // Choose another time asks the day's times again: the refused 20:00 is not offered from a kept answer.
    await loser.getByRole('button', { name: 'Choose another time' }).click();
    await loser.locator('.slot').first().waitFor({ timeout: 15000 });
    await expect(loser.locator('.slot:not([disabled])', { hasText: '20:00' }).count()).resolves.toBe(0);
    await Promise.all(racers.map(({ context }) => context.close()));
  });
  it.each([
    ['en', 'You already have as many upcoming reservations as we take online for one guest.'],
    ['nl', 'Je hebt al zoveel komende reserveringen als we online per gast aannemen.'],
  ] as const)(
    'a guest who holds the most upcoming bookings is told so in their words (%s), not as a server error',
    async (lang, words) => {
      const { widgetUrl } = workerServer();
      const regular = newGuest(`regular-${lang}`);
      const regularToken = await apiSignIn(widgetUrl, regular);
      const site = LOCATIONS[23]!;
      const date = daysAhead(lang === 'en' ? 13 : 14);
      // Ten upcoming bookings, the most one guest may hold online (MAX_UPCOMING_BOOKINGS's default); each takes a
      // table for its stay, so the free times are asked again before each.
      for (let booked = 0; booked < 10; booked += 1) {
        const [time] = await availableTimes(widgetUrl, site.id, date, 2);
        expect(time).toBeDefined();
        expect(
          await apiBook(widgetUrl, regularToken, regular, site.id, { date, time: time!, party_size: 2 }),
        ).toBe(201);
      }
      const { context, page } = await newPage(browser, PHONE, lang === 'nl' ? { locale: 'nl-NL' } : {});
      await signInContext(context, widgetUrl, regularToken);
      await page.goto(`${widgetUrl}/?date=${date}&site=${site.id}&lang=${lang}`);
      await page.locator('.slot:not([disabled])').first().click();
      await page.getByRole('button', { name: lang === 'nl' ? 'Verder' : 'Continue', exact: true }).click();
      await page.getByLabel(lang === 'nl' ? 'Voornaam' : 'First name', { exact: true }).waitFor();
      await page.getByRole('button', { name: lang === 'nl' ? 'Verder' : 'Continue', exact: true }).click();
      await page
        .getByRole('button', { name: lang === 'nl' ? 'Reservering bevestigen' : 'Confirm reservation' })
        .click();
      await expect
        .poll(() => page.getByRole('alert').first().textContent(), { timeout: 20000 })
        .toContain(words);
      await screenshot(page, `journey-too-many-bookings-${lang}-phone`);
      await context.close();
    },
  );
});
