/**
 * In Chromium and LibreOffice: the Amsterdam manager (whose account speaks Dutch) reads a day's figures and downloads
 * the bookings behind them, as a person would, and the file opens in LibreOffice Calc as a Dutch spreadsheet does
 * (fields split by ';', UTF-8 by its byte order mark): every row holds what the day sheet shows, in Dutch words;
 * names with accents, a walk-in's whole name, phones as readable text, a note that looks like a formula as text. The
 * figures say which bookings they count, and their breakdowns add up. Switched to English, the same file comes in
 * English, split by ','. The day sheet's chart is looked at on the tablet and a phone, and its print view on A4.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  apiReserve,
  apiSignIn,
  type BookedReservation,
  daysAhead,
  monToThuAhead,
  newGuest,
} from './journey-helpers';
import { clockOf, openInLibreOffice, rowsByHead, type SpreadsheetCell } from './spreadsheet';
import { readDaySheet, showDayFigures, signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const MANAGER = 'manager.amsterdam@tafel.example';
const TABLET = { width: 1024, height: 768 };

/**
 * A Monday to Thursday 45 days or more ahead, where no other e2e file books Amsterdam and clear of the year's end
 * days: the cinema deal is not offered Friday to Sunday.
 */
const CSV_DATE = monToThuAhead(45);

/** One booking as the sheet shows it, and as its spreadsheet row must say it. */
interface Line {
  time: string;
  name: string;
  party: string;
  number: string;
  status: string;
  tables: string;
  /** The phone's digits, written any way: '06 12345678' and '+31612345678' are one number. */
  phone: string;
}
const byTimeAndNumber = (a: Line, b: Line) =>
  a.time.localeCompare(b.time) || a.number.localeCompare(b.number);
const phoneDigits = (text: string) =>
  text
    .replace(/\D/g, '')
    .replace(/^00/, '')
    .replace(/^0(?=6)/, '31');

/** The page has no serious accessibility fault and nothing wider than the screen. */
async function looksRight(page: Page, width: number): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The bookings of Amsterdam's day sheet on `date`, once `number` is listed, by time and number. */
async function sheetLines(page: Page, widgetUrl: string, date: string, number: string): Promise<Line[]> {
  const lines = await readDaySheet(page, widgetUrl, AMSTERDAM, date, number);
  return lines
    .map(({ time, name, party, number: shown, cancelled, status, tables, phone }) => ({
      time,
      name,
      party,
      number: shown,
      status: cancelled ? 'Geannuleerd' : status,
      tables,
      phone: phoneDigits(phone),
    }))
    .sort(byTimeAndNumber);
}

/** The figures of Amsterdam on `date` alone, shown from the sheet's link. */
const showFigures = (page: Page, date: string) => showDayFigures(page, AMSTERDAM, date);

/** A table of the figures as rows of 'name: value', its total row last. */
const figureTable = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption, exact: true })
    .first()
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(': ')),
    );

/** The CSV the figures' button downloads: its bytes kept as a file, and the name it was saved under. */
async function downloadCsv(page: Page, button: string): Promise<{ path: string; name: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { path: (await file.path())!, name: file.suggestedFilename() };
}

/** A spreadsheet row as the sheet says it (Dutch heads), with what it shows. */
function lineOf(row: Record<string, SpreadsheetCell>): Line {
  const cell = (head: string) => row[head]?.text ?? '';
  const party = Number(cell('Gasten'));
  return {
    time: clockOf(row.Tijd!),
    name: `${cell('Voornaam')} ${cell('Achternaam')}`.trim() || 'Binnenloper',
    party: `${party} ${party === 1 ? 'gast' : 'gasten'}`,
    number:
      cell('Kanaal') === 'Binnenloper'
        ? `${cell('Reserveringsnummer')} (Binnenloper)`
        : cell('Reserveringsnummer'),
    status: cell('Status'),
    tables: cell('Tafels') || 'Nog geen tafel',
    phone: phoneDigits(cell('Telefoon')),
  };
}

/** Every cell of the sheet as Calc read it: no formula anywhere, and each text kept as text. */
function expectNothingRuns(rows: SpreadsheetCell[][]): void {
  expect(rows.flat().filter((cell) => cell.formula !== null)).toEqual([]);
}

