import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../scripts/compress';
import { acceptedEncodings, isStaffPath, staticWidget } from './static';

describe('Accept-Encoding: br before gzip, q=0 refuses, * covers the rest', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['GZIP;q=0.5, BR;q=1.0', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=0', []],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    ['*, br;q=0', ['gzip']],
    ['deflate', []],
  ] as const)('%j accepts %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('the widget files go out pre-compressed when the browser accepts it', () => {
  const root = mkdtempSync(join(tmpdir(), 'tafel-static-'));
  const script = `export const greeting = ${JSON.stringify('hallo '.repeat(400))};\n`;
  const app = staticWidget({ root, htmlHeaders: { 'Content-Security-Policy': 'frame-ancestors *' } });
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-abc.js'), script);
    writeFileSync(join(root, 'assets', 'plain-abc.js'), script);
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Tafel</title>');
    writeFileSync(join(root, 'assets', 'photo.png'), Buffer.from([137, 80, 78, 71]));
    await compressDir(root);
    // A file the build did not compress (e.g. copied in by hand) still goes out, as it is.
    rmSync(join(root, 'assets', 'plain-abc.js.gz'));
    rmSync(join(root, 'assets', 'plain-abc.js.br'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, the file itself otherwise', async () => {
    const br = await get('/assets/app-abc.js', 'gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gzip = await get('/assets/app-abc.js', 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/app-abc.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    for (const response of [br, gzip, plain]) {
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Type')).toContain('text/javascript');
      expect(response.headers.get('Cache-Control')).toContain('immutable');
    }
  });

  it('compressed copies are smaller than the file', async () => {
    const plainBytes = (await (await get('/assets/app-abc.js')).arrayBuffer()).byteLength;
    for (const encoding of ['br', 'gzip'])
      expect((await (await get('/assets/app-abc.js', encoding)).arrayBuffer()).byteLength).toBeLessThan(
        plainBytes / 10,
      );
  });

  it('falls back to the file itself when no compressed copy exists', async () => {
    const response = await get('/assets/plain-abc.js', 'br, gzip');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it('the history fallback (any route) sends index.html compressed, with its page headers', async () => {
    const response = await get('/restaurants/x/reserve', 'gzip');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Security-Policy')).toBe('frame-ancestors *');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain(
      '<title>Tafel</title>',
    );
  });

  it('images are not compressed again and carry no Vary', async () => {
    const response = await get('/assets/photo.png', 'br, gzip');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBeNull();
  });

  it("the build's own files are not served: the compressed copies themselves and the manifests", async () => {
    mkdirSync(join(root, '.vite'), { recursive: true });
    writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
    expect((await get('/assets/app-abc.js.gz', 'gzip')).status).toBe(404);
    expect((await get('/assets/app-abc.js.br')).status).toBe(404);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });
});

describe('index.html preloads the base texts of the language the widget will likely start in', () => {
  const root = mkdtempSync(join(tmpdir(), 'tafel-preload-'));
  const html = '<!doctype html><html><head><title>Tafel</title></head><body></body></html>';
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), html);
  writeFileSync(
    join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', isEntry: true },
      'i18n/en.ts': { file: 'assets/en-b2.js', isDynamicEntry: true },
      'i18n/nl.ts': { file: 'assets/nl-c3.js', isDynamicEntry: true },
    }),
  );
  const app = staticWidget({ root, htmlHeaders: { 'Content-Security-Policy': "script-src 'self'" } });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const preloads = (page: string) =>
    [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it.each([
    ['/?lang=nl', undefined, '/assets/nl-c3.js'],
    ['/?lang=en', 'nl-NL,nl;q=0.9', '/assets/en-b2.js'],
    ['/?lang=fr', 'nl-NL', '/assets/nl-c3.js'],
    ['/', 'en-US,en;q=0.9', '/assets/en-b2.js'],
    ['/', undefined, '/assets/en-b2.js'],
    ['/reservations/retrieve?lang=nl', 'en', '/assets/nl-c3.js'],
    ['/index.html?lang=nl', undefined, '/assets/nl-c3.js'],
  ] as const)('%s with Accept-Language %j preloads %s', async (path, acceptLanguage, file) => {
    const headers: Record<string, string> = { 'Accept-Encoding': 'gzip, br' };
    if (acceptLanguage) headers['Accept-Language'] = acceptLanguage;
    const response = await app.request(path, { headers });
    expect(response.status).toBe(200);
    const page = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(preloads(page)).toEqual([file]);
    expect(page).toContain('<title>Tafel</title>');
  });

  it('the page keeps its headers: never cached, compressed as accepted, its policy, varying by language and by framing', async () => {
    const gzipped = await app.request('/?lang=nl', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(preloads(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual([
      '/assets/nl-c3.js',
    ]);
    const plain = await app.request('/?lang=nl');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(preloads(await plain.text())).toEqual(['/assets/nl-c3.js']);
    for (const response of [gzipped, plain]) {
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.headers.get('Content-Security-Policy')).toBe("script-src 'self'");
      expect(response.headers.get('Vary')).toBe('Accept-Encoding, Accept-Language, Sec-Fetch-Dest');
    }
  });
});

describe('a staff path is /staff or under it, nothing else', () => {
  it.each([
    ['/staff', true],
    ['/staff/', true],
    ['/staff/site-1/2026-12-24', true],
    ['/staffing', false],
    ['/', false],
    ['/restaurants/staff', false],
    ['/staff.html', false],
  ] as const)('%s: %s', (path, expected) => {
    expect(isStaffPath(path)).toBe(expected);
  });
});

describe('the staff app is served at /staff with the page headers of index.html, never prerendered', () => {
  const root = mkdtempSync(join(tmpdir(), 'tafel-staff-'));
  const prerendered: string[] = [];
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Tafel</title><div id="app"></div>');
  writeFileSync(join(root, 'staff.html'), '<!doctype html><title>Tafel staff</title><div id="staff"></div>');
  const app = staticWidget({
    root,
    htmlHeaders: { 'Content-Security-Policy': "script-src 'self'" },
    prerender: async (request) => {
      prerendered.push(request.url);
      return '<p>drawn</p>';
    },
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(['/staff', '/staff/', '/staff/site-1/2026-12-24', '/staff/anything/else?x=1'])(
    '%s is the staff page (history fallback)',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Tafel staff</title>');
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.headers.get('Content-Security-Policy')).toBe("script-src 'self'");
      expect(prerendered).toEqual([]);
    },
  );

  it.each(['/', '/filter', '/staffing', '/reservations/list'])('%s stays the guest page', async (path) => {
    expect(await (await app.request(path)).text()).toContain('<title>Tafel</title>');
  });

  it('goes out compressed as accepted, varying by encoding only (one page for every language)', async () => {
    const response = await app.request('/staff', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('Tafel staff');
  });

  it('a missing file under /staff is a 404, not the page', async () => {
    expect((await app.request('/staff/app.js')).status).toBe(404);
  });

  it('answers 503 while the staff app is not built, and finds it once it is', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'tafel-staff-bare-'));
    try {
      const unbuilt = staticWidget({ root: bare });
      expect((await unbuilt.request('/staff')).status).toBe(503);
      writeFileSync(join(bare, 'staff.html'), '<title>Tafel staff</title>');
      expect((await unbuilt.request('/staff')).status).toBe(200);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
