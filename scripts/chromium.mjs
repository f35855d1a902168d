// Finds Debian's Chromium for the end-to-end tests; installs it with apt-get when missing and allowed.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (isRoot && isDebian && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync('apt-get install -y -qq chromium fonts-dejavu-core', { stdio: 'inherit', env });
    if (existsSync(path)) return path;
  }
  console.error(
    `Chromium not found at ${path}. Install it (Debian: sudo apt-get install chromium) ` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
