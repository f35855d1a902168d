// Finds Debian's nginx for the deploy tests (tests/deploy/); installs it with apt-get when missing and allowed, as
// scripts/chromium.mjs does for Chromium. Without it the nginx test skips and says why; nothing else needs it.
import { ensureDebianProgram } from './debian-package.mjs';

export function nginxPath() {
  return process.env.NGINX_PATH || '/usr/sbin/nginx';
}

/** The path of nginx, or null when it is missing and cannot be installed here. */
export function ensureNginx() {
  const path = nginxPath();
  // Debian 12 has nginx-light; later releases have nginx only.
  const found = ensureDebianProgram({
    path,
    variable: 'NGINX_PATH',
    install: 'nginx-light || nginx',
    name: 'nginx',
  });
  if (found) return found;
  console.warn(
    `nginx not found at ${path}: the nginx deploy test will be skipped. Install it (Debian: sudo apt-get install ` +
      'nginx-light) or point NGINX_PATH at an nginx binary.',
  );
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureNginx() ?? 'none');
