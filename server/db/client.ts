/**
 * One small database interface over PGlite (embedded, default) and a pg Pool (DATABASE_URL).
 * Queries take `$1` parameters; `transaction(fn)` runs fn on one connection inside BEGIN/COMMIT.
 */
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { lockFolder } from './folder-lock';

export interface QueryResult<Row> {
  rows: Row[];
}

/** Anything that runs a parameterised query (the db itself or a transaction handle). */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Transaction extends Queryable {
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * How many writes this process has made, where no other process writes to the database (PGlite, embedded): what
   * was read before a write holds until the next one. Absent on PostgreSQL, which other processes share.
   */
  readonly writes?: () => number;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (a plain identifier) that a committed transaction sent, from any
   * process; answers the stop. On PostgreSQL a lost listening connection is opened again, and `onPayload('*')` says
   * that notifications may have been missed meanwhile.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite: the database's folder as a tarball, to open another database from (openPglite's `from`). */
  readonly dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** A LISTEN channel is written into the statement: only a plain identifier is one. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

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
 * A statement that only reads: a select, or a `with` that names no insert, update or delete (no statement of ours
 * selects a function that writes). Anything else counts as a write.
 */
const PLAIN_READ = /^\s*(?:select\b|with\b(?![\s\S]*\b(?:insert|update|delete)\b))/i;

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
  // query never labels data older than the query saw (server/db/site-day.ts keeps versions under it).
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
        return PLAIN_READ.test(sql) ? work : counted(work);
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

/** LISTEN on a connection of its own, opened again a second after it is lost (the pool's are for queries). */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  // Tried again each second until the server answers; then listeners hear that they may have missed something.
  const retry = (): void => {
    if (!stopped) setTimeout(() => void open().then(() => onPayload('*'), retry), 1000).unref();
  };
  const open = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const reopen = () => {
      if (stopped || client !== next) return;
      client = null;
      retry();
    };
    next.on('error', reopen);
    next.on('end', reopen);
    await next.connect();
    await next.query(`listen ${channelName(channel)}`);
    client = next;
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** How many statement texts get a name; text built from data beyond that goes unnamed, as any statement once did. */
const MAX_NAMED_STATEMENTS = 1_000;
const statementNames = new Map<string, string>();

/**
 * A statement with parameters goes by a name given to its text, so pg prepares it once per connection and
 * PostgreSQL parses and plans it once, not on every call (bench, PostgreSQL: availability in the mixed round about
 * 20 % faster, bookings about 15 %). One without parameters goes as text: it may hold several statements (a
 * migration), which only the simple protocol takes.
 */
function statement(sql: string, params: unknown[]): pg.QueryConfig {
  if (params.length === 0) return { text: sql };
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `tafel_${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name === undefined ? { text: sql, values: params } : { name, text: sql, values: params };
}

/** Opens a pg Pool on a PostgreSQL server. */
export function openPostgres(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: async <Row>(sql: string, params: unknown[] = []) => ({
      rows: (await pool.query(statement(sql, params))).rows as Row[],
    }),
    transaction: async <T>(fn: (tx: Transaction) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <Row>(sql: string, params: unknown[] = []) => ({
            rows: (await client.query(statement(sql, params))).rows as Row[],
          }),
          exec: async (sql: string) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload),
    close: () => pool.end(),
  };
}

/** DATABASE_URL wins; otherwise PGlite in dataDir. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
