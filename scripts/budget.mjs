// Size budgets: fails when the built loader or widget chunks are over their gzip budget.
import { readFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { checkWidgetBudgets } from './widget-budget.mjs';

// What a gzip client receives: the build's pre-compressed copy (scripts/compress.ts, served by server/static.ts),
// or zlib at level 9 for a file the build did not compress.
const gz = (path) =>
  existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
const rows = [];
let over = 0;
// What a brotli client receives (browsers over HTTPS): the build's .br copies; shown beside the gzip figure, not budgeted.
const br = (paths) =>
  paths?.length && paths.every((path) => existsSync(`${path}.br`))
    ? paths.reduce((total, path) => total + statSync(`${path}.br`).size, 0)
    : null;
function check(name, bytes, budget, paths) {
  const ok = bytes <= budget;
  if (!ok) over += 1;
  const brotli = br(paths);
  rows.push(
    `${ok ? 'ok  ' : 'OVER'} ${name.padEnd(34)} ${String(bytes).padStart(7)} B gzip  (budget ${budget} B)${brotli === null ? '' : `  brotli ${brotli} B`}`,
  );
}

if (!existsSync('dist/widget/loader.js')) {
  console.error('dist/widget/loader.js missing: run npm run build first');
  process.exit(1);
}
// 2 KB: the loader was 983 B when it was written to save bytes; written for people, with the shared payload guards
// and the shared config writer instead of copies, it is about 1.6 KB (see the README's budget table).
check('loader.js', gz('dist/widget/loader.js'), 2048, ['dist/widget/loader.js']);
// Widget: index route, lazy groups, libphonenumber (scripts/widget-budget.mjs).
checkWidgetBudgets(check, gz);
console.log(rows.join('\n'));
process.exit(over ? 1 : 0);
