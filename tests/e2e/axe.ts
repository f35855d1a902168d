import { readFileSync } from 'node:fs';
import type { Frame, Page } from 'playwright-core';

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/**
 * Puts axe-core into the page, through the DevTools protocol rather than a script tag: the widget's
 * Content-Security-Policy (script-src 'self') blocks inline scripts, as it should.
 */
export async function injectAxe(page: Page | Frame): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
}

/** axe-core on the widget page (or its frame on a host page): the serious and critical violations, as 'rule: target' lines. */
export async function seriousViolations(page: Page | Frame): Promise<string[]> {
  await injectAxe(page);
  const result = (await page.evaluate(async () =>
    (window as unknown as { axe: { run(context: Element): Promise<unknown> } }).axe.run(document.body),
  )) as {
    violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
