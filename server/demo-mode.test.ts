/**
 * The demo set-up's data (the example deal codes, the demonstration promotion) exist only there;
 * production mode seeds and accepts neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEAL_CODES } from './db/seed/chain';
import { seed } from './db/seed';
import { createHarness, SITE_AMSTERDAM, type Harness, ENGINES } from './testing/harness';

describe.each(ENGINES)('demo data on %s', (engine) => {
  describe.each([
    ['the demo set-up (development)', {}, true],
    ['production', { NODE_ENV: 'production' }, false],
  ] as const)('%s', (_name, env, demo) => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(engine, { env });
    });
    afterAll(async () => h?.close());

    it(`the example deal codes are ${demo ? '' : 'not '}seeded`, async () => {
      const codes = await h.db.query<{ count: number }>(`select count(*)::int as count from deal_codes`);
      expect(codes.rows[0]!.count).toBe(demo ? DEMO_DEAL_CODES.length : 0);
      const answer = await h.request('GET', `/deal-codes/${DEMO_DEAL_CODES[0]}`);
      expect(answer.status).toBe(demo ? 200 : 422);
    });

    it(`the demonstration promotion is ${demo ? 'offered' : 'an unknown flow'}`, async () => {
      const answer = await h.request(
        'GET',
        `/sites/${SITE_AMSTERDAM}/reservations/availability?date=2026-10-20&party_size=2&flow=exampleAutumnDeal`,
      );
      if (demo) expect(answer.status).toBe(200);
      else expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_request', field: 'flow' } });
    });

    it('a real promotion is offered either way', async () => {
      const answer = await h.request(
        'GET',
        `/sites/${SITE_AMSTERDAM}/reservations/availability?date=2026-10-20&party_size=2&flow=voucherAction`,
      );
      expect(answer.status).not.toBe(500);
      expect(answer.body).not.toMatchObject({ field: 'flow' });
    });
  });
});

describe.each(ENGINES)('a database first started as the demo, then in production, on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => h?.close());

  it('loses the example deal codes when production mode starts on it', async () => {
    expect((await h.request('GET', `/deal-codes/${DEMO_DEAL_CODES[0]}`)).status).toBe(200);
    await seed(h.db, { demo: false });
    const codes = await h.db.query<{ count: number }>(`select count(*)::int as count from deal_codes`);
    expect(codes.rows[0]!.count).toBe(0);
    expect((await h.request('GET', `/deal-codes/${DEMO_DEAL_CODES[0]}`)).status).toBe(422);
  });
});
