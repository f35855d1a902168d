/**
 * The PostgreSQL pool's size and timeouts, from the environment, with documented defaults
 * (docs/operations.md). A request that meets any of these limits answers 503 with Retry-After, not 500.
 */
export interface PostgresSettings {
  /** Connections one process keeps at most (DB_POOL_SIZE). */
  poolSize: number;
  /** How long opening a connection may take (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /** How long a request waits for a free connection when all are busy (DB_POOL_WAIT_MS). */
  poolWaitMs: number;
  /** The server ends a statement that runs longer (DB_STATEMENT_TIMEOUT_MS; statement_timeout). */
  statementTimeoutMs: number;
  /** The server ends a transaction left idle this long (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  idleInTransactionTimeoutMs: number;
  /** A statement this slow or slower is logged, by name (SLOW_QUERY_MS). */
  slowQueryMs: number;
}

export const DEFAULT_POSTGRES_SETTINGS: PostgresSettings = {
  poolSize: 10,
  // A server that does not answer within 5 s is not coming back for this request.
  connectTimeoutMs: 5_000,
  // Under a burst a booking waits its turn for a while; longer than this and the guest is better told to retry.
  poolWaitMs: 5_000,
  // Our slowest statement (a quarter's report) takes well under a second; 15 s is a stuck one.
  statementTimeoutMs: 15_000,
  // No transaction of ours waits on anything outside the database: idle for 10 s means its process is stuck.
  idleInTransactionTimeoutMs: 10_000,
  slowQueryMs: 500,
};

const NAMES: Record<keyof PostgresSettings, string> = {
  poolSize: 'DB_POOL_SIZE',
  connectTimeoutMs: 'DB_CONNECT_TIMEOUT_MS',
  poolWaitMs: 'DB_POOL_WAIT_MS',
  statementTimeoutMs: 'DB_STATEMENT_TIMEOUT_MS',
  idleInTransactionTimeoutMs: 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
  slowQueryMs: 'SLOW_QUERY_MS',
};

/**
 * The settings from the environment: each unset one takes its default; a set one must be a whole number above 0,
 * else it is a problem, one line each.
 *
 * @example postgresSettings({ DB_POOL_SIZE: '20' }).value.poolSize //=> 20
 * @example postgresSettings({ DB_POOL_SIZE: 'ten' }).problems //=> ['DB_POOL_SIZE must be a whole number above 0, not "ten"']
 */
export function postgresSettings(env: Record<string, string | undefined>): {
  value: PostgresSettings;
  problems: string[];
} {
  const settings = { ...DEFAULT_POSTGRES_SETTINGS };
  const problems: string[] = [];
  for (const key of Object.keys(NAMES) as Array<keyof PostgresSettings>) {
    const raw = env[NAMES[key]]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && Number.isSafeInteger(value) && value > 0) settings[key] = value;
    else problems.push(`${NAMES[key]} must be a whole number above 0, not ${JSON.stringify(raw)}`);
  }
  return { value: settings, problems };
}
