/** Helpers for tests that run the real server as a child process. */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Asks the kernel for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx; fails early when the server process has exited. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Whether a new TCP connection to the port is refused (nothing listens there). */
export function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** The real server, started: its ports, and how to stop it (SIGTERM, then its data folder removed). */
export interface ServerProcess {
  port: number;
  demoPort: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` on free ports (or `env.PORT`) with an embedded database in a temp folder (unless `env`
 * names a DATABASE_URL or a DATA_DIR), and waits until it answers.
 */
export async function startServer(
  env: Record<string, string>,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): Promise<ServerProcess> {
  // A PORT in `env` is taken (a caller that must name the origin before the start, in PUBLIC_WIDGET_URL).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const demoPort = await freePort();
  // A DATA_DIR in `env` is the caller's (two processes on one folder); else a temp folder, removed on stop.
  const dataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'tafel-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DEMO_PORT: String(demoPort), DATA_DIR: dataDir, ...env },
    stdio,
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
  return {
    port,
    demoPort,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How a server process ended that was expected to refuse to start: its exit code and what it wrote. */
export interface Refusal {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `server/main.ts` with `env` over the current environment until it exits (killed after `timeoutMs`). */
export function runUntilExit(env: Record<string, string>, timeoutMs = 60_000): Promise<Refusal> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}
