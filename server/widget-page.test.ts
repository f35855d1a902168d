import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedLanguageTags, baseTextFiles, predictLanguage, withModulePreload } from './widget-page';

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
