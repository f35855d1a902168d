/**
 * Cancelling a booking, the guest's list and 'remember me' (docs/widget.md).
 * Proves that: the e-mail's cancel link (/{id}/d) shows the booking, cancels it once confirmed (the API then answers
 * it cancelled) and Back afterwards offers no second cancel, in English at 360 px and in Dutch at 1280 px without a
 * serious axe violation; a booking above 8 guests is cancelled by phone, with the restaurant's number; a guest who
 * logs in with a code sees every booking with its day, month and 24-hour time, cancels one from the list and no
 * longer sees it there, and after signing out the list shows nothing of theirs; a booking made with 'Remember me'
 * ticked keeps the session 7 days, unticked 30 minutes, in the browser's storage and in the server's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TOKEN_LIFE_REMEMBER_MS, TOKEN_LIFE_SHORT_MS } from '../../shared/constants';
import { addDays } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { seriousViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  apiSignIn,
  approveAndConfirm,
  chooseOnFilter,
  fillDetails,
  type Guest,
  latestCode,
  listSites,
  logInByPhone,
  newGuest,
  reservationNumber,
  type BookedReservation,
  type SiteSummary,
} from './journey-helpers';
import { workerServer } from './server';

type Booked = BookedReservation;

interface Wish {
  date: string;
  time: string;
  party_size: number;
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Books through the API with a session token and answers the reservation (its id is the e-mail links' conf). */
async function bookWith(widgetUrl: string, token: string, guest: Guest, siteId: string, wish: Wish) {
  const response = await post(
    `${widgetUrl}/api/sites/${siteId}/reservations`,
    {
      ...wish,
      first_name: guest.first,
      last_name: guest.last,
      email: guest.email,
      phone_number: guest.phone,
    },
    { authorization: token },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { reservation: Booked }).reservation;
}

/** Signs the guest up and in by a code sent to the e-mail address: the phone stays free for a log-in by SMS. */
async function signInByEmail(widgetUrl: string, guest: Guest): Promise<string> {
  await post(`${widgetUrl}/api/users`, {
    first_name: guest.first,
    last_name: guest.last,
    phone_number: guest.phone,
    email: guest.email,
  });
  const asked = Date.now() - 1000;
  const temp = (await (
    await post(`${widgetUrl}/api/sessions`, { email: guest.email, channel: 'email' })
  ).json()) as { token: string };
  const code = await latestCode(widgetUrl, guest.email, asked);
  const session = (await (
    await post(`${widgetUrl}/api/sessions/current`, { code }, { authorization: temp.token }, 'PATCH')
  ).json()) as { token: string };
  return session.token;
}

/** The reservation as the API has it now (read with its own access token). */
async function stored(widgetUrl: string, booking: Booked): Promise<Booked> {
  const answer = await fetch(`${widgetUrl}/api/sites/${booking.site_id}/reservations/${booking.id}`, {
    headers: { authorization: booking.id },
  });
  return ((await answer.json()) as { reservation: Booked }).reservation;
}

const MONTHS = {
  en: 'January February March April May June July August September October November December',
  nl: 'januari februari maart april mei juni juli augustus september oktober november december',
};
/** '1 December' / '1 december': the day before the month, in the guest's language. */
const dayMonth = (date: string, lang: 'en' | 'nl') =>
  `${Number(date.slice(8, 10))} ${MONTHS[lang].split(' ')[Number(date.slice(5, 7)) - 1]}`;

/** The widget's words of this journey, quoted from widget/routes/edit/texts.ts and the refusal messages. */
const CANCEL = {
  en: {
    title: 'Cancel your reservation',
    question: 'Do you want to cancel this reservation?',
    confirm: 'Yes, cancel it',
    keep: 'No, keep it',
    done: 'Your reservation has been cancelled',
    doneText: 'We hope to welcome you another time.',
    newReservation: 'New reservation',
    persons: '2 persons',
    number: 'Reservation number',
    cancelled: 'This reservation has been cancelled.',
  },
  nl: {
    title: 'Je reservering annuleren',
    question: 'Wil je deze reservering annuleren?',
    confirm: 'Ja, annuleren',
    keep: 'Nee, behouden',
    done: 'Je reservering is geannuleerd',
    doneText: 'We hopen je een andere keer te mogen verwelkomen.',
    newReservation: 'Nieuwe reservering',
    persons: '2 personen',
    number: 'Reserveringsnummer',
    cancelled: 'Deze reservering is geannuleerd.',
  },
} as const;

