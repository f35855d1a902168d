/**
 * Graceful shutdown on SIGTERM/SIGINT, finish requests in flight and close the database (docs/operations.md):
 * a real `node server/main.ts` on PGlite in a temp DATA_DIR gets SIGTERM while requests are still
 * sending their bodies. They must complete with 2xx, new connections must be refused, the process
 * must exit 0 soon, and the data directory must reopen with the data written in flight.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type ClientRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import { LOCATIONS } from '../../shared/locations';
import { freePort, refused, startServer, waitForHealth, type ServerProcess } from '../support/server-process';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';

const IN_FLIGHT = 3;

function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

interface SlowRequest {
  req: ClientRequest;
  rest: string;
  answer: Promise<{ status: number; body: string }>;
}

/** A POST whose body is sent in two parts: the request is in flight until `rest` is written. */
function slowPost(port: number, path: string, body: unknown): SlowRequest {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        data += chunk;
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      res.once('error', reject);
    });
    req.once('error', reject);
  });
  req.write(text.slice(0, half));
  return { req, rest: text.slice(half), answer };
}

describe('graceful shutdown of server/main.ts on SIGTERM', () => {
  let child: ChildProcess;
  let dataDir = '';
  let port = 0;
  let stderr = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tafel-shutdown-'));
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DEMO_PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'test',
        NOTIFY: 'outbox',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, 90_000);
  }, 120_000);

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes requests in flight with 2xx, refuses new connections, exits 0 and keeps the data', async () => {
    const guests = Array.from({ length: IN_FLIGHT }, (_, n) => ({
      first_name: 'Shut',
      last_name: `Down${n}`,
      email: `shutdown${n}@example.nl`,
      phone_number: `+3161299000${n}`,
    }));
    const slow = guests.map((guest) => slowPost(port, '/api/users', guest));
    // Let the server read the first halves, so the requests are really being handled.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = waitForExit(child);
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    // The listening socket closes: new connections are refused while the old requests still wait.
    let closed = false;
    for (let tries = 0; tries < 50 && !closed; tries += 1) {
      closed = await refused(port);
      if (!closed) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(closed).toBe(true);
    expect(child.exitCode).toBeNull();

    for (const { req, rest } of slow) req.end(rest);
    const answers = await Promise.all(slow.map((s) => s.answer));
    for (const answer of answers) {
      expect(answer.status, answer.body).toBeGreaterThanOrEqual(200);
      expect(answer.status, answer.body).toBeLessThan(300);
    }

    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(stderr).not.toMatch(/API error|Error:/);

    // The data directory opens again, with the guests written while the server was stopping.
    const db = await openPglite(dataDir);
    try {
      const rows = (
        await db.query<{ email: string }>('select email from users where email like $1 order by email', [
          'shutdown%',
        ])
      ).rows;
      expect(rows.map((row) => row.email)).toEqual(guests.map((guest) => guest.email));
      expect(
        (await db.query<{ count: number }>('select count(*)::int as count from sites')).rows[0]!.count,
      ).toBe(LOCATIONS.length);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('graceful shutdown with a staff event stream open', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: '', NODE_ENV: 'test', NOTIFY: 'outbox' });
  }, 120_000);

  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('tells the stream to reconnect, ends it, closes the database and exits 0 within 2 s', async () => {
    const api = `http://127.0.0.1:${server.port}/api`;
    const email = 'host.amsterdam@tafel.example';
    const started = await fetch(`${api}/staff/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const { token: tempToken } = (await started.json()) as { token: string };
    const outbox = (await (await fetch(`${api}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      messages: Array<{ code?: string }>;
    };
    const code = outbox.messages.find((message) => message.code)!.code!;
    const signedIn = await fetch(`${api}/staff/sessions/current`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tempToken}` },
      body: JSON.stringify({ code }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const stream = await fetch(`${api}/staff/sites/${AMSTERDAM}/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = '';
    const readAll = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
    while (!text.includes('event: ready')) await new Promise((resolve) => setTimeout(resolve, 20));

    const exited = waitForExit(server.child);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await readAll;
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(2_000);
    expect(text).toMatch(/^retry: \d+$/m);
  }, 60_000);
});
