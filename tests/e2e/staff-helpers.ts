import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { latestCode } from './journey-helpers';

/** The staff app's key for the session token in the browser's storage (staff/shell/token-store.ts). */
const TOKEN_KEY = 'tafel-staff:token';

/**
 * Sessions already made on a server, by its address and the staff member's e-mail: one code per account a server.
 * Kept in a file, since vitest gives each test file modules of its own: a map in memory lasted one file only.
 */
const SESSIONS_FILE = join(tmpdir(), 'tafel-e2e-staff-sessions.json');

const sessions = {
  read(): Record<string, string> {
    try {
      return JSON.parse(readFileSync(SESSIONS_FILE, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  },
  get(key: string): string | undefined {
    return this.read()[key];
  },
  set(key: string, token: string): void {
    writeFileSync(SESSIONS_FILE, JSON.stringify({ ...this.read(), [key]: token }));
  },
};

/**
 * Signs a staff member in on the staff app at `staffUrl`. The first time on a server it goes through the e-mail code
 * from the development outbox, as a person does; later files of the same server reuse that session (put where the
 * app keeps it), while it is still valid, as a second tablet of the same person would. The demo accounts are shared
 * by the staff files of one server, and an address gets only so many codes: each file asking its own ran into the
 * limit and out of its time. `fresh` asks for a code anyway (the walk that proves signing in).
 */
export async function signInStaff(
  page: Page,
  staffUrl: string,
  email: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  const key = `${staffUrl} ${email}`;
  const known = sessions.get(key);
  if (!fresh && known && (await isValidSession(staffUrl, known))) {
    await page.goto(`${staffUrl}/staff`);
    await page.evaluate(([name, token]) => localStorage.setItem(name!, token!), [TOKEN_KEY, known]);
    await page.goto(`${staffUrl}/staff`);
    return;
  }
  sessions.set(key, await signInWithCode(page, staffUrl, email));
}

const isValidSession = async (staffUrl: string, token: string) =>
  (await fetch(`${staffUrl}/api/staff/me`, { headers: { authorization: token } })).ok;

/**
 * Signs in through the e-mail code; answers the session token. When the API says to wait (429 with Retry-After),
 * this waits as long and asks again, as a host reading "wait N seconds" would.
 */
async function signInWithCode(page: Page, staffUrl: string, email: string): Promise<string> {
  await page.goto(`${staffUrl}/staff`);
  await page.getByLabel('E-mail address').fill(email);
  for (let attempt = 0; ; attempt += 1) {
    const asked = Date.now() - 1000;
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/staff/sessions'),
    );
    await page.getByRole('button', { name: 'Send code' }).click();
    const response = await answer;
    if (response.status() === 429 && attempt < 2) {
      const seconds = Number(response.headers()['retry-after'] ?? 30);
      await page.waitForTimeout(seconds * 1000 + 500);
      continue;
    }
    await page.getByLabel('6-digit code').fill(await latestCode(staffUrl, email, asked));
    const signedIn = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().endsWith('/api/staff/sessions/current'),
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    return ((await (await signedIn).json()) as { token: string }).token;
  }
}

/** One booking as a restaurant's day sheet shows it to a Dutch staff member. */
export interface SheetBooking {
  time: string;
  name: string;
  party: string;
  number: string;
  cancelled: boolean;
  /** The status line's words ('Gereserveerd', 'Binnen'…); a cancelled booking says so in its badge instead. */
  status: string;
  tables: string;
  phone: string;
  /** Whether its guest's record is linked from it. */
  recordLink: boolean;
  /** Whether it offers 'Gegevens wijzigen' (edit details). */
  editable: boolean;
}

/** The day sheet of `siteId` on `date`, once `number` is listed: every booking on it, in the sheet's order. */
export async function readDaySheet(
  page: Page,
  widgetUrl: string,
  siteId: string,
  date: string,
  number: string,
): Promise<SheetBooking[]> {
  await page.goto(`${widgetUrl}/staff/${siteId}/${date}`);
  await page.locator('li.staff-booking').filter({ hasText: number }).waitFor();
  return page.locator('li.staff-booking').evaluateAll((items) =>
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
        cancelled: item.querySelector('.staff-badge--cancelled') !== null,
        status: text('.staff-status'),
        tables: fact('Tafels'),
        phone: fact('Telefoon'),
        recordLink: item.querySelector('.staff-guest-notes__link') !== null,
        editable: item.querySelector('[data-opens="edit"]') !== null,
      };
    }),
  );
}

/** From a day sheet, the figures of `siteId` on `date` alone (the sheet's Cijfers link, one day, one restaurant). */
export async function showDayFigures(page: Page, siteId: string, date: string): Promise<void> {
  await page.getByRole('link', { name: 'Cijfers' }).click();
  await page.getByRole('heading', { level: 1, name: /Cijfers/ }).waitFor();
  await page.getByLabel('Van').fill(date);
  await page.getByLabel('Tot en met').fill(date);
  await page.getByLabel('Restaurant').selectOption(siteId);
  await page.getByRole('button', { name: 'Tonen' }).click();
  await page.getByRole('table', { name: 'Gasten per dagdeel' }).first().waitFor();
}
