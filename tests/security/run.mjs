// npm run security: the security suite a reviewer can run alone (docs/testing.md). Each file below proves one of the
// review's points by attacking the API as a client would (parallel requests, forged headers, hostile bodies, stale
// links, other guests' contacts) and asserting what held; each test's name says what was tried and what held, and
// the verbose reporter prints them. With TEST_DATABASE_URL set they run on PostgreSQL as well as PGlite.
import { spawnSync } from 'node:child_process';

/** [the review's point, the file that proves it] */
export const SECURITY_TESTS = [
  [
    'accounts: no pre-hijacking; a session sees only its guest and the contact it proved',
    'server/account-takeover.test.ts',
  ],
  [
    'no enumeration: a code asked for a stranger is answered as for a guest (same keys, same SQL, same limits)',
    'server/routes/sessions.test.ts',
  ],
  [
    'no enumeration: an unknown booking number and a wrong contact get one answer from the same work',
    'server/routes/retrieve.test.ts',
  ],
  [
    'accounts: a code proves only its contact; contacts change only by code; other sessions end',
    'server/domain/contact-change.test.ts',
  ],
  [
    'accounts: an unproven sign-up claim yields to a correction, a proven guest is never changed',
    'server/routes/users-claims.test.ts',
  ],
  [
    'one-time codes: hashed, single use, five tries, 30-minute sessions without remember',
    'server/domain/otp.test.ts',
  ],
  [
    'limits hold under parallel requests (codes, sign-ups, addresses, retrieve); a locked number leaves the code log-in',
    'server/limits-parallel.test.ts',
  ],
  ['upcoming bookings per guest, counted one after the other', 'server/upcoming-limit.test.ts'],
  [
    'limits and bookings hold across two server processes (PostgreSQL only)',
    'tests/unit/server-concurrency.test.ts',
  ],
  ['manage links end, and after a cancel only say so', 'server/access-links.test.ts'],
  [
    'the trusted proxy (an address or a CIDR range): the hop it added, never the left-most value',
    'server/http/client-address.test.ts',
  ],
  ['headers: CSP, nosniff, HSTS', 'server/http/security-headers.test.ts'],
  ['hostile inputs: NUL, lone surrogates, deep JSON, sizes, encodings answer 4xx', 'server/inputs.test.ts'],
  ['unknown routes and malformed paths answer 404/400 JSON', 'server/routing.test.ts'],
  ['arbitrary bodies, queries and headers never give a 5xx', 'server/fuzz.test.ts'],
  ['demo data only in the demo set-up', 'server/demo-mode.test.ts'],
  [
    'production mode starts no demo site and no development outbox; a bad configuration stops it before the database',
    'tests/unit/server-production.test.ts',
  ],
  [
    'the configuration is checked whole: every bad value named; production needs its origins, mail, a real database',
    'server/config.test.ts',
  ],
  ['the start-up prints its configuration without a password or token', 'server/config-describe.test.ts'],
  ['the embedded database is one process: a second is refused', 'tests/unit/server-single-process.test.ts'],
  ['expired codes, sessions, keys and delivered mail are pruned', 'server/db/prune.test.ts'],
  ['pruning runs at start and then hourly, and survives a failed round', 'server/prune-schedule.test.ts'],
  [
    "retention: a booking's guest details go after 24 months, idle guests too; the figures stay",
    'server/db/retention.test.ts',
  ],
  ['no enumeration: a sign-up answers a new and a known guest alike (no id, no flags)', 'server/api.test.ts'],
  [
    'deal codes: guessing is limited per address; a used code is told, never reused',
    'server/routes/deal-codes.test.ts',
  ],
  [
    'a one-time code is never in an e-mail subject (lock screens and mail logs show subjects)',
    'server/notify/render.test.ts',
  ],
  [
    'a slow SMTP server times out instead of holding a message (no duplicates)',
    'server/notify/adapters/smtp.test.ts',
  ],
  [
    'the host page hears route names, never a path with a reservation id or token',
    'widget/state/navigation.test.ts',
  ],
  ['codes go before queued mail, one message a lease', 'server/notify/worker.test.ts'],
  [
    'an error report sends no name, e-mail, phone, code, booking number or id',
    'widget/observability/scrub.test.ts',
  ],
  [
    "staff: roles per restaurant (403 for another), staff and guest sessions never open each other's routes",
    'server/routes/staff.test.ts',
  ],
];

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  for (const [point, file] of SECURITY_TESTS) console.log(`• ${point}\n    ${file}`);
  console.log('');
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter', 'verbose', ...SECURITY_TESTS.map(([, file]) => file)],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}
