/** The restaurant page's own texts in both languages: parking and experiences in Dutch too. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, SITE_AMSTERDAM, type Harness } from '../testing/harness';

describe("a restaurant's parking and experiences come in English and Dutch", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());

  it('every seeded restaurant has Dutch texts of its own, as many experiences as in English', async () => {
    const { body } = await h.request('GET', '/sites');
    for (const site of body.sites) {
      expect(site.texts.nl.parking, site.name).not.toBe(site.parking);
      expect(site.texts.nl.parking, site.name).toMatch(/parkeren|P\+R/i);
      expect(site.texts.nl.experiences).toHaveLength(site.experiences.length);
    }
  });

  it('a restaurant without Dutch texts yet answers its English ones for Dutch guests too', async () => {
    await h.db.query(`update sites set parking_nl = '', route_nl = '', experiences_nl = '[]' where id = $1`, [
      SITE_AMSTERDAM,
    ]);
    const { body } = await h.request('GET', `/sites/${SITE_AMSTERDAM}`);
    expect(body.site.texts.nl).toEqual({
      parking: body.site.parking,
      route: body.site.route,
      experiences: body.site.experiences,
    });
  });
});
