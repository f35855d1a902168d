// npm run bench:api — autocannon against a freshly started server (PGlite in a temp folder, or
// BENCH_DATABASE_URL): a trivial JSON route as baseline, the site list (plain and with has_availability), availability (a day asked again, and many distinct days) and
// reservation creation. Prints req/s and p99 latency, each as a ratio to the baseline of the same run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'tafel-bench-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DEMO_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    NODE_ENV: 'development',
    NOTIFY: 'outbox',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}/api`;
const stop = () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // Not listening yet: try again.
    }
    if (tries > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }

  // A signed-in guest through the real flow (code read from the development outbox).
  // A new guest each run: on a kept database an earlier run's guest would still be inside its code's resend wait.
  const run = String(Date.now()).slice(-8);
  const guest = {
    first_name: 'Bench',
    last_name: 'Mark',
    phone_number: `+316${run}`,
    email: `bench.${run}@example.nl`,
  };
  const post = (path, body, headers = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post('/users', guest);
  const asked = Date.now() - 1000;
  const { token: temp } = await post('/sessions', { email: guest.email });
  // The code just sent: a kept database (BENCH_DATABASE_URL) also holds the codes of earlier runs.
  const outbox = await fetch(`${base}/dev/outbox?to=${encodeURIComponent(guest.email)}`).then((r) =>
    r.json(),
  );
  const code = outbox.messages.find(
    (message) => message.code && Date.parse(message.created_at) >= asked,
  )?.code;
  const { token } = await fetch(`${base}/sessions/current`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: temp },
    body: JSON.stringify({ code }),
  }).then((r) => r.json());
  // Without a session every booking would be a 401: measuring that would be measuring nothing.
  if (!token) throw new Error('benchmark guest could not sign in');
  const { sites } = await fetch(`${base}/sites`).then((r) => r.json());
  const siteIds = sites.map((site) => site.id);

  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  let counter = 0;
  const scenarios = [
    { name: 'baseline GET /api/health', path: '/health' },
    { name: 'GET /api/sites', path: '/sites' },
    {
      name: 'GET /api/sites?date (has_availability, bookings read fresh)',
      setupRequest: (request) => {
        counter += 1;
        return { ...request, path: `/api/sites?date=${day(2 + (counter % 60))}&party_size=2` };
      },
    },
    {
      name: 'availability, one day asked again (kept in memory under its versions)',
      path: `/sites/${siteIds[0]}/reservations/availability?date=${day(9)}&party_size=2`,
    },
    {
      name: 'availability (2,220 distinct days: 37 sites x 60 days)',
      // Each request asks another site and date, which repeat only after 2,220 requests: mostly computed afresh.
      setupRequest: (request) => {
        counter += 1;
        return {
          ...request,
          path: `/api/sites/${siteIds[counter % siteIds.length]}/reservations/availability?date=${day(2 + (counter % 60))}&party_size=2`,
        };
      },
    },
    {
      name: 'POST reservation',
      setupRequest: (request) => {
        counter += 1;
        const minutes = 12 * 60 + 15 * (counter % 16);
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        return {
          ...request,
          method: 'POST',
          path: `/api/sites/${siteIds[counter % siteIds.length]}/reservations`,
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ ...guest, date: day(7 + (counter % 90)), time, party_size: 2 }),
        };
      },
    },
  ];

  const results = [];
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api${scenario.path ?? '/health'}`,
      connections: CONNECTIONS,
      duration: DURATION,
      ...(scenario.setupRequest ? { requests: [{ setupRequest: scenario.setupRequest }] } : {}),
    });
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
    results.push({
      name: scenario.name,
      rps: result.requests.average,
      p99: result.latency.p99,
      ok: result['2xx'],
      other: result.non2xx,
      codes,
      errors: result.errors,
    });
  }
  const baseline = results[0];
  console.log(
    `\nTafel API benchmark: ${CONNECTIONS} connections, ${DURATION} s each, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.log('| scenario | req/s | p99 ms | req/s vs baseline | p99 vs baseline | 2xx | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99} | ${(r.rps / baseline.rps).toFixed(3)} | ${(r.p99 / Math.max(1, baseline.p99)).toFixed(1)} | ${r.ok} | ${r.other}${r.codes ? ` (${r.codes})` : ''} |`,
    );
  }
} finally {
  stop();
}
