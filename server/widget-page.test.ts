import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticWidget } from './static';
import {
  acceptedLanguageTags,
  baseTextFiles,
  predictLanguage,
  prerenderRequest,
  withModulePreload,
  type PrerenderRequest,
} from './widget-page';

describe('Accept-Language: most wanted first, equal weights in order, q=0 refuses', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['nl-NL', ['nl-NL']],
    ['en-US,en;q=0.9', ['en-US', 'en']],
    ['en;q=0.5, nl-NL, fr;q=0', ['nl-NL', 'en']],
    ['fr, de;q=0.9, nl;q=0.9', ['fr', 'de', 'nl']],
    ['*', ['*']],
  ] as const)('%j gives %j', (header, expected) => {
    expect(acceptedLanguageTags(header)).toEqual(expected);
  });
});

describe('the language the widget will likely start in: lang in the URL, then the browser, otherwise English', () => {
  it.each([
    ['?lang=nl beats an English browser', '/?lang=nl', 'en-US,en;q=0.9', 'nl'],
    ['?lang=en beats a Dutch browser', '/?lang=en', 'nl-NL', 'en'],
    ['?lang=fr is no language of ours: the browser decides', '/?lang=fr', 'nl-NL', 'nl'],
    ['?lang=NL as the widget reads it', '/filter?site=x&lang=NL', undefined, 'nl'],
    ['no lang, an English browser', '/', 'en-US,en;q=0.9', 'en'],
    ['no lang, Dutch weighed above English', '/', 'en;q=0.8, nl-BE', 'nl'],
    ['no lang, a language we do not speak first', '/', 'fr-FR, nl;q=0.5', 'nl'],
    ['Dutch refused', '/', 'nl;q=0, de', 'en'],
    ['nothing at all', '/', undefined, 'en'],
  ] as const)('%s', (_, url, acceptLanguage, expected) => {
    expect(predictLanguage(url, acceptLanguage)).toBe(expected);
  });
});

describe('the built files of the base texts come from the Vite manifest', () => {
  const root = mkdtempSync(join(tmpdir(), 'tafel-page-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('no manifest: no preload, and the page is left as it is', () => {
    expect(baseTextFiles(root)).toEqual({});
    expect(withModulePreload('<head></head>', undefined)).toBe('<head></head>');
  });

  it('reads the file of each language', () => {
    mkdirSync(join(root, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true },
      'i18n/en.ts': { file: 'assets/en-b.js', isDynamicEntry: true },
      'i18n/nl.ts': { file: 'assets/nl-c.js', isDynamicEntry: true },
    };
    writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(baseTextFiles(root)).toEqual({ en: 'assets/en-b.js', nl: 'assets/nl-c.js' });
    expect(withModulePreload('<head><title>T</title></head>', 'assets/nl-c.js')).toBe(
      '<head><title>T</title>  <link rel="modulepreload" crossorigin href="/assets/nl-c.js">\n  </head>',
    );
  });
});

describe('the index page is drawn into the first response, as the browser would first draw it', () => {
  const NOW = Date.UTC(2026, 0, 10, 18);
  it.each([
    { case: 'a page of its own', url: '/', dest: 'document', framed: false },
    { case: 'a frame, as the browser says', url: '/?site=x', dest: 'iframe', framed: true },
    {
      case: "the loader's frame in a browser that does not say",
      url: '/?origin=https%3A%2F%2Fhost.example&wid=tafel-0',
      dest: undefined,
      framed: true,
    },
    {
      case: 'an origin without a widget id is no embed',
      url: '/?origin=https%3A%2F%2Fhost.example',
      dest: undefined,
      framed: false,
    },
  ])('$case: framed $framed', ({ url, dest, framed }) => {
    expect(prerenderRequest(url, { fetchDest: dest, acceptLanguage: 'nl-NL, en;q=0.5', now: NOW })).toEqual({
      url,
      languages: ['nl-NL', 'en'],
      framed,
      now: NOW,
    });
  });

  it('a forced date opens the filter first: nothing drawn', () => {
    expect(
      prerenderRequest('/?date=2026-01-12', { fetchDest: 'iframe', acceptLanguage: '', now: NOW }),
    ).toBeNull();
  });

  const root = mkdtempSync(join(tmpdir(), 'tafel-prerender-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(
    join(root, 'index.html'),
    '<html lang="en"><head></head><body><div id="app"></div></body></html>',
  );
  const asked: PrerenderRequest[] = [];
  const app = staticWidget({
    root,
    now: () => NOW,
    prerender: async (request) => {
      asked.push(request);
      return `<main>${request.framed ? 'framed' : 'page'} $& ${request.languages.join(' ')}</main>`;
    },
  });

  it.each([
    { path: '/', dest: 'iframe', body: '<div id="app"><main>framed $& nl</main></div>' },
    { path: '/index.html', dest: 'document', body: '<div id="app"></div>' },
    { path: '/filter', dest: 'iframe', body: '<div id="app"></div>' },
    { path: '/?date=2026-01-12', dest: 'iframe', body: '<div id="app"></div>' },
  ])('$path ($dest): $body', async ({ path, dest, body }) => {
    const answer = await app.request(path, { headers: { 'Sec-Fetch-Dest': dest, 'Accept-Language': 'nl' } });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain(body);
    // The document's language is the one the page is drawn in, before any script runs.
    expect(page).toContain('<html lang="nl">');
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding, Accept-Language, Sec-Fetch-Dest');
    expect(answer.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('draws with the server clock, once per request', async () => {
    asked.length = 0;
    await app.request('/', { headers: { 'Accept-Language': 'en' } });
    expect(asked).toEqual([{ url: 'http://localhost/', languages: ['en'], framed: false, now: NOW }]);
  });
});
