/**
 * Point-in-time recovery as docs/deploy.md sets it up, run on a PostgreSQL cluster of the test's own (WAL
 * archived by `archive_command`, a base backup by `pg_basebackup`). The built server books on it, a booking is made
 * after the base backup, then a mistake empties the bookings; the cluster restored to the moment before the mistake
 * (the base backup and the archived WAL replayed) has both bookings, and the server on it lists them.
 * Needs Debian's PostgreSQL server programs (/usr/lib/postgresql/N/bin); as root they run as the postgres user.
 */
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server-process';
import {
  bookingBody,
  guestSession,
  importDemoChain,
  SITE,
  startBuiltServer,
  type BuiltServer,
} from './built-server';

/** The newest PostgreSQL server programs Debian installed, or PG_BIN. */
function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest && existsSync(join(root, newest, 'bin', 'initdb')) ? join(root, newest, 'bin') : null;
}

const BIN = postgresBin();
const isRoot = process.getuid?.() === 0;
/** Whether the system has a user of that name (Debian's postgresql package makes `postgres`). */
function hasUser(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const hasPostgresUser = isRoot && hasUser('postgres');
const skipped = !BIN
  ? 'no PostgreSQL server programs (/usr/lib/postgresql/N/bin)'
  : isRoot && !hasPostgresUser
    ? 'no postgres user'
    : '';
if (skipped) console.warn(`Skipping the point-in-time recovery test: ${skipped}.`);

describe.skipIf(Boolean(skipped))('point-in-time recovery from archived WAL (docs/deploy.md)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tafel-pitr-'));
  const data = join(dir, 'data');
  const archive = join(dir, 'archive');
  const base = join(dir, 'base');
  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=5432`;
  const servers: BuiltServer[] = [];
  // PostgreSQL's programs refuse to run as root: as root they run as the postgres user, who owns the folder.
  const run = (program: string, ...args: string[]) =>
    execFileSync(
      isRoot ? 'runuser' : join(BIN!, program),
      isRoot ? ['-u', 'postgres', '--', join(BIN!, program), ...args] : args,
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', '--pgdata', data, '--log', join(dir, 'postgres.log'), '--wait', ...args);
  const query = async <Row extends object>(text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<Row>(text)).rows;
    } finally {
      await client.end();
    }
  };
  const start = async () => {
    const server = await startBuiltServer(await freePort(), {
      DATABASE_URL: url,
      SMTP_URL: 'smtp://127.0.0.1:1',
      REMINDER_EVERY_MINUTES: '0',
    });
    servers.push(server);
    return server;
  };

  beforeAll(() => {
    mkdirSync(archive);
    if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    // --no-sync here and below: a test's cluster need not survive a power cut.
    run('initdb', '--pgdata', data, '--username', 'postgres', '--auth', 'trust', '--no-sync');
    // The settings docs/deploy.md names, and a socket in the test's folder instead of a TCP port.
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        "listen_addresses = ''",
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'archive_mode = on',
        `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
        'archive_timeout = 300',
        '',
      ].join('\n'),
    );
    pgCtl('start');
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    try {
      pgCtl('stop', '--mode', 'immediate');
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores to the moment before a mistake: the base backup, then the archived WAL up to that time', async () => {
    const live = await start();
    expect(importDemoChain(url)).toContain('demo chain');
    const token = await guestSession(url, 'pitr@example.nl');
    const book = async (n: number) => {
      const answer = await fetch(`http://127.0.0.1:${live.port}/api/sites/${SITE}/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: bookingBody(n, `pitr-${n}`),
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { reservation: { id: string } }).reservation.id;
    };
    const ids = [await book(0)];
    // The nightly base backup, taken while the server runs.
    run(
      'pg_basebackup',
      '--host',
      dir,
      '--username',
      'postgres',
      '--pgdata',
      base,
      '--wal-method=stream',
      '--checkpoint=fast',
      '--no-sync',
    );
    ids.push(await book(1));
    const { before } = (await query<{ before: string }>('select clock_timestamp()::text as before'))[0]!;
    await query('truncate reservations cascade');
    // The segment with the mistake in it goes to the archive now, not when it fills.
    const { segment } = (
      await query<{ segment: string }>('select pg_walfile_name(pg_switch_wal()) as segment')
    )[0]!;
    await expect.poll(() => existsSync(join(archive, segment)), { timeout: 10_000 }).toBe(true);
    await live.stop();
    pgCtl('stop', '--mode', 'fast');

    // The restore: the base backup in place of the data, told where the WAL is and where to stop.
    rmSync(data, { recursive: true, force: true });
    cpSync(base, data, { recursive: true });
    if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', data]);
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        `restore_command = 'cp ${archive}/%f %p'`,
        `recovery_target_time = '${before}'`,
        "recovery_target_action = 'promote'",
        '',
      ].join('\n'),
    );
    writeFileSync(join(data, 'recovery.signal'), '');
    pgCtl('start');
    await expect
      .poll(
        async () =>
          (await query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering'))[0]!.recovering,
        {
          timeout: 20_000,
        },
      )
      .toBe(false);

    const restored = await start();
    expect(restored.output()).not.toContain('Database migrated');
    const list = await fetch(`http://127.0.0.1:${restored.port}/api/users/me/reservations`, {
      headers: { authorization: token },
    });
    expect(list.status).toBe(200);
    const body = JSON.stringify(await list.json());
    for (const id of ids) expect(body).toContain(`"id":"${id}"`);
  }, 60_000);
});
