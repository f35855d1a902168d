/**
 * In Chromium: after a guest erases their account (docs/privacy.md), the restaurant keeps their bookings as anonymous
 * rows. A guest holds three bookings at Amsterdam on a day of this file's own (one cancelled already), next to
 * another guest's; then she deletes her account through the API, as the widget does. The manager (Dutch) reads the
 * day sheet, the figures and the bookings CSV (opened in LibreOffice Calc) before and after: her rows stay, each with
 * its time, party and status, named '—', with no name, phone or e-mail of hers anywhere, and no way to a guest record
 * that is gone. Erasure cancels the bookings still to come first, so the figures count her two open bookings as
 * cancelled afterwards, and no booking is lost from them. The sheet with the anonymous rows is looked at on a tablet
 * and a phone.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME } from '../../server/db/retention';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { apiReserve, apiSignIn, type BookedReservation, monToThuAhead, newGuest } from './journey-helpers';
import { openInLibreOffice, rowsByHead, type SpreadsheetCell } from './spreadsheet';
import { readDaySheet, showDayFigures, signInStaff } from './staff-helpers';
import { workerServer } from './server';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const MANAGER = 'manager.amsterdam@tafel.example';
const TABLET = { width: 1024, height: 768 };

/** A Monday to Thursday 53 days or more ahead, where no other e2e file books Amsterdam (the CSV walk's is 45–51). */
const DAY = monToThuAhead(53);

/** One booking as the day sheet shows it. */
interface Line {
  time: string;
  name: string;
  party: string;
  number: string;
  cancelled: boolean;
  status: string;
  phone: string;
  /** Whether its guest's record is linked from it. */
  recordLink: boolean;
  /** Whether it offers 'Gegevens wijzigen' (edit details). */
  editable: boolean;
}

/** Amsterdam's sheet of DAY, once `number` is listed: its bookings by number. */
async function sheetLines(page: Page, widgetUrl: string, number: string): Promise<Map<string, Line>> {
  const lines = await readDaySheet(page, widgetUrl, AMSTERDAM, DAY, number);
  return new Map(lines.map(({ tables: _tables, ...line }) => [line.number, line]));
}