describe('cancelling a booking, the list, remember me', () => {
  let browser: Browser;
  let widgetUrl: string;
  let site: SiteSummary;
  const inAWeek = addDays(todayDate(Date.now()), 7);
  beforeAll(async () => {
    browser = await launchBrowser();
    widgetUrl = workerServer().widgetUrl;
    // A restaurant the other journeys do not book (the files of a worker share its server and its tables).
    site = (await listSites(widgetUrl)).at(-1)!;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['en', 'phone', PHONE, {}],
    ['nl', 'desktop', DESKTOP, { locale: 'nl-NL' }],
  ] as const)(
    'cancels from the e-mail link (%s, %s): the booking shown, cancelled once confirmed, Back offers no second cancel',
    async (lang, name, viewport, options) => {
      const words = CANCEL[lang];
      const guest = newGuest(`cancel-${lang}`);
      const token = await apiSignIn(widgetUrl, guest);
      const booking = await bookWith(widgetUrl, token, guest, site.id, {
        date: inAWeek,
        time: '18:00',
        party_size: 2,
      });
      const { context, page } = await newPage(browser, viewport, options);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A Dutch guest opens the link as the e-mail has it: the browser's language is what makes it Dutch.
      await page.goto(`${widgetUrl}/${booking.id}/d`);
      await page.getByRole('heading', { name: words.title }).waitFor();
      const confirm = page.getByRole('button', { name: words.confirm });
      await confirm.waitFor();
      const shown = (await page.locator('section.page').textContent()) ?? '';
      expect(shown).toContain(dayMonth(inAWeek, lang));
      expect(shown).toContain('18:00');
      expect(shown).toContain(site.name);
      expect(shown).toContain(words.persons);
      expect(shown).toContain(`${words.number} ${booking.number}`);
      expect(shown).toContain(words.question);
      await expect.poll(() => page.getByRole('button', { name: words.keep }).count()).toBe(1);
      if (lang === 'nl') expect(shown).not.toMatch(/\b(Cancel|Yes|keep|persons?|Reservation|number)\b/);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `cancel-confirm-${lang}-${name}`);

      await confirm.click();
      await page.getByRole('heading', { name: words.done }).waitFor();
      await page.getByText(words.doneText).waitFor();
      await expect.poll(() => page.getByRole('button', { name: words.newReservation }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `cancel-success-${lang}-${name}`);
      expect(await stored(widgetUrl, booking)).toMatchObject({ status: 'cancelled', cancellable: false });

      // Back: the booking again, but nothing to confirm a second time, and no error.
      await page.goBack();
      await page.getByRole('heading', { name: words.title }).waitFor();
      await page.locator('.summary').waitFor();
      await expect(page.locator('.summary').textContent()).resolves.toContain(booking.number);
      await expect(page.getByRole('button', { name: words.confirm }).count()).resolves.toBe(0);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await screenshot(page, `cancel-back-${lang}-${name}`);
      expect(errors).toEqual([]);
      expect(await stored(widgetUrl, booking)).toMatchObject({ status: 'cancelled' });
      await context.close();
    },
  );

  // Back after 'Yes, cancel it', or the e-mail's cancel link opened again: nothing to confirm, and said so.
  it.each([['Back after cancelling'], ['the e-mail link opened again']] as const)(
    'a cancelled booking on its cancel page (%s): the guest is told it is cancelled',
    async (how) => {
      const guest = newGuest('cancel-again');
      const token = await apiSignIn(widgetUrl, guest);
      const booking = await bookWith(widgetUrl, token, guest, site.id, {
        date: inAWeek,
        time: '19:00',
        party_size: 2,
      });
      const { context, page } = await newPage(browser, PHONE);
      if (how === 'Back after cancelling') {
        await page.goto(`${widgetUrl}/${booking.id}/d`);
        await page.getByRole('button', { name: 'Yes, cancel it' }).click();
        await page.getByRole('heading', { name: 'Your reservation has been cancelled' }).waitFor();
        await page.goBack();
      } else {
        const gone = await fetch(`${widgetUrl}/api/sites/${site.id}/reservations/${booking.id}`, {
          method: 'DELETE',
          headers: { authorization: booking.id },
        });
        expect(gone.status).toBe(200);
        await page.goto(`${widgetUrl}/${booking.id}/d`);
      }
      await page.locator('.summary').waitFor();
      expect(await stored(widgetUrl, booking)).toMatchObject({ status: 'cancelled' });
      await page.getByText(CANCEL.en.cancelled).waitFor({ timeout: 5000 });
      await expect(page.getByRole('button', { name: 'Yes, cancel it' }).count()).resolves.toBe(0);
      await context.close();
    },
  );

  it('a booking above 8 guests cannot be cancelled online: told to phone the restaurant, with its number, no cancel button', async () => {
    const guest = newGuest('cancel-large');
    const token = await apiSignIn(widgetUrl, guest);
    const booking = await bookWith(widgetUrl, token, guest, site.id, {
      date: inAWeek,
      time: '13:15',
      party_size: 10,
    });
    expect(booking.cancellable).toBe(false);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${widgetUrl}/${booking.id}/d`);
    await page.getByRole('heading', { name: 'Cancel your reservation' }).waitFor();
    const note = page.getByRole('note');
    await note.waitFor();
    await expect(note.textContent()).resolves.toBe(
      `This reservation can no longer be cancelled online. Please call the restaurant on ${site.phone}.`,
    );
    await expect(page.locator('.summary').textContent()).resolves.toContain('10 persons');
    // One tap calls the restaurant.
    await expect(note.getByRole('link').getAttribute('href')).resolves.toMatch(/^tel:\+?\d+$/);
    await expect(page.getByRole('button', { name: 'Yes, cancel it' }).count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'cancel-by-phone');
    expect(await stored(widgetUrl, booking)).toMatchObject({ status: 'confirmed' });
    await context.close();
  });

  it('logs in with a code, sees both bookings, cancels one from the list, signs out', async () => {
    const guest = newGuest('cancel-list');
    const token = await signInByEmail(widgetUrl, guest);
    const first = await bookWith(widgetUrl, token, guest, site.id, {
      date: inAWeek,
      time: '18:00',
      party_size: 2,
    });
    const later = addDays(inAWeek, 3);
    const second = await bookWith(widgetUrl, token, guest, site.id, {
      date: later,
      time: '20:30',
      party_size: 4,
    });
    const { context, page } = await newPage(browser, PHONE);
    await logInByPhone(page, widgetUrl, guest.phone);
    const items = page.locator('.list > li');
    await expect.poll(() => items.count(), { timeout: 10000 }).toBe(2);
    for (const [index, booking] of [first, second].entries()) {
      const item = items.nth(index);
      const text = (await item.textContent()) ?? '';
      expect(text).toContain(dayMonth(booking.date, 'en'));
      expect(text).toContain(booking.time.slice(0, 5));
      expect(text).toContain(booking.number);
      expect(text).not.toMatch(/\b[AP]M\b/i);
      await expect.poll(() => item.getByRole('button', { name: 'Change' }).count()).toBe(1);
      await expect.poll(() => item.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
      // A screen reader hears which booking each button acts on.
      await expect(
        item.getByRole('button', { name: 'Cancel' }).getAttribute('aria-describedby'),
      ).resolves.toBe(`booking-${booking.id}`);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'cancel-list-two');

    await items.nth(0).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Cancel your reservation' }).waitFor();
    await expect(page.locator('.summary').textContent()).resolves.toContain(first.number);
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByRole('heading', { name: 'Your reservation has been cancelled' }).waitFor();
    expect(await stored(widgetUrl, first)).toMatchObject({ status: 'cancelled' });
    // The success offers a new booking, and a signed-in guest the way back to their list.
    await expect.poll(() => page.getByRole('button', { name: 'New reservation' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Back to my reservations' }).click();
    await page.getByRole('heading', { name: 'Your reservations' }).waitFor();
    await expect.poll(() => items.count(), { timeout: 10000 }).toBe(1);
    await expect(items.first().textContent()).resolves.toContain(second.number);
    await expect(page.locator('main').textContent()).resolves.not.toContain(first.number);
    await screenshot(page, 'cancel-list-after');

    const kept = await page.evaluate(() => localStorage.getItem('tafel:token'));
    const signedInWith = (JSON.parse(kept ?? '{}') as { token?: string }).token;
    expect(signedInWith).toBeTruthy();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(page.evaluate(() => localStorage.getItem('tafel:token'))).resolves.toBeNull();
    await page.goto(`${widgetUrl}/reservations/list`);
    await page.getByRole('heading', { name: 'Find your reservation' }).waitFor();
    await expect(page.locator('main').textContent()).resolves.not.toContain(second.number);
    // The session ended on the server too: its token no longer reads the list.
    const after = await fetch(`${widgetUrl}/api/users/me/reservations`, {
      headers: { authorization: signedInWith! },
    });
    expect(after.status).toBe(401);
    await context.close();
  });

  it.each([
    ['ticked (the default)', true, TOKEN_LIFE_REMEMBER_MS],
    ['unticked', false, TOKEN_LIFE_SHORT_MS],
  ] as const)(
    "books with 'Remember me' %s: the session is kept for its life in the browser and on the server",
    async (_name, remember, life) => {
      const guest = newGuest(`remember-${remember ? 'on' : 'off'}`);
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(`${widgetUrl}/filter?date=${addDays(inAWeek, 1)}`);
      const actions = new ActionCounter();
      await chooseOnFilter(page, actions, { siteName: site.name });
      const box = page.getByLabel('Remember me on this device');
      await expect(box.isChecked()).resolves.toBe(true);
      if (!remember) await box.uncheck();
      const asked = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/sessions',
      );
      const checked = page.waitForResponse(
        (response) =>
          response.request().method() === 'PATCH' &&
          new URL(response.url()).pathname === '/api/sessions/current',
      );
      await fillDetails(page, actions, guest);
      await approveAndConfirm(page, actions, widgetUrl, guest);
      expect((await asked).postDataJSON()).toMatchObject({ remember });
      const answer = (await (await checked).json()) as { token: string; expires_at: string };
      await reservationNumber(page);
      const now = Date.now();
      const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('tafel:token'))) ?? '{}') as {
        token: string;
        remember: boolean;
        expiresAt: number;
      };
      expect(kept.token).toBe(answer.token);
      expect(kept.remember).toBe(remember);
      expect(Math.abs(kept.expiresAt - (now + life))).toBeLessThan(60_000);
      // The server decided the same end, and the token works.
      expect(Math.abs(Date.parse(answer.expires_at) - (now + life))).toBeLessThan(60_000);
      const me = await fetch(`${widgetUrl}/api/users/me`, { headers: { authorization: answer.token } });
      expect(me.status).toBe(200);
      await context.close();
    },
  );
});
