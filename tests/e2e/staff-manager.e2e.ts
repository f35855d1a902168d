/**
 * In Chromium: what a manager changes and reads. The Rotterdam manager shortens the stay of small parties on
 * the rules page (the stay table's Save, as a person would) on a day whose 19:00 is fully booked: the times whose stay
 * no longer reaches 19:00 open at once, in the API and in the guest widget, exactly as the rule says. The Amsterdam
 * manager downloads one day's CSV from the reports page, and it holds the bookings the day sheet shows, field for
 * field (a cancelled one included). The rules page is looked at on a tablet (1024x768) and a phone (360 px), with axe
 * on every page visited. Rotterdam's stay is put back at the end, so the files after this one meet the seed.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayRule } from '../../shared/staff/stay-rules';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, screenshot } from './browser';
import {
  apiReserve,
  apiSignIn,
  availableTimes,
  type BookedReservation,
  daysAhead,
  newGuest,
  takeEveryTable,
} from './journey-helpers';
import { signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
/** The demo managers (server/db/seed/staff.ts): one restaurant each; their accounts speak Dutch. */
const ROTTERDAM_MANAGER = 'manager.rotterdam@tafel.example';
const AMSTERDAM_MANAGER = 'manager.amsterdam@tafel.example';
/** Days no other e2e file books on (they stay within the coming 25 days). */
const STAY_DATE = daysAhead(31);
const CSV_DATE = daysAhead(33);
/** The time every table is taken at, and the party whose stay changes. */
const FULL_AT = '19:00';
const PARTY = 2;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The stay of a party under the rules: the first row that covers it (shared/staff/stay-rules.ts). */
const stayOf = (rules: readonly StayRule[], size: number) =>
  rules.find((rule) => rule.up_to === null || size <= rule.up_to)!.minutes;

/** Signs a manager in at /staff with the code from the development outbox; ends on their day sheet. */
async function signIn(page: Page, widgetUrl: string, email: string): Promise<string> {
  await signInStaff(page, widgetUrl, email);
  await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
  const token = (await page.evaluate(() => localStorage.getItem('tafel-staff:token'))) ?? '';
  expect(token).not.toBe('');
  return token;
}

/** The page has no serious accessibility fault and nothing wider than the screen. */
async function looksRight(page: Page, width: number): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** RFC 4180 CSV (quoted fields with doubled quotes, CRLF line ends) into rows of named fields. */
function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      at += 1;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

/** One booking as the sheet shows it and as the CSV must say it. */
interface Line {
  time: string;
  name: string;
  party: string;
  number: string;
  status: string;
  tables: string;
}
const VISIT_WORDS: Record<string, string> = {
  booked: 'Gereserveerd',
  arrived: 'Binnen',
  left: 'Vertrokken',
  no_show: 'Niet gekomen',
};
const byTimeAndNumber = (a: Line, b: Line) =>
  a.time.localeCompare(b.time) || a.number.localeCompare(b.number);

/**
 * The bookings the day sheet of Amsterdam shows on `date`, read from the page once the booking `number` is listed
 * (the sheet draws its day from one answer), by time and number; axe and the width checked on the way.
 */
