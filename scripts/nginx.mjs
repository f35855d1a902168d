// Finds Debian's nginx for the deploy tests (tests/deploy/); installs it with apt-get when missing and allowed, as
// scripts/chromium.mjs does for Chromium. Without it the nginx test skips and says why; nothing else needs it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function nginxPath() {
  return process.env.NGINX_PATH || '/usr/sbin/nginx';
}

/** The path of nginx, or null when it is missing and cannot be installed here. */
export function ensureNginx() {
  const path = nginxPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (isRoot && isDebian && !process.env.NGINX_PATH) {
    console.log("nginx is missing: installing Debian's nginx-light package with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execSync('apt-get update -qq', { stdio: 'inherit', env });
      // Debian 12 has nginx-light; later releases have nginx only.
      execSync('apt-get install -y -qq nginx-light || apt-get install -y -qq nginx', {
        stdio: 'inherit',
        env,
      });
    } catch {
      // Said below.
    }
    if (existsSync(path)) return path;
  }
  console.warn(
    `nginx not found at ${path}: the nginx deploy test will be skipped. Install it (Debian: sudo apt-get install ` +
      'nginx-light) or point NGINX_PATH at an nginx binary.',
  );
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureNginx() ?? 'none');