/** The figures of Amsterdam on DAY alone. */
async function showFigures(page: Page, widgetUrl: string): Promise<void> {
  await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${DAY}`);
  await showDayFigures(page, AMSTERDAM, DAY);
}

/** The restaurant's figures (its first tables) as rows of 'name: value', by caption. */
const figureTables = async (page: Page): Promise<Record<string, string[]>> => {
  const tables = await page
    .locator('table')
    .evaluateAll((all) =>
      all.map((table): [string, string[]] => [
        table.querySelector('caption')?.textContent?.trim() ?? '',
        [...table.querySelectorAll('tbody tr, tfoot tr')].map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(': '),
        ),
      ]),
    );
  // The restaurant's block comes first; a later block of the same captions is the range's total.
  return Object.fromEntries(tables.reverse());
};

/** The day's bookings CSV as the figures' button downloads it, opened in Calc: its text and its rows. */
async function csvOfDay(page: Page): Promise<{ text: string; rows: Array<Record<string, SpreadsheetCell>> }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV downloaden' }).click();
  const path = (await (await download).path())!;
  const cells = await openInLibreOffice(path, { separator: ';', language: 'nl' });
  return { text: readFileSync(path, 'utf8'), rows: rowsByHead(cells) };
}

/** The ways a Dutch mobile number may be written on a page or in a file: '+31612345678', '0612345678', '06 12345678'. */
const phoneForms = (phone: string) => {
  const national = `0${phone.slice(3)}`;
  return [phone, national, `${national.slice(0, 2)} ${national.slice(2)}`];
};

describe('an erased guest stays in the figures as an anonymous row', () => {
  const { widgetUrl } = workerServer();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("the sheet, the figures and the CSV show her rows as '—', with party, time and status kept", async () => {
    const { page } = await newPage(browser, TABLET);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInStaff(page, widgetUrl, MANAGER);
    await page.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    const staffToken = (await page.evaluate(() => localStorage.getItem('tafel-staff:token'))) ?? '';

    // She books three times that day (with a wish for the restaurant), and cancels one; another guest books once.
    const her = { ...newGuest('anon'), first: 'Zoë', last: 'Verdwijn' };
    const herToken = await apiSignIn(widgetUrl, her);
    const other = newGuest('anon-other');
    const kept = await apiReserve(widgetUrl, await apiSignIn(widgetUrl, other), other, AMSTERDAM, {
      date: DAY,
      time: '18:00',
      party_size: 2,
    });
    const hers: BookedReservation[] = [];
    for (const [time, party_size] of [
      ['18:30', 4],
      ['19:30', 3],
      ['20:30', 5],
    ] as const)
      hers.push(
        await apiReserve(widgetUrl, herToken, her, AMSTERDAM, {
          date: DAY,
          time,
          party_size,
          notes: 'Graag bij het raam, Zoë',
        } as Parameters<typeof apiReserve>[4]),
      );
    const cancelled = hers.at(-1)!;
    const cancel = await fetch(`${widgetUrl}/api/staff/sites/${AMSTERDAM}/reservations/${cancelled.id}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: staffToken },
      body: JSON.stringify({ reason: 'De gast belde af' }),
    });
    expect(cancel.status).toBe(200);
    const numbers = [kept, ...hers].map((booking) => booking.number);

    // Before: the sheet names her on each of her rows, the figures count them, the CSV lists them.
    const before = await sheetLines(page, widgetUrl, hers[0]!.number);
    for (const booking of hers)
      expect(before.get(booking.number)).toMatchObject({ name: 'Zoë Verdwijn', editable: true });
    await showFigures(page, widgetUrl);
    const figuresBefore = await figureTables(page);
    expect(figuresBefore).toMatchObject({
      Reserveringen: [
        'Reserveringen (niet meegeteld: 1 geannuleerd): 3',
        'Geannuleerd: 1',
        'Niet gekomen: 0',
        'Aandeel niet gekomen: 0%',
      ],
      'Gasten per dagdeel': [
        'Ochtend: 0',
        'Middag: 0',
        'Avond: 9',
        'Totaal (niet meegeteld: 1 geannuleerd): 9',
      ],
    });
    const csvBefore = await csvOfDay(page);
    expect(csvBefore.rows.map((row) => row.Reserveringsnummer!.text).sort()).toEqual([...numbers].sort());

    // She deletes her account: the confirmation named her two bookings still to come, and they are cancelled.
    const plan = (await (
      await fetch(`${widgetUrl}/api/users/me/erasure`, { headers: { authorization: herToken } })
    ).json()) as { cancels: { id: string }[] };
    expect(plan.cancels.map((booking) => booking.id).sort()).toEqual(
      hers
        .slice(0, 2)
        .map((booking) => booking.id)
        .sort(),
    );
    const erasure = await fetch(`${widgetUrl}/api/users/me/erasure`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: herToken },
      body: JSON.stringify({ cancel: plan.cancels.map((booking) => booking.id) }),
    });
    expect(erasure.status).toBe(200);
    expect(((await erasure.json()) as { erased: Record<string, number> }).erased).toMatchObject({
      cancelled_bookings: 2,
      anonymised_bookings: 3,
    });

    // After, on the sheet: her rows stay at their times, with their parties, cancelled, named '—'; nothing of her.
    const after = await sheetLines(page, widgetUrl, hers[0]!.number);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const booking of hers)
      expect(after.get(booking.number)).toEqual({
        ...before.get(booking.number),
        name: ANONYMOUS_NAME,
        cancelled: true,
        status: '',
        phone: '',
        recordLink: false,
        editable: false,
      });
    expect(after.get(kept.number)).toEqual(before.get(kept.number));
    const sheetText = (await page.locator('main').textContent()) ?? '';
    for (const trace of [
      her.first,
      her.last,
      her.email,
      ...phoneForms(her.phone),
      'raam',
      'undefined',
      'null',
    ])
      expect(sheetText).not.toContain(trace);
    expect(await page.locator('main').innerHTML()).not.toContain(her.email);

    // The figures still count each of the four bookings: her two open ones now among the cancelled, none lost,
    // and her 7 guests no longer expected that evening. No name on the screen.
    await showFigures(page, widgetUrl);
    expect(await figureTables(page)).toMatchObject({
      Reserveringen: [
        'Reserveringen (niet meegeteld: 3 geannuleerd): 1',
        'Geannuleerd: 3',
        'Niet gekomen: 0',
        'Aandeel niet gekomen: 0%',
      ],
      'Gasten per dagdeel': [
        'Ochtend: 0',
        'Middag: 0',
        'Avond: 2',
        'Totaal (niet meegeteld: 3 geannuleerd): 2',
      ],
      'Reserveringen per kanaal': ['Online: 1', 'Totaal (niet meegeteld: 3 geannuleerd): 1'],
    });
    const figuresText = (await page.locator('main').textContent()) ?? '';
    for (const trace of [her.first, her.last, 'undefined', 'NaN']) expect(figuresText).not.toContain(trace);

    // The CSV: the same rows, hers named '—' with no contact, no wish and no name of hers in the whole file.
    const csvAfter = await csvOfDay(page);
    expect(csvAfter.rows).toHaveLength(csvBefore.rows.length);
    const rowOf = (rows: typeof csvAfter.rows, number: string) =>
      rows.find((row) => row.Reserveringsnummer!.text === number)!;
    for (const booking of hers) {
      const row = rowOf(csvAfter.rows, booking.number);
      const was = rowOf(csvBefore.rows, booking.number);
      expect(
        Object.fromEntries(
          [
            'Voornaam',
            'Achternaam',
            'Telefoon',
            'E-mail',
            'Opmerkingen',
            'Opmerking van de gast',
            'Status',
          ].map((head) => [head, row[head]!.text]),
        ),
      ).toEqual({
        Voornaam: ANONYMOUS_NAME,
        Achternaam: '',
        Telefoon: '',
        'E-mail': '',
        Opmerkingen: '',
        'Opmerking van de gast': '',
        Status: 'Geannuleerd',
      });
      for (const head of ['Restaurant', 'Datum', 'Tijd', 'Gasten', 'Tafels', 'Kanaal', 'Actie'])
        expect(row[head], head).toEqual(was[head]);
    }
    expect(rowOf(csvAfter.rows, kept.number)).toEqual(rowOf(csvBefore.rows, kept.number));
    for (const trace of [her.first, her.last, her.email, ...phoneForms(her.phone), 'raam'])
      expect(csvAfter.text).not.toContain(trace);

    // Looked at on a tablet and a phone: the anonymous rows read as the others do.
    await page.goto(`${widgetUrl}/staff/${AMSTERDAM}/${DAY}`);
    const anonymousRow = page.locator('li.staff-booking').filter({ hasText: hers[0]!.number });
    await anonymousRow.waitFor();
    for (const viewport of [TABLET, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `staff-anonymous-sheet-${viewport.width}`);
      await anonymousRow.scrollIntoViewIfNeeded();
      await anonymousRow.screenshot({
        path: `tests/e2e/screenshots/staff-anonymous-row-${viewport.width}.png`,
      });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
