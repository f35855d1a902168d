/** Helpers of the booking-journey end-to-end tests: the embed on the demo host page, the API, the outbox. */
import { expect } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';

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
/** A Dutch mobile number no other test uses: '+316' and eight digits. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+316${String((Date.now() * 10 + phoneCounter * 7919) % 100000000).padStart(8, '0')}`;
}

/** The newest one-time code sent to `to` (development outbox). */
export async function latestCode(widgetUrl: string, to: string, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = (await (await fetch(`${widgetUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages?: Array<{ code?: string; created_at: string }> };
    const list = Array.isArray(answer) ? (answer as Array<{ code?: string; created_at: string }>) : (answer.messages ?? []);
    const found = list.find((message) => message.code && Date.parse(message.created_at) >= after);
    if (found?.code) return found.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${to}`);
}

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

/** Opens the demo host page (optionally a path and query) and returns the widget frame once it drew. */
export async function openDemo(page: Page, demoUrl: string, path = '/'): Promise<FrameLocator> {
  await page.goto(`${demoUrl}${path}`);
  const frame = page.frameLocator('iframe');
  await frame.locator('h1').first().waitFor({ timeout: 20000 });
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
  en: { today: 'Today', continue: 'Continue', approve: 'Confirm reservation', booked: 'Your table is booked', first: 'First name', last: 'Last name', phone: 'Phone number', email: 'E-mail', code: 'Code' },
  nl: { today: 'Vandaag', continue: 'Verder', approve: 'Reservering bevestigen', booked: 'Je tafel is gereserveerd', first: 'Voornaam', last: 'Achternaam', phone: 'Telefoonnummer', email: 'E-mailadres', code: 'Code' },
} as const;
export type Lang = keyof typeof UI;

/** Filter: picks the restaurant by name and the first free time (or `time`), then continues. */
export async function chooseOnFilter(frame: FrameLocator, actions: ActionCounter, options: { siteName: string; time?: string; partySize?: number; lang?: Lang }) {
  const ui = UI[options.lang ?? 'en'];
  await actions.check(frame.getByRole('radio', { name: new RegExp(escapeRegExp(options.siteName)) }));
  if (options.partySize && options.partySize !== 2) await actions.select(frame.locator('#party-size'), String(options.partySize));
  const slot = options.time ? frame.locator('.slot:not([disabled])', { hasText: options.time }) : frame.locator('.slot:not([disabled])').first();
  await slot.first().waitFor({ timeout: 15000 });
  const time = (await slot.first().locator('span').first().textContent())!.trim();
  await actions.click(slot.first());
  await actions.click(frame.getByRole('button', { name: ui.continue, exact: true }));
  return time;
}

/** Details: types the guest and continues. */
export async function fillDetails(frame: FrameLocator, actions: ActionCounter, guest: Guest, lang: Lang = 'en') {
  const ui = UI[lang];
  await frame.getByLabel(ui.first, { exact: true }).fill(guest.first);
  await frame.getByLabel(ui.last, { exact: true }).fill(guest.last);
  await frame.getByLabel(ui.phone, { exact: true }).fill(guest.phone.replace('+316', '06 '));
  await frame.getByLabel(ui.email, { exact: true }).fill(guest.email);
  await actions.click(frame.getByRole('button', { name: ui.continue, exact: true }));
}

/** Check info → code (typed from the outbox) → success; returns the reservation number. */
export async function approveAndConfirm(frame: FrameLocator, actions: ActionCounter, widgetUrl: string, guest: Guest, lang: Lang = 'en', options: { expectCode?: boolean } = {}) {
  const ui = UI[lang];
  const asked = Date.now() - 1000;
  await actions.click(frame.getByRole('button', { name: ui.approve }));
  if (options.expectCode !== false) {
    const code = await latestCode(widgetUrl, guest.phone, asked);
    await frame.getByLabel(ui.code, { exact: true }).fill(code);
  }
}

export async function reservationNumber(frame: FrameLocator, lang: Lang = 'en'): Promise<string> {
  await expect(frame.getByRole('heading', { name: UI[lang].booked }).waitFor({ timeout: 20000 })).resolves.toBeUndefined();
  return (await frame.getByTestId('reservation-number').textContent())!.trim();
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
