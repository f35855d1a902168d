// Pre-compresses the built widget and loader (dist/widget) once, at build time, at the strongest settings: every text
// file gets a .gz (zopfli: standard gzip that any client can inflate, a few percent smaller than zlib -9) and a .br
// (brotli quality 11). server/static.ts sends the best one the browser accepts; the size budgets measure the .gz.
import { gzipAsync } from '@gfx/zopfli';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { COMPRESSIBLE, ENCODINGS } from '../server/precompressed';

const suffix = (name: (typeof ENCODINGS)[number]['name']) =>
  ENCODINGS.find((encoding) => encoding.name === name)!.suffix;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

export async function compressDir(dir: string): Promise<number> {
  let count = 0;
  for (const path of files(dir)) {
    const body = readFileSync(path);
    writeFileSync(path + suffix('gzip'), await gzipAsync(body, { numiterations: 15 }));
    writeFileSync(
      path + suffix('br'),
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist/widget';
  const started = Date.now();
  const count = await compressDir(dir);
  console.log(
    `compressed ${count} files in ${dir} (.gz zopfli, .br brotli 11) in ${Date.now() - started} ms`,
  );
}
