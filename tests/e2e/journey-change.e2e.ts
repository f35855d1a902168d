/**
 * Changing a booking: through the e-mail link (/{conf}/u), the guest sees what is free
 * (the filter's date picker, party sizes and time slots, their own time counted free), checks the change and
 * saves it; a booking whose rules forbid a change names the restaurant's phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { LOCATIONS } from '../../shared/locations';
import {
  apiBook,
  apiReserve,
  apiSignIn,
  availableTimes,
  byText,
  listSites,
  newGuest,
  tabTo,
  type BookedReservation,
  type Guest,
} from './journey-helpers';
import { workerServer } from './server';

type Booked = BookedReservation;

/** Books through the API and answers the reservation (its id is the e-mail links' conf). */
async function book(
  widgetUrl: string,
  guest: Guest,
  siteId: string,
  wish: { date: string; time: string; party_size: number },
) {
  return apiReserve(widgetUrl, await apiSignIn(widgetUrl, guest), guest, siteId, wish);
}

/** The reservation as the API has it now (read with its own access token). */
async function stored(widgetUrl: string, booking: Booked): Promise<Booked> {
  const answer = await fetch(`${widgetUrl}/api/sites/${booking.site_id}/reservations/${booking.id}`, {
    headers: { authorization: booking.id },
  });
  return ((await answer.json()) as { reservation: Booked }).reservation;
}

