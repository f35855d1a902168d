/**
 * The your-code page, for confirming by the e-mail's link: a guest who asks for the code by e-mail while
 * booking opens the e-mail's link in another tab, reads the code there and types it in the booking tab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import {
  ActionCounter,
  chooseOnFilter,
  fillDetails,
  firstDayButton,
  listSites,
  newGuest,
  openDemo,
  reservationNumber,
  waitForSteadyFrame,
} from './journey-helpers';
import { workerServer } from './server';

/** The newest code e-mail to `to` asked after `after` (development outbox, field text). */
async function codeEmailText(widgetUrl: string, to: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = (await (
      await fetch(`${widgetUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`)
    ).json()) as {
      messages: Array<{ kind: string; channel: string; text: string; created_at: string }>;
    };
    const found = answer.messages.find(
      (message) =>
        message.kind === 'otp_code' && message.channel === 'email' && Date.parse(message.created_at) >= after,
    );
    if (found) return found.text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code e-mail for ${to}`);
}

describe('your code: the code e-mail links to a page showing the code', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks the code by e-mail, opens the link in a second tab, types the code shown there and books', async () => {
    const { widgetUrl } = workerServer();
    const sites = await listSites(widgetUrl);
    const site = sites[2]!;
    const guest = newGuest('yourcode');
    const { context, page } = await newPage(browser, PHONE);
    const frame = await openDemo(page, workerServer().demoUrl);
    const actions = new ActionCounter();
    await actions.click(frame.getByRole('button', { name: firstDayButton() }));
    await chooseOnFilter(frame, actions, { siteName: site.name });
    await fillDetails(frame, actions, guest);
    await actions.click(frame.getByRole('button', { name: 'Confirm reservation' }));

    // The first code goes by SMS; switching to e-mail opens after the resend wait (30 s).
    const byEmail = frame.getByRole('button', { name: 'Send the code by e-mail instead' });
    await byEmail.waitFor();
    await expect.poll(() => byEmail.isEnabled(), { timeout: 45_000, interval: 500 }).toBe(true);
    const asked = Date.now() - 1000;
    await waitForSteadyFrame(frame);
    await byEmail.click();

    const text = await codeEmailText(widgetUrl, guest.email, asked);
    const link = /Or open this link to see your code: (\S+)/.exec(text)?.[1];
    expect(link, text).toBeDefined();
    expect(link).toMatch(new RegExp(`^${widgetUrl}/r/${site.id}/your-code\\?code=\\d{6}$`));

    const second = await context.newPage();
    await second.goto(link!);
    await second.getByRole('heading', { name: 'Your code' }).waitFor({ timeout: 20_000 });
    const shown = (await second.locator('.your-code').textContent())!.trim();
    expect(shown).toMatch(/^\d{6}$/);
    expect(text).toContain(shown);
    await screenshot(second, 'your-code-page');

    await page.bringToFront();
    await frame.getByLabel('Code', { exact: true }).fill(shown);
    const number = await reservationNumber(frame);
    expect(number).toMatch(/^[A-Z0-9]{4,12}$/);
    await context.close();
  }, 120_000);
});
