/**
 * A JSON answer kept in memory (the restaurant list, a day's availability): serialised once, with its weak ETag, and
 * compressed once per encoding when first asked so. A kept answer is then neither serialised, hashed nor compressed
 * again: the ETag middleware takes the tag it carries, and the compression around the server (http/compress.ts)
 * leaves it as it is.
 */
import { hash } from 'node:crypto';
import type { Context } from 'hono';
import { BoundedMemo } from '../bounded-memo';
import { chooseEncoding, compress, COMPRESS_FROM, type Encoding } from './compress';

export class KeptAnswer {
  readonly body: string;
  readonly etag: string;
  /** The body's length in bytes. */
  readonly length: number;
  private readonly packed = new BoundedMemo<Promise<Uint8Array<ArrayBuffer>>>(2);

  constructor(value: unknown) {
    this.body = JSON.stringify(value);
    this.etag = `W/"${hash('sha1', this.body)}"`;
    this.length = Buffer.byteLength(this.body);
  }

  /** The body compressed in the encoding: compressed at the first question, the same bytes for every later one. */
  packedAs(encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    return this.packed.keep(encoding, () => compress(this.body, encoding));
  }
}

/** @example keptAnswer({ ok: true }).etag //=> 'W/"…"' (the SHA-1 of '{"ok":true}') */
export function keptAnswer(value: unknown): KeptAnswer {
  return new KeptAnswer(value);
}

/** The kept answer in the encoding the client takes best (as it is when small or when the client takes none). */
export async function sendKept(c: Context, answer: KeptAnswer, cacheControl: string): Promise<Response> {
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': cacheControl, ETag: answer.etag };
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = answer.length >= COMPRESS_FROM ? chooseEncoding(c.req.header('accept-encoding')) : null;
  if (!encoding) return c.body(answer.body, 200, { ...headers, 'Content-Length': String(answer.length) });
  const packed = await answer.packedAs(encoding);
  return c.body(packed, 200, {
    ...headers,
    'Content-Encoding': encoding,
    'Content-Length': String(packed.length),
  });
}
