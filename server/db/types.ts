/** The database interface every part of the server uses, whichever engine is behind it (server/db/client.ts). */

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
  /** PostgreSQL: the pool's connections, those idle, and the requests waiting for one (metrics). */
  readonly poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
