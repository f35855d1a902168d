/** Helpers of the booking-journey end-to-end tests: the embed on the demo host page, the API, the outbox. */
import { expect } from 'vitest';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';

export interface SiteSummary {
  id: string;
  name: string;
  city: string;
  phone: string;
  extra: { exclude_from_atbl?: boolean };
}

/** Listed sites of the default channel (GET /sites). */
export async function listSites(widgetUrl: string): Promise<SiteSummary[]> {
  const answer = (await (await fetch(`${widgetUrl}/api/sites`)).json()) as { sites: SiteSummary[] };
  return answer.sites.filter((site) => !site.extra.exclude_from_atbl);
}

let phoneCounter = 0;
/**
 * A Dutch mobile number no other test uses: '+3161' and seven digits. Not any '+316…': 066 is for pagers and 067 for
 * dial-up numbers, which no code is texted to (shared/people/phone-text.ts).
 */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+3161${String((Date.now() * 10 + phoneCounter * 7919) % 10000000).padStart(7, '0')}`;
}

/** The newest one-time code sent to `to` (development outbox). */
export async function latestCode(widgetUrl: string, to: string, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = (await (
      await fetch(`${widgetUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`)
    ).json()) as { messages?: Array<{ code?: string; created_at: string }> };
    const list = Array.isArray(answer)
      ? (answer as Array<{ code?: string; created_at: string }>)
      : (answer.messages ?? []);
    const found = list.find((message) => message.code && Date.parse(message.created_at) >= after);
    if (found?.code) return found.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${to}`);
}

