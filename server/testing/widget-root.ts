/** A built widget's folder in miniature for tests of the one process (index.html and one asset), removed after. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The asset the folder holds, as a path under the root. */
export const TEST_ASSET = '/assets/app-abc.js';

export function tempWidgetRoot(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'tafel-widget-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Tafel</title>');
  writeFileSync(join(root, TEST_ASSET), 'export {};');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
