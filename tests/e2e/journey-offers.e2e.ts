import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PROMOTIONS } from '../../shared/promotions/registry';
import { launchBrowser, newPage, PHONE, DESKTOP, screenshot } from './browser';
import {
  ActionCounter,
  apiSignIn,
  approveAndConfirm,
  chooseFirstOpenDay,
  chooseOnFilter,
  fillDetails,
  newGuest,
  openDemo,
  reservationNumber,
  signInContext,
} from './journey-helpers';
import { workerServer } from './server';

const flow = PROMOTIONS.exampleAutumnDeal;

async function retrieve(widgetUrl: string, number: string, phone: string) {
  const response = await fetch(`${widgetUrl}/api/reservations/retrieve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ confirmationNum: number, phone_number: phone }),
  });
  return ((await response.json()) as { reservation: { notes: string; flow: string | null; site_id: string } })
    .reservation;
}

describe('extra flows and one-time deal codes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an extra flow offers only its locations and open days, and its activator reaches the stored notes', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const frame = await openDemo(page, workerServer().demoUrl, `/acties/${flow.name}`);
    const guest = newGuest('flow');
    const actions = new ActionCounter();
    await actions.click(frame.getByRole('button', { name: 'Start' }));
    await frame.getByRole('radio').first().waitFor();
    expect(await frame.getByRole('radio').count()).toBe(flow.locations.length);
    await frame.getByText('You are booking with the offer Autumn deal.').waitFor();
    // Fridays to Sundays are outside the flow: the calendar says so for the coming Sunday.
    await frame
      .getByRole('button', { name: /Change date|Date/ })
      .first()
      .click();
    const refused = frame.locator('.date-picker__day.is-unavailable').first();
    await expect(refused.getAttribute('aria-label')).resolves.toContain('This date is not available');
    await page.waitForTimeout(400);
    await screenshot(page, 'journey-flow-calendar-phone');
    // The first day the flow is open with tables left (today's have passed in the evening).
    await chooseFirstOpenDay(frame);
    const location = flow.locations.find((entry) => entry.name.includes('Rotterdam')) ?? flow.locations[1]!;
    await chooseOnFilter(frame, actions, { siteName: location.name });
    await fillDetails(frame, actions, guest);
    // The check page names the offer by its title, as the filter did.
    await expect(frame.locator('.summary').textContent()).resolves.toContain('Autumn deal');
    await approveAndConfirm(frame, actions, workerServer().widgetUrl, guest);
    const number = await reservationNumber(frame);
    const stored = await retrieve(workerServer().widgetUrl, number, guest.phone);
    expect(stored.notes).toContain(flow.activator!.text);
    expect(stored.flow).toBe(flow.name);
    await context.close();
  });

  it('a deal code books once; the same code is refused the second time; an unknown code is refused', async () => {
    const { widgetUrl } = workerServer();
    const guest = newGuest('deal');
    const token = await apiSignIn(widgetUrl, guest);
    const book = async (deal: string, toldOnOpening?: string) => {
      const { context, page } = await newPage(browser, DESKTOP);
      await signInContext(context, widgetUrl, token);
      // Straight on the widget's origin: a third-party frame may not read the stored token we plant.
      await page.goto(`${widgetUrl}/?deal=${deal}`);
      const frame = page;
      await frame.getByRole('button', { name: 'Tomorrow or later' }).click();
      // A used or unknown code is told when the flow opens, before the guest fills anything in.
      if (toldOnOpening)
        await expect(frame.getByRole('alert').first().textContent({ timeout: 10000 })).resolves.toBe(
          toldOnOpening,
        );
      await chooseOnFilter(frame, new ActionCounter(), { siteName: 'Tafel Haarlem' });
      // Signed in: the profile fills the details.
      await expect.poll(() => frame.getByLabel('E-mail', { exact: true }).inputValue()).toBe(guest.email);
      await frame.getByRole('button', { name: 'Continue', exact: true }).click();
      await frame.getByRole('button', { name: 'Confirm reservation' }).click();
      await frame
        .locator('h1', { hasText: /Your table is booked|Reservation failed/ })
        .waitFor({ timeout: 20000 });
      return { context, page, frame };
    };
    const first = await book('DEMO-DEAL-0007');
    await reservationNumber(first.frame);
    await first.context.close();

    const used = 'An error occurred. This action link has already been used for a reservation';
    const second = await book('DEMO-DEAL-0007', used);
    await expect(second.frame.getByRole('alert').textContent()).resolves.toBe(used);
    await screenshot(second.page, 'journey-failed-deal-used-desktop');
    await second.context.close();

    const invalid =
      'An error occurred. Please use the reservation link from your email to make a reservation';
    const unknown = await book('NO-SUCH-DEAL', invalid);
    await expect(unknown.frame.getByRole('alert').textContent()).resolves.toBe(invalid);
    await unknown.context.close();
  });
});
