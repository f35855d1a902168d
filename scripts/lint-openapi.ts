/**
 * The OpenAPI document as the API serves it, checked with Spectral's `spectral:oas` ruleset (.spectral.yaml):
 * any error, warning, info or hint fails. The document is built in-process, without a server or a database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { standaloneOpenApiDocument } from '../server/openapi-standalone';

const folder = mkdtempSync(join(tmpdir(), 'tafel-openapi-'));
const file = join(folder, 'openapi.json');
writeFileSync(file, JSON.stringify(standaloneOpenApiDocument('http://localhost:3000/api'), null, 2));
const spectral = spawnSync(
  'node_modules/.bin/spectral',
  ['lint', file, '--ruleset', '.spectral.yaml', '--fail-severity=hint', '--quiet'],
  { stdio: 'inherit' },
);
rmSync(folder, { recursive: true, force: true });
if (spectral.status !== 0) {
  console.error('openapi: Spectral (spectral:oas) found problems in the OpenAPI document');
  process.exit(spectral.status ?? 1);
}
console.log('openapi: spectral:oas, no problems');