/** The newest message of `kind` sent to `to` (development outbox): its subject and text. */
export async function latestMessage(
  widgetUrl: string,
  to: string,
  kind: string,
): Promise<{ subject: string | null; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = (await (
      await fetch(`${widgetUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`)
    ).json()) as { messages?: Array<{ kind: string; subject: string | null; text: string }> };
    const found = (answer.messages ?? []).find((message) => message.kind === kind);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} message for ${to}`);
}

/** Where the widget is: its frame on the demo host page, or the page itself when opened on its own origin. */
export type Surface = FrameLocator | Page;

/** Counts what the guest does besides typing (clicks, choices, key presses that act). */
export class ActionCounter {
  count = 0;
  async click(locator: { click(): Promise<void> }): Promise<void> {
    this.count += 1;
    await locator.click();
  }
  async check(locator: { check(): Promise<void> }): Promise<void> {
    this.count += 1;
    await locator.check();
  }
  async select(locator: { selectOption(value: string): Promise<unknown> }, value: string): Promise<void> {
    this.count += 1;
    await locator.selectOption(value);
  }
}

/** Opens the demo host page (optionally a path and query) and returns the widget frame once it drew and holds still. */
export async function openDemo(page: Page, demoUrl: string, path = '/'): Promise<FrameLocator> {
  await page.goto(`${demoUrl}${path}`);
  const frame = page.frameLocator('iframe');
  await frame.locator('h1').first().waitFor({ timeout: 20000 });
  // The host sizes the frame from the widget's messages as the page draws: the first click waits until it is done.
  await waitForSteadyFrame(frame);
  return frame;
}

export interface Guest {
  first: string;
  last: string;
  phone: string;
  email: string;
}

export function newGuest(tag: string): Guest {
  const phone = uniquePhone();
  return { first: 'Anna', last: `Tester ${tag}`, phone, email: `anna.${tag}.${phone.slice(-6)}@example.nl` };
}

/** Texts of one language, for tests that run in English and Dutch. */
export const UI = {
  en: {
    today: 'Today',
    tomorrow: 'Tomorrow or later',
    continue: 'Continue',
    approve: 'Confirm reservation',
    booked: 'Your table is booked',
    first: 'First name',
    last: 'Last name',
    phone: 'Phone number',
    email: 'E-mail',
    code: 'Code',
    nextMonth: 'Next month',
  },
  nl: {
    today: 'Vandaag',
    tomorrow: 'Morgen of later',
    continue: 'Verder',
    approve: 'Reservering bevestigen',
    booked: 'Je tafel is gereserveerd',
    first: 'Voornaam',
    last: 'Achternaam',
    phone: 'Telefoonnummer',
    email: 'E-mailadres',
    code: 'Code',
    nextMonth: 'Volgende maand',
  },
} as const;
export type Lang = keyof typeof UI;

/** Filter: picks the restaurant by name and the first free time (or `time`), then continues. */
export async function chooseOnFilter(
  frame: Surface,
  actions: ActionCounter,
  options: { siteName: string; time?: string; partySize?: number; lang?: Lang },
) {
  const ui = UI[options.lang ?? 'en'];
  // The frame grows from the index page to the filter as the page draws: aim once it holds still.
  await actions.check(
    await steadyTarget(frame, frame.getByRole('radio', { name: new RegExp(escapeRegExp(options.siteName)) })),
  );
  if (options.partySize && options.partySize !== 2)
    await actions.select(frame.locator('#party-size'), String(options.partySize));
  const slot = options.time
    ? frame.locator('.slot:not([disabled])', { hasText: options.time })
    : frame.locator('.slot:not([disabled])').first();
  await slot.first().waitFor({ timeout: 15000 });
  const time = (await slot.first().locator('span').first().textContent())!.trim();
  // The slots (and any notice) arriving change the frame's height.
  await waitForSteadyFrame(frame);
  await actions.click(slot.first());
  await actions.click(frame.getByRole('button', { name: ui.continue, exact: true }));
  return time;
}

/** Details: types the guest and continues. */
export async function fillDetails(frame: Surface, actions: ActionCounter, guest: Guest, lang: Lang = 'en') {
  const ui = UI[lang];
  await frame.getByLabel(ui.first, { exact: true }).fill(guest.first);
  await frame.getByLabel(ui.last, { exact: true }).fill(guest.last);
  await frame.getByLabel(ui.phone, { exact: true }).fill(guest.phone.replace('+316', '06 '));
  await frame.getByLabel(ui.email, { exact: true }).fill(guest.email);
  // Messages of an earlier try clear as the guest types; the frame then resizes: click after that.
  await frame.locator('.field__error').first().waitFor({ state: 'detached' });
  await waitForSteadyFrame(frame);
  await actions.click(frame.getByRole('button', { name: ui.continue, exact: true }));
}

/** `target` once it is on screen and the frame holds its height: a click aimed then lands on it. */
async function steadyTarget<T extends { waitFor(): Promise<void> }>(frame: Surface, target: T): Promise<T> {
  await target.waitFor();
  await waitForSteadyFrame(frame);
  return target;
}

/**
 * Waits until the widget's iframe has kept its height for a few frames: the host resizes it from the
 * widget's resize messages, and a click aimed while it still moves can land beside the button.
 */
export async function waitForSteadyFrame(frame: Surface): Promise<void> {
  if (!('owner' in frame)) return;
  const owner = frame.owner();
  let previous = -1;
  for (let steady = 0, tries = 0; steady < 3 && tries < 50; tries += 1) {
    const height = (await owner.boundingBox())?.height ?? 0;
    steady = height === previous ? steady + 1 : 0;
    previous = height;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Check info → code (typed from the outbox) → success; returns the reservation number. */
export async function approveAndConfirm(
  frame: Surface,
  actions: ActionCounter,
  widgetUrl: string,
  guest: Guest,
  lang: Lang = 'en',
  options: { expectCode?: boolean } = {},
) {
  const ui = UI[lang];
  const asked = Date.now() - 1000;
  await actions.click(await steadyTarget(frame, frame.getByRole('button', { name: ui.approve })));
  if (options.expectCode !== false) {
    const code = await latestCode(widgetUrl, guest.phone, asked);
    await frame.getByLabel(ui.code, { exact: true }).fill(code);
  }
}

export async function reservationNumber(frame: Surface, lang: Lang = 'en'): Promise<string> {
  await expect(
    frame.getByRole('heading', { name: UI[lang].booked }).waitFor({ timeout: 20000 }),
  ).resolves.toBeUndefined();
  return (await frame.getByTestId('reservation-number').textContent())!.trim();
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs a guest up through the API, no code asked (the guest can then ask one in the browser at once). */
export async function apiSignUp(widgetUrl: string, guest: Guest): Promise<void> {
  const answer = await fetch(`${widgetUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: guest.first,
      last_name: guest.last,
      phone_number: guest.phone,
      email: guest.email,
    }),
  });
  expect(answer.status).toBeLessThan(300);
}

/**
 * Signs a guest up and in through the API (one code from the outbox, by SMS or by e-mail: the contact it proves);
 * returns the session token.
 */
