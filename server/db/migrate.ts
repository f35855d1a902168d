/**
 * Applies every `.sql` file of server/db/migrations once, in name order, under an advisory lock
 * so several processes starting together neither race nor apply a file twice.
 */
import { readdir, readFile } from 'node:fs/promises';
import { SERVER_PATHS } from '../paths';
import type { Db, Queryable } from './client';

/** server/db/migrations from source; the build's copy when bundled (server/paths.ts). */
const MIGRATIONS_DIR = SERVER_PATHS.migrations;
/** Any fixed number: every process agrees on it. */
const MIGRATION_LOCK = 7_420_001;

const migrationFiles = async (dir: string) =>
  (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  return db.transaction(async (tx) => {
    // A migration may rightly take longer than a request's statement_timeout, and so may waiting for another
    // process's migration under the lock.
    await tx.query('set local statement_timeout = 0');
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((row) => row.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(await readFile(`${dir}/${name}`, 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}

/**
 * The migration files this build has that the database has not applied, in name order: all of them on a database
 * never migrated. A plain read (/api/ready asks it), so it takes no lock and writes nothing.
 */
export async function pendingMigrations(db: Queryable, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  let applied: Set<string>;
  try {
    const { rows } = await db.query<{ name: string }>('select name from schema_migrations');
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    // 42P01 undefined_table: this database was never migrated.
    if ((error as { code?: unknown }).code !== '42P01') throw error;
    applied = new Set();
  }
  return files.filter((name) => !applied.has(name));
}
