// npm test: format check and lint, typecheck, unit tests (also under two foreign machine zones), build, budgets, deploy
// tests (the built server behind nginx, a backup restored), end-to-end tests (Chromium, and LibreOffice for the CSV).
import { spawn } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { ensureLibreOffice } from './libreoffice.mjs';
import { ensureNginx } from './nginx.mjs';

// Steps in one inner list run side by side: lint and typecheck each keep one core busy (about 30 s saved).
const stages = [
  [
    ['lint', 'npm', ['run', 'lint', '--silent'], {}],
    ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], {}],
  ],
  ['unit tests', 'npx', ['vitest', 'run'], {}],
  [
    'shared rules in America/New_York',
    'npx',
    ['vitest', 'run', '--project', 'node', 'shared'],
    { TZ: 'America/New_York' },
  ],
  [
    'shared rules in Asia/Tokyo',
    'npx',
    ['vitest', 'run', '--project', 'node', 'shared'],
    { TZ: 'Asia/Tokyo' },
  ],
  ['build', 'npm', ['run', 'build', '--silent'], {}],
  ['budgets', 'node', ['scripts/budget.mjs'], {}],
  // Real server processes (docs/deploy.md): the built server behind nginx, a backup restored, PostgreSQL backends
  // terminated under load. Those that need PostgreSQL skip without TEST_DATABASE_URL.
  ['operations tests', 'npx', ['vitest', 'run', '--config', 'vitest.deploy.config.ts'], {}],
  ['end-to-end tests', 'npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts'], {}],
];

const only = process.argv.slice(2);
let failed = 0;
let passed = 0;

/** Runs one step; beside others its output is held and printed whole when it ends, so steps never interleave. */
function run([name, command, args, env], alone) {
  if (name === 'end-to-end tests') {
    process.env.CHROMIUM_PATH = ensureChromium();
    // The bookings CSV is opened in LibreOffice and its cells read back (tests/e2e/staff-csv.e2e.ts).
    process.env.SOFFICE_PATH = ensureLibreOffice();
  }
  if (name === 'operations tests') {
    const nginx = ensureNginx();
    if (nginx) process.env.NGINX_PATH = nginx;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let held = '';
  if (!alone)
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (held += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (held) process.stdout.write(`\n── ${name}\n${held}`);
      if (code === 0) {
        passed += 1;
        console.log(`✔ ${name} (${seconds} s)`);
      } else {
        failed += 1;
        console.log(`✘ ${name} failed (${seconds} s)`);
      }
      resolve();
    });
  });
}

for (const stage of stages) {
  const steps = (Array.isArray(stage[0]) ? stage : [stage]).filter(
    ([name]) => !only.length || only.some((word) => name.includes(word)),
  );
  await Promise.all(steps.map((step) => run(step, steps.length === 1)));
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
