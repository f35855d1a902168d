/**
 * The production set-up of docs/deploy.md, run. Debian's nginx with deploy/nginx/tafel.conf (ports, paths
 * and certificate replaced) ends TLS in front of two built server processes (dist/server/main.js, started as
 * deploy/tafel@.service starts them, in production mode with deploy/tafel.env.example's settings) on one fresh
 * PostgreSQL schema. Needs TEST_DATABASE_URL and nginx (npm test installs it on Debian as root: scripts/nginx.mjs).
 */
import { staffSession } from '../support/staff-session';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresSchema } from '../../server/testing/harness';
import { freePort } from '../support/server-process';
import {
  bookingBody,
  guestSession,
  importDemoChain,
  SITE,
  startBuiltServer,
  type BuiltServer,
} from './built-server';
import {
  hasNginx,
  https,
  httpsStream,
  nginxPath,
  renderTemplate,
  selfSignedCertificate,
  startNginx,
  TEMPLATE_FILE,
  type Nginx,
  type NginxPorts,
} from './nginx';

const BASE = process.env.TEST_DATABASE_URL;
/** How long docs/deploy.md waits between two restarts (`sleep 4`): more than deploy/nginx/tafel.conf's fail_timeout. */
const ROLLOUT_WAIT_MS = 4000;
const skipped = !BASE ? 'TEST_DATABASE_URL is not set' : !hasNginx() ? `no nginx at ${nginxPath()}` : '';
if (skipped) console.warn(`Skipping the nginx deploy test: ${skipped}.`);

