import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { createDemoSite } from '../../server/demo/site';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { workerServer } from './server';
import { freePort } from '../support/server-process';

// A stand-in widget that speaks the protocol, so the loader is tested whatever state the real widget is in.
const FAKE_WIDGET = `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;font:16px sans-serif">
<h1 style="margin:0;padding:12px">Fake widget</h1><p id="query"></p><p id="config">none</p><div id="filler" style="height:300px;background:#eee"></div>
<script>
var params = new URLSearchParams(location.search), origin = params.get('origin'), wid = params.get('wid');
window.configs = [];
window.send = function (type, data, extra) { parent.postMessage(Object.assign({ protocol: 'tafel', version: 1, widgetId: wid, type: type, data: data || {} }, extra || {}), origin); };
window.report = function () { send('resize', { height: Math.ceil(document.documentElement.getBoundingClientRect().height) }); };
window.setFiller = function (height) { document.getElementById('filler').style.height = height + 'px'; report(); };
document.getElementById('query').textContent = location.search;
addEventListener('message', function (event) {
  var m = event.data;
  if (event.origin !== origin || event.source !== parent || !m || m.protocol !== 'tafel' || m.widgetId !== wid || m.type !== 'config') return;
  configs.push(m.data);
  document.getElementById('config').textContent = JSON.stringify(m.data);
});
addEventListener('keydown', function (event) { if (event.key === 'Escape') send('escape'); });
send('ready'); report();
</script></body></html>`;

// Same origin as the widget but not the widget's own iframe: it forges messages for widget tafel-0.
const OTHER_FRAME = `<!doctype html><script>
parent.postMessage({ protocol: 'tafel', version: 1, widgetId: 'tafel-0', type: 'close', data: {} }, '*');
parent.postMessage({ protocol: 'tafel', version: 1, widgetId: 'tafel-0', type: 'resize', data: { height: 77 } }, '*');
</script>`;

function listen(app: Hono, port: number, hostname: string): ServerType {
  return serve({ fetch: app.fetch, port, hostname });
}

/** What the stand-in widget page and the demo host page expose to the test. */
interface TestPage {
  configs: unknown[];
  setFiller(height: number): void;
  send(type: string, data?: object | null, envelope?: object): void;
  loads: number;
  Tafel(...args: unknown[]): void;
}

