/**
 * Random bodies, queries, params and headers against every endpoint answer 4xx with
 * {error, message}, never 5xx, and a refused request leaves the database as it was: every table's rows, by content,
 * but the limits' own events. The signed-in guest's real booking is among the ids tried. On both engines.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createHarness, ENGINES, SITE_AMSTERDAM, signIn, type Harness } from './testing/harness';

const ROUTES: Array<[method: string, path: (segment: string) => string]> = [
  ['GET', () => '/sites'],
  ['GET', (s) => `/sites/${s}`],
  ['GET', (s) => `/sites/${s}/reservations/availability`],
  ['GET', () => `/sites/${SITE_AMSTERDAM}/reservations/availability`],
  ['POST', () => '/users'],
  ['POST', () => '/sessions'],
  ['PATCH', () => '/sessions/current'],
  ['DELETE', () => '/sessions/current'],
  ['GET', () => '/users/me'],
  ['PATCH', () => '/users/me'],
  ['GET', () => '/users/me/reservations'],
  ['POST', () => `/sites/${SITE_AMSTERDAM}/reservations`],
  ['POST', (s) => `/sites/${s}/reservations`],
  ['GET', (s) => `/sites/${SITE_AMSTERDAM}/reservations/${s}`],
  ['PATCH', (s) => `/sites/${SITE_AMSTERDAM}/reservations/${s}`],
  ['DELETE', (s) => `/sites/${SITE_AMSTERDAM}/reservations/${s}`],
  ['POST', () => '/reservations/retrieve'],
  ['GET', (s) => `/images/${s}/sm.svg`],
  ['GET', (s) => `/deal-codes/${s}`],
  ['GET', (s) => `/sites/${SITE_AMSTERDAM}/reservations/${s}/calendar.ics`],
  ['GET', (s) => `/sites/${s}/reservations/${s}/calendar.ics`],
  ['POST', () => `/sites/${SITE_AMSTERDAM}/turned-away`],
  ['POST', (s) => `/sites/${s}/turned-away`],
];

/**
 * What a refused request must not have changed: every table's rows, compared by content (a refused change that half
 * happened keeps the count). Only the limits' own events are counted for refused requests too, by design.
 */
const UNGUARDED_TABLES = new Set(['rate_events']);

const FIELDS = [
  'date',
  'time',
  'party_size',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'code',
  'confirmationNum',
  'limit',
  'type',
  'flow',
  'deal_code',
  'language',
  'notes',
  'child_seats',
  'wheelchair_users',
  'remember',
  'channel',
  'reservation_id',
  'visit_id',
  'day_part',
  'site_id',
];
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '2026-11-10',
    '2026-02-30',
    '0000-01-01',
    '9999-12-31',
    '18:00',
    '24:00',
    '0612345678',
    '+31612345678',
    'a@b.nl',
    'DEMO-DEAL-0002',
    '123456',
    'nl',
    'kidsMenu',
    '1,2,3',
    '0',
    '99',
    '-1',
  ),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '[]', 'null', '"text"', '{"date":', '\u0000'),
);
const query = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('2026-11-10', '2,15', '1'.repeat(80))),
  { maxKeys: 4 },
);
/** The signed-in guest's own booking, made before the properties run. */
let ownReservationId = '';
const segment = fc.oneof(
  fc.constant(null).map(() => ownReservationId),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.uuid(),
  fc.constant(SITE_AMSTERDAM),
  fc.constant('AAAAAAAAAAAAAAAAAAAAAA'),
);

/** Any header a client can send, beside the ones the request needs. */
const extraHeaders = fc.record(
  {
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.string({ maxLength: 30 }), fc.constant('1.2.3.4, 5.6.7.8')),
    'idempotency-key': fc.oneof(fc.string({ maxLength: 80 }), fc.uuid()),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*', 'x;q=bad'),
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3001'),
  },
  { requiredKeys: [] },
);

describe.each(ENGINES)('property: bad input never causes a 5xx, on %s', (engine) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness(engine);
    token = await signIn(h, { phone: '0612345678', email: 'anna@example.nl' });
  });
  afterAll(async () => h?.close());

  let tables: string[] = [];
  beforeAll(async () => {
    const found = await h.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    );
    tables = found.rows.map((row) => row.name).filter((name) => !UNGUARDED_TABLES.has(name));
    // A real booking of the signed-in guest, so refused changes and cancels of it are tried too.
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody(),
    });
    ownReservationId = booked.body.reservation.id as string;
  });

  /** Each table's rows as one hash: equal before and after means nothing was written. */
  const contents = async () =>
    Object.fromEntries(
      await Promise.all(
        tables.map(async (table) => {
          const result = await h.db.query<{ hash: string | null }>(
            `select md5(string_agg(row_text, '|' order by row_text)) as hash from (select t::text as row_text from ${table} t) rows`,
          );
          return [table, result.rows[0]!.hash] as const;
        }),
      ),
    );

  it('answers every random request below 500, errors with {error, message}, and a refusal changes nothing', async () => {
    let address = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: ROUTES.length - 1 }),
        segment,
        query,
        body,
        fc.oneof(
          fc.constantFrom<string | undefined>(
            undefined,
            'anonymous',
            'garbage token',
            'VALID',
            'Bearer VALID',
          ),
          fc.string({ maxLength: 300 }),
        ),
        fc.oneof(fc.constantFrom('application/json', 'text/plain', ''), fc.string({ maxLength: 40 })),
        extraHeaders,
        async (index, seg, params, payload, auth, type, extra) => {
          const [method, path] = ROUTES[index]!;
          const search = new URLSearchParams(params as Record<string, string>).toString();
          // Each request from its own address: the per-address limits would otherwise answer 429 to most of them.
          address += 1;
          const headers: Record<string, string> = {
            ...(extra as Record<string, string>),
            'x-test-client-ip': `10.99.${Math.floor(address / 250)}.${address % 250}`,
            ...(type ? { 'content-type': type } : {}),
          };
          const before = await contents();
          const send =
            method === 'GET' || method === 'DELETE'
              ? undefined
              : typeof payload === 'string'
                ? payload
                : JSON.stringify(payload);
          const answer = await h.request(method, `${path(seg)}${search ? `?${search}` : ''}`, {
            ...(send !== undefined ? { body: send } : {}),
            headers,
            ...(auth ? { token: auth.replace('VALID', token) } : {}),
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(typeof answer.body.error).toBe('string');
            expect(typeof answer.body.message).toBe('string');
            expect(await contents()).toEqual(before);
          }
        },
      ),
      { numRuns: engine === 'pglite' ? 400 : 250 },
    );
  });
});
