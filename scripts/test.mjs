// npm test: format check and lint, typecheck, unit tests (also under two foreign machine zones), build, budgets, end-to-end tests.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

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
  // Real server processes under database faults (issue 26): PostgreSQL only (TEST_DATABASE_URL), after the build.
  ['operations tests', 'npx', ['vitest', 'run', '--config', 'vitest.ops.config.ts'], {}],
  ['end-to-end tests', 'npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts'], {}],
];

const only = process.argv.slice(2);
let failed = 0;
let passed = 0;
for (const [name, command, args, env] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  if (name === 'end-to-end tests') process.env.CHROMIUM_PATH = ensureChromium();
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
