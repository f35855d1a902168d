// npm test: format check and lint, typecheck, unit tests (also under two foreign machine zones), build, budgets, deploy
// tests (the built server behind nginx, a backup restored), end-to-end tests.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { ensureNginx } from './nginx.mjs';

const steps = [
  ['lint', 'npm', ['run', 'lint', '--silent'], {}],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], {}],
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
  // Real server processes (issue 26): the built server behind nginx, a backup restored, PostgreSQL backends
  // terminated under load. Those that need PostgreSQL skip without TEST_DATABASE_URL.
  ['operations tests', 'npx', ['vitest', 'run', '--config', 'vitest.deploy.config.ts'], {}],
  ['end-to-end tests', 'npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts'], {}],
];

const only = process.argv.slice(2);
let failed = 0;
let passed = 0;
for (const [name, command, args, env] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  if (name === 'end-to-end tests') process.env.CHROMIUM_PATH = ensureChromium();
  if (name === 'operations tests') {
    const nginx = ensureNginx();
    if (nginx) process.env.NGINX_PATH = nginx;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`✘ ${name} failed (${seconds} s)`);
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
