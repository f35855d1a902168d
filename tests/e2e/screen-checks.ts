/**
 * What every screen walk checks besides axe (tests/e2e/axe.ts): heading levels that never skip, and on a Dutch
 * screen no English word; `lookAt` does all three and saves a screenshot. Shared by the booking-flow walk
 * (journey-access), the after-booking walk (screens-manage), the outcome and refusal screens (screens-outcomes) and
 * the full day's alternatives (screens-focus), and by the demo host page's embeds in a Dutch browser.
 */
import { expect } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { ENGLISH } from '../../ui/testing/english-words';
import { seriousViolations } from './axe';
import { DESKTOP, PHONE, screenshot } from './browser';
import type { Lang } from './journey-helpers';

/** Every screen walk runs in both languages on a phone and on a desktop: [language, width name, viewport]. */
export const LANGUAGES_AND_WIDTHS = [
  ['en', 'phone', PHONE],
  ['en', 'desktop', DESKTOP],
  ['nl', 'phone', PHONE],
  ['nl', 'desktop', DESKTOP],
] as const;

export { ENGLISH } from '../../ui/testing/english-words';

/** What a person reads on the page and what a screen reader names: text, the tab title, labels of controls. */
export async function readable(page: Page | Frame): Promise<string> {
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')),
      ...[...document.querySelectorAll('input[placeholder]')].map((element) =>
        element.getAttribute('placeholder'),
      ),
    ].join('\n'),
  );
}

/** The lines of `readable` with an English word in them: [] on a screen that reads Dutch only. */
export async function englishLines(page: Page | Frame): Promise<string[]> {
  return (await readable(page)).split('\n').filter((line) => ENGLISH.test(line));
}

/** Heading levels in document order that skip a level (or do not start at h1), as 'h1 → h3' lines. */
export async function skippedHeadings(page: Page | Frame): Promise<string[]> {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((heading) => (heading as HTMLElement).offsetParent !== null)
      .map((heading) => Number(heading.tagName[1])),
  );
  const skips: string[] = [];
  levels.forEach((level, index) => {
    const before = index === 0 ? 0 : levels[index - 1]!;
    if (level > before + 1) skips.push(`h${before} → h${level}`);
  });
  return skips;
}

/**
 * One screen looked at: axe, headings, English on a Dutch screen, and a screenshot (tests/e2e/screenshots/
 * screens-{name}.png). It waits for the page to stop loading (times and restaurants arrive after the heading);
 * `settled: false` looks at once, for a screen caught while its own call is held on purpose.
 */
export async function lookAt(page: Page, lang: Lang, name: string, { settled = true } = {}): Promise<void> {
  await page.locator('h1').first().waitFor();
  if (settled) await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), `${name}: axe`).toEqual([]);
  expect(await skippedHeadings(page), `${name}: heading levels`).toEqual([]);
  if (lang === 'nl') expect(await englishLines(page), `${name}: English on a Dutch screen`).toEqual([]);
  await screenshot(page, `screens-${name}`);
}

/**
 * A screen reached once per language (a step no link opens again, such as a success or a refused save) looked at
 * on the phone and on the desktop: the page is resized in place. Named `{screen}-{lang}-phone` and `-desktop`.
 */
export async function lookAtBothWidths(
  page: Page,
  lang: Lang,
  screen: string,
  options: { settled?: boolean } = {},
): Promise<void> {
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await lookAt(page, lang, `${screen}-${lang}-${width}`, options);
  }
}