async function sheetLines(page: Page, widgetUrl: string, date: string, number: string): Promise<Line[]> {
  await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${date}`);
  await page.getByRole('heading', { level: 2, name: 'Reserveringen' }).waitFor();
  await page.locator('li.staff-booking').filter({ hasText: number }).waitFor();
  await looksRight(page, 1024);
  const lines: Line[] = await page.locator('li.staff-booking').evaluateAll((items) =>
    items.map((item) => {
      const text = (selector: string) => item.querySelector(selector)?.textContent?.trim() ?? '';
      const fact = (term: string) =>
        [...item.querySelectorAll('dt')]
          .find((dt) => dt.textContent?.trim() === term)
          ?.nextElementSibling?.textContent?.trim() ?? '';
      return {
        time: text('.staff-booking__time'),
        name: text('.staff-booking__name'),
        party: text('.staff-booking__party').replace(/^,\s*/, ''),
        number: fact('Reserveringsnummer'),
        status: item.querySelector('.staff-badge--cancelled') ? 'Geannuleerd' : text('.staff-status'),
        tables: fact('Tafels'),
      };
    }),
  );
  return lines.sort(byTimeAndNumber);
}

/**
 * The reports page from the sheet's link: Amsterdam on `date` alone, Show, then the CSV downloaded as a person would
 * and read; its rows, and each as the sheet would say it, by time and number.
 */
async function csvLines(
  page: Page,
  date: string,
): Promise<{ rows: Array<Record<string, string>>; lines: Line[] }> {
  await page.getByRole('link', { name: 'Cijfers' }).click();
  await page.getByRole('heading', { level: 1, name: /Cijfers/ }).waitFor();
  await page.getByLabel('Van').fill(date);
  await page.getByLabel('Tot en met').fill(date);
  await page.getByLabel('Restaurant').selectOption(AMSTERDAM);
  await page.getByRole('button', { name: 'Tonen' }).click();
  await page.getByRole('table', { name: 'Gasten per dagdeel' }).first().waitFor();
  await looksRight(page, 1024);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV downloaden' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`tafel-bookings-${date}-${date}.csv`);
  const rows = parseCsv(readFileSync((await file.path())!, 'utf8'));
  // Every row is of that day and of Amsterdam.
  expect(rows.map((row) => `${row.date} ${row.restaurant}`)).toEqual(
    rows.map(() => `${date} ${rows[0]!.restaurant}`),
  );
  const lines = rows.map((row) => ({
    time: row.time!,
    name: `${row.first_name} ${row.last_name}`.trim() || 'Binnenloper',
    party: `${row.party_size} ${row.party_size === '1' ? 'gast' : 'gasten'}`,
    number: row.channel === 'walk_in' ? `${row.number} (Binnenloper)` : row.number!,
    status: row.status === 'cancelled' ? 'Geannuleerd' : (VISIT_WORDS[row.visit!] ?? row.visit!),
    tables: row.tables ? row.tables.split(' ').join(', ') : 'Nog geen tafel',
  }));
  return { rows, lines: lines.sort(byTimeAndNumber) };
}

describe('a manager changes the stay and the widget follows; the CSV holds what the sheet shows', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  let rotterdamToken = '';
  let seededStay: StayRule[] | null = null;
  const staffApi = (token: string, siteId: string, path: string, init: RequestInit = {}) =>
    fetch(`${widgetUrl}/api/staff/sites/${siteId}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: token },
    });

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    // Rotterdam's stay as seeded again.
    if (seededStay)
      expect(
        (
          await staffApi(rotterdamToken, ROTTERDAM, '/stay', {
            method: 'PUT',
            body: JSON.stringify({ stay_minutes: seededStay }),
          })
        ).status,
      ).toBe(200);
    await browser?.close();
  });

  it('a shorter stay saved on the rules page opens, at once, exactly the times whose stay now ends by a full 19:00', async () => {
    const { page } = await newPage(browser, { width: 1024, height: 768 });
    rotterdamToken = await signIn(page, widgetUrl, ROTTERDAM_MANAGER);
    const rules = (await (await staffApi(rotterdamToken, ROTTERDAM, '/rules')).json()) as {
      stay_minutes: StayRule[];
    };
    seededStay = rules.stay_minutes;
    const row = seededStay.findIndex((rule) => rule.up_to === null || PARTY <= rule.up_to);
    const before = stayOf(seededStay, PARTY);
    const after = before - 30;
    expect(after).toBeGreaterThanOrEqual(30);

    // The day as a guest finds it, then every table taken at 19:00 by other guests.
    const offered = await availableTimes(widgetUrl, ROTTERDAM, STAY_DATE, PARTY);
    expect(offered).toContain(FULL_AT);
    await takeEveryTable(widgetUrl, ROTTERDAM, STAY_DATE, FULL_AT, 'stay');
    // Before 19:00 a party of 2 gets a table when its stay ends by 19:00, when the tables are taken (the rule).
    const fits = (stay: number) =>
      offered.filter((time) => time < FULL_AT && minutesOf(time) + stay <= minutesOf(FULL_AT));
    const opening = fits(after).filter((time) => !fits(before).includes(time));
    // A 30 minutes shorter stay on a 15-minute grid opens two times (17:15 and 17:30 with 2 h → 1.5 h).
    expect(opening.length).toBeGreaterThanOrEqual(2);
    const stillClosed = offered.find((time) => time < FULL_AT && !fits(after).includes(time))!;
    expect(stillClosed).toBeDefined();
    const beforeFull = (times: string[]) => times.filter((time) => time < FULL_AT);
    expect(beforeFull(await availableTimes(widgetUrl, ROTTERDAM, STAY_DATE, PARTY))).toEqual(fits(before));

    // A guest's widget on that day before the change: the last time offered before 19:00 is the one the old stay fits.
    const { page: guestBefore } = await newPage(browser, { width: 360, height: 740 });
    await guestBefore.goto(`${widgetUrl}/?site=${ROTTERDAM}&date=${STAY_DATE}`);
    await guestBefore
      .locator('.slot:not([disabled])', { hasText: fits(before).at(-1)! })
      .first()
      .waitFor({ timeout: 15_000 });
    for (const time of opening)
      expect(await guestBefore.locator('.slot:not([disabled])', { hasText: time }).count()).toBe(0);
    await guestBefore.close();

    // The manager changes the stay on the rules page, through the stay table.
    await page.getByRole('link', { name: 'Regels en blokkades' }).click();
    await page.getByRole('heading', { level: 1, name: /Regels en blokkades/ }).waitFor();
    await looksRight(page, 1024);
    const label = row === seededStay.length - 1 ? 'Grotere groepen: Verblijf' : `Regel ${row + 1}: verblijf`;
    const field = page.getByLabel(label, { exact: true });
    expect(await field.inputValue()).toBe(String(before));
    await field.selectOption(String(after));
    await page.getByRole('button', { name: 'Verblijfstijden opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Verblijfstijden opgeslagen.' }).waitFor();
    await page
      .getByText(/^Verblijfsduur gewijzigd: /)
      .first()
      .waitFor();

    // Stored as chosen, and the API answers by the new stay at once: the opened times, and no other.
    const stored = (await (await staffApi(rotterdamToken, ROTTERDAM, '/rules')).json()) as {
      stay_minutes: StayRule[];
    };
    expect(stayOf(stored.stay_minutes, PARTY)).toBe(after);
    expect(beforeFull(await availableTimes(widgetUrl, ROTTERDAM, STAY_DATE, PARTY))).toEqual(fits(after));

    // A guest opening the widget right after is offered them; a time whose stay still reaches 19:00 is not.
    const { page: guestAfter } = await newPage(browser, { width: 360, height: 740 });
    await guestAfter.goto(`${widgetUrl}/?site=${ROTTERDAM}&date=${STAY_DATE}`);
    for (const time of opening)
      await guestAfter
        .locator('.slot:not([disabled])', { hasText: time })
        .first()
        .waitFor({ timeout: 15_000 });
    expect(await guestAfter.locator('.slot:not([disabled])', { hasText: stillClosed }).count()).toBe(0);
    await looksRight(guestAfter, 360);
    await guestAfter.close();

    // The rules page after the save, on a tablet and on a phone.
    for (const viewport of [
      { width: 1024, height: 768, name: 'tablet' },
      { width: 360, height: 740, name: 'phone' },
    ]) {
      await page.setViewportSize(viewport);
      await page.getByRole('heading', { level: 2, name: 'Verblijfsduur per groepsgrootte' }).waitFor();
      await looksRight(page, viewport.width);
      await screenshot(page, `staff-manager-stay-${viewport.name}`);
    }
    await page.close();
  }, 180_000);

  it("the reports page's CSV of one day holds the bookings the day sheet shows, field for field", async () => {
    const { page } = await newPage(browser, { width: 1024, height: 768 });
    const token = await signIn(page, widgetUrl, AMSTERDAM_MANAGER);

    // Four guests book that day through the API; one is cancelled at the desk (the staff API), one has a note a CSV
    // must quote (a comma and quotes).
    const wishes = [
      { time: '18:00', party_size: 2 },
      { time: '18:00', party_size: 3, notes: 'Allergie: noten, "geen" pinda' },
      { time: '19:30', party_size: 4 },
      { time: '20:15', party_size: 2 },
    ];
    const booked: BookedReservation[] = [];
    for (const [index, wish] of wishes.entries()) {
      const guest = newGuest(`csv${index}`);
      booked.push(
        await apiReserve(widgetUrl, await apiSignIn(widgetUrl, guest), guest, AMSTERDAM, {
          date: CSV_DATE,
          ...wish,
        }),
      );
    }
    const cancelled = await staffApi(token, AMSTERDAM, `/reservations/${booked[3]!.id}`, {
      method: 'DELETE',
    });
    expect(cancelled.status).toBe(200);

    // A walk-in can only be written down for today: one at Amsterdam today, so a second day is compared with it.
    const walkIn = await staffApi(token, AMSTERDAM, '/walk-ins', {
      method: 'POST',
      body: JSON.stringify({ time: '12:00', party_size: 2, name: 'Kees Cijfers' }),
    });
    expect(walkIn.status).toBe(201);
    const walkInNumber = ((await walkIn.json()) as { booking: { number: string } }).booking.number;

    const sheet = await sheetLines(page, widgetUrl, CSV_DATE, booked[0]!.number);
    expect(sheet.length).toBe(booked.length);
    for (const booking of booked) expect(sheet.map((line) => line.number)).toContain(booking.number);
    const { rows, lines: csv } = await csvLines(page, CSV_DATE);
    // The note came through its quoting whole.
    expect(rows.find((row) => row.number === booked[1]!.number)?.notes).toBe(wishes[1]!.notes);
    expect(csv).toEqual(sheet);
    expect(csv.filter((line) => line.status === 'Geannuleerd').map((line) => line.number)).toEqual([
      booked[3]!.number,
    ]);

    // Today, with the walk-in among whatever else is booked today: the sheet and the CSV agree there too.
    const today = daysAhead(0);
    const todaySheet = await sheetLines(page, widgetUrl, today, walkInNumber);
    expect(todaySheet.map((line) => line.number)).toContain(`${walkInNumber} (Binnenloper)`);
    expect((await csvLines(page, today)).lines).toEqual(todaySheet);
    await page.close();
  }, 120_000);
});
