import type { TestProject } from 'vitest/node';
import { startServer } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    widgetUrl: string;
    demoUrl: string;
  }
}

// One real server (built widget, API on a fresh embedded database, demo host site) for all e2e files.
export default async function setup(project: TestProject) {
  const server = await startServer(
    {
      DATABASE_URL: '',
      NODE_ENV: 'test',
      // Each browser of the suite says its own home address through the trusted proxy's header
      // (tests/e2e/browser.ts homeAddress); the API helpers all call from localhost, one address that asks far more
      // codes than a household does in an hour.
      TRUST_PROXY: '1',
      CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
    },
    ['ignore', 'inherit', 'inherit'],
  );
  project.provide('widgetUrl', `http://localhost:${server.port}`);
  project.provide('demoUrl', `http://127.0.0.1:${server.demoPort}`);
  return () => server.stop();
}
