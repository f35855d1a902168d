/**
 * Loads or dumps the chain's restaurants (docs/restaurants.md). Uses the same database as the server (DATABASE_URL,
 * else the PGlite data folder DATA_DIR), migrated first.
 *
 *   npm run restaurants -- export [chain.json] [--csv]
 *   npm run restaurants -- import chain.json|chain.csv --by eva@chain.example   (a chain admin: the audit names them)
 *   npm run restaurants -- import chain.json|chain.csv --dry-run [--by …]      (writes nothing: no --by needed)
 *   npm run restaurants -- import --demo        (the fictional demo chain, with its tables and hours)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PROMOTIONS } from '../shared/promotions/registry';
import { configFromEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemoChain } from '../server/db/seed/index';
import {
  chainCsv,
  chainFromCsv,
  describePlan,
  exportChain,
  importChain,
  importer,
} from '../server/domain/restaurant-import';

const USAGE =
  'Usage: npm run restaurants -- export [file] [--csv] | import <file> --by <staff e-mail> | import <file> --dry-run | import --demo (docs/restaurants.md)';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean' },
    csv: { type: 'boolean' },
    demo: { type: 'boolean' },
    by: { type: 'string' },
  },
});
const [command, file] = positionals;
if ((command !== 'import' && command !== 'export') || (command === 'import' && !file && !values.demo)) {
  console.error(USAGE);
  process.exit(2);
}
const dryRun = values['dry-run'] === true;
// Every change is audited by a chain admin (docs/restaurants.md); a dry run writes nothing, so it needs no one.
if (command === 'import' && file && !dryRun && values.by === undefined) {
  console.error(
    'import needs --by <staff e-mail>: the chain admin the audit names (or --dry-run, which changes nothing)',
  );
  process.exit(2);
}

let input: unknown;
if (command === 'import' && file) {
  try {
    const text = readFileSync(file, 'utf8');
    input = file.toLowerCase().endsWith('.csv') ? chainFromCsv(text) : JSON.parse(text);
  } catch (error) {
    console.error(`${file}: not a chain file (${(error as Error).message})`);
    process.exit(1);
  }
}

const config = configFromEnv(process.env);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  await migrate(db);
  if (command === 'export') {
    const chain = await exportChain(db);
    const text = values.csv ? chainCsv(chain.restaurants) : `${JSON.stringify(chain, null, 2)}\n`;
    if (file) {
      writeFileSync(file, text);
      console.log(`${chain.restaurants.length} restaurants written to ${file}`);
    } else process.stdout.write(text);
  } else if (values.demo) {
    console.log(
      (await seedDemoChain(db))
        ? 'The demo chain of 37 restaurants is in, with its tables and hours.'
        : 'The database already has restaurants: the demo chain goes only into an empty one.',
    );
  } else {
    const by = values.by === undefined ? null : await importer(db, values.by);
    if (by && !by.ok) {
      console.error(by.why);
      exitCode = 1;
    } else {
      const promotions = Object.values(PROMOTIONS);
      const now = Date.now();
      // Only a dry run comes here without --by (checked above): it writes nothing, so no one is audited.
      const result = await importChain(
        db,
        input,
        dryRun || !by
          ? { dryRun: true, promotions, now }
          : { dryRun: false, staffId: by.staffId, promotions, now },
      );
      if (!result.ok) {
        for (const problem of result.problems)
          console.error(
            `${problem.row === null ? 'file' : `row ${problem.row}`}, ${problem.field}: ${problem.why}`,
          );
        const count = result.problems.length;
        console.error(`${file}: refused, nothing changed (${count} ${count === 1 ? 'problem' : 'problems'})`);
        exitCode = 1;
      } else {
        for (const line of describePlan(result.value)) console.log(line);
        console.log(dryRun ? 'Dry run: nothing changed.' : 'Imported.');
      }
    }
  }
} finally {
  await db.close();
}
process.exit(exitCode);
