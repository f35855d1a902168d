/**
 * The systemd unit template (deploy/tafel@.service) is a valid unit, and it runs what the deploy tests run:
 * `node dist/server/main.js` in production on the port its instance names. systemd-analyze checks it when present.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentFile, ENV_FILE, UNIT_FILE, unitCommand } from './built-server';

describe('the systemd unit template', () => {
  it.each(['3001', '3002'])('instance %s runs the built server in production on port %s', (port) => {
    expect(unitCommand(readFileSync(UNIT_FILE, 'utf8'), port)).toEqual({
      env: { NODE_ENV: 'production', PORT: port },
      argv: ['node', '--enable-source-maps', 'dist/server/main.js'],
    });
  });

  it('reads the settings file that deploy/tafel.env.example shows, which sets neither the port nor the mode', () => {
    const unit = readFileSync(UNIT_FILE, 'utf8');
    expect(unit).toContain('EnvironmentFile=/etc/tafel/tafel.env\n');
    expect(unit).toContain('Restart=on-failure\n');
    const settings = environmentFile(readFileSync(ENV_FILE, 'utf8'));
    expect(settings).not.toHaveProperty('PORT');
    expect(settings).not.toHaveProperty('NODE_ENV');
    expect(settings.MAIL_FROM).toBe('Tafel <reserveren@example.nl>');
  });

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))('passes systemd-analyze verify', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-unit-'));
    try {
      copyFileSync(UNIT_FILE, join(dir, 'tafel@3001.service'));
      // Throws with systemd's complaint when the unit has a fatal error.
      execFileSync('systemd-analyze', ['verify', join(dir, 'tafel@3001.service')], { stdio: 'pipe' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
