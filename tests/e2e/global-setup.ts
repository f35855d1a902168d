import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForHealth } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    widgetUrl: string;
    demoUrl: string;
  }
}

// One real server (built widget, API on a fresh embedded database, demo host site) for all e2e files.
export default async function setup(project: TestProject) {
  const port = await freePort();
  const demoPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tafel-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_PORT: String(demoPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      // Each browser of the suite says its own home address through the trusted proxy's header
      // (tests/e2e/browser.ts homeAddress); the API helpers all call from localhost, one address that asks far more
      // codes than a household does in an hour.
      TRUST_PROXY: '1',
      CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const widgetUrl = `http://localhost:${port}`;
  await waitForHealth(`${widgetUrl}/api/health`, child);
  project.provide('widgetUrl', widgetUrl);
  project.provide('demoUrl', `http://127.0.0.1:${demoPort}`);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