describe('changing a booking: the guest sees what is free', () => {
  let browser: Browser;
  let widgetUrl: string;
  let siteId: string;
  let sitePhone: string;
  const inAWeek = addDays(todayDate(Date.now()), 7);
  beforeAll(async () => {
    browser = await launchBrowser();
    widgetUrl = workerServer().widgetUrl;
    const [site] = await listSites(widgetUrl);
    siteId = site!.id;
    sitePhone = site!.phone;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'to another free time the same day (%s): their own time shown chosen, the check, the list says so, Back stays there',
    async (name, viewport) => {
      const booking = await book(widgetUrl, newGuest(`change-time-${name}`), siteId, {
        date: inAWeek,
        time: '18:00',
        party_size: 2,
      });
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${widgetUrl}/${booking.id}/u`);
      await page.getByRole('heading', { name: 'Change your reservation' }).waitFor();
      // Their own time is free for them (the API counts its table free) and shown chosen.
      await expect(
        page.locator('.slot.is-selected span').first().textContent({ timeout: 10000 }),
      ).resolves.toBe('18:00');
      expect(await seriousViolations(page)).toEqual([]);
      // Another restaurant is not a change: the page says how to get there (cancel, book again).
      await expect(page.locator('section.page').textContent()).resolves.toContain(
        'Would you rather go to another restaurant? Cancel this reservation and book a new one there.',
      );
      await screenshot(page, `change-edit-${name}`);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(
        'Choose another day, time or party size to change your reservation.',
      );
      await page.getByRole('button', { name: '19:00' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Check your changes' }).waitFor();
      // The booking as it was is drawn beside the change once read: wait for both.
      const check = () => page.locator('section.page').textContent();
      await expect.poll(check).toContain('18:00');
      await expect.poll(check).toContain('19:00');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Your reservation has been updated.').waitFor();
      expect(await stored(widgetUrl, booking)).toMatchObject({ date: inAWeek, time: '19:00', party_size: 2 });
      // Back after the change is saved: the list, not the check or the form of a change already made.
      await page.goBack();
      await page.getByRole('heading', { name: 'Your reservation', exact: true }).waitFor();
      await expect(page.getByRole('heading', { name: 'Check your changes' }).count()).resolves.toBe(0);
      expect(new URL(page.url()).pathname).toBe('/reservations/list');
      await context.close();
    },
  );

  it('in Dutch at 360 px: every word Dutch, no axe violation, on the change and its check', async () => {
    const booking = await book(widgetUrl, newGuest('change-nl'), siteId, {
      date: inAWeek,
      time: '18:00',
      party_size: 1,
    });
    const { context, page } = await newPage(browser, PHONE, { locale: 'nl-NL' });
    await page.goto(`${widgetUrl}/${booking.id}/u?lang=nl`);
    await page.getByRole('heading', { name: 'Je reservering wijzigen' }).waitFor();
    await page.locator('.slot.is-selected').waitFor();
    const english = /\b(Change|Next|persons?|Your|reservation|Morning|Afternoon|Evening|Date|Time)\b/;
    const words = (await page.locator('main').textContent()) ?? '';
    expect(words).toContain('1 persoon');
    expect(words).not.toMatch(english);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'change-edit-nl-phone');
    await page.getByRole('button', { name: '19:00' }).click();
    await page.getByRole('button', { name: 'Verder' }).click();
    await page.getByRole('heading', { name: 'Controleer je wijzigingen' }).waitFor();
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(english);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('to another date and party size, picked on the calendar', async () => {
    const booking = await book(widgetUrl, newGuest('change-date'), siteId, {
      date: inAWeek,
      time: '18:00',
      party_size: 2,
    });
    const later = addDays(inAWeek, 2);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/${booking.id}/u`);
    await page.locator('.slot.is-selected').waitFor();
    await page.getByRole('button', { name: /Change date/ }).click();
    await page.locator(`[data-date="${later}"]`).click();
    await page.getByLabel('Number of persons').selectOption('4');
    await page.getByRole('button', { name: '12:30' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Check your changes' }).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your reservation has been updated.').waitFor();
    expect(await stored(widgetUrl, booking)).toMatchObject({ date: later, time: '12:30', party_size: 4 });
    await context.close();
  });

  it('a booking whose cancellation is disabled (above 8 guests) cannot be moved online: told to phone, with the number', async () => {
    // A time no other journey books (the files of a worker share its server and its tables).
    const booking = await book(widgetUrl, newGuest('change-large'), siteId, {
      date: inAWeek,
      time: '14:30',
      party_size: 9,
    });
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/${booking.id}/u`);
    const note = page.getByRole('note');
    await note.waitFor();
    await expect(note.textContent()).resolves.toBe(
      `This reservation can no longer be changed online. Please call the restaurant on ${sitePhone}.`,
    );
    // One tap calls the restaurant.
    await expect(note.getByRole('link').getAttribute('href')).resolves.toMatch(/^tel:\+?\d+$/);
    await expect(page.locator('.slot').count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['change', /\/u$/, 'Change your reservation'],
    ['cancel', /\/d$/, 'Cancel your reservation'],
  ])(
    'the confirmation e-mail’s %s link, read from the outbox, opens that page for that booking',
    async (_name, ending, title) => {
      const guest = newGuest(`change-mail-${_name}`);
      const booking = await book(widgetUrl, guest, siteId, { date: inAWeek, time: '18:00', party_size: 2 });
      let text = '';
      for (let attempt = 0; attempt < 50 && !text; attempt += 1) {
        const answer = (await (
          await fetch(`${widgetUrl}/api/dev/outbox?to=${encodeURIComponent(guest.email)}`)
        ).json()) as { messages: Array<{ kind: string; text: string }> };
        text = answer.messages.find((message) => message.kind === 'booking_confirmed')?.text ?? '';
        if (!text) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const link = (text.match(/https?:\/\/\S+/g) ?? []).find((url) => ending.test(url));
      expect(link, 'the e-mail has the link').toBeDefined();
      expect(new URL(link!).pathname).toBe(`/${booking.id}/${_name === 'change' ? 'u' : 'd'}`);
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(link!);
      await page.getByRole('heading', { name: title }).waitFor();
      await expect(page.locator('.summary').first().textContent()).resolves.toContain('18:00');
      await context.close();
    },
  );
  it('a time that fills while the guest decides: its own words on saving, the booking as it was', async () => {
    // A restaurant no other journey books.
    const small = LOCATIONS[18]!;
    const date = addDays(inAWeek, 6);
    const [early] = await availableTimes(widgetUrl, small.id, date, 2);
    const booking = await book(widgetUrl, newGuest('change-race'), small.id, {
      date,
      time: early!,
      party_size: 2,
    });
    // Hours after their own table is free again.
    const later = (await availableTimes(widgetUrl, small.id, date, 2)).filter((time) => time >= '19:00');
    expect(later.length, 'a free time in the evening').toBeGreaterThan(0);
    const target = later[0]!;
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/${booking.id}/u`);
    await page.locator('.slot.is-selected').waitFor();
    await page.getByRole('button', { name: target, exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Check your changes' }).waitFor();
    // Meanwhile other guests take every table at that time, the largest parties first (a guest holds at most
    // 10 upcoming bookings, so a new one every few).
    let rival = newGuest('change-rival');
    let token = await apiSignIn(widgetUrl, rival);
    let booked = 0;
    for (const size of [12, 8, 6, 4, 2])
      for (let round = 0; round < 12; round += 1) {
        if (!(await availableTimes(widgetUrl, small.id, date, size)).includes(target)) break;
        if (booked > 0 && booked % 8 === 0) {
          rival = newGuest(`change-rival-${booked}`);
          token = await apiSignIn(widgetUrl, rival);
        }
        const status = await apiBook(widgetUrl, token, rival, small.id, {
          date,
          time: target,
          party_size: size,
        });
        expect(status).toBe(201);
        booked += 1;
      }
    expect(await availableTimes(widgetUrl, small.id, date, 2)).not.toContain(target);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(
      'Unfortunately this time is no longer available for booking',
    );
    await page.getByRole('heading', { name: 'Your reservation has not been changed' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'change-time-taken-phone');
    expect(await stored(widgetUrl, booking)).toMatchObject({ date, time: early, party_size: 2 });
    // The way back to choose another time.
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await page.getByRole('heading', { name: 'Change your reservation' }).waitFor();
    await context.close();
  });

  it('the whole change by keyboard alone: a time, the check, saved', async () => {
    const booking = await book(widgetUrl, newGuest('change-keys'), siteId, {
      date: inAWeek,
      time: '18:00',
      party_size: 2,
    });
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${widgetUrl}/${booking.id}/u`);
    await page.locator('.slot.is-selected').waitFor();
    await tabTo(page, byText('19:30'), 'the time 19:30');
    await page.keyboard.press('Enter');
    await tabTo(page, byText('Next'), 'Next');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your changes' }).waitFor();
    await tabTo(page, byText('Save changes'), 'Save changes');
    await page.keyboard.press('Enter');
    await page.getByText('Your reservation has been updated.').waitFor();
    expect(await stored(widgetUrl, booking)).toMatchObject({ date: inAWeek, time: '19:30', party_size: 2 });
    await context.close();
  });
});
