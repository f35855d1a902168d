import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { decodedBody } from '../testing/decoded';
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

describe('an answer of 1 KB and more goes out compressed when the client takes it, and reads back as sent', () => {
  const big = JSON.stringify({ list: 'a'.repeat(4000) });
  const app = new Hono();
  app.use('*', compressAnswers());
  app.get('/big', (c) => c.json(JSON.parse(big)));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/chosen', (c) =>
    c.body(big, 200, { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' }),
  );
  app.get('/empty', (c) => c.body(null, 204));
  app.get('/events', (c) => c.body('data: 1\n\n'.repeat(200), 200, { 'Content-Type': 'text/event-stream' }));

  it.each([
    ['a large answer, brotli taken', '/big', 'br', 'br', big],
    ['a large answer, gzip taken', '/big', 'gzip', 'gzip', big],
    ['a large answer, nothing taken: as it is', '/big', undefined, null, big],
    ['a small answer: as it is', '/small', 'br', null, '{"ok":true}'],
    ['an answer that chose its encoding: left as it is', '/chosen', 'br', null, big],
    ['an event stream: never held back to compress', '/events', 'br', null, 'data: 1\n\n'.repeat(200)],
  ])('%s', async (_rule, path, accepted, encoding, body) => {
    const answer = await app.request(path, { headers: accepted ? { 'accept-encoding': accepted } : {} });
    expect(answer.headers.get('content-encoding')).toBe(encoding);
    const { sent, text } = await decodedBody(answer);
    expect(text).toBe(body);
    if (encoding) expect(answer.headers.get('content-length')).toBe(String(sent));
  });

  it.each([
    ['/big', 'Accept-Encoding'],
    ['/small', 'Accept-Encoding'],
    ['/chosen', 'Accept-Encoding'],
    ['/empty', null],
  ])('%s varies by Accept-Encoding once, or not at all without a body: %s', async (path, vary) => {
    const answer = await app.request(path, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('vary')).toBe(vary);
  });
});
