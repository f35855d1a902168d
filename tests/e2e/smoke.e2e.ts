import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';

describe('the served widget', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens in Chromium and draws its first screen', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(inject('widgetUrl'));
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    await screenshot(page, 'smoke-phone');
    await context.close();
  });

  it('Chromium receives the page, scripts and styles compressed', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const encodings = new Map<string, string>();
    page.on('response', async (response) => {
      if (/\.(?:js|css)$|\/$/.test(new URL(response.url()).pathname))
        encodings.set(response.url(), (await response.allHeaders())['content-encoding'] ?? 'none');
    });
    await page.goto(inject('widgetUrl'));
    await page.getByRole('button', { name: 'Today' }).click();
    await page.locator('.page.filter').waitFor();
    expect(encodings.size).toBeGreaterThan(3);
    for (const [url, encoding] of encodings)
      expect([url, encoding]).toEqual([url, expect.stringMatching(/^(?:br|gzip)$/)]);
    await context.close();
  });

  it('falls back to index.html for deep links (history routing)', async () => {
    const response = await fetch(`${inject('widgetUrl')}/reservations/retrieve`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
