import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { injectAxe } from './axe';
import { blockStorage, daysAhead } from './journey-helpers';
import { workerServer } from './server';

// The widget shell end to end: routes and aliases, 404, chunk failure, blocked storage, frame messages, axe.
const NOT_FOUND = 'Sorry, nothing here... (404)';
const RESTART = 'Widget was updated. Please restart to proceed.';

/**
 * The frame tests serve their host page from page.route(); Chromium counts such a page as public and
 * would block it from framing the loopback widget (Local Network Access), so that check is off there.
 */
function launchFramingBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
    ],
  });
}

async function mainText(page: Page): Promise<string> {
  await page.locator('main h1, main .system-screen').first().waitFor({ state: 'visible', timeout: 15000 });
  return (await page.locator('main').innerText()).trim();
}

describe('widget shell', () => {
  let browser: Browser;
  const base = () => workerServer().widgetUrl;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('every route and alias resolves to a page (not the 404 page)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const paths = [
      '/',
      '/filter',
      '/restaurants/r1',
      '/restaurants/s1/reserve',
      '/r/s1',
      '/r/s1/reserve',
      '/restaurants/s1/check-info',
      '/r/s1/check-info',
      '/restaurants/s1/code-input',
      '/restaurants/s1/reserve/pre-process',
      '/restaurants/s1/reserve/process',
      '/r/s1/your-code',
      '/r/s1/reserve/success',
      '/r/s1/reserve/failed',
      '/reservations/retrieve',
      '/reservations/code-input',
      '/reservations/list',
      '/reservations/c1/edit',
      '/c1/u',
      '/reservations/c1/edit/check',
      '/reservations/c1/edit/process',
      '/reservations/c1/cancel',
      '/c1/d',
      '/user/u1',
      '/user/u1/edit',
      '/user/u1/u',
      '/u/u1',
      '/u/u1/edit',
      '/user/u1/edit/code-input',
      '/u/u1/edit/process',
    ];
    for (const path of paths) {
      await page.goto(base() + path);
      const text = await mainText(page);
      expect(text, path).not.toContain(NOT_FOUND);
      expect(text, path).not.toContain(RESTART);
      // Pages may send a guest without the state they need elsewhere (no slot → filter, no token → retrieve);
      // what matters here is that the path is known: the 404 page never shows.
      expect(await page.locator('main h1').count(), path).toBeGreaterThan(0);
    }
    await context.close();
  });

  it('cancel success on a first visit without the app flag goes to /', async () => {
    const { context, page } = await newPage(browser, PHONE);
    for (const path of ['/reservations/c1/cancel/success', '/c1/d/success']) {
      await page.goto(base() + path);
      await page.waitForURL((url) => url.pathname === '/');
      await expect(mainText(page)).resolves.toContain('Today');
    }
    await context.close();
  });

  it('any other path is the 404 page; Go back opens /', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(base() + '/no/such/page');
    await expect(mainText(page)).resolves.toContain(NOT_FOUND);
    await screenshot(page, 'widget-404-360');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('a lazy chunk that cannot load shows the restart screen; Restart outside a frame goes to /', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.route(/\/assets\/retrieve-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(base() + '/');
    await page.getByRole('button', { name: 'Change or cancel existing reservation' }).click();
    await page.getByText(RESTART).waitFor();
    await screenshot(page, 'widget-chunk-failed-360');
    await page.unroute(/\/assets\/retrieve-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Restart' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(mainText(page)).resolves.toContain('Today');
    await context.close();
  });

  it('ARCHITECTURE: with storage blocked the index page still works and navigation goes on', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await blockStorage(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(base() + '/');
    await expect(mainText(page)).resolves.toContain('Tomorrow or later');
    await page.getByRole('button', { name: 'Today' }).click();
    await page.waitForURL((url) => url.pathname === '/filter');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('inside a frame: ready, resize, route; the close button posts close and opens index', async () => {
    const framing = await launchFramingBrowser();
    const { context, page } = await newPage(framing, DESKTOP);
    // A host page on a loopback origin other than the widget's (Chrome blocks public pages framing localhost).
    const host = workerServer().demoUrl;
    const widgetSrc = `${base()}/filter?origin=${encodeURIComponent(host)}&wid=w1`;
    await page.route(`${host}/__shell-host`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>host</title><script>window.received=[];addEventListener('message',e=>{if(e.data&&e.data.protocol==='tafel')received.push({origin:e.origin,type:e.data.type,data:e.data.data})})</script><iframe id="w" title="Tafel" src="${widgetSrc}" style="width:400px;height:600px;border:0"></iframe>`,
      }),
    );
    await page.goto(`${host}/__shell-host`);
    const frame = page.frameLocator('#w');
    await frame.getByRole('button', { name: 'Close' }).click();
    await frame.getByRole('button', { name: 'Today' }).waitFor();
    const received = await page.evaluate(
      () =>
        (
          window as unknown as {
            received: Array<{ origin: string; type: string; data: Record<string, unknown> }>;
          }
        ).received,
    );
    const types = received.map((message) => message.type);
    expect(types).toContain('ready');
    expect(types).toContain('resize');
    expect(types).toContain('close');
    expect(received.filter((m) => m.type === 'route').map((m) => m.data.name)).toEqual(['filter', 'index']);
    expect(new Set(received.map((m) => m.origin))).toEqual(new Set([base()]));
    expect(received.find((m) => m.type === 'resize')!.data.height).toBeGreaterThan(100);
    await context.close();
    await framing.close();
  });

  it.each([
    ['the index', '/'],
    ['the filter itself', '/filter'],
  ])('a forced date in the URL of %s opens the filter on that day', async (_name, path) => {
    const { context, page } = await newPage(browser, PHONE);
    const day = daysAhead(9);
    await page.goto(`${base()}${path}?date=${day}`);
    await page.waitForURL((url) => url.pathname === '/filter');
    const asked = page.waitForRequest(
      (request) => request.url().includes('/availability') && request.url().includes(day),
    );
    await page.getByRole('radio').first().check();
    await asked;
    await context.close();
  });

  it('a config message with a forced date opens filter; one from another window is ignored', async () => {
    const framing = await launchFramingBrowser();
    const { context, page } = await newPage(framing, DESKTOP);
    const host = workerServer().demoUrl;
    await page.route(`${host}/__shell-host`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>host</title><iframe id="w" title="Tafel" src="${base()}/?origin=${encodeURIComponent(host)}&wid=w1"></iframe>`,
      }),
    );
    await page.goto(`${host}/__shell-host`);
    const frame = page.frameLocator('#w');
    await frame.getByRole('button', { name: 'Today' }).waitFor();
    const message = {
      protocol: 'tafel',
      version: 1,
      widgetId: 'w1',
      type: 'config',
      data: { date: '2030-05-04' },
    };
    // From the widget's own window (not its parent): ignored.
    await page.frames()[1]!.evaluate((m) => window.postMessage(m, '*'), message);
    await page.waitForTimeout(300);
    expect(new URL(page.frames()[1]!.url()).pathname).toBe('/');
    await page.evaluate(
      (m) => (document.getElementById('w') as HTMLIFrameElement).contentWindow!.postMessage(m, '*'),
      message,
    );
    await expect.poll(() => new URL(page.frames()[1]!.url()).pathname).toBe('/filter');
    await context.close();
    await framing.close();
  });

  for (const language of ['en', 'nl'] as const) {
    it(`axe-core: no serious or critical violation on the index page (${language})`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page } = await newPage(browser, viewport);
        await page.goto(`${base()}/?lang=${language}`);
        await mainText(page);
        await page.waitForTimeout(300);
        await injectAxe(page);
        const violations = await page.evaluate(async () => {
          const result = await (
            window as unknown as {
              axe: {
                run: (
                  context?: unknown,
                  options?: unknown,
                ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }>;
              };
            }
          ).axe.run(document, {
            runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
          });
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`);
        });
        expect(violations).toEqual([]);
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        await screenshot(page, `widget-index-${language}-${viewport.width}`);
        await context.close();
      }
    });
  }
});
