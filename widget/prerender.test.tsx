import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { testEmbed } from './embed/test-embed';
import { prerenderIndexPage } from './prerender';
import { createApp } from './state/create-app';
import { createSafeStorage } from '../ui/storage';

const MORNING = Date.UTC(2026, 0, 10, 9, 0); // 10:00 in Amsterdam
const EVENING = Date.UTC(2026, 0, 10, 19, 0);

afterEach(() => {
  document.body.innerHTML = '';
});

/** What the browser's first render draws for the same request, in a fresh app with nothing stored. */
function drawnInBrowser(request: Parameters<typeof drawInBrowser>[0]) {
  const root = document.createElement('div');
  document.body.append(root);
  drawInBrowser(request, root);
  return root.innerHTML;
}

/** The browser's first render of a request into `root`, as main.tsx draws it. */
function drawInBrowser(
  { search, languages, framed, now }: { search: string; languages: string[]; framed: boolean; now: number },
  root: HTMLElement,
) {
  history.replaceState(null, '', `/${search}`);
  const app = createApp({
    window: { location: { search }, navigator: { languages }, history, document } as unknown as Window,
    storage: createSafeStorage(() => null),
    embed: testEmbed({ framed }),
    now: () => now,
  });
  act(() => render(<App app={app} />, root));
}

describe('the index page in the first response is what the browser then draws (nothing jumps)', () => {
  it.each([
    { case: 'English, standalone, morning', search: '', languages: ['en-GB'], framed: false, now: MORNING },
    {
      case: 'Dutch by the browser, framed, evening',
      search: '?origin=https%3A%2F%2Fhost.example&wid=tafel-0',
      languages: ['nl-NL', 'en'],
      framed: true,
      now: EVENING,
    },
    { case: 'Dutch by the host config', search: '?lang=nl', languages: ['en'], framed: true, now: MORNING },
    {
      case: 'an extra flow: one Start button and its offer backdrop',
      search: '?flow=cinemaDeal',
      languages: ['en'],
      framed: false,
      now: MORNING,
    },
  ])('$case', async ({ search, languages, framed, now }) => {
    const html = await prerenderIndexPage({ url: `/${search}`, languages, framed, now });
    expect(html).toContain('<h1');
    // Compared as the browser parses it (the markup writes `alt` where the DOM says `alt=""`).
    const parsed = document.createElement('template');
    parsed.innerHTML = html;
    expect(parsed.innerHTML).toBe(drawnInBrowser({ search, languages, framed, now }));
  });

  it("the browser's first render takes over the drawn elements: none is drawn again, and the buttons work", async () => {
    const request = { search: '', languages: ['en'], framed: false, now: MORNING };
    const root = document.createElement('div');
    root.innerHTML = await prerenderIndexPage({ ...request, url: '/' });
    document.body.append(root);
    const drawn = [...root.querySelectorAll('*')];
    drawInBrowser(request, root);
    expect([...root.querySelectorAll('*')]).toEqual(drawn);
    const footerToggle = root.querySelector<HTMLButtonElement>('footer button')!;
    act(() => footerToggle.click());
    expect(footerToggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('says the greeting of the time of day in the language asked', async () => {
    const dutchEvening = await prerenderIndexPage({
      url: '/?lang=nl',
      languages: [],
      framed: true,
      now: EVENING,
    });
    expect(dutchEvening).toContain('Goedenavond');
    expect(dutchEvening).toContain('aria-label="Sluiten"');
    const englishMorning = await prerenderIndexPage({
      url: '/',
      languages: ['en'],
      framed: false,
      now: MORNING,
    });
    expect(englishMorning).toContain('Good morning');
    expect(englishMorning).not.toContain('aria-label="Close"');
  });
});
