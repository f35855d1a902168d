/**
 * In Chromium: a host takes a phone booking for a Saturday at 19:00 on the New booking screen, the guest's
 * confirmation lands in the development outbox in the guest's language, the widget's times follow at once, and the
 * host finds the booking from another day and cancels it with a reason. Each screen is looked at on a tablet
 * (1024x768) and a phone (360 px), with axe on each.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { launchBrowser, newPage, screenshot } from './browser';
import { daysAhead, latestMessage, newGuest } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
/** The demo host of Amsterdam (server/db/seed/staff.ts); their account speaks Dutch. */
const HOST = 'host.amsterdam@tafel.example';
const VIEWPORTS = [
  { width: 1024, height: 768, name: 'tablet' },
  { width: 360, height: 740, name: 'phone' },
];

/** A Saturday some weeks ahead, where no other end-to-end file books. */
function saturdayAhead(weeks: number): string {
  for (let days = 1; ; days += 1) {
    const date = daysAhead(days + weeks * 7);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) return date;
  }
}

/** Whether the widget offers a party size at 19:00 on a date (its own availability call). */
async function offersAtSeven(widgetUrl: string, date: string, partySize: number): Promise<boolean> {
  const answer = (await (
    await fetch(
      `${widgetUrl}/api/sites/${AMSTERDAM}/reservations/availability?date=${date}&party_size=${partySize}`,
    )
  ).json()) as {
    days: Array<{ sessions: Array<{ times: Array<{ time: string; is_available: boolean }> }> }>;
  };
  return answer.days.some((day) =>
    day.sessions.some((session) => session.times.some((slot) => slot.time === '19:00' && slot.is_available)),
  );
}

async function looksRight(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await injectAxe(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await screenshot(page, `${name}-${viewport.name}`, { fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0]!);
}

describe('a booking taken at the host stand', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let page: Page;
  const date = saturdayAhead(5);
  const guest = newGuest('stand');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 1024, height: 768 }));
    await signInStaff(page, widgetUrl, HOST);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
  }, 60_000);
  afterAll(async () => browser?.close());

  it('a phone booking for Saturday 19:00: seated, the guest told in English, the widget follows', async () => {
    // The largest party the widget offers at 19:00: only the tables this booking takes could seat it.
    let largest = 14;
    while (largest > 1 && !(await offersAtSeven(widgetUrl, date, largest))) largest -= 1;
    expect(await offersAtSeven(widgetUrl, date, largest)).toBe(true);

    await page.getByRole('link', { name: 'Nieuwe reservering' }).click();
    await page.getByRole('heading', { level: 1, name: /Nieuwe reservering/ }).waitFor();
    await page.getByLabel('Datum').fill(date);
    await page.getByLabel('Tijd').fill('19:00');
    await page.getByLabel('Aantal gasten').fill(String(largest));
    await page.getByLabel('Voornaam').fill(guest.first);
    await page.getByLabel('Achternaam (niet verplicht)').fill(guest.last);
    await page.getByLabel('Telefoon').fill(guest.phone);
    await page.getByLabel('E-mail').fill(guest.email);
    await page.getByLabel('De gast krijgt bericht in het').selectOption('en');
    await looksRight(page, 'staff-new-booking');

    await page.getByRole('button', { name: 'Tafel reserveren' }).click();
    const booked = page.getByRole('status').filter({ hasText: 'Gereserveerd' });
    await booked.waitFor();
    await expect(booked.textContent()).resolves.toContain(`${guest.first} ${guest.last}, ${largest} gasten`);
    await looksRight(page, 'staff-new-booking-booked');

    const confirmation = await latestMessage(widgetUrl, guest.email, 'booking_confirmed');
    expect(confirmation.subject).toMatch(/confirmed|booked/i);
    expect(confirmation.text).toContain('/u');
    expect(await offersAtSeven(widgetUrl, date, largest)).toBe(false);

    await page.getByRole('link', { name: 'Dag openen' }).click();
    const row = page.getByRole('listitem').filter({ hasText: guest.last });
    await row.waitFor();
  });

  it('search finds it from another day, and the host cancels it with a reason', async () => {
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${daysAhead(1)}`);
    await page.getByLabel('Zoeken', { exact: true }).fill(guest.phone.slice(-7));
    await page.getByRole('link', { name: 'Alle dagen doorzoeken' }).click();
    const found = page.getByRole('listitem').filter({ hasText: guest.last });
    await found.waitFor();
    await looksRight(page, 'staff-find');
    await found.getByRole('link', { name: /openen/ }).click();
    const row = page.getByRole('listitem').filter({ hasText: guest.last });
    await row.waitFor();
    await row.getByRole('button', { name: new RegExp(`^Annuleren\\W+${guest.first}`) }).click();
    const form = row.getByRole('form', { name: /annuleren\?/ });
    await form.getByLabel('Reden').selectOption('guestAsked');
    await looksRight(page, 'staff-cancel');
    await form.getByRole('button', { name: 'Reservering annuleren' }).click();
    await page.locator('.staff-news', { hasText: 'geannuleerd' }).waitFor();
    await row.getByText('Geannuleerd').waitFor();
    const told = await latestMessage(widgetUrl, guest.email, 'booking_cancelled');
    expect(told.text).toContain(guest.first);
  });
});
