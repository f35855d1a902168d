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
  type BookedReservation,
  type Lang,
} from './journey-helpers';
import { englishLines, skippedHeadings } from './screen-checks';
import { workerServer } from './server';

// A small restaurant (every fifth from index 3 in the seed): few bookings fill its day for 8. No other journey books
// it that day (the capacity walk fills another).
const SITE = LOCATIONS[13]!;
const PARTY = 8;

/** 'HH:mm' `minutes` later on the same day. */
const addMinutes = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

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
    const date = daysAhead(19);
    // Other guests take every start for 8 (a guest cancels online up to 8) until no time fits that party; a guest
    // holds at most 10 upcoming bookings online, so a new one books every 8.
    const bookings: Array<{ token: string; reservation: BookedReservation }> = [];
    let booker = newGuest('waitlist-fills');
    let bookerToken = await apiSignIn(widgetUrl, booker);
    for (let round = 0; round < 40; round += 1) {
      const [time] = await availableTimes(widgetUrl, SITE.id, date, PARTY);
      if (!time) break;
      if (round > 0 && round % 8 === 0) {
        booker = newGuest(`waitlist-fills-${round}`);
        bookerToken = await apiSignIn(widgetUrl, booker);
      }
      const reservation = await apiReserve(widgetUrl, bookerToken, booker, SITE.id, {
        date,
        time,
        party_size: PARTY,
      });
      bookings.push({ token: bookerToken, reservation });
    }
    expect(await availableTimes(widgetUrl, SITE.id, date, PARTY)).toEqual([]);
    // The booking that will be cancelled: the latest from 16:00 on. Its start fits the party again once it is gone.
    const cancelling = [...bookings].reverse().find((booking) => booking.reservation.time >= '16:00')!;
    const freed = cancelling.reservation.time.slice(0, 5);

    // The waiting guest, in Dutch on a phone, through the demo host page: no time fits, so the waitlist is offered.
    const guest = newGuest('waitlist-waits');
    const { context, page } = await newPage(browser, PHONE, { locale: 'nl-NL' });
    const frame = await openDemo(page, demoUrl, `/?lang=nl&site=${SITE.id}&date=${date}`);
    const widget = () => page.frames().find((candidate) => candidate.url().startsWith(widgetUrl))!;
    await frame.locator('#party-size').selectOption(String(PARTY));
    const entry = frame.getByRole('link', { name: 'Zet me op de wachtlijst' });
    await entry.waitFor({ timeout: 20000 });
    await waitForSteadyFrame(frame);
    await lookAtWidget(page, widget(), 'nl', 'filter-full-nl-phone');
    // The filter's frame is long (every restaurant): the part with the message and the entry, as the guest sees it.
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page, 'waitlist-filter-entry-nl-phone', { fullPage: false });
    await entry.click();

    await frame.getByRole('heading', { name: 'Zet me op de wachtlijst' }).waitFor();
    await frame.locator('#waitlist-from option').first().waitFor({ state: 'attached' });
    // A window of an hour from the start that will free: the earliest start in it that a table fits is offered.
    const from = freed;
    await frame.locator('#waitlist-from').selectOption(from);
    const ends = await frame
      .locator('#waitlist-until option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const until = ends.filter((time) => time <= addMinutes(from, 60)).at(-1)!;
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
    const cancelled = await fetch(
      `${widgetUrl}/api/sites/${SITE.id}/reservations/${cancelling.reservation.id}`,
      {
        method: 'DELETE',
        headers: { authorization: cancelling.token },
      },
    );
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
    expect(time).toBe(freed);

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
    // One code per phone each 30 s: the join's code went out moments ago here, minutes before an offer in life.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, asked + 32_000 - Date.now())));
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
