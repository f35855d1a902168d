/**
 * The widget's index.html as the iframe's first response: a modulepreload of the base words in the language the
 * widget will likely start in (widget/i18n/base-words.ts loads one language a module), so the words come with the
 * entry, not after it; and the index page itself, drawn by the widget's prerenderer, so it shows before the entry
 * script has arrived.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '../shared/constants';
import { chooseLanguage, configFromSearchParams } from '../shared/embed-config';
import { embedContextFromSearchParams } from '../shared/embed-protocol';

/** The base texts' modules as Vite's manifest names them (widget/ is Vite's root). */
const BASE_TEXT_MODULES: Record<Language, string> = { en: 'i18n/en.ts', nl: 'i18n/nl.ts' };

/**
 * The built file of each language's base texts, from the build's manifest (read once, at start-up). A widget built
 * without a manifest, or without those modules, gets no preload: the page still works, one request later.
 * @example baseTextFiles('dist/widget') //=> { en: 'assets/en-BX3a.js', nl: 'assets/nl-Cq9e.js' }
 */
export function baseTextFiles(root: string): Partial<Record<Language, string>> {
  let manifest: Record<string, { file?: unknown }>;
  try {
    manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    return {};
  }
  const files: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const file = manifest[BASE_TEXT_MODULES[language]]?.file;
    if (typeof file === 'string') files[language] = file;
  }
  return files;
}

/**
 * The language tags of an Accept-Language header, most wanted first (equal weights keep their order); `q=0` refuses.
 * @example acceptedLanguageTags('en;q=0.5, nl-NL, fr;q=0') //=> ['nl-NL', 'en']
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  const tags: Array<{ tag: string; q: number }> = [];
  for (const part of (header ?? '').split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (tag && weight > 0) tags.push({ tag: tag.trim(), q: weight });
  }
  return tags.sort((a, b) => b.q - a.q).map(({ tag }) => tag);
}

/**
 * The language the widget will start in, as far as the server can tell: the widget's own rule (shared/embed-config.ts
 * chooseLanguage) on the iframe URL's `lang` and the browser's languages. The guest's stored preference is not
 * sent; when it differs, the widget loads its own choice (one request more).
 * @example predictLanguage('/?lang=fr', 'nl-NL') //=> 'nl'
 */
export function predictLanguage(url: string, acceptLanguage: string | undefined): Language {
  const { lang } = configFromSearchParams(new URL(url, 'http://widget').searchParams);
  return chooseLanguage({ configured: lang, browser: acceptedLanguageTags(acceptLanguage) });
}

/** index.html with `<link rel="modulepreload">` of one built file before `</head>` (crossorigin as Vite's entry script). */
export function withModulePreload(html: string, file: string | undefined): string {
  if (!file) return html;
  return html.replace('</head>', `  <link rel="modulepreload" crossorigin href="/${file}">\n  </head>`);
}

/** What the index page's prerenderer (widget/prerender.tsx, built into dist/prerender/) takes from a request. */
export interface PrerenderRequest {
  url: string;
  languages: readonly string[];
  framed: boolean;
  now: number;
}
/** Draws the shell and the index page as HTML, the inside of `<div id="app">`. */
export type Prerender = (request: PrerenderRequest) => Promise<string>;

/**
 * The built prerenderer, or null when the build has none (the page then shows once its script has run, as before).
 * @example await loadPrerender('dist/prerender/prerender.js') //=> (request) => '<div class="shell">…'
 */
export async function loadPrerender(path: string): Promise<Prerender | null> {
  if (!existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as { prerenderIndexPage?: Prerender };
  return module.prerenderIndexPage ?? null;
}

/**
 * The request for the index page's prerender, or null when its first screen is not the index page: a forced date in
 * the iframe URL opens the filter (widget/main.tsx). Framed: the browser says it loads a frame (Sec-Fetch-Dest), or
 * the URL carries the loader's origin and widget id.
 * @example prerenderRequest('/?lang=nl', { fetchDest: 'iframe', acceptLanguage: 'en', now: 0 }) //=> { framed: true, … }
 */
export function prerenderRequest(
  url: string,
  headers: { fetchDest: string | undefined; acceptLanguage: string | undefined; now: number },
): PrerenderRequest | null {
  const params = new URL(url, 'http://widget').searchParams;
  if (configFromSearchParams(params).date) return null;
  return {
    url,
    languages: acceptedLanguageTags(headers.acceptLanguage),
    framed: headers.fetchDest === 'iframe' || embedContextFromSearchParams(params) !== null,
    now: headers.now,
  };
}

/** index.html in the language the widget will likely start in (the widget sets it too, once its script runs). */
export function withLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[a-z]+">/, `<html lang="${language}">`);
}

/** index.html with the prerendered page inside its empty `<div id="app">`. */
export function withPrerenderedApp(html: string, markup: string): string {
  return html.replace('<div id="app"></div>', () => `<div id="app">${markup}</div>`);
}
