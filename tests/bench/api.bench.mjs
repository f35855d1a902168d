// npm run bench:api — autocannon against the real server, started here, on PGlite (a temp folder) and, when
// BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server or the CI database answers, on
// PostgreSQL too (a fresh schema of its own, dropped after).
// Per engine: a trivial JSON route as the baseline of the same run, the site list (plain, compressed as a browser
// asks, and with has_availability), availability (a day asked again, also compressed, and many distinct days), the mixed round (1 connection in
// 10 books while the others ask availability; every booking answered 201 is read back) and bookings alone.
// Each scenario runs BENCH_ROUNDS times (default 3, at most 3: the rounds' days stay within the booking horizon), in
// turn with the others, so a slow spell of a shared machine falls on one round; prints the medians of req/s, p50 and
// p99 and of their ratios to the same round's baseline. No assertions: figures to compare, not a test.
// BENCH_ONLY=mixed,kept runs only the scenarios whose label holds one of the words (and the baseline);
// BENCH_ENGINES=pglite or postgres benches one engine.
import autocannon from 'autocannon';
import pg from 'pg';
import { freshPostgresSchema } from '../../server/testing/harness.ts';
import { startServer } from '../support/server-process.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** Every scenario is run this many times, in turn with the others; the figures are the medians of the rounds. */
const ROUNDS = Math.min(3, Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3)));
/** Days a round's distinct-days scenario spreads over: 37 restaurants x 59 days, a block of its own each round. */
const DAYS_A_ROUND = 59;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The CI machine's database (trust auth), used when it answers and no other is named. */
const CI_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers at the URL within a second. */
async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// A database named for the bench or the tests, else the server's own (the bench works in a fresh schema of its own
// and drops it), else the CI database when one answers.
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  ((await answers(CI_DATABASE_URL)) ? CI_DATABASE_URL : '');

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Quarter hours from 12:00, the times the bookings ask. */
const quarter = (n) => {
  const minutes = 12 * 60 + 15 * (n % 16);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** Starts the server on one database; answers its API base and how to stop it. */
async function startBenchServer(databaseUrl) {
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'development',
    NOTIFY: 'outbox',
    // Each benchmark guest books table after table: the guest limits have their own tests.
    MAX_UPCOMING_BOOKINGS: '1000000',
    // The guests all sign up and ask their codes from this one address.
    CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
  });
  return { base: `http://127.0.0.1:${server.port}/api`, stop: server.stop };
}

/**
 * Guests who book at once, as on a busy evening: a booking locks its guest (the upcoming-bookings limit), so one
 * guest booking on every connection would measure that guest's queue, not the restaurants'.
 */
const GUESTS = Number(process.env.BENCH_GUESTS ?? 20);

/** A signed-in guest through the real flow (the code read from the development outbox). */
async function signIn(base, index) {
  const run = `${String(Date.now()).slice(-6)}${String(index).padStart(2, '0')}`;
  const guest = {
    first_name: 'Bench',
    last_name: 'Mark',
    phone_number: `+316${run}`,
    email: `bench.${run}@example.nl`,
  };
  const post = (path, body, headers = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post('/users', guest);
  const { token: temp } = await post('/sessions', { email: guest.email });
  const outbox = await fetch(`${base}/dev/outbox?to=${encodeURIComponent(guest.email)}`).then((r) =>
    r.json(),
  );
  const code = outbox.messages.find((message) => message.code)?.code;
  const { token } = await fetch(`${base}/sessions/current`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: temp },
    body: JSON.stringify({ code }),
  }).then((r) => r.json());
  // Without a session every booking would be a 401: measuring that would be measuring nothing.
  if (!token) throw new Error('benchmark guest could not sign in');
  return { guest, token };
}

