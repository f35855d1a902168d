/**
 * Text a database cannot hold as sent, bodies nested without end, and bytes that are not UTF-8
 * are refused with 400 {error, message}: never a 500, and never stored altered (a lone surrogate became U+FFFD).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, SITE_AMSTERDAM, signIn, type Harness, ENGINES } from './testing/harness';

describe.each(ENGINES)(
  'input no column can hold as sent is refused, not a 500 and not stored altered, on %s',
  (engine) => {
    let h: Harness;
    let token: string;
    beforeAll(async () => {
      h = await createHarness(engine);
      token = await signIn(h, { phone: '+31611112222', email: 'inputs@example.nl' });
    });
    afterAll(async () => h?.close());

    const guest = (first_name: string, n: number) => ({
      first_name,
      last_name: 'Jansen',
      phone_number: `+3161111${String(3000 + n)}`,
      email: `inputs${n}@example.nl`,
    });

    it.each([
      ['a NUL character', 'Anna\u0000', 1],
      ['a lone high surrogate', 'Anna\ud800', 2],
      ['a lone low surrogate', '\udc00Anna', 3],
    ])('a name with %s: 400, and no guest stored', async (_name, first, n) => {
      const answer = await h.request('POST', '/users', { body: guest(first, n) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
      const stored = await h.db.query(`select count(*)::int as count from users where email = $1`, [
        `inputs${n}@example.nl`,
      ]);
      expect(stored.rows[0]).toEqual({ count: 0 });
    });

    it('a name with a real emoji (a surrogate pair) is fine', async () => {
      const answer = await h.request('POST', '/users', { body: guest('Anna 🍝', 4) });
      expect(answer.status).toBeLessThan(300);
    });

    it('a key with NUL: 400', async () => {
      const answer = await h.request('POST', '/sessions', { body: '{"email\\u0000":"x@example.nl"}' });
      expect(answer.status).toBe(400);
    });

    // As deep as the 32 KB body limit allows: 5,000 objects, 15,000 arrays.
    it.each([
      ['objects', 5_000, (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)],
      ['arrays', 15_000, (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`],
    ] as const)(
      'a booking body with %s nested %i deep (the Idempotency-Key fingerprint walks it): 400',
      async (_name, depth, body) => {
        const answer = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
          token,
          body: body(depth).replace(/^\{/, '{"date":"2026-12-01","time":"19:00","party_size":2,'),
          headers: { 'idempotency-key': 'deep-1' },
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ error: 'invalid_request' });
      },
    );

    it('bytes that are not UTF-8: 400, not read as U+FFFD', async () => {
      const answer = await h.app.request('/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-client-ip': '10.9.9.9' },
        body: new Uint8Array([...Buffer.from('{"first_name":"Ann'), 0xff, ...Buffer.from('a"}')]),
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'invalid_json' });
    });

    it('a query value with NUL or a lone surrogate: 400', async () => {
      for (const value of ['a%00b', '%ED%A0%80'])
        expect((await h.request('GET', `/sites?type=${value}`)).status).toBe(400);
    });

    it('a body over 32 KB: 413 {error, message}, nothing stored', async () => {
      const answer = await h.request('POST', '/users', {
        body: { ...guest('Anna', 40), last_name: 'J'.repeat(40 * 1024) },
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ error: 'payload_too_large', message: expect.any(String) });
      const stored = await h.db.query(
        `select count(*)::int as count from users where email = 'inputs40@example.nl'`,
      );
      expect(stored.rows[0]).toEqual({ count: 0 });
    });

    it.each([
      ['text/plain', 415],
      ['text/json', 415],
      ['application/jsonx', 415],
      ['application/x-www-form-urlencoded', 415],
      ['multipart/form-data; boundary=x', 415],
      ['', 415],
      ['application/json; charset=utf-8', 200],
      ['Application/JSON', 200],
    ])('a JSON body sent as %j: %i', async (contentType, status) => {
      const n = 50 + contentType.length;
      const answer = await h.app.request('/users', {
        method: 'POST',
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          'x-test-client-ip': `10.9.8.${n}`,
        },
        body: JSON.stringify(guest('Anna', n)),
      });
      expect(answer.status).toBe(status);
      if (status === 415)
        expect(await answer.json()).toMatchObject({
          error: 'unsupported_media_type',
          message: expect.any(String),
        });
    });

    it.each([
      ['GET', '/sites/%E0%A4%A/reservations/availability?date=2026-12-01&party_size=2'],
      ['GET', `/sites/${SITE_AMSTERDAM}/reservations/availability?date=%ZZ&party_size=2`],
      ['GET', '/sites?type=%'],
      ['DELETE', `/sites/${SITE_AMSTERDAM}/reservations/%C3%28`],
      ['GET', '/deal-codes/%FF%FE'],
    ])('%s %s (malformed percent-encoding under the API): 4xx {error, message}', async (method, path) => {
      const answer = await h.request(method, path, { token });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    });
  },
);
