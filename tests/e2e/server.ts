/** Which of global setup's servers a test file uses: the one of the vitest worker it runs in. */
import { inject } from 'vitest';

/** One server started by global-setup.ts: built widget and API on its own fresh database, and its demo host site. */
export interface WorkerServer {
  widgetUrl: string;
  demoUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server a worker, in the order of the workers' pool ids (1 first). */
    servers: WorkerServer[];
  }
}

/**
 * The server of the worker this file runs in: vitest numbers its workers 1 to maxWorkers in `VITEST_POOL_ID`, and
 * global setup started that many servers, so two files running at once never book on the same database.
 */
export function workerServer(): WorkerServer {
  const servers = inject('servers');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[poolId - 1];
  if (!server) throw new Error(`no e2e server for worker ${poolId}: global setup started ${servers.length}`);
  return server;
}
