/**
 * A real `node server/main.ts` started in production mode serves the widget and the API only.
 * The demo host site does not start, the development outbox is not there, and the demo's example deal codes were
 * never seeded; the same process in development starts all three (the end-to-end suite runs against that one).
 * It prints its configuration with secrets masked, and with a bad configuration it names every problem
 * and exits 1 without touching the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEAL_CODES } from '../../server/db/seed/chain';
import { freePort, refused, runUntilExit, waitForHealth } from '../support/server-process';

const SMTP_PASSWORD = 'smtp-password-never-printed';

describe('server/main.ts in production mode', () => {
  let child: ChildProcess;
  let dataDir = '';
  let port = 0;
  let demoPort = 0;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tafel-production-'));
    port = await freePort();
    demoPort = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DEMO_PORT: String(demoPort),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        // The embedded database, allowed for this one process (production refuses it unless told).
        ALLOW_EMBEDDED_DB: '1',
        NOTIFY: 'smtp',
        SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:1`,
        PUBLIC_WIDGET_URL: `http://127.0.0.1:${port}`,
        ALLOWED_HOST_ORIGINS: 'https://www.tafel.example',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout!, child.stderr!])
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, 90_000);
  }, 120_000);

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints its configuration in one line: both addresses, the database, no password', () => {
    const lines = output
      .split('\n')
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as { msg: string; config?: object });
    const line = lines.find((entry) => entry.msg === 'Tafel configuration');
    expect(line?.config).toMatchObject({
      mode: 'production',
      widgetUrl: `http://127.0.0.1:${port}/`,
      apiUrl: `http://127.0.0.1:${port}/api`,
      demoUrl: 'off in production',
      database: `PGlite (embedded, one process) in ${dataDir}`,
      smtpUrl: 'smtp://mailer:***@127.0.0.1:1',
    });
    expect(output).not.toContain(SMTP_PASSWORD);
  });

  it('does not start the demo host site', async () => {
    expect(await refused(demoPort)).toBe(true);
    expect(output).not.toContain('demo host site');
  });

  it('has no development outbox: /api/dev/outbox is an unknown route (404 JSON)', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/dev/outbox`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('never seeded the example deal codes', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/deal-codes/${DEMO_DEAL_CODES[0]}`);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ error: 'deal_code_invalid' });
    expect(output).not.toContain('demo deal codes');
  });

  it('starts with no restaurants (the demo chain is demo data) and says how to import them', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/sites`);
    expect(await answer.json()).toEqual({ sites: [] });
    expect(output).toContain('npm run restaurants -- import chain.json');
  });
});

describe('server/main.ts in production refuses a bad configuration before it opens the database', () => {
  let folder = '';
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('names every problem on a line of its own, exits 1, and never creates DATA_DIR', async () => {
    folder = mkdtempSync(join(tmpdir(), 'tafel-refused-'));
    const dataDir = join(folder, 'data');
    const { code, stdout, stderr } = await runUntilExit({
      NODE_ENV: 'production',
      PORT: 'eighty',
      DEMO_PORT: '3001',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ALLOW_EMBEDDED_DB: '',
      PUBLIC_WIDGET_URL: '',
      ALLOWED_HOST_ORIGINS: 'www.tafel.example',
      NOTIFY: 'outbox',
      SMTP_URL: '',
      SMS_PROVIDER_URL: '',
      TRUST_PROXY: '10.0.0.0/8, proxy.internal',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual(
      [
        'PORT=eighty is not a port (a whole number 1-65535)',
        'ALLOWED_HOST_ORIGINS: www.tafel.example is not an origin (http:// or https://, a host and an optional port, no path)',
        'TRUST_PROXY: proxy.internal is not an address or a CIDR range (10.0.0.0/8, ::1/128), nor 1 or 0',
        'NOTIFY=outbox: in production codes and e-mails would never leave the database; set SMTP_URL (and SMS_PROVIDER_URL) instead',
        'PUBLIC_WIDGET_URL is not set: production needs the public origin of the widget and API (manage links, CORS)',
        'DATABASE_URL is not set: production on the embedded PGlite (one process, DATA_DIR) needs ALLOW_EMBEDDED_DB=1',
      ].map((problem) => `Tafel cannot start: ${problem}`),
    );
    expect(stdout).not.toMatch(/Database (migrated|seeded)/);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});
