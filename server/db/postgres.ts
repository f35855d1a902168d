/**
 * The database interface on a PostgreSQL server through a pg Pool (DATABASE_URL). A lost connection, a timeout or
 * a full pool is a fault the caller sees as a rejected promise (server/db/faults.ts), never an uncaught 'error'
 * event: node-postgres emits one on a client whose connection dies while it is checked out, and with nobody
 * listening that event ends the process (node-postgres issue 3083).
 */
import pg from 'pg';
import type { Db, Transaction } from './types';
import { DatabaseUnavailable, isConnectionLost, isDatabaseFault } from './faults';
import { isPlainRead } from './plain-read';
import { DEFAULT_POSTGRES_SETTINGS, type PostgresSettings } from './settings';

export interface PostgresHooks {
  /** A statement that took `slowQueryMs` or longer: its name and short text, never its values. */
  onSlowQuery?: (statement: string, ms: number) => void;
  /** A fault the pool met outside any request (an idle connection lost). */
  onPoolError?: (error: Error) => void;
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

/** What a slow statement is logged as: its prepared name and the start of its text (parameters, never values). */
export function statementLabel(query: pg.QueryConfig): string {
  const text = query.text.replace(/\s+/g, ' ').trim();
  const head = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  return query.name ? `${query.name}: ${head}` : head;
}

/** Opens a pg Pool on a PostgreSQL server, with the timeouts and pool size of `settings`. */
export function openPostgres(
  url: string,
  settings: Partial<PostgresSettings> = {},
  hooks: PostgresHooks = {},
): Db {
  const limits = { ...DEFAULT_POSTGRES_SETTINGS, ...settings };
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // Sent at connect, so every connection has them: a stuck statement or a forgotten transaction ends on the server.
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    // What an operator sees in pg_stat_activity (a DATABASE_URL's own application_name wins).
    application_name: 'tafel',
  });
  // An idle client losing its connection: the pool drops it and opens another when asked.
  pool.on('error', (error) => hooks.onPoolError?.(error));
  // Every connection is listened to for its whole life, from the moment it is made. Listening only while a request
  // holds it leaves a gap: the pool hands a new connection over from inside the socket's read, and a termination
  // in the same packet is emitted before the request's code runs. The first error says why (the server's reason).
  const failures = new WeakMap<pg.ClientBase, Error>();
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!failures.has(client)) failures.set(client, error);
    }),
  );

  /** A client from the pool, or DatabaseUnavailable once `poolWaitMs` passed with every connection busy. */
  const checkout = async (): Promise<pg.PoolClient> => {
    const pending = pool.connect();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseUnavailable('timeout', 'No database connection was free in time')),
        limits.poolWaitMs,
      );
    });
    try {
      return await Promise.race([pending, waited]);
    } catch (error) {
      // A connection that comes after we gave up goes straight back.
      pending.then(
        (late) => late.release(),
        () => undefined,
      );
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * Runs work on one checked-out client. A client whose connection failed is destroyed on release, not handed to the
   * next request; the statement in flight fails on its own, and is answered with the server's reason when it sent
   * one (an idle transaction's timeout, a terminated backend).
   */
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await checkout();
    let failed: Error | undefined;
    try {
      return await work(client);
    } catch (error) {
      const reason = failures.get(client);
      if (reason && isDatabaseFault(reason)) failed = reason;
      else if (isDatabaseFault(error)) failed = error as Error;
      throw failed ?? error;
    } finally {
      client.release(failures.get(client) ?? failed);
    }
  };

  const run = async (client: pg.PoolClient, query: pg.QueryConfig) => {
    const started = performance.now();
    try {
      return await client.query(query);
    } finally {
      const ms = performance.now() - started;
      if (ms >= limits.slowQueryMs) hooks.onSlowQuery?.(statementLabel(query), Math.round(ms));
    }
  };

  const query = <Row>(sql: string, params: unknown[] = []) =>
    withClient(async (client) => ({ rows: (await run(client, statement(sql, params))).rows as Row[] }));

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      try {
        return await query<Row>(sql, params);
      } catch (error) {
        // A read whose connection died is asked once more, on another connection: reading twice changes nothing.
        if (!isConnectionLost(error) || !isPlainRead(sql)) throw error;
        return query<Row>(sql, params);
      }
    },
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      withClient(async (client) => {
        await client.query('begin');
        try {
          const result = await fn({
            query: async <Row>(sql: string, params: unknown[] = []) => ({
              rows: (await run(client, statement(sql, params))).rows as Row[],
            }),
            exec: async (sql: string) => {
              await client.query(sql);
            },
          });
          await client.query('commit');
          return result;
        } catch (error) {
          // On a lost connection there is nothing to roll back: the server already did.
          if (!isConnectionLost(error)) await client.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** A LISTEN channel is written into the statement: only a plain identifier is one. */
export function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
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
    const next = new pg.Client({ connectionString: url, application_name: 'tafel' });
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
    try {
      await next.connect();
      await next.query(`listen ${channelName(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
