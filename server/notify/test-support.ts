/**
 * Databases for the notify tests: PGlite in memory always, and PostgreSQL when TEST_DATABASE_URL
 * is set, in a schema of its own per run (other test files share that database).
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Queryable } from './types.js';

/** The outbox's own migrations: the table, and the order messages were written in. */
export const OUTBOX_MIGRATION = ['0050_outbox.sql', '0053_outbox_order.sql']
  .map((name) => readFileSync(new URL(`../db/migrations/${name}`, import.meta.url), 'utf8'))
  .join('\n');

export interface TestDatabase {
  db: Queryable;
  /** Another connection to the same data: a second pool on PostgreSQL (like a second process). */
  other: Queryable;
  /** Runs `work` inside BEGIN … COMMIT, or ROLLBACK when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  open(): Promise<TestDatabase>;
}

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  async open() {
    const db = new PGlite();
    await db.exec(OUTBOX_MIGRATION);
    return {
      db,
      other: db,
      transaction: (work) => db.transaction((tx) => work(tx)),
      close: () => db.close(),
    };
  },
};

function postgres(url: string): TestDatabaseKind {
  return {
    name: 'PostgreSQL',
    async open() {
      const schema = `tafel_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Pool({ connectionString: url, max: 1 });
      await admin.query(`create schema ${schema}`);
      const pool = () => new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
      const db = pool();
      const other = pool();
      await db.query(OUTBOX_MIGRATION);
      return {
        db,
        other,
        async transaction(work) {
          const client = await db.connect();
          try {
            await client.query('begin');
            const result = await work(client);
            await client.query('commit');
            return result;
          } catch (error) {
            await client.query('rollback');
            throw error;
          } finally {
            client.release();
          }
        },
        async close() {
          await Promise.all([db.end(), other.end()]);
          await admin.query(`drop schema ${schema} cascade`);
          await admin.end();
        },
      };
    },
  };
}

/** PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASE_KINDS: TestDatabaseKind[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
