import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';

// Flags that work on this workplace's machines (headless, no sandbox, no GPU, nothing fetched in the background).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

let guests = 0;
/**
 * Each browser of the suite is a guest at home: its own client address, as the server's trusted proxy reports it
 * (global-setup runs the server with TRUST_PROXY=1), so per-address limits count each guest, as they would in life.
 * A header value only: no traffic goes to these addresses.
 */
export function homeAddress(): string {
  guests += 1;
  return `10.77.${Math.floor(guests / 250) % 250}.${(guests % 250) + 1}`;
}

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': homeAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Saves a screenshot under tests/e2e/screenshots/ for a person to look at. Full-page captures can paint a
 * cross-origin iframe out of its real layout; pass `{ fullPage: false }` for a faithful view of an embed.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync('tests/e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage });
}