/** What a browser sends that changes the answer: it takes brotli, which the larger answers then come in. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One autocannon run: req/s, p50, p99, the 2xx count and the answers that were not 2xx, by status. */
async function measure(base, options) {
  const result = await autocannon({
    url: `${base}${options.path ?? '/health'}`,
    connections: options.connections ?? CONNECTIONS,
    duration: DURATION,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.requests ? { requests: options.requests } : {}),
  });
  const other = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => [status, count]),
  );
  if (result.errors) other.errors = result.errors;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One scenario over the rounds: the medians of req/s, p50 and p99, and of the ratios to the baseline of the same
 * round; the 2xx and the other answers summed.
 */
function overRounds(label, runs, baselines) {
  const other = {};
  for (const run of runs)
    for (const [status, count] of Object.entries(run.other)) other[status] = (other[status] ?? 0) + count;
  return {
    label,
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    rpsRatio: median(runs.map((run, round) => run.rps / baselines[round].rps)),
    p99Ratio: median(runs.map((run, round) => run.p99 / baselines[round].p99)),
    ok: runs.reduce((sum, run) => sum + run.ok, 0),
    other: Object.entries(other)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
  };
}

/**
 * Requests that ask each site and date in turn: 37 sites x 59 days, from the round's own block of days, so mostly
 * computed afresh.
 */
function distinctDays(siteIds, round, offset = 0) {
  let counter = offset;
  return [
    {
      setupRequest: (request) => {
        counter += 1;
        return {
          ...request,
          path: `/api/sites/${siteIds[counter % siteIds.length]}/reservations/availability?date=${day(2 + round * DAYS_A_ROUND + (counter % DAYS_A_ROUND))}&party_size=2`,
        };
      },
    },
  ];
}

/**
 * Requests that book a table each, at site after site, by guest after guest; the ids of those answered 201 land in
 * `made` with their guest's token.
 */
function bookings(siteIds, sessions, made, offset = 0) {
  let counter = offset;
  return [
    {
      // The context is the connection's own: its answer is read back with the token its request was sent with.
      setupRequest: (request, context) => {
        counter += 1;
        const { guest, token } = sessions[counter % sessions.length];
        context.token = token;
        return {
          ...request,
          method: 'POST',
          path: `/api/sites/${siteIds[counter % siteIds.length]}/reservations`,
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({
            ...guest,
            date: day(7 + (counter % 90)),
            time: quarter(counter),
            party_size: 2,
          }),
        };
      },
      onResponse: (status, body, context) => {
        if (status !== 201) return;
        const { reservation } = JSON.parse(body);
        made.push({ siteId: reservation.site_id, id: reservation.id, token: context.token });
      },
    },
  ];
}

/** How many of the bookings answered 201 the API shows afterwards (each read by its guest). */
async function visible(base, made) {
  let seen = 0;
  for (const { siteId, id, token } of made) {
    const answer = await fetch(`${base}/sites/${siteId}/reservations/${id}`, {
      headers: { authorization: token },
    });
    if (answer.ok) seen += 1;
  }
  return seen;
}

/** BENCH_ONLY: a comma list of words; only the scenarios whose label holds one of them run (and the baseline). */
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((word) => word.trim()) : null;
const wanted = (label) => !ONLY || label.startsWith('baseline') || ONLY.some((word) => label.includes(word));

