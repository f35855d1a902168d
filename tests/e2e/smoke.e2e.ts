import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { firstDayButton } from './journey-helpers';
import { workerServer } from './server';

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
    await page.goto(workerServer().widgetUrl);
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
    await page.goto(workerServer().widgetUrl);
    await page.getByRole('button', { name: 'Today' }).click();
    await page.locator('.page.filter').waitFor();
    expect(encodings.size).toBeGreaterThan(3);
    for (const [url, encoding] of encodings)
      expect([url, encoding]).toEqual([url, expect.stringMatching(/^(?:br|gzip)$/)]);
    await context.close();
  });

  it('runs under its Content-Security-Policy without a violation, through a booking up to the details', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(workerServer().widgetUrl);
    expect((await response!.allHeaders())['content-security-policy']).toContain("script-src 'self'");
    await page.evaluate(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    await page.getByRole('button', { name: firstDayButton() }).click();
    await page.locator('.page.filter').waitFor();
    await page.getByRole('radio').first().check();
    await page.locator('.slot:not([disabled])').first().click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('First name', { exact: true }).waitFor();
    // The phone field's metadata chunk and the details schema loaded too.
    await page.getByLabel('Phone number', { exact: true }).fill('0612345678');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });

  // The base words are one module per language (widget/i18n/base-words.ts); the page preloads the predicted one.
  it.each([
    ['/?lang=nl', 'en-US', 'nl', 'Vandaag'],
    ['/?lang=en', 'nl-NL', 'en', 'Today'],
    ['/', 'nl-NL', 'nl', 'Vandaag'],
  ] as const)(
    '%s in a %s browser fetches the %s base texts only, preloaded by the page, and the first screen reads in them',
    async (path, locale, language, today) => {
      const manifest = JSON.parse(readFileSync('dist/widget/.vite/manifest.json', 'utf8')) as Record<
        string,
        { file: string }
      >;
      const file = (of: 'en' | 'nl') => `/${manifest[`i18n/${of}.ts`]!.file}`;
      const other = language === 'nl' ? 'en' : 'nl';
      const { context, page } = await newPage(browser, PHONE, { locale });
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      const response = await page.goto(`${workerServer().widgetUrl}${path}`);
      expect(await response!.text()).toContain(
        `<link rel="modulepreload" crossorigin href="${file(language)}">`,
      );
      await page.getByRole('button', { name: today, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(fetched.filter((pathname) => pathname === file(language))).toHaveLength(1);
      expect(fetched).not.toContain(file(other));
      await context.close();
    },
  );

  it('falls back to index.html for deep links (history routing)', async () => {
    const response = await fetch(`${workerServer().widgetUrl}/reservations/retrieve`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
