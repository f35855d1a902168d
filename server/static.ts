import { Hono } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { COMPRESSIBLE, ENCODINGS, type ContentEncoding } from './precompressed';
import { BoundedMemo } from './bounded-memo';
import {
  baseTextFiles,
  predictLanguage,
  prerenderRequest,
  withLanguage,
  withModulePreload,
  withPrerenderedApp,
  type Prerender,
} from './widget-page';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The encodings an Accept-Encoding header allows, in our order of preference (br, then gzip). A coding with q=0 is
 * refused; `*` stands for any coding the header does not name (RFC 9110 §12.5.3). Without the header the body goes
 * out as it is: the RFC would allow any coding, but a client that names none is best served plain.
 * @example acceptedEncodings('gzip, deflate, br') //=> ['br', 'gzip']
 */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    if (coding) weights.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  return ENCODINGS.map((encoding) => encoding.name).filter(
    (name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0,
  );
}

async function readIfFile(path: string): Promise<Buffer | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a path belongs to the restaurant staff app: `/staff` and everything under it, which the app's
 * own router draws (history fallback to staff.html). The guest widget's paths never start so.
 * @example isStaffPath('/staff/site-1/2026-12-24') //=> true
 * @example isStaffPath('/staffing') //=> false
 */
export function isStaffPath(path: string): boolean {
  return path === '/staff' || path.startsWith('/staff/');
}

export interface StaticOptions {
  /** Folder of the built widget (vite output). */
  root: string;
  /** Extra headers for HTML pages (e.g. Content-Security-Policy frame-ancestors). */
  htmlHeaders?: Record<string, string>;
  /** Draws the index page into the first response (server/widget-page.ts loadPrerender); without it, an empty page. */
  prerender?: Prerender | null;
  now?: () => number;
}

/** A file's body in the best pre-compressed form the client accepts, else as it is. */
async function readBest(
  path: string,
  accepted: readonly ContentEncoding[],
): Promise<{ body: Buffer; encoding?: ContentEncoding } | null> {
  for (const encoding of ENCODINGS) {
    if (!accepted.includes(encoding.name)) continue;
    const body = await readIfFile(path + encoding.suffix);
    if (body) return { body, encoding: encoding.name };
  }
  const body = await readIfFile(path);
  return body ? { body } : null;
}

/** The headers that say how a text body travels: its encoding, and that it depends on Accept-Encoding. */
function encodingHeaders(path: string, encoding: ContentEncoding | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (COMPRESSIBLE.test(path)) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  return headers;
}

const COMPRESS: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/**
 * Serves the built widget: hashed assets cached for a year, index.html never cached, history fallback. Text files go
 * out pre-compressed (brotli or gzip, as the browser accepts) when the build wrote the compressed copies.
 * index.html names the base texts of the language the widget will likely start in (server/widget-page.ts) and, at
 * `/`, carries the index page drawn for this request, so it is compressed per page drawn (a few kilobytes; the pages
 * differ by language, framing, host config and time of day, and each is compressed once).
 * `/staff` and the paths under it get the staff app's page (staff.html) with the same page headers, never prerendered.
 */
export function staticWidget({
  root,
  htmlHeaders = {},
  prerender = null,
  now = Date.now,
}: StaticOptions): Hono {
  const app = new Hono();
  const textFiles = baseTextFiles(root);
  // index.html with each language's preload, read once: every opening of the widget asks for it.
  const templates = new Map<string, Promise<string | null>>();
  const templateFor = (language: keyof typeof textFiles) => {
    if (!templates.has(language))
      templates.set(
        language,
        readIfFile(join(root, 'index.html')).then((html) =>
          html ? withLanguage(withModulePreload(html.toString('utf8'), textFiles[language]), language) : null,
        ),
      );
    return templates.get(language)!;
  };
  // The staff app's page (staff.html), read once; unlike index.html it is the same for every request.
  let staffPage: Promise<string | null> | null = null;
  const staffTemplate = () =>
    (staffPage ??= readIfFile(join(root, 'staff.html')).then((html) => html?.toString('utf8') ?? null));
  const compressed = new BoundedMemo<Promise<Uint8Array<ArrayBuffer>>>(500);
  const encoded = (page: string, encoding: ContentEncoding | undefined) => {
    const key = `${encoding ?? 'identity'}\n${page}`;
    let body = compressed.get(key);
    if (!body) {
      const bytes = Buffer.from(page);
      body = (encoding ? COMPRESS[encoding](bytes) : Promise.resolve(bytes)).then(
        (out) => new Uint8Array(out),
      );
      compressed.set(key, body);
    }
    return body;
  };
  app.get('*', async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // Malformed percent-encoding ('%E0%A4%A'): a bad request, not a server fault.
      return c.json({ error: 'bad_request', message: 'Malformed percent-encoding in the path' }, 400);
    }
    const requested = normalize(path).replace(/^(\.\.[/\\])+/, '');
    const filePath = join(root, requested);
    const isAsset = requested.startsWith('/assets/');
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    const isIndex = requested === '/' || requested === '/index.html';
    // The build's own files (its compressed copies, the manifests in .vite/) are for the server, not for browsers.
    const isBuildFile = /\.(?:gz|br)$/.test(requested) || requested.startsWith('/.vite/');
    const found = !isIndex && !isBuildFile ? await readBest(filePath, accepted) : null;
    if (found) {
      const type = CONTENT_TYPES[extname(filePath)] ?? 'application/octet-stream';
      const cache = isAsset ? 'public, max-age=31536000, immutable' : 'no-cache';
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': cache,
        ...encodingHeaders(filePath, found.encoding),
      };
      if (type.startsWith('text/html')) Object.assign(headers, htmlHeaders);
      return c.body(new Uint8Array(found.body), 200, headers);
    }
    // Missing hashed assets are real 404s (a stale chunk must fail loudly so the widget can offer a restart).
    if (!isIndex && (isAsset || extname(requested))) return c.text('Not found', 404);
    const encoding = accepted[0];
    if (isStaffPath(requested)) {
      const page = await staffTemplate();
      if (!page) {
        staffPage = null;
        return c.text('Staff app not built: run npm run build', 503);
      }
      return c.body(await encoded(page, encoding), 200, {
        'Content-Type': CONTENT_TYPES['.html']!,
        'Cache-Control': 'no-cache',
        ...encodingHeaders('staff.html', encoding),
        ...htmlHeaders,
      });
    }
    const language = predictLanguage(c.req.url, c.req.header('Accept-Language'));
    const template = await templateFor(language);
    if (!template) {
      // Not built yet: ask the disk again next time.
      templates.clear();
      return c.text('Widget not built: run npm run build', 503);
    }
    const request =
      prerender && requested === '/'
        ? prerenderRequest(c.req.url, {
            fetchDest: c.req.header('Sec-Fetch-Dest'),
            acceptLanguage: c.req.header('Accept-Language'),
            now: now(),
          })
        : null;
    const page = request ? withPrerenderedApp(template, await prerender!(request)) : template;
    return c.body(await encoded(page, encoding), 200, {
      'Content-Type': CONTENT_TYPES['.html']!,
      'Cache-Control': 'no-cache',
      ...encodingHeaders('index.html', encoding),
      // The page names the base texts of the guest's language and is drawn for it, framed or not: a cache must not
      // hand it to another language or another kind of opening.
      Vary: 'Accept-Encoding, Accept-Language, Sec-Fetch-Dest',
      ...htmlHeaders,
    });
  });
  return app;
}