export async function apiSignIn(
  widgetUrl: string,
  guest: Guest,
  by: 'phone' | 'email' = 'phone',
): Promise<string> {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${widgetUrl}/api${path}`, {
      method: path === '/sessions/current' ? 'PATCH' : 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  await post('/users', {
    first_name: guest.first,
    last_name: guest.last,
    phone_number: guest.phone,
    email: guest.email,
  });
  const asked = Date.now() - 1000;
  const temp = (await (
    await post('/sessions', by === 'phone' ? { phone_number: guest.phone } : { email: guest.email })
  ).json()) as { token: string };
  const code = await latestCode(widgetUrl, by === 'phone' ? guest.phone : guest.email, asked);
  const session = (await (
    await post('/sessions/current', { code }, { authorization: temp.token })
  ).json()) as { token: string };
  return session.token;
}

/**
 * Books through the API with a session token, under the guest's own name and contacts (a deal code too, when given),
 * as a guest who answered the double question: a booking at an overlapping time is made (allow_double).
 */
function postReservation(
  widgetUrl: string,
  token: string,
  guest: Guest,
  siteId: string,
  wish: { date: string; time: string; party_size: number; deal_code?: string; allow_double?: boolean },
): Promise<Response> {
  return fetch(`${widgetUrl}/api/sites/${siteId}/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({
      // Setting up a guest's bookings: one at an overlapping time is meant (journey-doubles asks the question).
      allow_double: true,
      ...wish,
      first_name: guest.first,
      last_name: guest.last,
      email: guest.email,
      phone_number: guest.phone,
    }),
  });
}

/** Books through the API with a session token; returns the HTTP status. */
export async function apiBook(...booking: Parameters<typeof postReservation>): Promise<number> {
  return (await postReservation(...booking)).status;
}

/** The available times of a site for one date and size (GET availability). */
export async function availableTimes(
  widgetUrl: string,
  siteId: string,
  date: string,
  partySize: number,
): Promise<string[]> {
  const answer = (await (
    await fetch(
      `${widgetUrl}/api/sites/${siteId}/reservations/availability?date=${date}&party_size=${partySize}`,
    )
  ).json()) as {
    days: Array<{
      sessions: Array<{ times: Array<{ time: string; is_available: boolean; online_suspended: boolean }> }>;
    }>;
  };
  return (answer.days[0]?.sessions ?? []).flatMap((session) =>
    session.times.filter((slot) => slot.is_available && !slot.online_suspended).map((slot) => slot.time),
  );
}

/** A stored session token inside the widget's own frame (init scripts run in every frame of the context). */
export async function signInContext(
  context: BrowserContext,
  widgetUrl: string,
  token: string,
): Promise<void> {
  await context.addInitScript(
    ({ origin, token: value }) => {
      if (location.origin === origin)
        localStorage.setItem(
          'tafel:token',
          JSON.stringify({ token: value, remember: true, expiresAt: Date.now() + 3_600_000 }),
        );
    },
    { origin: new URL(widgetUrl).origin, token },
  );
}

/** A date `days` after today in Amsterdam, as YYYY-MM-DD. */
export function daysAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The first Monday to Thursday at least `days` ahead (within the week after): a day of a file's own, far from any
 * other file's and clear of the cinema deal's weekends.
 */
export function monToThuAhead(days: number): string {
  return Array.from({ length: 7 }, (_, offset) => daysAhead(days + offset)).find((date) =>
    [1, 2, 3, 4].includes(new Date(`${date}T12:00:00Z`).getUTCDay()),
  )!;
}

/**
 * Journeys that need free tables book today until the late afternoon, and tomorrow after it: by the evening
 * today's last tables have passed (some restaurants seat their last guests at 20:00), and the suite runs at any
 * hour. The hour in Amsterdam after which the first day with tables is tomorrow:
 */
const TODAY_UNTIL_HOUR = 17;
const hourInAmsterdam = () =>
  Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
const todayHasTables = () => hourInAmsterdam() < TODAY_UNTIL_HOUR;

/** The index page's button that opens the first day with free tables: 'Today', or 'Tomorrow or later' in the evening. */
export function firstDayButton(lang: Lang = 'en'): string {
  return todayHasTables() ? UI[lang].today : UI[lang].tomorrow;
}

/** The first day with free tables (today, or tomorrow in the evening), as YYYY-MM-DD in Amsterdam. */
export function firstDay(): string {
  return daysAhead(todayHasTables() ? 0 : 1);
}

/** Logs in on the retrieve page with a code sent by SMS (read from the outbox); ends on the guest's list. */
export async function logInByPhone(page: Page, widgetUrl: string, phone: string): Promise<void> {
  await page.goto(`${widgetUrl}/reservations/retrieve`);
  await page.locator('#login-contact').fill(phone);
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  await page.locator('#otp').fill(await latestCode(widgetUrl, phone, asked));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Your reservations' }).waitFor();
}

/** Makes the browser refuse the widget's storage, as Safari does in third-party frames (reading it throws). */
export async function blockStorage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: blocked, configurable: true });
    Object.defineProperty(window, 'sessionStorage', { get: blocked, configurable: true });
  });
}

