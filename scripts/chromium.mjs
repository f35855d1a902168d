// Finds Debian's Chromium for the end-to-end tests; installs it with apt-get when missing and allowed.
import { ensureDebianProgram } from './debian-package.mjs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  const path = chromiumPath();
  const found = ensureDebianProgram({
    path,
    variable: 'CHROMIUM_PATH',
    install: 'chromium fonts-dejavu-core',
    name: 'Chromium',
  });
  if (found) return found;
  console.error(
    `Chromium not found at ${path}. Install it (Debian: sudo apt-get install chromium) ` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
