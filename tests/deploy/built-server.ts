/**
 * The built server (dist/server/main.js) started as production starts it: the command of the systemd unit
 * (deploy/tafel@.service) with the settings of the example environment file (deploy/tafel.env.example), and
 * nothing else of the test runner's environment (no tsx, no NODE_PATH, no NODE_OPTIONS).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { hashToken, newToken } from '../../server/domain/tokens';
import { waitForHealth } from '../support/server-process';

export const UNIT_FILE = 'deploy/tafel@.service';
export const ENV_FILE = 'deploy/tafel.env.example';
export const SITE = '1b8742b7-4076-495b-ac5e-52bc563c2a01';

/**
 * The settings of a systemd environment file: `NAME=value` lines, a value in double quotes without them.
 * @example environmentFile('A=1\n# note\nB="x y"') //=> { A: '1', B: 'x y' }
 */
export function environmentFile(text: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) settings[match[1]!] = match[2]!.trim().replace(/^"(.*)"$/, '$1');
  }
  return settings;
}

/**
 * What the unit runs for one instance: its `Environment=` settings, the `NAME=value` words `env` sets on the
 * command line, and the command, with `%i` the instance name.
 * @example unitCommand(readFileSync(UNIT_FILE, 'utf8'), '3001') //=> { env: { NODE_ENV: 'production', PORT: '3001' }, argv: ['node', …] }
 */
export function unitCommand(unit: string, instance: string): { env: Record<string, string>; argv: string[] } {
  const values = (key: string) =>
    unit
      .split('\n')
      .filter((line) => line.startsWith(`${key}=`))
      .map((line) => line.slice(key.length + 1).replaceAll('%i', instance));
  const env: Record<string, string> = {};
  for (const setting of values('Environment').flatMap((line) => line.split(/\s+/)))
    Object.assign(env, environmentFile(setting));
  const words = values('ExecStart')[0]?.split(/\s+/) ?? [];
  if (words[0] === '/usr/bin/env') words.shift();
  while (words[0]?.includes('=')) Object.assign(env, environmentFile(words.shift()!));
  return { env, argv: words };
}

export interface BuiltServer {
  port: number;
  child: ChildProcess;
  /** What the process wrote so far, both streams. */
  output(): string;
  /** SIGTERM, and its exit code once it has exited. */
  stop(): Promise<number | null>;
}

/** Starts dist/server/main.js on `port` as the unit does, with the example settings and `settings` over them. */
export async function startBuiltServer(port: number, settings: Record<string, string>): Promise<BuiltServer> {
  const { env, argv } = unitCommand(readFileSync(UNIT_FILE, 'utf8'), String(port));
  if (argv[0] !== 'node') throw new Error(`${UNIT_FILE} no longer runs node: ${argv.join(' ')}`);
  const child = spawn(process.execPath, argv.slice(1), {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...environmentFile(readFileSync(ENV_FILE, 'utf8')),
      ...env,
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    // As the rollout in docs/deploy.md waits: ready, not merely alive (database, migrations, outbox).
    await waitForHealth(`http://127.0.0.1:${port}/api/ready`, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${said}`, { cause: error });
  }
  return {
    port,
    child,
    output: () => said,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The demo chain imported with the built command, as a chain loads its restaurants before it opens (production starts
 * with none: docs/restaurants.md). The deploy tests book at its restaurants.
 */
export function importDemoChain(databaseUrl: string): string {
  return execFileSync(process.execPath, ['dist/server/restaurants.js', 'import', '--demo'], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}

/** A guest with a session (as a code sign-in leaves one): the token to book with. */
export async function guestSession(databaseUrl: string, email: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const userId = randomUUID();
    const token = newToken();
    await client.query(
      `insert into users (id, first_name, last_name, email, phone_number) values ($1, 'Deploy', 'Test', $2, '+31612340000')`,
      [userId, email],
    );
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at, created_at) values ($1, $2, now() + interval '1 hour', now())`,
      [hashToken(token), userId],
    );
    return token;
  } finally {
    await client.end();
  }
}

/**
 * The `n`th of a run of bookable slots: four evening times a day from four weeks ahead (so in the future whatever day
 * the test runs, and within the booking horizon for 500 slots), clear of the special days whose slots the shared
 * rules change. Every day has dinner at the seeded restaurants.
 */
export function slot(n: number): { date: string; time: string } {
  const day = new Date(Date.now() + 28 * 86_400_000);
  const nextOrdinaryDay = () => {
    while (isSpecial(day)) day.setUTCDate(day.getUTCDate() + 1);
  };
  nextOrdinaryDay();
  for (let days = Math.floor(n / 4); days > 0; days -= 1) {
    day.setUTCDate(day.getUTCDate() + 1);
    nextOrdinaryDay();
  }
  return { date: day.toISOString().slice(0, 10), time: ['18:00', '18:30', '19:00', '20:00'][n % 4]! };
}

const isSpecial = (day: Date) =>
  ['12-24', '12-25', '12-26', '12-31', '01-01'].includes(day.toISOString().slice(5, 10));

/**
 * The body of a booking for two at `slot(n)`, marked with `notes` so the test finds its row. One guest books four
 * times a day on purpose: each is a double it confirms (`allow_double`, shared/slots/double-booking.ts).
 */
export function bookingBody(n: number, notes: string): string {
  return JSON.stringify({
    allow_double: true,
    first_name: 'Deploy',
    last_name: 'Test',
    email: 'deploy@example.nl',
    phone_number: '+31612340000',
    party_size: 2,
    notes,
    ...slot(n),
  });
}
