import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedText } from '../testing/decoded';
import { createHarness, type Harness } from '../testing/harness';
import { chooseEncoding, compressApiAnswers } from './compress';
import { keptAnswer, sendKept } from './kept-answer';

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

/** An answer as it came over the socket: its bytes as sent, not decoded (fetch would decode them). */
interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  sent: Buffer;
}

function rawRequest(
  server: Server,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const asked = request({ port, path, headers, method }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode!, headers: answer.headers, sent: Buffer.concat(chunks) }),
      );
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** The body decoded by its own Content-Encoding. */
const decoded = ({ headers, sent }: RawAnswer) => decodedText(sent, headers['content-encoding']);

/** Serves a Hono app through the listener the server uses; closed after the file's tests. */
async function served(app: Hono): Promise<Server> {
  const server = createServer(compressApiAnswers(getRequestListener(app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

describe('an API answer of 1 KB and more goes out compressed where it meets the socket, and reads back as sent', () => {
  const big = JSON.stringify({ list: 'a'.repeat(4000) });
  const kept = keptAnswer({ kept: 'b'.repeat(4000) });
  const events = 'data: 1\n\n'.repeat(200);
  const app = new Hono();
  // Every answer of the server carries headers set before its route answers (server/app.ts), so Node is told its
  // length when its headers go out; an answer with no header at all has its length only at its end, too late.
  app.use('*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.get('/api/big', (c) => c.json(JSON.parse(big)));
  app.get('/api/small', (c) => c.json({ ok: true }));
  app.get('/api/kept', (c) => sendKept(c, kept, 'no-cache'));
  app.get('/api/untransformed', (c) => c.json(JSON.parse(big), 200, { 'Cache-Control': 'no-transform' }));
  app.get('/api/empty', (c) => c.body(null, 204));
  // A body that comes in parts over time: its length is not known when its headers go out.
  const streamed = JSON.stringify({ parts: 'c'.repeat(4000) });
  app.get('/api/streamed', (c) =>
    c.body(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          for (let at = 0; at < streamed.length; at += 1000) {
            controller.enqueue(new TextEncoder().encode(streamed.slice(at, at + 1000)));
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          controller.close();
        },
      }),
      200,
      { 'Content-Type': 'application/json' },
    ),
  );
  app.get('/api/events', (c) => c.body(events, 200, { 'Content-Type': 'text/event-stream' }));
  app.get('/widget.json', (c) => c.json(JSON.parse(big)));
  let server: Server;
  beforeAll(async () => {
    server = await served(app);
  });
  afterAll(() => close(server));

  it.each([
    ['a large answer, brotli taken', '/api/big', 'gzip, deflate, br, zstd', 'br', big],
    ['a large answer, gzip taken', '/api/big', 'gzip', 'gzip', big],
    ['a large answer, nothing taken: as it is', '/api/big', undefined, undefined, big],
    ['a large answer, only identity taken: as it is', '/api/big', 'identity', undefined, big],
    ['a small answer: as it is', '/api/small', 'br', undefined, '{"ok":true}'],
    ['a large answer of a length not known ahead (a stream)', '/api/streamed', 'br', 'br', streamed],
    ['a kept answer: compressed once, by itself, not again', '/api/kept', 'br', 'br', kept.body],
    ['an answer that asks for no transform: as it is', '/api/untransformed', 'br', undefined, big],
    ['an event stream: never held back to compress', '/api/events', 'br', undefined, events],
    [
      'not the API (widget files are compressed at build time): as it is',
      '/widget.json',
      'br',
      undefined,
      big,
    ],
  ])('%s', async (_rule, path, accepted, encoding, body) => {
    const answer = await rawRequest(server, path, accepted ? { 'accept-encoding': accepted } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(decoded(answer)).toBe(body);
    // A length, when one is sent, is that of the bytes sent (a compressed stream goes out in chunks instead).
    const length = answer.headers['content-length'];
    if (length !== undefined) expect(Number(length)).toBe(answer.sent.length);
    if (encoding) expect(answer.sent.length).toBeLessThan(body.length / 5);
  });

  // A small answer is the same bytes whatever the request takes: a cache may give it to anyone.
  it.each([
    ['/api/big', 'Accept-Encoding'],
    ['/api/small', undefined],
    ['/api/kept', 'Accept-Encoding'],
  ])('%s varies by Accept-Encoding once when its encoding follows the request (%s)', async (path, vary) => {
    const answer = await rawRequest(server, path, { 'accept-encoding': 'br' });
    expect(answer.headers.vary).toBe(vary);
  });

  it.each([
    ['a HEAD', '/api/big', 'HEAD', 200],
    ['an answer without a body', '/api/empty', 'GET', 204],
  ])('%s goes out without a body and unencoded', async (_what, path, method, status) => {
    const answer = await rawRequest(server, path, { 'accept-encoding': 'br' }, method);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.sent.length).toBe(0);
  });
});

describe('the real API behind the server’s listener', () => {
  let h: Harness;
  let server: Server;
  beforeAll(async () => {
    h = await createHarness();
    server = await served(new Hono().route('/api', h.app));
  });
  afterAll(async () => {
    await close(server);
    await h?.close();
  });

  it.each([
    ['its description (an answer made anew each time)', '/api/openapi.json', 'br'],
    ['the restaurant list (a kept answer)', '/api/sites', 'br'],
    ['the hello route (small)', '/api/health', undefined],
  ])('%s goes out as a browser takes it and reads the same as sent plain', async (_what, path, encoding) => {
    const browser = await rawRequest(server, path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const plain = await rawRequest(server, path);
    expect(browser.status).toBe(200);
    expect(browser.headers['content-encoding']).toBe(encoding);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(browser)).toBe(plain.sent.toString());
  });
});
