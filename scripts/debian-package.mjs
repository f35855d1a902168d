// A program the tests drive, found at its path (or the one its variable names) or, when it is missing and the
// tests run as root on Debian, installed with apt-get from Debian's packages: never downloaded on its own.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/**
 * The program's path once it is there, else null. `install` is the apt-get command line after `apt-get install
 * -y -qq` (alternatives joined with `||` are tried in turn); nothing is installed when `variable` names a path.
 */
export function ensureDebianProgram({ path, variable, install, name }) {
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (isRoot && isDebian && !process.env[variable]) {
    console.log(`${name} is missing: installing it with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execSync('apt-get update -qq', { stdio: 'inherit', env });
      execSync(
        install
          .split('||')
          .map((packages) => `apt-get install -y -qq ${packages.trim()}`)
          .join(' || '),
        { stdio: 'inherit', env },
      );
    } catch {
      // Said by the caller, which finds no program at the path.
    }
    if (existsSync(path)) return path;
  }
  return null;
}
