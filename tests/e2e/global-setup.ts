import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import { startServer, type ServerProcess } from '../support/server-process';
import type { WorkerServer } from './server';

const SERVER_ENV = {
  DATABASE_URL: '',
  NODE_ENV: 'test',
  // Each browser of the suite says its own home address through the trusted proxy's header
  // (tests/e2e/browser.ts homeAddress); the API helpers all call from localhost, one address that asks far more
  // codes than a household does in an hour.
  TRUST_PROXY: '1',
  CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
  SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
  // Codes are texted to British mobiles too, so a journey can book with a +44 number by SMS (journey-contact).
  SMS_COUNTRIES: 'NL,BE,DE,GB',
};

/** How many workers run the files: the config's (or the command line's) maxWorkers, else vitest's own default. */
function workerCount(project: TestProject): number {
  const named = project.config.maxWorkers || project.globalConfig.maxWorkers;
  if (named) return named;
  const cores = availableParallelism();
  return project.globalConfig.watch ? Math.max(Math.floor(cores / 2), 1) : Math.max(cores - 1, 1);
}

// One real server (built widget, API on a fresh embedded database, demo host site) for each worker, so two files
// running at once never book the same tables (tests/e2e/server.ts finds a file its worker's server).
export default async function setup(project: TestProject) {
  const servers: ServerProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    // One after another: on two cores starting them at once is no faster, and a server already listening keeps the
    // next one's free-port probe off its ports.
    for (let worker = 1; worker <= workerCount(project); worker += 1)
      servers.push(await startServer(SERVER_ENV, ['ignore', 'inherit', 'inherit']));
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide(
    'servers',
    servers.map((server): WorkerServer => ({
      widgetUrl: `http://localhost:${server.port}`,
      demoUrl: `http://127.0.0.1:${server.demoPort}`,
    })),
  );
  return stopAll;
}