/** One round of every scenario wanted; `made` collects the mixed round's bookings answered 201. */
async function round(base, siteIds, sessions, made, index) {
  let counter = 0;
  const figures = [];
  const scenario = async (label, run) => {
    if (wanted(label)) figures.push({ label, run: await run() });
  };

  await scenario('baseline `GET /api/health`', () => measure(base, { path: '/health' }));
  await scenario('`GET /api/sites`', () => measure(base, { path: '/sites' }));
  await scenario('`GET /api/sites`, compressed as a browser asks', () =>
    measure(base, { path: '/sites', headers: BROWSER }),
  );
  await scenario('`GET /api/sites?date=&party_size=` (has_availability)', () =>
    measure(base, {
      requests: [
        {
          setupRequest: (request) => {
            counter += 1;
            return { ...request, path: `/api/sites?date=${day(2 + (counter % 60))}&party_size=2` };
          },
        },
      ],
    }),
  );
  await scenario('availability, one day asked again (kept)', () =>
    measure(base, { path: `/sites/${siteIds[0]}/reservations/availability?date=${day(9)}&party_size=2` }),
  );
  await scenario('availability, one day asked again, compressed as a browser asks', () =>
    measure(base, {
      path: `/sites/${siteIds[0]}/reservations/availability?date=${day(9)}&party_size=2`,
      headers: BROWSER,
    }),
  );
  await scenario(`availability, ${(siteIds.length * DAYS_A_ROUND).toLocaleString('en')} distinct days`, () =>
    measure(base, { requests: distinctDays(siteIds, index) }),
  );

  // The mixed round: 1 connection in 10 books while the others ask availability, both at once.
  const bookers = Math.max(1, Math.round(CONNECTIONS / 10));
  if (wanted('mixed')) {
    const [reads, writes] = await Promise.all([
      measure(base, { connections: CONNECTIONS - bookers, requests: distinctDays(siteIds, index, 1000) }),
      measure(base, { connections: bookers, requests: bookings(siteIds, sessions, made, index * 5000) }),
    ]);
    figures.push({ label: `mixed: availability (${CONNECTIONS - bookers} connections)`, run: reads });
    figures.push({ label: `mixed: bookings (${bookers} connections)`, run: writes });
  }

  await scenario('bookings alone', () =>
    measure(base, { requests: bookings(siteIds, sessions, [], index * 5000 + 2500) }),
  );
  return figures;
}

async function benchEngine(name, databaseUrl) {
  const server = await startBenchServer(databaseUrl);
  try {
    const { base } = server;
    const sessions = [];
    for (let index = 0; index < GUESTS; index += 1) sessions.push(await signIn(base, index));
    const { sites } = await fetch(`${base}/sites`).then((r) => r.json());
    const siteIds = sites.map((site) => site.id);
    const made = [];
    const rounds = [];
    for (let index = 0; index < ROUNDS; index += 1)
      rounds.push(await round(base, siteIds, sessions, made, index));
    const baselines = rounds.map((figures) => figures[0].run);
    const rows = rounds[0].map(({ label }, scenario) =>
      overRounds(
        label,
        rounds.map((figures) => figures[scenario].run),
        baselines,
      ),
    );
    return { name, rows, made: made.length, seen: await visible(base, made) };
  } finally {
    await server.stop();
  }
}

/** BENCH_ENGINES: 'pglite', 'postgres' or both (the default). */
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').toLowerCase();
const engines = ENGINES.includes('pglite') ? [['PGlite', '']] : [];
let dropSchema = async () => {};
if (POSTGRES_URL && ENGINES.includes('postgres')) {
  const fresh = await freshPostgresSchema(POSTGRES_URL);
  dropSchema = fresh.drop;
  engines.push(['PostgreSQL', fresh.url]);
}
try {
  console.log(
    `Tafel API benchmark: ${CONNECTIONS} connections, ${DURATION} s a scenario, medians of ${ROUNDS} rounds`,
  );
  for (const [name, url] of engines) {
    const { rows, made, seen } = await benchEngine(name, url);
    console.log(`\n${name}\n`);
    console.log('| scenario | req/s | p50 ms | p99 ms | req/s vs baseline | p99 vs baseline | 2xx | other |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const row of rows)
      console.log(
        `| ${row.label} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.rpsRatio.toFixed(3)} | ${row.p99Ratio.toFixed(2)} | ${row.ok} | ${row.other} |`,
      );
    console.log(`\nmixed rounds: ${made} bookings answered 201, ${seen} of them readable afterwards`);
  }
} finally {
  await dropSchema();
}
