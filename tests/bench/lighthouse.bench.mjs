// npm run bench:lighthouse — Lighthouse's scores of the widget's own pages (index, filter, retrieve), as a guest's
// phone sees them: Lighthouse's mobile defaults (simulated slow 4G, a 4x slower CPU, a Moto G screen). Lighthouse
// drives Debian's Chromium (scripts/chromium.mjs) over its debugging port. Each page BENCH_LIGHTHOUSE_RUNS times
// (default 3); the median run by performance score is reported, with the metrics behind it. No assertions.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { ensureChromium } from '../../scripts/chromium.mjs';
import { startProduct } from './product.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = [
  ['index', '/'],
  ['filter', '/filter'],
  ['retrieve', '/reservations/retrieve'],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
];

const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);

const product = await startProduct();
const chrome = await launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  console.log(`Tafel Lighthouse: mobile defaults, median of ${RUNS} runs per page\n`);
  console.log(`| page | ${CATEGORIES.join(' | ')} | ${METRICS.map(([name]) => name).join(' | ')} |`);
  console.log(`|---|${CATEGORIES.map(() => '---:').join('|')}|${METRICS.map(() => '---:').join('|')}|`);
  for (const [name, path] of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${product.widgetOrigin}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push(result.lhr);
    }
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = runs[Math.floor(runs.length / 2)];
    const metrics = METRICS.map(([, audit]) => lhr.audits[audit].displayValue);
    console.log(
      `| ${name} | ${CATEGORIES.map((category) => score(lhr, category)).join(' | ')} | ${metrics.join(' | ')} |`,
    );
  }
} finally {
  await chrome.kill();
  await product.stop();
}