describe.skipIf(Boolean(skipped))('nginx in front of two built server processes (docs/deploy.md)', () => {
  let dir = '';
  let ca = '';
  let ports: NginxPorts;
  let nginx: Nginx | undefined;
  const servers: BuiltServer[] = [];
  let schemaUrl = '';
  let drop = async () => undefined as void;
  let token = '';
  let settings: Record<string, string> = {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tafel-nginx-'));
    ca = selfSignedCertificate(dir);
    ports = {
      http: await freePort(),
      https: await freePort(),
      upstreams: [await freePort(), await freePort()],
      alone: [await freePort(), await freePort()],
    };
    const fresh = await freshPostgresSchema(BASE!);
    schemaUrl = fresh.url;
    drop = fresh.drop;
    settings = {
      DATABASE_URL: schemaUrl,
      PUBLIC_WIDGET_URL: `https://127.0.0.1:${ports.https}`,
      // Nothing listens there: the confirmations wait in the outbox, which is not what this test reads.
      SMTP_URL: 'smtp://127.0.0.1:1',
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '3',
      MAX_UPCOMING_BOOKINGS: '1000',
      REMINDER_EVERY_MINUTES: '0',
    };
    // Both start together, as systemd starts them: migrations and seed run under advisory locks.
    servers.push(...(await Promise.all(ports.upstreams.map((port) => startBuiltServer(port, settings)))));
    // Production starts with no restaurants: the chain's are imported (docs/restaurants.md).
    importDemoChain(schemaUrl);
    nginx = await startNginx(dir, renderTemplate(readFileSync(TEMPLATE_FILE, 'utf8'), dir, ports), ports);
    token = await guestSession(schemaUrl, 'deploy@example.nl');
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const book = (port: number, n: number, notes: string) =>
    https({
      port,
      ca,
      method: 'POST',
      path: `/api/sites/${SITE}/reservations`,
      headers: { authorization: token },
      body: bookingBody(n, notes),
    });

  it('answers over HTTPS with HSTS (the processes believe X-Forwarded-Proto), and sends plain HTTP there', async () => {
    const health = await https({ port: ports.https, ca, path: '/api/health' });
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000');
    // The same process asked directly over plain HTTP sends none: the header above is nginx's proto believed.
    const direct = await fetch(`http://127.0.0.1:${ports.upstreams[0]}/api/health`);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    const plain = await fetch(`http://127.0.0.1:${ports.http}/filter?lang=nl`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/filter?lang=nl');
  });

  it('a guest books through nginx over HTTPS', async () => {
    const answer = await book(ports.https, 100, 'through nginx');
    expect(answer.status, answer.text).toBe(201);
    expect(JSON.parse(answer.text).reservation.number).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('serves the widget page, and keeps its hashed files in its cache', async () => {
    const page = await https({ port: ports.https, ca, path: '/' });
    expect(page.status).toBe(200);
    const asset = /\/assets\/[^"]+\.js/.exec(page.text)?.[0];
    expect(asset).toBeDefined();
    const first = await https({ port: ports.https, ca, path: asset! });
    const second = await https({ port: ports.https, ca, path: asset! });
    expect(first.status).toBe(200);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.text).toBe(first.text);
  });

  it('counts limits per client as nginx saw it, whatever X-Forwarded-For the client writes', async () => {
    const signUp = (from: string, n: number) =>
      https({
        port: ports.https,
        ca,
        from,
        method: 'POST',
        path: '/api/users',
        // A client that writes its own header to look like many: nginx replaces it with the address it saw.
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
        body: JSON.stringify({
          first_name: 'Limit',
          last_name: 'Test',
          email: `limit.${from}.${n}@example.nl`,
          phone_number: `+316550000${String(n).padStart(2, '0')}`,
        }),
      }).then((answer) => answer.status);
    const first: number[] = [];
    for (let n = 0; n < 4; n += 1) first.push(await signUp('127.0.0.2', n));
    expect(first).toEqual([200, 200, 200, 429]);
    expect(await signUp('127.0.0.3', 10)).toBe(200);
  });

  it("the day sheet's events pass through nginx as they come: a booking on one process reaches a sheet on the other within a second", async () => {
    const staffToken = await staffSession(schemaUrl, SITE);
    // The sheet listens through nginx on the second process; the guest books through nginx on the first.
    const events = await httpsStream({
      port: ports.alone[1],
      ca,
      path: `/api/staff/sites/${SITE}/events`,
      headers: { authorization: staffToken },
    });
    try {
      expect(events.status).toBe(200);
      await expect.poll(() => events.said(), { timeout: 5000, interval: 20 }).toContain('event: ready');
      const booked = await book(ports.alone[0], 101, 'seen live');
      expect(booked.status, booked.text).toBe(201);
      const { id, date } = JSON.parse(booked.text).reservation as { id: string; date: string };
      await expect
        .poll(() => events.said(), { timeout: 1000, interval: 20 })
        .toContain(`data: {"site_id":"${SITE}","date":"${date}"}`);
      // The event names the day, never the booking: its id is a credential (docs/staff.md).
      expect(events.said()).not.toContain(id);
    } finally {
      events.close();
    }
  });

  it('a rolling restart as docs/deploy.md does it loses no booking: every one 201, each written once', async () => {
    const answered: string[] = [];
    let next = 0;
    let rolling = true;
    // Guests book, two at a time, while the processes are restarted one after the other.
    const walker = async () => {
      while (rolling) {
        const n = next++;
        const answer = await book(ports.https, n, `walk-${n}`);
        answered.push(
          `walk-${n}: ${answer.status}${answer.status === 201 ? '' : ` ${answer.text.slice(0, 200)}`}`,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const walkers = Array.from({ length: 2 }, walker);
    // docs/deploy.md, step 6: systemctl restart (SIGTERM, wait for the exit, start), wait for /api/ready (startBuiltServer
    // does), then nginx's fail_timeout before the next.
    for (const index of [0, 1]) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await servers[index]!.stop()).toBe(0);
      servers[index] = await startBuiltServer(ports.upstreams[index]!, settings);
      await new Promise((resolve) => setTimeout(resolve, ROLLOUT_WAIT_MS));
    }
    rolling = false;
    await Promise.all(walkers);
    expect(answered.filter((line) => !line.endsWith(': 201'))).toEqual([]);

    const client = new pg.Client({ connectionString: schemaUrl });
    await client.connect();
    const rows = (
      await client.query<{ notes: string; count: number }>(
        `select notes, count(*)::int as count from reservations where notes like 'walk-%' group by notes`,
      )
    ).rows;
    await client.end();
    expect(rows).toHaveLength(answered.length);
    expect(rows.every((row) => row.count === 1)).toBe(true);
    // nginx sent on bookings each stopping process refused: its log names both upstreams in turn, both ways round.
    const log = readFileSync(join(dir, 'access.log'), 'utf8');
    const [first, second] = ports.upstreams.map((port) => `127.0.0.1:${port}`);
    expect(log).toContain(`upstream=${first}, ${second} `);
    expect(log).toContain(`upstream=${second}, ${first} `);
  }, 60_000);
});