/** Presses Tab until the focused element `matches` (run in the page); fails after 200 presses (a day has ~40 times). */
export async function tabTo(
  page: Page,
  matches: (element: Element) => boolean,
  description: string,
): Promise<void> {
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press('Tab');
    const handle = await page.evaluateHandle(() => document.activeElement);
    if (await page.evaluate(matches as (element: Element | null) => boolean, handle as never)) return;
  }
  throw new Error(`Tab never reached ${description}`);
}

/** A `tabTo` test for the element whose whole text is `text`. */
export const byText = (text: string) =>
  new Function('element', `return !!element && element.textContent.trim() === ${JSON.stringify(text)}`) as (
    element: Element,
  ) => boolean;

/** The retrieve form: the reservation number with the phone or e-mail it was booked with, then Find. */
export async function findReservation(
  surface: Surface,
  number: string,
  by: 'phone' | 'email',
  contact: string,
  lang: Lang = 'en',
): Promise<void> {
  const words = {
    en: {
      group: 'Find it with my',
      email: 'E-mail address',
      phone: 'Phone number',
      find: 'Find reservation',
    },
    nl: {
      group: 'Opzoeken met mijn',
      email: 'E-mailadres',
      phone: 'Telefoonnummer',
      find: 'Reservering opzoeken',
    },
  }[lang];
  await surface.locator('#confirmation-number').fill(number);
  await surface
    .getByRole('group', { name: words.group })
    .getByRole('radio', { name: by === 'email' ? words.email : words.phone })
    .check();
  await surface.locator('#retrieve-contact').fill(contact);
  await surface.getByRole('button', { name: words.find }).click();
}

/**
 * Chooses on the filter's calendar the first day from `from` (YYYY-MM-DD; default the first day with free tables)
 * that the calendar offers, turning to the next month when needed. Opens the calendar when it is closed.
 * Answers the day chosen.
 */
export async function chooseFirstOpenDay(
  surface: Surface,
  from: string = firstDay(),
  lang: Lang = 'en',
): Promise<string> {
  if ((await surface.locator('.date-picker__dialog').count()) === 0)
    await surface.locator('.date-picker__toggle').click();
  for (let month = 0; month < 3; month += 1) {
    const days = await surface
      .locator('.date-picker__day:not(.is-disabled)')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date') ?? ''));
    const day = days.find((date) => date >= from);
    if (day) {
      await surface.locator(`[data-date="${day}"]`).click();
      return day;
    }
    await surface.getByRole('button', { name: UI[lang].nextMonth }).click();
  }
  throw new Error(`the calendar offers no day from ${from}`);
}

/** How many one-time codes the development outbox holds for `to` (a phone number or an e-mail address). */
export async function codesSentTo(widgetUrl: string, to: string): Promise<number> {
  const answer = (await (await fetch(`${widgetUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as
    { messages?: Array<{ code?: string }> } | Array<{ code?: string }>;
  const list = Array.isArray(answer) ? answer : (answer.messages ?? []);
  return list.filter((message) => message.code).length;
}

/** A reservation as the API answers it (the fields the screen tests read). */
export interface BookedReservation {
  id: string;
  number: string;
  site_id: string;
  date: string;
  time: string;
  party_size: number;
  status: string;
  cancellable: boolean;
}

/** Books through the API with a session token; fails unless booked, answers the reservation. */
export async function apiReserve(...booking: Parameters<typeof postReservation>): Promise<BookedReservation> {
  const response = await postReservation(...booking);
  const wish = booking[4];
  expect(response.status, `booking ${wish.time} for ${wish.party_size}`).toBe(201);
  return ((await response.json()) as { reservation: BookedReservation }).reservation;
}

/**
 * Other guests take every table at `time` on `date` (the largest parties first), until the API offers that time to
 * no party of 2; a guest holds at most 10 upcoming bookings, so a new one books every few. Answers how many booked.
 */
export async function takeEveryTable(
  widgetUrl: string,
  siteId: string,
  date: string,
  time: string,
  tag: string,
): Promise<number> {
  let rival = newGuest(`${tag}-rival`);
  let token = await apiSignIn(widgetUrl, rival);
  let booked = 0;
  for (const size of [12, 8, 6, 4, 2])
    for (let round = 0; round < 12; round += 1) {
      if (!(await availableTimes(widgetUrl, siteId, date, size)).includes(time)) break;
      if (booked > 0 && booked % 8 === 0) {
        rival = newGuest(`${tag}-rival-${booked}`);
        token = await apiSignIn(widgetUrl, rival);
      }
      expect(await apiBook(widgetUrl, token, rival, siteId, { date, time, party_size: size })).toBe(201);
      booked += 1;
    }
  expect(await availableTimes(widgetUrl, siteId, date, 2)).not.toContain(time);
  return booked;
}
