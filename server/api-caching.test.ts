/**
 * API answers are compressed above a small size, the ones that change rarely (the restaurants)
 * may be kept by any cache for a minute, the ones that depend on bookings are asked again each time but revalidate
 * with their ETag (304 when nothing changed), and nothing of a guest's is cached at all.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signIn, SITE_AMSTERDAM, type Harness } from './testing/harness';

describe('what API answers say to caches, and how they travel', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());

  const get = (path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers });

  it.each([
    ['brotli', 'gzip, deflate, br', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', 'gzip', (body: Buffer) => gunzipSync(body)],
  ])(
    'the restaurant list goes out in %s for a client that takes it, and reads the same',
    async (_name, accept, encoding, unpack) => {
      const plain = await get('/sites');
      const zipped = await get('/sites', { 'accept-encoding': accept });
      expect(zipped.headers.get('content-encoding')).toBe(encoding);
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
      const body = Buffer.from(await zipped.arrayBuffer());
      const text = await plain.text();
      expect(body.length).toBeLessThan(text.length / 5);
      expect(unpack(body).toString()).toBe(text);
    },
  );

  it('a small answer goes out as it is', async () => {
    const health = await get('/health', { 'accept-encoding': 'gzip, br' });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toEqual({ ok: true });
  });

  it.each([
    ['the restaurant list', '/sites', 'public, max-age=60'],
    ['one restaurant', `/sites/${SITE_AMSTERDAM}`, 'public, max-age=60'],
    ['the list with a day (which restaurants have room)', '/sites?date=2026-11-10&party_size=2', 'no-cache'],
    [
      "a restaurant's day",
      `/sites/${SITE_AMSTERDAM}/reservations/availability?date=2026-11-10&party_size=2`,
      'no-cache',
    ],
  ])('%s: Cache-Control %s, an ETag, and 304 when asked again with it', async (_what, path, cacheControl) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(cacheControl);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\//);
    const again = await get(path, { 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it("a day's answer is new (200, another ETag) once its times have passed", async () => {
    const path = `/sites/${SITE_AMSTERDAM}/reservations/availability?date=2026-11-02&party_size=2`;
    const before = (await get(path)).headers.get('etag');
    h.clock.now += 8 * 3_600_000;
    const after = await get(path, { 'if-none-match': before! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it("a guest's own answers are never cached and carry no ETag", async () => {
    const token = await signIn(h, { phone: '+31611190002', email: 'private@example.nl' }, '10.0.0.2');
    for (const path of ['/users/me', '/users/me/reservations']) {
      const answer = await get(path, { authorization: token });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('etag')).toBeNull();
    }
  });
});
