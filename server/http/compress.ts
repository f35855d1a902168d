/**
 * Compresses API answers of `threshold` bytes and more for a client that takes it: brotli when it does, else gzip
 * (issue 14: the restaurant list is 58 KB, 4 KB compressed). Hono's own compress middleware offers no brotli and
 * compresses answers of unknown length whatever their size, which most JSON answers are; this reads the body
 * (already in memory) and leaves small ones as they are.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { BoundedMemo } from '../domain/bounded-memo';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/)/i;

/** The encoding to answer in: 'br' before 'gzip', each only when the Accept-Encoding header allows it. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
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

export function compressAnswers(threshold = 1024): MiddlewareHandler {
  // An answer with an ETag (a hash of its content) is compressed once per encoding: the restaurant list is the same
  // 63 KB for every guest, and compressing it each time cost more than everything else its route does.
  const packedByTag = new BoundedMemo<Uint8Array<ArrayBuffer>>(1000);
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (!answer.body || answer.headers.has('Content-Encoding')) return;
    const type = answer.headers.get('Content-Type') ?? '';
    // An event stream never ends: it goes out as each event is written (the staff day sheet's live changes).
    if (!COMPRESSIBLE.test(type) || type.startsWith('text/event-stream')) return;
    answer.headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = new Headers(answer.headers);
    if (body.length < threshold) {
      c.res = new Response(body, { status: answer.status, headers });
      return;
    }
    const tag = answer.headers.get('ETag');
    const key = tag ? `${encoding} ${tag}` : null;
    let packed = key ? packedByTag.get(key) : undefined;
    if (!packed) {
      const compressed =
        encoding === 'br'
          ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzipped(body);
      packed = new Uint8Array(compressed);
      if (key) packedByTag.set(key, packed);
    }
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(packed.length));
    c.res = new Response(packed, { status: answer.status, headers });
  };
}
