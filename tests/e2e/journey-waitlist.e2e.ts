import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { LOCATIONS } from '../../shared/locations';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  apiBook,
  apiReserve,
  apiSignIn,
  availableTimes,
  daysAhead,
  latestCode,
  latestMessage,
  newGuest,
  openDemo,
  reservationNumber,
  waitForSteadyFrame,
  type Lang,
} from './journey-helpers';
import { englishLines, skippedHeadings } from './screen-checks';
import { workerServer } from './server';

// A small restaurant (every fifth from index 3 in the seed): a party of 12 takes every table, so a few bookings fill
// its day. No other journey books it that day.
const SITE = LOCATIONS[3]!;
const PARTY = 12;

/**
 * axe, heading levels and (in Dutch) no English, on the widget's frame or page; then a screenshot to look at: of the
 * whole widget frame on the host page (a full-page capture can paint a cross-origin frame out of place), else the page.
 */
async function lookAtWidget(page: Page, widget: Page | Frame, lang: Lang, name: string): Promise<void> {
  expect(await seriousViolations(widget), `${name}: axe`).toEqual([]);
  expect(await skippedHeadings(widget), `${name}: heading levels`).toEqual([]);
  if (lang === 'nl') expect(await englishLines(widget), `${name}: English on a Dutch screen`).toEqual([]);
  if (widget === page) return screenshot(page, `waitlist-${name}`);
  mkdirSync('tests/e2e/screenshots', { recursive: true });
  await page.locator('iframe').screenshot({ path: `tests/e2e/screenshots/waitlist-${name}.png` });
}

