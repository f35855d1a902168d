/**
 * One small database interface (server/db/types.ts) over PGlite (embedded, default) and a pg Pool (DATABASE_URL,
 * server/db/postgres.ts). Queries take `$1` parameters; `transaction(fn)` runs fn on one connection inside
 * BEGIN/COMMIT.
 */
import { mkdirSync } from 'node:fs';
import { lockFolder } from './folder-lock';
import { isPlainRead } from './plain-read';
import { channelName, openPostgres } from './postgres';
import type { PostgresHooks } from './postgres';
import type { PostgresSettings } from './settings';
import type { Db, Transaction } from './types';

export { openPostgres } from './postgres';

export type { Db, Queryable, QueryResult, Transaction } from './types';

/** Serialises async work: PGlite is a single connection, so transactions must not interleave. */
export function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return function runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * A read that holds until the process's next write, on a database only this process writes (`Db.writes`): kept under
 * the count of writes it was asked at, and joined while still under way by whoever asks at the same count (no write
 * has settled since it was asked, and a write's caller is answered only after it is counted). A read that fails is
 * forgotten, so the next question reads again.
 */
export class UntilNextWrite<T> {
  private kept: { writes: number; value: Promise<T> } | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(writes: number): Promise<T> {
    if (this.kept?.writes === writes) return this.kept.value;
    const entry = { writes, value: this.read() };
    this.kept = entry;
    entry.value.catch(() => {
      if (this.kept === entry) this.kept = undefined;
    });
    return entry.value;
  }
}

/**
 * Fresh reads on a database other processes share, one at a time, each answering every question waiting when it
 * starts. A question never joins a read already under way: that read may have begun before a write the question
 * must see had committed (a guest told 201 by another process asks right after). It waits for the next read, which
 * starts after it arrived, so what it is answered is at least as new as the database when it asked. However many
 * ask at once, the database sees one statement at a time, not one per question queued for connections ahead of the
 * bookings.
 */
export class FreshReads<Question, Answer> {
  private waiting: Array<{
    question: Question;
    resolve: (answer: Answer) => void;
    reject: (error: unknown) => void;
  }> = [];
  private reading = false;

  /** `readAll` answers the questions in one read, in their order. */
  constructor(private readonly readAll: (questions: Question[]) => Promise<readonly Answer[]>) {}

  read(question: Question): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ question, resolve, reject });
      this.start();
    });
  }

  private start(): void {
    if (this.reading || this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.reading = true;
    this.readAll(batch.map((entry) => entry.question))
      .then(
        (answers) => batch.forEach((entry, index) => entry.resolve(answers[index]!)),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        this.reading = false;
        this.start();
      });
  }
}

/**
 * Opens PGlite in a folder (created when missing) or in memory when dataDir is ':memory:'; `from` starts it from a
 * dump of another database's folder (PGlite's dumpDataDir) instead of an empty one. A folder is this process's until
 * close: another process opening it gets a FolderLockedError.
 */
export async function openPglite(dataDir: string, { from }: { from?: Blob } = {}): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const inMemory = dataDir === ':memory:' || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // A second process on the folder would corrupt it: it refuses here, naming the first (db/folder-lock.ts).
  const release = inMemory ? () => undefined : lockFolder(dataDir);
  let lite: InstanceType<typeof PGlite>;
  try {
    lite = new PGlite(inMemory ? 'memory://' : dataDir, {
      extensions: { btree_gist },
      ...(from ? { loadDataDir: from } : {}),
    });
    await lite.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const exclusive = createMutex();
  // Counted after each transaction settles and each statement that is not a plain read, so a count read before a
  // query never labels data older than the query saw (server/db/site-day-versions.ts keeps versions under it).
  let writes = 0;
  const counted = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      writes += 1;
    }
  };
  const handle = (runner: { query: typeof lite.query; exec: typeof lite.exec }): Transaction => ({
    query: async <Row>(sql: string, params: unknown[] = []) => ({
      rows: (await runner.query<Row>(sql, params)).rows,
    }),
    exec: async (sql: string) => {
      await runner.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    writes: () => writes,
    query: <Row>(sql: string, params: unknown[] = []) =>
      exclusive(() => {
        const work = handle(lite).query<Row>(sql, params);
        return isPlainRead(sql) ? work : counted(work);
      }),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      exclusive(() => counted(lite.transaction((tx) => fn(handle(tx as never))))),
    listen: async (channel, onPayload) => {
      const stop = await exclusive(() => lite.listen(channelName(channel), onPayload));
      return () => exclusive(() => stop());
    },
    dump: () => exclusive(() => lite.dumpDataDir('none')),
    close: () => exclusive(() => lite.close()).finally(release),
  };
}

/** DATABASE_URL wins; otherwise PGlite in dataDir. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  postgres?: Partial<PostgresSettings>;
  hooks?: PostgresHooks;
}): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.postgres, options.hooks)
    : openPglite(options.dataDir);
}
