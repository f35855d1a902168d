import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { decodedBody } from '../testing/decoded';
import { keptAnswer, sendKept } from './kept-answer';

describe('a kept answer carries its ETag: the same for the same content, another for other content', () => {
  it.each([
    [{ sites: [1, 2] }, { sites: [1, 2] }, true],
    [{ sites: [1, 2] }, { sites: [2, 1] }, false],
  ])('%j and %j: same tag %s', (one, other, same) => {
    expect(keptAnswer(one).etag === keptAnswer(other).etag).toBe(same);
    expect(keptAnswer(one).etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
  });

  it('goes out as JSON with its tag and cache header', async () => {
    const kept = keptAnswer({ ok: true });
    const app = new Hono().get('/', (c) => sendKept(c, kept, 'no-cache'));
    const answer = await app.request('/');
    expect(answer.headers.get('etag')).toBe(kept.etag);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(await answer.json()).toEqual({ ok: true });
  });
});

describe('a kept answer is compressed once per encoding and goes out in the encoding the client takes best', () => {
  const large = keptAnswer({ list: 'a'.repeat(4000) });
  const small = keptAnswer({ ok: true });
  const app = new Hono();
  app.get('/large', (c) => sendKept(c, large, 'no-cache'));
  app.get('/small', (c) => sendKept(c, small, 'no-cache'));

  it.each([
    ['brotli first', '/large', 'gzip, deflate, br', 'br', large],
    ['gzip when brotli is not taken', '/large', 'gzip', 'gzip', large],
    ['as it is when nothing is taken', '/large', undefined, null, large],
    ['a small answer as it is', '/small', 'br', null, small],
  ])('%s', async (_rule, path, accepted, encoding, kept) => {
    const answer = await app.request(path, { headers: accepted ? { 'accept-encoding': accepted } : {} });
    const { sent, text } = await decodedBody(answer);
    expect(answer.headers.get('content-encoding')).toBe(encoding);
    expect(answer.headers.get('content-length')).toBe(String(sent));
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('etag')).toBe(kept.etag);
    expect(text).toBe(kept.body);
  });

  it.each(['br', 'gzip'] as const)(
    '%s: the second question gets the bytes of the first',
    async (encoding) => {
      const first = await large.packedAs(encoding);
      expect(await large.packedAs(encoding)).toBe(first);
    },
  );
});
