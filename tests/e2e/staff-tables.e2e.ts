/**
 * In Chromium: a manager takes a table out of service for a date on the settings screen, and the widget's
 * availability stops offering the time only that table could seat, at once; the manager then tries to remove a table
 * a booking holds and sees the booking listed, with Move and Cancel. Looked at on a tablet (1024x768) and a phone
 * (360 px), with axe on each.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { launchBrowser, newPage, screenshot } from './browser';
import { daysAhead } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const MANAGER = 'manager.amsterdam@tafel.example';
const VIEWPORTS = [
  { width: 1024, height: 768, name: 'tablet' },
  { width: 360, height: 740, name: 'phone' },
];

/** A Wednesday some weeks ahead, where no other end-to-end file books. */
function wednesdayAhead(weeks: number): string {
  for (let days = 1; ; days += 1) {
    const date = daysAhead(days + weeks * 7);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 3) return date;
  }
}

/** A button's name with its table, as Chromium computes it (a space may come before the hidden ', T4'). */
const named = (words: string, label: string) => new RegExp(`^${words}\\s?, ${label}$`);

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

describe("a manager's tables: out of service, and a removal that lists the bookings", () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let page: Page;
  let token = '';
  const date = wednesdayAhead(11);
  const staff = (method: string, path: string, body?: unknown) =>
    fetch(`${widgetUrl}/api/staff/sites/${AMSTERDAM}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  /** Whether the widget offers a party a time on the date (its own availability call). */
  async function offers(partySize: number, time: string): Promise<boolean> {
    const answer = (await (
      await fetch(
        `${widgetUrl}/api/sites/${AMSTERDAM}/reservations/availability?date=${date}&party_size=${partySize}`,
      )
    ).json()) as {
      days: Array<{ sessions: Array<{ times: Array<{ time: string; is_available: boolean }> }> }>;
    };
    return answer.days.some((day) =>
      day.sessions.some((session) => session.times.some((slot) => slot.time === time && slot.is_available)),
    );
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 1024, height: 768 }));
    await signInStaff(page, widgetUrl, MANAGER);
    await page.waitForFunction(() => localStorage.getItem('tafel-staff:token'));
    token = (await page.evaluate(() => localStorage.getItem('tafel-staff:token'))) ?? '';
    await page.evaluate(() => localStorage.setItem('tafel-staff:language', 'en'));
  }, 60_000);
  afterAll(async () => browser?.close());

  it('out of service for a date: the widget no longer offers what only that table could seat', async () => {
    const { tables } = (await (await staff('GET', '/settings')).json()) as {
      tables: Array<{ id: string; label: string; seats: number }>;
    };
    // Every table but the largest out that day (through the API): a party of its size sits only there.
    const largest = [...tables].sort((a, b) => b.seats - a.seats)[0]!;
    for (const table of tables.filter((one) => one.id !== largest.id)) {
      const out = await staff('POST', `/tables/${table.id}/outages`, {
        from_date: date,
        to_date: date,
        reason: 'Painting',
      });
      expect(out.status).toBe(201);
    }
    expect(await offers(largest.seats, '19:00')).toBe(true);

    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/settings`);
    await page.getByRole('heading', { level: 1, name: /Settings/ }).waitFor();
    await page.getByRole('button', { name: named('Out of service…', largest.label) }).click();
    const form = page.getByRole('form', { name: `Take ${largest.label} out of service` });
    await form.getByLabel('From').fill(date);
    await form.getByLabel('Until (included)').fill(date);
    await form.getByLabel('Reason').fill('Broken leg');
    await looksRight(page, 'staff-tables-out-form');
    await form.getByRole('button', { name: 'Take out of service' }).click();
    await page.getByText(`${largest.label} is out of service`).waitFor();
    expect(await offers(largest.seats, '19:00')).toBe(false);
    await looksRight(page, 'staff-tables-out');

    // Back in service: offered again at once; the other tables too, so other files' days are untouched.
    await page.getByRole('button', { name: named('Back in service', largest.label) }).click();
    await page.getByText(`${largest.label} is back in service.`).waitFor();
    expect(await offers(largest.seats, '19:00')).toBe(true);
  });

  it('removing a table a booking holds lists the booking with Move and Cancel', async () => {
    const booked = await staff('POST', '/reservations', {
      date,
      time: '13:00',
      party_size: 2,
      first_name: 'Eva',
      last_name: 'Visser',
      phone_number: '0612345678',
    });
    expect(booked.status).toBe(201);
    const { booking } = (await booked.json()) as {
      booking: { id: string; number: string; tables: string[] };
    };
    const held = booking.tables[0]!;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Settings/ }).waitFor();
    await page.getByRole('button', { name: named('Remove', held) }).click();
    await page.getByRole('button', { name: `Yes, remove ${held}` }).click();
    const holder = page.locator('.staff-holders__item', { hasText: booking.number });
    await holder.waitFor();
    expect(await holder.textContent()).toContain('Visser');
    expect(await holder.getByRole('link', { name: /Move/ }).getAttribute('href')).toBe(
      `/staff/${AMSTERDAM}/${date}?booking=${booking.id}`,
    );
    await looksRight(page, 'staff-tables-remove');
    // The booking is the test's own: cancelled again, and the other tables back in service.
    expect((await staff('DELETE', `/reservations/${booking.id}`, { reason: 'End-to-end test' })).status).toBe(
      200,
    );
    const { outages } = (await (await staff('GET', '/settings')).json()) as {
      outages: Array<{ id: string; table_id: string }>;
    };
    for (const outage of outages) await staff('DELETE', `/tables/${outage.table_id}/outages/${outage.id}`);
  });
});
