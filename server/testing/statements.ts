/** For tests that prove two requests do the same work: the SQL statements the app sends. */
import type { Db, QueryResult, Transaction } from '../db/client';

/** Records the SQL the app sends while `run` runs (parameters left out: they name the contact). */
export async function statementsOf(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const record = <T extends { query: Db['query'] }>(handle: T): T =>
    new Proxy(handle, {
      get: (target, key) =>
        key === 'query'
          ? (sql: string, params?: unknown[]) => {
              statements.push(sql);
              return target.query(sql, params);
            }
          : Reflect.get(target, key),
    });
  const { query, transaction } = db;
  db.query = <Row>(sql: string, params?: unknown[]) => {
    statements.push(sql);
    return query.call<Db, [string, unknown[] | undefined], ReturnType<Db['query']>>(
      db,
      sql,
      params,
    ) as Promise<QueryResult<Row>>;
  };
  db.transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction.call(db, (tx) => fn(record(tx))) as Promise<T>;
  try {
    await run();
  } finally {
    db.query = query;
    db.transaction = transaction;
  }
  return statements;
}