describe('loader.js on a host page (fake widget)', () => {
  let browser: Browser;
  let widgetOrigin: string;
  let hostOrigin: string;
  const servers: ServerType[] = [];

  beforeAll(async () => {
    if (!existsSync('dist/widget/loader.js'))
      throw new Error('dist/widget/loader.js missing: run npm run build first');
    const loader = readFileSync('dist/widget/loader.js');
    const widget = new Hono();
    widget.get('/loader.js', (c) =>
      c.body(new Uint8Array(loader), 200, { 'Content-Type': 'text/javascript' }),
    );
    widget.get('/other-frame', (c) => c.html(OTHER_FRAME));
    widget.get('/', (c) => c.html(FAKE_WIDGET));
    const [widgetPort, hostPort] = [await freePort(), await freePort()];
    // localhost and 127.0.0.1 are different origins: the embed is cross-origin as in real life.
    widgetOrigin = `http://localhost:${widgetPort}`;
    hostOrigin = `http://127.0.0.1:${hostPort}`;
    servers.push(
      listen(widget, widgetPort, 'localhost'),
      listen(createDemoSite({ widgetUrl: widgetOrigin }), hostPort, '127.0.0.1'),
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) server.close();
  });

  async function widgetFrame(page: Page, selector: string): Promise<Frame> {
    const handle = await page.waitForSelector(`${selector} iframe`, { state: 'attached' });
    const frame = await handle.contentFrame();
    if (!frame) throw new Error('iframe has no frame');
    await frame.waitForFunction(
      () => (window as unknown as TestPage).configs && (window as unknown as TestPage).configs.length > 0,
    );
    return frame;
  }
  const iframeHeight = (page: Page, selector: string) =>
    page.$eval(`${selector} iframe`, (f) => f.getBoundingClientRect().height);

  it('inline: puts the iframe in its target with config, host origin and widget id in the URL, and posts config on ready', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${hostOrigin}/?lang=nl&site=abc-123&date=2030-05-04`);
    const frame = await widgetFrame(page, '#tafel-inline');
    const url = new URL(frame.url());
    expect(url.origin).toBe(widgetOrigin);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'nl',
      site: 'abc-123',
      date: '2030-05-04',
      origin: hostOrigin,
      wid: 'tafel-0',
    });
    expect(await frame.evaluate(() => (window as unknown as TestPage).configs[0])).toEqual({
      lang: 'nl',
      site: 'abc-123',
      date: '2030-05-04',
    });
    const attributes = await page.$eval('#tafel-inline iframe', (f) => [
      (f as HTMLIFrameElement).title,
      f.getAttribute('allow'),
      f.getAttribute('referrerpolicy'),
    ]);
    expect(attributes).toEqual(['Reserveer een tafel', 'clipboard-write; geolocation', 'origin']);
    // Few round trips: the loader itself preconnects to the widget origin (one more link than the host page served).
    const served = ((await (await fetch(page.url())).text()).match(/rel="?preconnect/g) ?? []).length;
    const preconnects = await page.$$eval('link[rel=preconnect]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href.replace(/\/$/, '')),
    );
    expect(preconnects.filter((href) => href === widgetOrigin)).toHaveLength(served + 1);
    await context.close();
  });

  it('inline: the iframe height follows resize messages, growing and shrinking, with no inner scrollbar', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${hostOrigin}/`);
    const frame = await widgetFrame(page, '#tafel-inline');
    for (const filler of [900, 120, 500]) {
      await frame.evaluate((height) => (window as unknown as TestPage).setFiller(height), filler);
      // Compare with the content height at each look: a host scrollbar appearing narrows the frame and can re-wrap its text.
      await expect
        .poll(async () => {
          const content = await frame.evaluate(() =>
            Math.ceil(document.documentElement.getBoundingClientRect().height),
          );
          const outer = await iframeHeight(page, '#tafel-inline');
          return Math.round(outer) === content && Math.abs(content - filler) < 400;
        })
        .toBe(true);
      expect(
        await frame.evaluate(
          () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
        ),
      ).toBe(true);
    }
    await context.close();
  });

  it('overlay: the launcher opens a modal panel, locks page scroll, focuses the iframe; Escape closes and focus returns', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${hostOrigin}/overlay`);
    const launcher = page.locator('#tafel-launcher-slot .tafel-launcher');
    // No data-lang: the launcher speaks the host page's own language (the demo site is <html lang="nl">).
    await expect(launcher.textContent()).resolves.toBe('Reserveer een tafel');
    const frame = await widgetFrame(page, 'dialog');
    await launcher.click();
    expect(await page.$eval('dialog', (d) => (d as HTMLDialogElement).open)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    const box = await page.$eval('dialog', (d) => d.getBoundingClientRect().toJSON());
    expect(box.width).toBe(420);
    expect(box.right).toBe(DESKTOP.width);
    expect(box.height).toBe(DESKTOP.height);
    // Escape pressed inside the iframe: the widget reports it and the panel closes.
    await frame.focus('h1').catch(() => undefined);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog')!.open);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('tafel-launcher');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
    // Escape with focus on the host page closes the modal dialog natively.
    await launcher.click();
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog')!.open);
    // The widget's close button closes the panel too.
    await launcher.click();
    await frame.evaluate(() => (window as unknown as TestPage).send('close'));
    await page.waitForFunction(() => !document.querySelector('dialog')!.open);
    await context.close();
  });

  it('overlay: full screen on a phone, Dutch launcher text with lang=nl', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${hostOrigin}/overlay?lang=nl`);
    const launcher = page.locator('.tafel-launcher');
    await expect(launcher.textContent()).resolves.toBe('Reserveer een tafel');
    await widgetFrame(page, 'dialog');
    await launcher.click();
    const box = await page.$eval('dialog', (d) => d.getBoundingClientRect().toJSON());
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, PHONE.width, PHONE.height]);
    await screenshot(page, 'loader-overlay-open-phone');
    await context.close();
  });

  it('JS API: close calls the host callback, restart reloads with the same URL, update posts config, events reach listeners', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${hostOrigin}/events?site=s-1`);
    const frame = await widgetFrame(page, '#tafel-events');
    const events = () =>
      page.$$eval('#event-log li', (items) => items.map((item) => (item as HTMLElement).dataset.event));
    await page.waitForFunction(() => document.querySelector('#event-log li[data-event="ready"]'));

    await frame.evaluate(() => (window as unknown as TestPage).send('close'));
    await page.waitForFunction(() => document.querySelector('#event-log li[data-event="onClose"]'));
    expect(await events()).toContain('close');

    await frame.evaluate(() => (window as unknown as TestPage).send('route', { name: 'filter' }));
    await frame.evaluate(() =>
      (window as unknown as TestPage).send('booked', {
        reservationNumber: 'R42',
        siteId: 's-1',
        date: '2030-05-04',
        time: '18:30',
        partySize: 2,
      }),
    );
    await page.waitForFunction(() => document.querySelector('#event-log li[data-event="booked"]'));
    expect(await page.textContent('#event-log li[data-event="route"]')).toBe('route {"name":"filter"}');

    await page.fill('#forced-date', '2030-06-01');
    await page.click('#force-date');
    await frame.waitForFunction(() => (window as unknown as TestPage).configs.length >= 2);
    expect(await frame.evaluate(() => (window as unknown as TestPage).configs.at(-1))).toEqual({
      site: 's-1',
      date: '2030-06-01',
    });

    const srcBefore = await page.$eval('#tafel-events iframe', (f) => (f as HTMLIFrameElement).src);
    await page.evaluate(() => {
      (window as unknown as TestPage).loads = 0;
      document
        .querySelector('#tafel-events iframe')!
        .addEventListener('load', () => (window as unknown as TestPage).loads++);
    });
    await page.click('#restart');
    await page.waitForFunction(() => (window as unknown as TestPage).loads === 1);
    const srcAfter = await page.$eval('#tafel-events iframe', (f) => (f as HTMLIFrameElement).src);
    // The restarted iframe carries the current config, including the date set by update.
    expect(new URL(srcAfter).searchParams.get('date')).toBe('2030-06-01');
    expect(new URL(srcAfter).searchParams.get('site')).toBe(new URL(srcBefore).searchParams.get('site'));
    // It starts again rather than return to a step kept for a refresh (README: A refresh).
    expect(new URL(srcBefore).searchParams.has('restart')).toBe(false);
    expect(new URL(srcAfter).searchParams.get('restart')).toBe('1');
    // The widget asking for a restart reloads it as well.
    const reloaded = await widgetFrame(page, '#tafel-events');
    await reloaded.evaluate(() => (window as unknown as TestPage).send('restart'));
    await page.waitForFunction(() => (window as unknown as TestPage).loads === 2);
    await context.close();
  });

  it('ignores messages from a foreign origin, from another frame of the widget origin, and malformed ones', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${hostOrigin}/events`);
    const frame = await widgetFrame(page, '#tafel-events');
    await page.waitForFunction(() => document.querySelector('#event-log li[data-event="ready"]'));
    const heightBefore = await iframeHeight(page, '#tafel-events');
    // Foreign origin: the host page itself forging a widget message.
    await page.evaluate(() =>
      window.postMessage(
        { protocol: 'tafel', version: 1, widgetId: 'tafel-0', type: 'close', data: {} },
        '*',
      ),
    );
    // Right origin, wrong window: another iframe from the widget origin.
    await page.evaluate((src) => {
      const other = document.createElement('iframe');
      other.src = src;
      document.body.append(other);
    }, `${widgetOrigin}/other-frame`);
    // Our own widget, but malformed or addressed to another widget id.
    await frame.evaluate(() => {
      const send = (window as unknown as TestPage).send;
      send('close', {}, { protocol: 'other' });
      send('close', {}, { version: 2 });
      send('close', {}, { widgetId: 'tafel-9' });
      send('close', null, { data: null });
      parent.postMessage('close', '*');
    });
    // A good message after them all: once it is logged, the earlier ones have been handled (or ignored).
    await frame.evaluate(() => (window as unknown as TestPage).send('route', { name: 'index' }));
    await page.waitForFunction(() => document.querySelector('#event-log li[data-event="route"]'));
    await page.waitForTimeout(300);
    const events = await page.$$eval('#event-log li', (items) =>
      items.map((item) => (item as HTMLElement).dataset.event),
    );
    expect(events).not.toContain('close');
    expect(events).not.toContain('onClose');
    expect(await iframeHeight(page, '#tafel-events')).toBe(heightBefore);
    await context.close();
  });

  it('gives several widgets on one page their own widget ids', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${hostOrigin}/events`);
    await widgetFrame(page, '#tafel-events');
    await page.evaluate(() => {
      const second = document.createElement('div');
      second.id = 'second';
      document.body.append(second);
      (window as unknown as TestPage).Tafel('init', { mode: 'inline', target: '#second', flow: 'kidsMenu' });
    });
    const second = await widgetFrame(page, '#second');
    const ids = await page.$$eval('iframe', (frames) =>
      frames.map((f) => new URL((f as HTMLIFrameElement).src).searchParams.get('wid')),
    );
    expect(new Set(ids).size).toBe(2);
    expect(new URL(second.url()).searchParams.get('flow')).toBe('kidsMenu');
    await context.close();
  });

  it('the demo pages look right at 360 and 1280 px', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      for (const path of ['/', '/overlay', '/acties', '/events']) {
        await page.goto(`${hostOrigin}${path}`);
        await page.waitForLoadState('networkidle');
        await screenshot(
          page,
          `loader-demo${path.replace(/\//g, '-') || '-home'}-${name}`.replace('--', '-'),
        );
      }
      await context.close();
    }
  });
});

describe('loader.js with the real served widget', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the served demo site embeds the served widget cross-origin', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(workerServer().demoUrl);
    const handle = await page.waitForSelector('#tafel-inline iframe');
    const frame = (await handle.contentFrame())!;
    await frame.waitForLoadState('load');
    expect(new URL(frame.url()).origin).toBe(new URL(workerServer().widgetUrl).origin);
    expect(new URL(frame.url()).searchParams.get('wid')).toBe('tafel-0');
    await page.waitForTimeout(1500);
    await screenshot(page, 'loader-real-home-desktop');
    await context.close();
  });
});
