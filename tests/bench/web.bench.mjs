// npm run bench:web — what a guest's browser fetches and how soon the widget paints, in Chromium throttled as
// Lighthouse's mobile profile is (slow 4G: 150 ms, 1.6 Mbps down, 750 kbps up; CPU 4x slower). Per run:
// - the index page: bytes on the wire before the widget's first paint, and for the whole first visit;
// - the filter's first view: bytes on the wire, the API's answers included;
// - paint: host page opened to widget painted, against a bare Preact page (a greeting and two buttons, compressed,
//   embedded by the same loader.js from its own origin) measured in the same run: the ratio is the figure. Painted
//   is the first frame the widget's document draws with a heading in it: a script added to every document before its
//   own (PAINT_PROBE) notes the time of the animation frame after the heading is there, which is when the browser
//   paints it, whether the page brought it (the index page drawn by the server) or a script drew it. The same for
//   both. (An embedded frame reports no paint timing of its own, and polling from outside waits on its busy thread.)
// Medians of BENCH_RUNS (default 5) fresh browser contexts each. No assertions: figures to compare, not a test.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/browser.ts';
import { freePort } from '../support/server-process.ts';
import { startProduct } from './product.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Serves `files` ({path: [type, body]}) gzipped on a free port of 127.0.0.1; answers its origin and the stop. */
async function serveFiles(files) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((request, response) => {
    const [type, body] = files[new URL(request.url, origin).pathname] ?? [];
    if (!type) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(gzipSync(body));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The baseline, a bare Preact page behind the same loader.js (all gzipped), and a restaurant's page on an origin of
 * its own that embeds either widget (`/bare` or `/tafel`) at the same place, on screen (a frame out of sight is not
 * painted at all). Every origin is 127.0.0.1 on its own port: cross-origin as in life, and one site, so the frames
 * share the page's process and the throttling covers them.
 */
async function startBaseline(widgetOrigin) {
  const bare = await serveFiles({
    '/loader.js': ['text/javascript', readFileSync('dist/widget/loader.js')],
    '/preact.js': ['text/javascript', readFileSync('node_modules/preact/dist/preact.module.js')],
    '/bare.js': [
      'text/javascript',
      `import { h, render } from '/preact.js';
render(h('main', null, h('h1', null, 'Good evening'), h('button', null, 'Today'), h('button', null, 'Tomorrow or later')), document.body);`,
    ],
    '/': [
      'text/html',
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>Bare</title><script type="module" src="/bare.js"></script><body></body></html>',
    ],
  });
  const host = await serveFiles({
    '/bare': ['text/html', hostPage(bare.origin)],
    '/tafel': ['text/html', hostPage(widgetOrigin)],
  });
  return {
    hostPage: `${host.origin}/bare`,
    widgetHostPage: `${host.origin}/tafel`,
    widgetOrigin: bare.origin,
    stop: () => Promise.all([bare.stop(), host.stop()]),
  };
}

/** Runs in every document before its scripts: `__paintedAt` is the time its first heading was painted (epoch ms). */
const PAINT_PROBE = () => {
  const watch = () => {
    if (!document.querySelector('h1')) return requestAnimationFrame(watch);
    requestAnimationFrame(() => (window.__paintedAt = performance.timeOrigin + performance.now()));
  };
  requestAnimationFrame(watch);
};

/** A restaurant's page with an inline widget of `origin` (its loader.js). */
const hostPage = (origin) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Host</title><body><h1>A restaurant</h1><div id="widget"></div><script src="${origin}/loader.js" async data-mode="inline" data-target="#widget"></script></body></html>`;

/** One fresh context, throttled; counts the bytes each origin sends, and answers the widget frame's paint. */
async function visit(browser, url, widgetOrigin, { waitFor = 'h1' } = {}) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addInitScript(PAINT_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const urls = new Map();
  const finished = [];
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) =>
    finished.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength, at: Date.now() }),
  );
  const opened = Date.now();
  await page.goto(url);
  // The widget's frame on a host page; the page itself when it is the widget's own.
  const frame = url.startsWith(widgetOrigin)
    ? page.mainFrame()
    : await (async () => {
        for (let tries = 0; tries < 3000; tries += 1) {
          const found = page.frames().find((candidate) => candidate.url().startsWith(widgetOrigin));
          if (found) return found;
          await page.waitForTimeout(20);
        }
        throw new Error(`no frame of ${widgetOrigin} on ${url}`);
      })();
  await frame.locator(waitFor).first().waitFor({ timeout: 60_000 });
  const paintedAt = await frame
    .waitForFunction(() => window.__paintedAt)
    .then((handle) => handle.jsonValue());
  const beforePaint = finished
    .filter((item) => item.url.startsWith(widgetOrigin) && item.at <= paintedAt)
    .reduce((sum, item) => sum + item.bytes, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const whole = finished
    .filter((item) => item.url.startsWith(widgetOrigin))
    .reduce((sum, item) => sum + item.bytes, 0);
  await context.close();
  return { paintMs: paintedAt - opened, beforePaint, whole };
}

const product = await startProduct();
const baseline = await startBaseline(product.widgetOrigin);
const browser = await launchBrowser();
try {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const widget = [];
  const bare = [];
  const filter = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Alternate, so a slower moment of the machine falls on both.
    bare.push(await visit(browser, baseline.hostPage, baseline.widgetOrigin));
    widget.push(await visit(browser, baseline.widgetHostPage, product.widgetOrigin));
    filter.push(
      await visit(browser, `${product.widgetOrigin}/filter?date=${day}`, product.widgetOrigin, {
        waitFor: 'input[type="radio"]',
      }),
    );
  }
  const paint = median(widget.map((item) => item.paintMs));
  const barePaint = median(bare.map((item) => item.paintMs));
  console.log(`Tafel web benchmark: ${RUNS} runs, slow 4G and a ${CPU_SLOWDOWN}x slower CPU, medians\n`);
  console.log('| figure | value |');
  console.log('|---|---:|');
  console.log(
    `| index: bytes on the wire before the widget paints | ${median(widget.map((item) => item.beforePaint))} B |`,
  );
  console.log(
    `| index: bytes on the wire, whole first visit | ${median(widget.map((item) => item.whole))} B |`,
  );
  console.log(
    `| filter's first view: bytes on the wire, API answers included | ${median(filter.map((item) => item.whole))} B |`,
  );
  console.log(`| paint, host page opened to widget painted | ${paint.toFixed(0)} ms |`);
  console.log(`| paint, the same for a bare Preact page (baseline) | ${barePaint.toFixed(0)} ms |`);
  console.log(`| paint ratio (widget / bare Preact) | ${(paint / barePaint).toFixed(2)} |`);
} finally {
  await browser.close();
  await baseline.stop();
  await product.stop();
}
