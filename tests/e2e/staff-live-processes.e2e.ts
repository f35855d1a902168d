/**
 * In Chromium, across two server processes on one PostgreSQL (run when TEST_DATABASE_URL names one, as in
 * CI): a host's day sheet is open on process B while a guest books through the widget served by process A. The
 * booking appears on the sheet within a second of A's 201, without a reload: the reservations trigger's NOTIFY
 * reaches B's listening connection and B's server-sent events (server/live/day-events.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATIONS } from '../../shared/locations';
import { freshPostgresSchema } from '../../server/testing/harness';
import { startServer, type ServerProcess } from '../support/server-process';
import { launchBrowser, newPage, screenshot } from './browser';
import {
  ActionCounter,
  approveAndConfirm,
  chooseOnFilter,
  daysAhead,
  fillDetails,
  newGuest,
  reservationNumber,
} from './journey-helpers';
import { signInStaff } from './staff-helpers';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? '';
const AMSTERDAM = LOCATIONS.find((location) => location.city === 'Amsterdam')!;
/** The demo host of Amsterdam (server/db/seed/staff.ts); their account speaks Dutch. */
const HOST = 'host.amsterdam@tafel.example';
/** The bound: a booking made anywhere is on every open sheet within a second. */
const LIVE_WITHIN_MS = 1000;

describe.runIf(POSTGRES_URL)('the day sheet follows a booking made through another process', () => {
  let browser: Browser;
  let dropSchema = async () => {};
  const servers: ServerProcess[] = [];
  const urlOf = (server: ServerProcess) => `http://localhost:${server.port}`;

  beforeAll(async () => {
    const fresh = await freshPostgresSchema(POSTGRES_URL);
    dropSchema = fresh.drop;
    const env = {
      DATABASE_URL: fresh.url,
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
    };
    // One after the other: the first migrates and seeds the schema, the second finds it ready.
    for (let index = 0; index < 2; index += 1) servers.push(await startServer(env));
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await dropSchema();
  });

  it('a guest books through the widget on process A; the host sheet open on process B shows it, not reloaded', async () => {
    const [widgetServer, sheetServer] = servers.map(urlOf) as [string, string];
    const date = daysAhead(12);

    const { page: sheet } = await newPage(browser, { width: 1024, height: 768 });
    await signInStaff(sheet, sheetServer, HOST);
    await sheet.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    // Into the day in the app, as a host does: a page load from here on would lose the mark below.
    await sheet.locator('#sheet-date').fill(date);
    await sheet.getByRole('heading', { level: 1, name: /Dagoverzicht/ }).waitFor();
    await sheet.getByText('Live: wijzigingen verschijnen meteen').waitFor();
    await sheet.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));

    const { page: guestPage } = await newPage(browser, { width: 1280, height: 900 });
    const guest = newGuest('two-processes');
    const actions = new ActionCounter();
    await guestPage.goto(`${widgetServer}/?site=${AMSTERDAM.id}&date=${date}`);
    await chooseOnFilter(guestPage, actions, { siteName: AMSTERDAM.name, time: '19:30' });
    await fillDetails(guestPage, actions, guest);
    // The row is watched for from before the booking, so its time is when it appeared, not when the test looked.
    const row = sheet.getByRole('listitem').filter({ hasText: guest.last });
    const rowSeenAt = row.waitFor({ timeout: 30_000 }).then(() => Date.now());
    let bookedAt = 0;
    const created = guestPage.waitForResponse((response) => {
      const isCreate =
        response.request().method() === 'POST' && /\/api\/sites\/[^/]+\/reservations$/.test(response.url());
      if (isCreate) bookedAt = Date.now();
      return isCreate;
    });
    await approveAndConfirm(guestPage, actions, widgetServer, guest);
    expect((await created).status()).toBe(201);
    const number = await reservationNumber(guestPage);

    expect((await rowSeenAt) - bookedAt).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    await expect(row.textContent()).resolves.toContain(number);
    expect(await sheet.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await screenshot(sheet, 'staff-live-two-processes');
  }, 90_000);
});