describe('the bookings CSV opens in LibreOffice as the day sheet shows them', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;
  const staffApi = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${widgetUrl}/api/staff/sites/${AMSTERDAM}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: token },
    });

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('a Dutch file: ; between fields, Dutch words, readable phones, no formula; figures that add up', async () => {
    const { page } = await newPage(browser, TABLET);
    await signInStaff(page, widgetUrl, MANAGER);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('tafel-staff:token'))) ?? '';

    // Guests book that day through the API: accents in a name, a note a CSV must quote, a note that looks like a
    // formula, a promotion, a German phone; one is cancelled at the desk.
    const german = { ...newGuest('csv-de'), phone: `+4930${String(Date.now()).slice(-7)}` };
    const wishes = [
      { guest: { ...newGuest('csv0'), first: 'Zoë', last: 'Müller' }, time: '18:00', party_size: 2 },
      {
        guest: newGuest('csv1'),
        time: '18:00',
        party_size: 3,
        notes: 'Allergie: noten; "geen" pinda, graag',
      },
      {
        guest: newGuest('csv2'),
        time: '19:30',
        party_size: 4,
        notes: '=HYPERLINK("http://x.example";"klik")',
      },
      { guest: newGuest('csv3'), time: '19:30', party_size: 2, flow: 'cinemaDeal' },
      { guest: german, time: '20:00', party_size: 2, by: 'email' as const },
      { guest: newGuest('csv5'), time: '20:15', party_size: 2 },
    ];
    const booked: BookedReservation[] = [];
    for (const { guest, by, ...wish } of wishes)
      booked.push(
        await apiReserve(widgetUrl, await apiSignIn(widgetUrl, guest, by), guest, AMSTERDAM, {
          date: CSV_DATE,
          ...wish,
        }),
      );
    const cancelled = booked.at(-1)!;
    const cancel = { method: 'DELETE', body: JSON.stringify({ reason: 'De gast belde af' }) };
    expect((await staffApi(token, `/reservations/${cancelled.id}`, cancel)).status).toBe(200);

    const sheet = await sheetLines(page, widgetUrl, CSV_DATE, booked[0]!.number);
    expect(sheet.map((line) => line.number).sort()).toEqual(booked.map((booking) => booking.number).sort());
    // The sheet names the promotion by its Dutch title.
    await page.getByText('Actie: Bioscoopdeal').waitFor();

    // The figures: 5 bookings, not counting the cancelled one, and each breakdown adds up to them.
    await showFigures(page, CSV_DATE);
    const kept = booked.length - 1;
    expect(await figureTable(page, 'Reserveringen')).toContain(
      `Reserveringen (niet meegeteld: 1 geannuleerd): ${kept}`,
    );
    expect(await figureTable(page, 'Reserveringen per actie')).toEqual([
      `Geen actie: ${kept - 1}`,
      'Bioscoopdeal: 1',
      `Totaal (niet meegeteld: 1 geannuleerd): ${kept}`,
    ]);
    expect((await figureTable(page, 'Reserveringen per kanaal')).at(-1)).toBe(
      `Totaal (niet meegeteld: 1 geannuleerd): ${kept}`,
    );
    for (const viewport of [TABLET, PHONE]) {
      await page.setViewportSize(viewport);
      await looksRight(page, viewport.width);
      await screenshot(page, `staff-figures-${viewport.width}`);
    }
    await page.setViewportSize(TABLET);

    const file = await downloadCsv(page, 'CSV downloaden');
    expect(file.name).toBe(`tafel-bookings-${CSV_DATE}-${CSV_DATE}.csv`);
    expect([...readFileSync(file.path).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const cells = await openInLibreOffice(file.path, { separator: ';', language: 'nl' });
    expectNothingRuns(cells);
    expect(cells[0]!.map((cell) => cell.text)).toEqual([
      'Restaurant',
      'Datum',
      'Tijd',
      'Reserveringsnummer',
      'Voornaam',
      'Achternaam',
      'Gasten',
      'Telefoon',
      'E-mail',
      'Tafels',
      'Status',
      'Kanaal',
      'Actie',
      'Kinderstoelen',
      'Rolstoelgebruiker',
      'Opmerkingen',
      'Opmerking van de gast',
    ]);
    const rows = rowsByHead(cells);
    expect(rows.map(lineOf).sort(byTimeAndNumber)).toEqual(sheet);
    const rowOf = (booking: BookedReservation) =>
      rows.find((row) => row.Reserveringsnummer!.text === booking.number)!;
    // A date, a time and a party as a spreadsheet's own values; the rest as the text written.
    expect(rows.map((row) => [row.Datum!.type, row.Datum!.value, row.Tijd!.type, row.Gasten!.type])).toEqual(
      rows.map(() => ['date', CSV_DATE, 'time', 'float']),
    );
    expect(rowOf(booked[0]!).Voornaam!.text).toBe('Zoë');
    expect(rowOf(booked[0]!).Achternaam!.text).toBe('Müller');
    expect(rowOf(booked[1]!).Opmerkingen).toMatchObject({ type: 'string', text: wishes[1]!.notes });
    expect(rowOf(booked[2]!).Opmerkingen).toMatchObject({ type: 'string', text: `'${wishes[2]!.notes}` });
    expect(rowOf(booked[3]!).Actie!.text).toBe('Bioscoopdeal');
    expect(rowOf(booked[5]!).Status!.text).toBe('Geannuleerd');
    // Phones read as text, as written: the Dutch ones nationally, the German one after 00.
    for (const row of rows) expect(row.Telefoon!.type).toBe('string');
    expect(rowOf(booked[0]!).Telefoon!.text).toMatch(/^06 \d{8}$/);
    expect(rowOf(booked[4]!).Telefoon!.text).toBe(`00 49 30 ${german.phone.slice(5)}`);
    expect(new Set(rows.map((row) => row.Kanaal!.text))).toEqual(new Set(['Online']));

    // Switched to English, the same bookings come in English words, split by ','.
    await page.getByLabel('Taal').selectOption('en');
    const english = await openInLibreOffice((await downloadCsv(page, 'Download CSV')).path, {
      separator: ',',
      language: 'en',
    });
    expectNothingRuns(english);
    expect(english[0]!.slice(0, 4).map((cell) => cell.text)).toEqual([
      'Restaurant',
      'Date',
      'Time',
      'Reservation number',
    ]);
    const englishRows = rowsByHead(english);
    expect(englishRows).toHaveLength(booked.length);
    expect(
      englishRows.find((row) => row['Reservation number']!.text === cancelled.number)!.Status!.text,
    ).toBe('Cancelled');
    expect(
      englishRows.find((row) => row['Reservation number']!.text === booked[3]!.number)!.Promotion!.text,
    ).toBe('Cinema deal');
    await page.close();
  }, 240_000);

  it("today's file holds the walk-in by its whole name, as the sheet shows it", async () => {
    const { page } = await newPage(browser, TABLET);
    await signInStaff(page, widgetUrl, MANAGER);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('tafel-staff:token'))) ?? '';
    const walkIn = await staffApi(token, '/walk-ins', {
      method: 'POST',
      body: JSON.stringify({ time: '12:00', party_size: 2, name: 'Mr Visser' }),
    });
    expect(walkIn.status).toBe(201);
    const number = ((await walkIn.json()) as { booking: { number: string } }).booking.number;

    const today = daysAhead(0);
    const sheet = await sheetLines(page, widgetUrl, today, number);
    expect(sheet.find((line) => line.number === `${number} (Binnenloper)`)?.name).toBe('Mr Visser');
    await showFigures(page, today);
    const rows = rowsByHead(
      await openInLibreOffice((await downloadCsv(page, 'CSV downloaden')).path, {
        separator: ';',
        language: 'nl',
      }),
    );
    expect(rows.map(lineOf).sort(byTimeAndNumber)).toEqual(sheet);
    const row = rows.find((candidate) => candidate.Reserveringsnummer!.text === number)!;
    expect([row.Voornaam!.text, row.Achternaam!.text, row.Kanaal!.text, row.Status!.text]).toEqual([
      '',
      'Mr Visser',
      'Binnenloper',
      'Binnen',
    ]);
    await page.close();
  }, 120_000);

  it("the sheet's chart is read on a tablet and a phone; its print view has the totals and fits A4", async () => {
    const { page } = await newPage(browser, TABLET);
    await signInStaff(page, widgetUrl, MANAGER);
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${CSV_DATE}`);
    await page.locator('li.staff-booking').first().waitFor();
    const chart = page.locator('.staff-chart__frame');
    for (const viewport of [TABLET, PHONE]) {
      await page.setViewportSize(viewport);
      await looksRight(page, viewport.width);
      // Every word on the chart's axes at the page's own size, inside the card, none over another.
      const words = await chart.locator('span').evaluateAll((spans) =>
        spans.map((span) => {
          const box = span.getBoundingClientRect();
          const card = span.closest('.staff-chart')!.getBoundingClientRect();
          return {
            size: parseFloat(getComputedStyle(span).fontSize),
            inside: box.left >= card.left && box.right <= card.right,
            box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
          };
        }),
      );
      expect(words.length).toBeGreaterThan(2);
      for (const word of words) expect(word).toMatchObject({ inside: true });
      expect(Math.min(...words.map((word) => word.size))).toBeGreaterThanOrEqual(13);
      const overlapping = words.filter((a, i) =>
        words.some(
          (b, j) =>
            i !== j &&
            a.box.left < b.box.right &&
            b.box.left < a.box.right &&
            a.box.top < b.box.bottom &&
            b.box.top < a.box.bottom,
        ),
      );
      expect(overlapping).toEqual([]);
      await chart.scrollIntoViewIfNeeded();
      await screenshot(page, `staff-sheet-chart-${viewport.width}`, { fullPage: false });
    }

    // Printed: the totals per day part above the list; the bar, the buttons and the chart left out.
    await page.emulateMedia({ media: 'print' });
    // A4's width less the page's margins (staff.css @page): 186 mm at 96 px an inch.
    await page.setViewportSize({ width: 703, height: 1000 });
    expect(await page.locator('.staff-totals').isVisible()).toBe(true);
    for (const hidden of ['.staff-bar', '.staff-chart', '.staff-booking__actions', '.staff-list-tools'])
      expect(await page.locator(hidden).first().isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(703);
    await screenshot(page, 'staff-sheet-print');
    const pdf = await page.pdf({ format: 'A4' });
    writeFileSync('tests/e2e/screenshots/staff-sheet-print.pdf', pdf);
    // Six bookings and the totals: one page.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.close();
  }, 120_000);
});
