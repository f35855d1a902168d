/**
 * Compresses API answers of `COMPRESS_FROM` bytes and more for a client that takes it: brotli when it does, else
 * gzip (issue 14: the restaurant list is 58 KB, 4 KB compressed). Hono's own compress middleware offers no brotli
 * and compresses answers of unknown length whatever their size, which most JSON answers are; this reads the body
 * (already in memory) and leaves small ones as they are. A kept answer (http/kept-answer.ts) is compressed once
 * and chooses its encoding itself.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/)/i;

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in: 'br' before 'gzip', each only when the Accept-Encoding header allows it. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const allowed = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const accepts = (name: string) => (allowed.get(name) ?? allowed.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** The body in an encoding (brotli at quality 5: most of its gain at a fraction of its cost). */
export async function compress(
  body: Uint8Array | string,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipped(body);
  return new Uint8Array(compressed);
}

/** Statuses that carry no body (RFC 9110 §15.3.5, §15.3.6, §15.4.5). */
const NO_BODY = new Set([204, 205, 304]);

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // The answer is read through its headers and status until it must be compressed: asking an answer for its body
    // makes Hono build it anew.
    const answer = c.res;
    const { headers } = answer;
    const type = headers.get('Content-Type') ?? '';
    // Already encoded, or varying by Accept-Encoding: the route chose its encoding itself.
    if (headers.has('Content-Encoding') || /accept-encoding/i.test(headers.get('Vary') ?? '')) return;
    // An event stream never ends: it goes out as each event is written (the staff day sheet's live changes).
    if (NO_BODY.has(answer.status) || !COMPRESSIBLE.test(type) || type.startsWith('text/event-stream'))
      return;
    headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const length = headers.get('Content-Length');
    if (length !== null && Number(length) < COMPRESS_FROM) return;
    const body = new Uint8Array(await answer.arrayBuffer());
    if (body.length < COMPRESS_FROM) {
      c.res = new Response(body, { status: answer.status, headers });
      return;
    }
    const packed = await compress(body, encoding);
    const packedHeaders = new Headers(headers);
    packedHeaders.set('Content-Encoding', encoding);
    packedHeaders.set('Content-Length', String(packed.length));
    c.res = new Response(packed, { status: answer.status, headers: packedHeaders });
  };
}
