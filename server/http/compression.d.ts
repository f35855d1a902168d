/**
 * The part of `compression` (expressjs/compression) the server uses, typed for Node's own request and answer: the
 * package's DefinitelyTyped types are written for Express and would bring Express's types in with them.
 */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface CompressionOptions {
    /** Answers smaller than this many bytes go out as they are. */
    threshold?: number;
    /** Options of Node's brotli stream (zlib.createBrotliCompress). */
    brotli?: { params?: Record<number, number> };
    /** Whether to compress this answer, its headers set. */
    filter?: (request: IncomingMessage, answer: ServerResponse) => boolean;
  }

  type Handler = (request: IncomingMessage, answer: ServerResponse, next: () => void) => void;

  interface Compression {
    (options?: CompressionOptions): Handler;
    /** The package's own rule: the Content-Type is one mime-db calls compressible. */
    filter(request: IncomingMessage, answer: ServerResponse): boolean;
  }

  const compression: Compression;
  export default compression;
}
