/** For tests of compressed answers: an answer's body as text, decoded by its own Content-Encoding. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The body as sent (its length is what Content-Length must say) and as text once decoded. */
export async function decodedBody(answer: Response): Promise<{ sent: number; text: string }> {
  const bytes = Buffer.from(await answer.arrayBuffer());
  const encoding = answer.headers.get('content-encoding');
  const decoded =
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return { sent: bytes.length, text: decoded.toString() };
}
