/** What the app needs from outside: a database, a clock, configuration, the outbox and a logger. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from './config';
import type { Db, Queryable } from './db/client';
import type { Notification } from './notify/types.js';
import type { Logger } from './observability/log';
import { resolveCaller, type Caller } from './http/auth';
import { clientAddress, limitGroup } from './http/client-address';

export interface AppDeps {
  db: Db;
  /** Epoch milliseconds; tests pass a fake clock. */
  now: () => number;
  config: Config;
  /** Writes a notification to the outbox; called with the transaction handle of the change it reports. */
  enqueue: (db: Queryable, notification: Notification) => Promise<unknown>;
  /** The process's logger; a request's own lines go through logOf(c) (observability/request-log.ts). */
  log: Logger;
}

const CALLER = Symbol('caller');

/** The caller of this request, resolved once. */
export async function callerOf(c: Context, deps: AppDeps): Promise<Caller> {
  const cached = (c as unknown as Record<symbol, Caller | undefined>)[CALLER];
  if (cached) return cached;
  const caller = await resolveCaller(deps.db, c.req.header('authorization'), deps.now());
  (c as unknown as Record<symbol, Caller>)[CALLER] = caller;
  return caller;
}

/**
 * The client's address for abuse limits: the hop our trusted proxy wrote, never what the client wrote itself; an
 * IPv6 client as its /64 (limitGroup).
 */
export function clientIp(c: Context, config: Config): string {
  return limitGroup(clientAddress(peerAddress(c), c.req.header('x-forwarded-for'), config.trustedProxies));
}

/** The address at the other end of the socket: the client, or the proxy in front of us. */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return c.req.header('x-test-client-ip') ?? 'local';
  }
}
