/**
 * In Chromium: one guest across the chain. A guest came to Rotterdam and did not come to Amsterdam (both today, as
 * walk-ins whose details the stand then wrote down); the Amsterdam host opens the guest's record from the sheet and
 * sees both while the chain shares every record, adds an allergy tag and a note, and sees them on the sheet beside
 * the guest's next booking. After the chain admin shares records only with the restaurant where they happened, the
 * Amsterdam host no longer sees the Rotterdam visit, and is told some is hidden. Looked at on a tablet (1024x768) and a
 * phone (360 px), with axe on each. The walk-ins are written down at 00:00, so the no-show can be marked from 00:15.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, seriousViolations } from './axe';
import { launchBrowser, newPage, screenshot } from './browser';
import { daysAhead, latestCode, newGuest } from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
/** The demo staff (server/db/seed/staff.ts); the hosts' accounts speak Dutch. */
const HOST = 'host.amsterdam@tafel.example';
const ADMIN = 'admin@tafel.example';
const VIEWPORTS = [
  { width: 1024, height: 768, name: 'tablet' },
  { width: 360, height: 740, name: 'phone' },
];

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

const askCode = (widgetUrl: string, email: string) =>
  fetch(`${widgetUrl}/api/staff/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

/** A staff session through the API, as the sign-in screen makes one (the code from the development outbox). */
async function staffToken(widgetUrl: string, email: string): Promise<string> {
  let asked = Date.now() - 1000;
  let answer = await askCode(widgetUrl, email);
  // The demo accounts are shared by the staff files of one server, and an address gets one code per 30 s: wait as
  // long as the API says, as a person would (staff-helpers.ts signInStaff does the same).
  for (let attempt = 0; answer.status === 429 && attempt < 3; attempt += 1) {
    await new Promise((resolve) =>
      setTimeout(resolve, Number(answer.headers.get('retry-after') ?? 30) * 1000 + 500),
    );
    asked = Date.now() - 1000;
    answer = await askCode(widgetUrl, email);
  }
  const temporary = (await answer.json()) as { token: string };
  const code = await latestCode(widgetUrl, email, asked);
  const session = (await (
    await fetch(`${widgetUrl}/api/staff/sessions/current`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: temporary.token },
      body: JSON.stringify({ code }),
    })
  ).json()) as { token: string };
  return session.token;
}

/** A staff API call that must succeed; answers its body. */
async function staffCall(widgetUrl: string, token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${widgetUrl}/api/staff${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await answer.json()) as Record<string, unknown>;
  expect(answer.ok, `${method} ${path}: ${JSON.stringify(data)}`).toBe(true);
  return data;
}

describe('one guest across the chain', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let page: Page;
  const guest = newGuest('guest-record');
  const today = daysAhead(0);
  const nextDate = daysAhead(23);
  const details = {
    first_name: guest.first,
    last_name: guest.last,
    phone_number: guest.phone,
    email: '',
    language: 'nl',
    notes: '',
    child_seats: 0,
    wheelchair_users: null,
  };

  /** Seats the guest as a walk-in at 00:00 today (a reason, as it is outside the hours), then writes down their phone. */
  async function walkInWithPhone(token: string, siteId: string): Promise<string> {
    const seated = await staffCall(widgetUrl, token, 'POST', `/sites/${siteId}/walk-ins`, {
      time: '00:00',
      party_size: 2,
      name: `${guest.first} ${guest.last}`,
      outside_hours_reason: 'End-to-end test',
    });
    const id = (seated.booking as { id: string }).id;
    await staffCall(widgetUrl, token, 'PUT', `/sites/${siteId}/reservations/${id}/guest`, details);
    return id;
  }

  beforeAll(async () => {
    // A visit at Rotterdam: arrived, then left.
    const rotterdam = await staffToken(widgetUrl, 'manager.rotterdam@tafel.example');
    const visit = await walkInWithPhone(rotterdam, ROTTERDAM);
    await staffCall(widgetUrl, rotterdam, 'POST', `/sites/${ROTTERDAM}/reservations/${visit}/visit`, {
      visit: 'left',
    });
    // A no-show at Amsterdam: arrived undone, then not come (from 00:15), and their next booking there, by phone.
    const amsterdam = await staffToken(widgetUrl, 'manager.amsterdam@tafel.example');
    const missed = await walkInWithPhone(amsterdam, AMSTERDAM);
    const visitPath = `/sites/${AMSTERDAM}/reservations/${missed}/visit`;
    await staffCall(widgetUrl, amsterdam, 'POST', visitPath, { visit: 'booked' });
    await staffCall(widgetUrl, amsterdam, 'POST', visitPath, { visit: 'no_show' });
    await staffCall(widgetUrl, amsterdam, 'POST', `/sites/${AMSTERDAM}/reservations`, {
      ...details,
      date: nextDate,
      time: '19:00',
      party_size: 2,
      channel: 'phone',
    });

    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 1024, height: 768 }));
    await signInStaff(page, widgetUrl, HOST);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
  }, 240_000);
  afterAll(async () => browser?.close());

  const openRecord = async (date: string) => {
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${date}`);
    const row = page.getByRole('listitem').filter({ hasText: guest.last });
    await row.first().waitFor();
    await row
      .first()
      .getByRole('link', { name: /^Gastenkaart/ })
      .click();
    await page.getByRole('heading', { level: 1, name: /Gastenkaart/ }).waitFor();
  };

  it('the Amsterdam host opens the record from the sheet and sees the Rotterdam visit and the Amsterdam no-show', async () => {
    await openRecord(today);
    const visits = page.locator('.staff-guest__visit');
    await visits.first().waitFor();
    const lines = await visits.allTextContents();
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Amsterdam.*Gereserveerd/),
        expect.stringMatching(/Amsterdam.*No-show/),
        expect.stringMatching(/Rotterdam.*Geweest/),
      ]),
    );
    await expect(page.getByRole('list', { name: 'Totaal' }).textContent()).resolves.toMatch(
      /1 bezoek.*1 no-show.*0 annuleringen/,
    );
    await looksRight(page, 'staff-guest-record');
  });

  it('the host adds an allergy tag and a note: they show on the sheet beside the guest’s next booking', async () => {
    await page.getByRole('checkbox', { name: 'Allergie' }).check();
    await page.getByLabel('Notitie', { exact: true }).fill('Pinda-allergie: geen noten');
    await page.getByRole('button', { name: 'Labels en notitie opslaan' }).click();
    await page.getByText('Opgeslagen: de dagplanning toont ze').waitFor();
    await looksRight(page, 'staff-guest-record-saved');

    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${nextDate}`);
    const row = page.getByRole('listitem').filter({ hasText: guest.last });
    await row.waitFor();
    await row.getByRole('list', { name: 'Labels van de gast' }).getByText('Allergie').waitFor();
    await row.getByText('Pinda-allergie: geen noten').waitFor();
    await looksRight(page, 'staff-guest-sheet-tags');
  });

  it('after the chain admin shares records only where they happened, the Amsterdam host no longer sees Rotterdam', async () => {
    const { page: admin } = await newPage(browser, { width: 1024, height: 768 });
    await signInStaff(admin, widgetUrl, ADMIN);
    await admin.getByRole('button', { name: /^(Uitloggen|Sign out)$/ }).waitFor();
    await admin.goto(`${widgetUrl}/staff/guest-sharing`);
    const own = admin.getByRole('radio', { name: /Only the restaurant|Alleen het restaurant/ });
    await own.check();
    await looksRight(admin, 'staff-guest-sharing');
    await admin.getByRole('button', { name: /^(Save|Opslaan)$/ }).click();
    await admin.getByText(/^(Saved|Opgeslagen)/).waitFor();

    await openRecord(nextDate);
    await page.getByText(/Reserveringen en notities bij andere restaurants zijn verborgen/).waitFor();
    const visits = await page.locator('.staff-guest__visit').allTextContents();
    expect(visits.some((text) => text.includes('Rotterdam'))).toBe(false);
    expect(visits.some((text) => /Amsterdam.*No-show/.test(text))).toBe(true);
    await looksRight(page, 'staff-guest-record-hidden');

    // Back to sharing with every restaurant, for the files that run after this one on the same server.
    await admin.goto(`${widgetUrl}/staff/guest-sharing`);
    await admin.getByRole('radio', { name: /All restaurants|Alle restaurants/ }).check();
    await admin.getByRole('button', { name: /^(Save|Opslaan)$/ }).click();
    await admin.getByText(/^(Saved|Opgeslagen)/).waitFor();
  });
});
