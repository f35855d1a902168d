/**
 * API answers of `COMPRESS_FROM` bytes and more go out compressed for a client that takes it: brotli when it does,
 * else gzip (the restaurant list is 58 KB, 4 KB compressed).
 *
 * Compression happens where the answer meets the socket, in Node, not in a Hono middleware: there the answer's
 * length is in its headers and its bytes pass through once. A Hono middleware can learn an answer's size only by
 * reading its body, and Hono then builds the answer anew: the hello route asked by a browser ran at a third of its
 * speed that way. A kept answer (http/kept-answer.ts) is compressed once, chooses its encoding itself, and is left
 * as it is here.
 */
import type {
  IncomingMessage,
  OutgoingHttpHeader,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compression from 'compression';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM = 1024;

/** Brotli at quality 5: most of its gain at a fraction of its cost. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in: 'br' before 'gzip', each only when the Accept-Encoding header allows it. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const allowed = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const accepts = (name: string) => (allowed.get(name) ?? allowed.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** The body in an encoding, as a kept answer is compressed once. */
export async function compress(
  body: Uint8Array | string,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const compressed = encoding === 'br' ? await brotli(body, BROTLI) : await gzipped(body);
  return new Uint8Array(compressed);
}

/** An event stream never ends: it goes out as each event is written (the staff day sheet's live changes). */
const isEventStream = (answer: ServerResponse) =>
  String(answer.getHeader('Content-Type') ?? '').startsWith('text/event-stream');

/**
 * The server's request listener with the API's answers compressed (by `compression`, the Express project's: it
 * negotiates Accept-Encoding, honours `Cache-Control: no-transform`, skips HEAD, bodiless and already encoded
 * answers, and streams what it compresses). Widget files are compressed at build time (server/static.ts).
 * A request that takes no encoding, or is not the API's, goes straight through.
 *
 * Most API answers are never compressed: they are small, or kept and compressed already. So `compression` is set up
 * only when an answer's headers are written and show that it may be: no Content-Encoding of its own, and a length of
 * COMPRESS_FROM or more, or none known yet (a stream). Setting it up for every request (it wraps four of the answer's
 * methods) cost the hello route asked with a browser's Accept-Encoding about 40 % of its speed. Node learns an
 * answer's length from its Content-Length header, which the Hono adapter writes for every answer that has headers;
 * every API answer has some (server/app.ts), so a small one is never compressed.
 */
export function compressApiAnswers(listener: RequestListener): RequestListener {
  const compressing = compression({
    threshold: COMPRESS_FROM,
    brotli: BROTLI,
    filter: (request, answer) =>
      !answer.hasHeader('Content-Encoding') && !isEventStream(answer) && compression.filter(request, answer),
  });
  /** The answer's own writeHead for the one call: sets up `compression` first when the answer may be compressed. */
  function writeHeadCompressing(this: ServerResponse, ...args: WriteHeadArguments) {
    delete (this as Partial<ServerResponse>).writeHead;
    if (mayBeCompressed(this, args)) compressing(this.req, this, () => undefined);
    return Reflect.apply(this.writeHead, this, args) as ServerResponse;
  }
  return (request: IncomingMessage, answer: ServerResponse) => {
    if (request.headers['accept-encoding'] && request.url?.startsWith('/api/'))
      answer.writeHead = writeHeadCompressing as ServerResponse['writeHead'];
    listener(request, answer);
  };
}

type WriteHeadArguments = [
  status: number,
  ...rest: Array<string | OutgoingHttpHeaders | OutgoingHttpHeader[]>,
];

/** Whether the headers being written leave the answer for `compression` to decide: not encoded, and not small. */
function mayBeCompressed(answer: ServerResponse, [, ...rest]: WriteHeadArguments): boolean {
  const given = rest.find((argument) => typeof argument === 'object');
  // Raw header arrays are not read here: `compression` reads what they set.
  if (Array.isArray(given)) return true;
  const header = (name: string) => given?.[name.toLowerCase()] ?? given?.[name] ?? answer.getHeader(name);
  if (header('Content-Encoding') !== undefined) return false;
  const length = header('Content-Length');
  return length === undefined || Number(length) >= COMPRESS_FROM;
}
