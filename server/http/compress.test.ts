import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, compressAnswers } from './compress';

describe('the encoding of an answer, from Accept-Encoding (RFC 9110 §12.5.3)', () => {
  it.each([
    ['a browser: brotli first', 'gzip, deflate, br, zstd', 'br'],
    ['gzip only', 'gzip', 'gzip'],
    ['brotli refused with q=0: gzip', 'br;q=0, gzip', 'gzip'],
    ['anything: brotli', '*', 'br'],
    ['anything but brotli', '*, br;q=0', 'gzip'],
    ['identity only: as it is', 'identity', null],
    ['no header: as it is', undefined, null],
    ['case and spaces do not matter', ' GZIP ; q=0.5 ', 'gzip'],
  ])('%s', (_rule, header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('an answer with an ETag is compressed once per encoding, and every answer reads back as sent', () => {
  const big = (letter: string) => JSON.stringify({ list: letter.repeat(4000) });
  const app = new Hono();
  app.use('*', compressAnswers());
  let served = big('a');
  let tag = 'W/"a"';
  app.get('/list', (c) => c.body(served, 200, { 'Content-Type': 'application/json', ETag: tag }));
  const read = async (encoding: 'br' | 'gzip') => {
    const answer = await app.request('/list', { headers: { 'accept-encoding': encoding } });
    expect(answer.headers.get('content-encoding')).toBe(encoding);
    const bytes = Buffer.from(await answer.arrayBuffer());
    return (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
  };

  it.each(['br', 'gzip'] as const)(
    '%s: a new tag is compressed afresh; a tag seen before is not',
    async (encoding) => {
      served = big('a');
      tag = `W/"a-${encoding}"`;
      expect(await read(encoding)).toBe(big('a'));
      // The same tag names the same content: the kept bytes are sent (this body, changed under the old tag, is not).
      served = big('b');
      expect(await read(encoding)).toBe(big('a'));
      tag = `W/"b-${encoding}"`;
      expect(await read(encoding)).toBe(big('b'));
    },
  );
});
