/** For tests of compressed answers: an answer's body as text, decoded by its own Content-Encoding. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Bytes as sent, decoded by the Content-Encoding they were sent with (none: as they are), as text. */
export function decodedText(bytes: Buffer, encoding: string | null | undefined): string {
  const decoded =
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return decoded.toString();
}

/** The body as sent (its length is what Content-Length must say) and as text once decoded. */
export async function decodedBody(answer: Response): Promise<{ sent: number; text: string }> {
  const bytes = Buffer.from(await answer.arrayBuffer());
  return { sent: bytes.length, text: decodedText(bytes, answer.headers.get('content-encoding')) };
}
