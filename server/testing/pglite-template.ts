/**
 * The unit tests' PGlite template (vitest globalSetup, not a test): one database migrated and seeded once per run and
 * dumped to a file, which every harness on PGlite opens from instead of an empty folder. Opening an empty folder runs
 * PostgreSQL's initdb, and with the migrations and the chain's seed cost about 3 s a test file; a dump opens in about
 * 0.6 s. The harness still migrates and seeds after opening (both find their work done), so a stale template cannot
 * hide a migration.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed/index';

/** The environment variable that names the template's file for the test workers. */
const TEMPLATE_FILE = 'TAFEL_PGLITE_TEMPLATE';

export default async function makeTemplate(): Promise<() => void> {
  const db = await openPglite(':memory:');
  await migrate(db);
  await seed(db, { demo: true });
  const file = join(tmpdir(), `tafel-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await db.dump!()).arrayBuffer()));
  await db.close();
  process.env[TEMPLATE_FILE] = file;
  return () => rmSync(file, { force: true });
}

/** A PGlite database in memory: from the run's template when there is one, else empty. */
export async function templatedPglite(): Promise<Db> {
  const file = process.env[TEMPLATE_FILE];
  return file ? openPglite(':memory:', { from: new Blob([readFileSync(file)]) }) : openPglite(':memory:');
}
