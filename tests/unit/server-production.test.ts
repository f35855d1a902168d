/**
 * Issue 13, point 11: a real `node server/main.ts` started in production mode serves the widget and the API only.
 * The demo host site does not start, the development outbox is not there, and the demo's example deal codes were
 * never seeded; the same process in development starts all three (the end-to-end suite runs against that one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEAL_CODES } from '../../server/db/seed/chain';
import { freePort, refused, waitForHealth } from '../support/server-process';

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
        NOTIFY: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:1',
        PUBLIC_WIDGET_URL: `http://127.0.0.1:${port}`,
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
});