describe('waitlist: a guest waits for a full day, a cancellation offers them the table, they book it held', () => {
  const { widgetUrl, demoUrl } = workerServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('joins in Dutch at 360 px, gets the offer within seconds of a cancellation, claims it in English at 1280 px while a third guest cannot take the table', async () => {
    const date = daysAhead(17);
    // The guest who will cancel holds an evening table for 8 (online cancellable up to 8), which keeps every start
    // for 12 around it from fitting; others then take every other start for 12, so no time fits that party.
    const canceller = newGuest('waitlist-cancels');
    const cancellerToken = await apiSignIn(widgetUrl, canceller);
    const evening = (await availableTimes(widgetUrl, SITE.id, date, 8)).filter((time) => time >= '19:00');
    const held = await apiReserve(widgetUrl, cancellerToken, canceller, SITE.id, {
      date,
      time: evening[0]!,
      party_size: 8,
    });
    const filler = newGuest('waitlist-fills');
    const fillerToken = await apiSignIn(widgetUrl, filler);
    for (let round = 0; round < 8; round += 1) {
      const [time] = await availableTimes(widgetUrl, SITE.id, date, PARTY);
      if (!time) break;
      expect(await apiBook(widgetUrl, fillerToken, filler, SITE.id, { date, time, party_size: PARTY })).toBe(
        201,
      );
    }
    expect(await availableTimes(widgetUrl, SITE.id, date, PARTY)).toEqual([]);

    // The waiting guest, in Dutch on a phone, through the demo host page: no time fits, so the waitlist is offered.
    const guest = newGuest('waitlist-waits');
    const { context, page } = await newPage(browser, PHONE, { locale: 'nl-NL' });
    const frame = await openDemo(page, demoUrl, `/?lang=nl&site=${SITE.id}&date=${date}`);
    const widget = () => page.frames().find((candidate) => candidate.url().startsWith(widgetUrl))!;
    await frame.locator('#party-size').selectOption(String(PARTY));
    const entry = frame.getByRole('link', { name: 'Zet me op de wachtlijst' });
    await entry.waitFor({ timeout: 20000 }).catch(async (error: unknown) => {
      console.log(await widget().evaluate(() => document.body.innerText));
      throw error;
    });
    await waitForSteadyFrame(frame);
    await lookAtWidget(page, widget(), 'nl', 'filter-full-nl-phone');
    await entry.click();

    await frame.getByRole('heading', { name: 'Zet me op de wachtlijst' }).waitFor();
    await frame.locator('#waitlist-from option').first().waitFor({ state: 'attached' });
    // The widest window from 16:00 on: the earliest start in it that a freed table fits is offered.
    const starts = await frame
      .locator('#waitlist-from option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const from = starts.find((time) => time >= '16:00') ?? starts[0]!;
    await frame.locator('#waitlist-from').selectOption(from);
    const ends = await frame
      .locator('#waitlist-until option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const until = ends[ends.length - 1]!;
    await frame.locator('#waitlist-until').selectOption(until);
    await frame.getByLabel('Voornaam', { exact: true }).fill(guest.first);
    await frame.getByLabel('Achternaam', { exact: true }).fill(guest.last);
    await frame.getByLabel('Telefoonnummer', { exact: true }).fill(guest.phone.replace('+316', '06 '));
    await frame.getByLabel('E-mailadres', { exact: true }).fill(guest.email);
    await waitForSteadyFrame(frame);
    await lookAtWidget(page, widget(), 'nl', 'join-nl-phone');
    const asked = Date.now() - 1000;
    await frame.getByRole('button', { name: 'Verder', exact: true }).click();

    await frame.getByRole('heading', { name: 'Bevestig je telefoon of e-mail' }).waitFor();
    await frame.getByText(/We hebben een code van 6 cijfers gestuurd/).waitFor();
    await waitForSteadyFrame(frame);
    await lookAtWidget(page, widget(), 'nl', 'code-nl-phone');
    await frame.locator('#otp').fill(await latestCode(widgetUrl, guest.phone, asked));
    await frame.getByRole('heading', { name: 'Je staat op de wachtlijst' }).waitFor({ timeout: 20000 });
    await expect(frame.locator('main').textContent()).resolves.toContain('15 minuten');
    await waitForSteadyFrame(frame);
    await lookAtWidget(page, widget(), 'nl', 'done-nl-phone');
    await context.close();

    // The other guest cancels: within seconds the waiting guest's outbox has the offer, with its link.
    const cancelledAt = Date.now();
    const cancelled = await fetch(`${widgetUrl}/api/sites/${SITE.id}/reservations/${held.id}`, {
      method: 'DELETE',
      headers: { authorization: cancellerToken },
    });
    expect(cancelled.status).toBe(200);
    const offer = await latestMessage(widgetUrl, guest.phone, 'waitlist_offer');
    expect(Date.now() - cancelledAt).toBeLessThan(10_000);
    const link = /\/waitlist\/([A-Za-z0-9_-]{20,64})/.exec(offer.text);
    expect(link, offer.text).not.toBeNull();
    const token = link![1]!;
    const request = (await (await fetch(`${widgetUrl}/api/waitlist/${token}`)).json()) as {
      request: { state: string; offer: { time: string; date: string } | null };
    };
    expect(request.request.state).toBe('offered');
    const time = request.request.offer!.time;
    expect(time >= from && time <= until, `${time} in ${from}–${until}`).toBe(true);

    // While it is held, a third guest can neither see nor take that table.
    expect(await availableTimes(widgetUrl, SITE.id, date, PARTY)).not.toContain(time);
    const third = newGuest('waitlist-third');
    const thirdToken = await apiSignIn(widgetUrl, third);
    expect(await apiBook(widgetUrl, thirdToken, third, SITE.id, { date, time, party_size: PARTY })).toBe(409);

    // The waiting guest opens the link in English on a desktop: the held table, the countdown, then books it.
    const claim = await newPage(browser, DESKTOP);
    await claim.page.goto(`${widgetUrl}/waitlist/${token}?lang=en`);
    await claim.page.getByRole('heading', { name: 'A table is free for you' }).waitFor({ timeout: 20000 });
    await expect(claim.page.locator('main').textContent()).resolves.toContain(
      `A table for ${PARTY} at ${time}`,
    );
    const countdown = claim.page.getByRole('timer');
    const before = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(before);
    await lookAtWidget(claim.page, claim.page, 'en', 'offer-en-desktop');
    await claim.page.getByRole('button', { name: 'Book this table' }).click();
    await claim.page.getByLabel('First name', { exact: true }).fill(guest.first);
    await claim.page.getByLabel('Last name', { exact: true }).fill(guest.last);
    await claim.page.getByLabel('Phone number', { exact: true }).fill(guest.phone);
    await claim.page.getByLabel('E-mail', { exact: true }).fill(guest.email);
    await claim.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await claim.page.getByText(time, { exact: true }).waitFor();
    const claimAsked = Date.now() - 1000;
    await claim.page.getByRole('button', { name: 'Confirm reservation' }).click();
    await claim.page.locator('#otp').fill(await latestCode(widgetUrl, guest.phone, claimAsked));
    await reservationNumber(claim.page);
    await lookAtWidget(claim.page, claim.page, 'en', 'booked-en-desktop');
    const claimed = (await (await fetch(`${widgetUrl}/api/waitlist/${token}`)).json()) as {
      request: { state: string; reservation_id: string | null };
    };
    expect(claimed.request).toMatchObject({ state: 'claimed' });
    expect(claimed.request.reservation_id).not.toBeNull();

    // The link now says the table is booked, in its own words.
    await claim.page.goto(`${widgetUrl}/waitlist/${token}?lang=en`);
    await claim.page.getByRole('heading', { name: 'You booked this table' }).waitFor({ timeout: 20000 });
    await lookAtWidget(claim.page, claim.page, 'en', 'claimed-en-desktop');
    await claim.context.close();
  });
});
