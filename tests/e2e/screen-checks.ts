/**
 * What every screen walk checks besides axe (tests/e2e/axe.ts): heading levels that never skip, and on a Dutch
 * screen no English word. Shared by the booking-flow walk (journey-access) and the after-booking walk
 * (screens-manage), and by the demo host page's embeds in a Dutch browser.
 */
import type { Frame, Page } from 'playwright-core';
import { ENGLISH } from '../../widget/testing/english-words';
import { DESKTOP, PHONE } from './browser';

/** Every screen walk runs in both languages on a phone and on a desktop: [language, width name, viewport]. */
export const LANGUAGES_AND_WIDTHS = [
  ['en', 'phone', PHONE],
  ['en', 'desktop', DESKTOP],
  ['nl', 'phone', PHONE],
  ['nl', 'desktop', DESKTOP],
] as const;

export { ENGLISH } from '../../widget/testing/english-words';

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
