/**
 * Changing a booking (issue 12, point 1 and 2): through the e-mail link (/{conf}/u), the guest sees what is free
 * (the filter's date picker, party sizes and time slots, their own time counted free), checks the change and
 * saves it; a booking whose rules forbid a change names the restaurant's phone.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { apiSignIn, listSites, newGuest, type Guest } from './journey-helpers';

interface Booked {
  id: string;
  site_id: string;
  date: string;
  time: string;
  party_size: number;
}

/** Books through the API and answers the reservation (its id is the e-mail links' conf). */
async function book(widgetUrl: string, guest: Guest, siteId: string, wish: Omit<Booked, 'id' | 'site_id'>) {
  const token = await apiSignIn(widgetUrl, guest);
  const response = await fetch(`${widgetUrl}/api/sites/${siteId}/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({
      ...wish,
      first_name: guest.first,
      last_name: guest.last,
      email: guest.email,
      phone_number: guest.phone,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reservation: Booked }).reservation;
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
    widgetUrl = inject('widgetUrl');
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
    'to another free time the same day (%s): their own time shown chosen, the check, the list says so',
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
      await screenshot(page, `change-edit-${name}`);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(
        'Choose another day, time or party size to change your reservation.',
      );
      await page.getByRole('button', { name: '19:00' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Check your changes' }).waitFor();
      const check = await page.locator('section.page').textContent();
      expect(check).toContain('18:00');
      expect(check).toContain('19:00');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Your reservation has been updated.').waitFor();
      expect(await stored(widgetUrl, booking)).toMatchObject({ date: inAWeek, time: '19:00', party_size: 2 });
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
    const booking = await book(widgetUrl, newGuest('change-large'), siteId, {
      date: inAWeek,
      time: '18:00',
      party_size: 9,
    });
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/${booking.id}/u`);
    const note = page.getByRole('note');
    await note.waitFor();
    await expect(note.textContent()).resolves.toBe(
      `This reservation can no longer be changed online. Please call the restaurant on ${sitePhone}.`,
    );
    await expect(page.locator('.slot').count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
