import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, PHONE } from './browser';
import { ActionCounter, chooseOnFilter, listSites, newGuest } from './journey-helpers';
import { workerServer } from './server';

describe('refresh and Back mid-flow', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a refresh keeps what the guest typed; Back returns to the previous step with its values', async () => {
    const { widgetUrl } = workerServer();
    const [site] = await listSites(widgetUrl);
    const guest = newGuest('refresh');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(widgetUrl);
    await page.getByRole('button', { name: 'Tomorrow or later' }).click();
    const time = await chooseOnFilter(page, new ActionCounter(), { siteName: site!.name, partySize: 3 });
    await page.getByLabel('First name', { exact: true }).fill(guest.first);
    await page.getByLabel('E-mail', { exact: true }).fill(guest.email);
    await page.reload();
    await page.getByLabel('First name', { exact: true }).waitFor();
    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe(guest.first);
    await expect(page.getByLabel('E-mail', { exact: true }).inputValue()).resolves.toBe(guest.email);
    await page.getByLabel('Last name', { exact: true }).fill(guest.last);
    await page.getByLabel('Phone number', { exact: true }).fill(guest.phone);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Check your reservation' }).waitFor();
    await expect(page.locator('.summary').textContent()).resolves.toContain(time);
    await expect(page.locator('.summary').textContent()).resolves.toContain('3');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Last name', { exact: true }).waitFor();
    await expect(page.getByLabel('Last name', { exact: true }).inputValue()).resolves.toBe(guest.last);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.locator('.slot.is-selected').waitFor();
    await expect(page.locator('.slot.is-selected span').first().textContent()).resolves.toBe(time);
    await context.close();
  });
});
