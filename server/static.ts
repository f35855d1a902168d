import { Hono } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

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

async function readIfFile(path: string): Promise<Buffer | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

export interface StaticOptions {
  /** Folder of the built widget (vite output). */
  root: string;
  /** Extra headers for HTML pages (e.g. Content-Security-Policy frame-ancestors). */
  htmlHeaders?: Record<string, string>;
}

/** Serves the built widget: hashed assets cached for a year, index.html never cached, history fallback. */
export function staticWidget({ root, htmlHeaders = {} }: StaticOptions): Hono {
  const app = new Hono();
  app.get('*', async (c) => {
    const requested = normalize(decodeURIComponent(new URL(c.req.url).pathname)).replace(/^(\.\.[/\\])+/, '');
    const filePath = join(root, requested);
    const isAsset = requested.startsWith('/assets/');
    const body = requested !== '/' ? await readIfFile(filePath) : null;
    if (body) {
      const type = CONTENT_TYPES[extname(filePath)] ?? 'application/octet-stream';
      const cache = isAsset ? 'public, max-age=31536000, immutable' : 'no-cache';
      const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cache };
      if (type.startsWith('text/html')) Object.assign(headers, htmlHeaders);
      return c.body(new Uint8Array(body), 200, headers);
    }
    // Missing hashed assets are real 404s (a stale chunk must fail loudly so the widget can offer a restart).
    if (isAsset || extname(requested)) return c.text('Not found', 404);
    const index = await readIfFile(join(root, 'index.html'));
    if (!index) return c.text('Widget not built: run npm run build', 503);
    return c.body(new Uint8Array(index), 200, {
      'Content-Type': CONTENT_TYPES['.html']!,
      'Cache-Control': 'no-cache',
      ...htmlHeaders,
    });
  });
  return app;
}
