/** Issue 3: random bodies, queries and params against every endpoint answer 4xx with {error, message}, never 5xx. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, SITE_AMSTERDAM, signIn, type Harness } from './testing/harness';

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
];

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
const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.uuid(),
  fc.constant(SITE_AMSTERDAM),
  fc.constant('AAAAAAAAAAAAAAAAAAAAAA'),
);

describe('property: bad input never causes a 5xx', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    token = await signIn(h, { phone: '0612345678', email: 'anna@example.nl' });
  });
  afterAll(async () => h?.close());

  it('answers every random request below 500, errors with {error, message}', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: ROUTES.length - 1 }),
        segment,
        query,
        body,
        fc.constantFrom<string | undefined>(undefined, 'anonymous', 'garbage token', 'VALID'),
        fc.constantFrom('application/json', 'text/plain', ''),
        async (index, seg, params, payload, auth, type) => {
          const [method, path] = ROUTES[index]!;
          const search = new URLSearchParams(params as Record<string, string>).toString();
          const headers: Record<string, string> = type ? { 'content-type': type } : {};
          const send =
            method === 'GET' || method === 'DELETE'
              ? undefined
              : typeof payload === 'string'
                ? payload
                : JSON.stringify(payload);
          const answer = await h.request(method, `${path(seg)}${search ? `?${search}` : ''}`, {
            ...(send !== undefined ? { body: send } : {}),
            headers,
            ...(auth ? { token: auth === 'VALID' ? token : auth } : {}),
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(typeof answer.body.error).toBe('string');
            expect(typeof answer.body.message).toBe('string');
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
