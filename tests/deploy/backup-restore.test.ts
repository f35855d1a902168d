/**
 * The database set-up and the nightly backup of docs/deploy.md, restored. The built server runs as a role
 * that is no superuser, on a database that role owns; a chain admin is made with the built staff-admin script and
 * guests book. The database is dumped with `pg_dump` while the server runs, restored into a new database with
 * `pg_restore`, and the built server on the copy answers with the same bookings. Needs TEST_DATABASE_URL (a
 * superuser, as the postgres user is on Debian) and Debian's postgresql-client.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server-process';
import {
  bookingBody,
  guestSession,
  importDemoChain,
  SITE,
  startBuiltServer,
  type BuiltServer,
} from './built-server';

const BASE = process.env.TEST_DATABASE_URL;
const TOOLS = ['pg_dump', 'pg_restore', 'createdb', 'dropdb'];
const missing = TOOLS.filter(
  (tool) => !['/usr/bin', '/usr/local/bin'].some((dir) => existsSync(`${dir}/${tool}`)),
);
const skipped = !BASE ? 'TEST_DATABASE_URL is not set' : missing.length ? `no ${missing.join(', ')}` : '';
if (skipped) console.warn(`Skipping the backup and restore test: ${skipped}.`);

/** The URL of database `name` on the server of `base`, as `user` when given. */
function databaseUrl(base: string, name: string, user?: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  url.search = '';
  if (user) url.username = user;
  return url.toString();
}

describe.skipIf(Boolean(skipped))('a pg_dump backup restored into a new database (docs/deploy.md)', () => {
  const suffix = randomBytes(4).toString('hex');
  const names = { live: `tafel_live_${suffix}`, restored: `tafel_restored_${suffix}` };
  const role = `tafel_${suffix}`;
  const dir = mkdtempSync(join(tmpdir(), 'tafel-backup-'));
  const servers: BuiltServer[] = [];
  // The commands as docs/deploy.md gives them; the maintenance database and its server come from TEST_DATABASE_URL.
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const name of Object.values(names))
      run('dropdb', `--maintenance-db=${BASE}`, '--if-exists', '--force', name);
    await superuser(`drop role if exists ${role}`);
    rmSync(dir, { recursive: true, force: true });
  });

  const superuser = async (sql: string) => {
    const client = new pg.Client({ connectionString: BASE });
    await client.connect();
    await client.query(sql);
    await client.end();
  };

  const start = async (name: string) => {
    const server = await startBuiltServer(await freePort(), {
      DATABASE_URL: databaseUrl(BASE!, name, role),
      SMTP_URL: 'smtp://127.0.0.1:1',
      REMINDER_EVERY_MINUTES: '0',
    });
    servers.push(server);
    return server;
  };

  it('the restored database has every booking, and the server on it needs no migration', async () => {
    await superuser(`create role ${role} login`);
    run('createdb', `--maintenance-db=${BASE}`, `--owner=${role}`, names.live);
    const live = await start(names.live);
    const liveUrl = databaseUrl(BASE!, names.live, role);
    expect(importDemoChain(liveUrl)).toContain('demo chain');
    const admin = execFileSync(
      process.execPath,
      ['dist/server/staff-admin.js', '--email', 'admin.backup@example.nl', '--name', 'Backup Admin'],
      { env: { PATH: process.env.PATH, DATABASE_URL: liveUrl }, encoding: 'utf8' },
    );
    expect(admin).toContain('is a chain admin');
    const token = await guestSession(liveUrl, 'backup@example.nl');
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const answer = await fetch(`http://127.0.0.1:${live.port}/api/sites/${SITE}/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: bookingBody(n, `backup-${n}`),
      });
      expect(answer.status).toBe(201);
      ids.push(((await answer.json()) as { reservation: { id: string } }).reservation.id);
    }

    // While the server runs: pg_dump reads one snapshot.
    const file = join(dir, 'tafel.dump');
    run('pg_dump', '--format=custom', `--file=${file}`, databaseUrl(BASE!, names.live));
    run('createdb', `--maintenance-db=${BASE}`, `--owner=${role}`, names.restored);
    run(
      'pg_restore',
      '--no-owner',
      `--role=${role}`,
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${databaseUrl(BASE!, names.restored)}`,
      file,
    );

    const restored = await start(names.restored);
    expect(restored.output()).not.toContain('Database migrated');
    expect(restored.output()).not.toContain('Database seeded');
    // The guest's session came along: the same token lists the same bookings.
    const list = await fetch(`http://127.0.0.1:${restored.port}/api/users/me/reservations`, {
      headers: { authorization: token },
    });
    expect(list.status).toBe(200);
    const body = JSON.stringify(await list.json());
    for (const id of ids) expect(body).toContain(`"id":"${id}"`);
    const client = new pg.Client({ connectionString: databaseUrl(BASE!, names.restored, role) });
    await client.connect();
    const staff = (await client.query<{ email: string }>('select email from staff')).rows;
    await client.end();
    expect(staff.map((row) => row.email)).toEqual(['admin.backup@example.nl']);
  });
});
