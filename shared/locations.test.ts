import { describe, expect, it } from 'vitest';
import {
  LOCATIONS,
  OFFER_LOCATION_IDS,
  STEAK_MENU_LOCATION_IDS,
  VOUCHER_LOCATION_IDS,
  locationById,
  locationBySlug,
} from './locations';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the chain has about 35 to 37 locations in the Netherlands', () => {
  it('has between 35 and 37 locations', () => {
    expect(LOCATIONS.length).toBeGreaterThanOrEqual(35);
    expect(LOCATIONS.length).toBeLessThanOrEqual(37);
  });
  it('every id is a UUID and unique', () => {
    for (const location of LOCATIONS) expect(location.id).toMatch(UUID);
    expect(new Set(LOCATIONS.map((l) => l.id)).size).toBe(LOCATIONS.length);
  });
  it('every slug is unique and URL-safe', () => {
    for (const location of LOCATIONS) expect(location.slug).toMatch(/^[a-z0-9-]+$/);
    expect(new Set(LOCATIONS.map((l) => l.slug)).size).toBe(LOCATIONS.length);
  });
  it.each(LOCATIONS.map((l) => [l.slug, l] as const))(
    '%s lies in the Netherlands with a Dutch postcode and phone',
    (_slug, location) => {
      expect(location.latitude).toBeGreaterThan(50.7);
      expect(location.latitude).toBeLessThan(53.6);
      expect(location.longitude).toBeGreaterThan(3.3);
      expect(location.longitude).toBeLessThan(7.3);
      expect(location.postcode).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
      expect(location.phone.replace(/ /g, '')).toMatch(/^\+31\d{9}$/);
    },
  );
});

describe('lookups', () => {
  it.each([
    ['a known id', LOCATIONS[3]!.id, LOCATIONS[3]],
    ['an unknown id', '00000000-0000-4000-8000-000000000000', undefined],
  ])('locationById with %s', (_name, id, expected) => expect(locationById(id)).toBe(expected));
  it('locationBySlug finds by slug', () => expect(locationBySlug('utrecht')?.city).toBe('Utrecht'));
});

// Vouchers run everywhere; offers leave out the two newest franchises; the steak menu also leaves out Assen.
const slugsOf = (ids: readonly string[]) => ids.map((id) => locationById(id)?.slug);
const allSlugsBut = (left: readonly string[]) =>
  LOCATIONS.map((l) => l.slug).filter((slug) => !left.includes(slug));

describe('promotion location subsets: vouchers everywhere, offers without Emmen and Middelburg, steak also without Assen', () => {
  it.each([
    ['voucher', VOUCHER_LOCATION_IDS, []],
    ['offer', OFFER_LOCATION_IDS, ['emmen', 'middelburg']],
    ['steak menu', STEAK_MENU_LOCATION_IDS, ['emmen', 'middelburg', 'assen']],
  ] as const)('%s list has every location but %j, each once', (_name, ids, left) => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(slugsOf(ids)).toEqual(allSlugsBut(left));
    for (const id of ids) expect(locationById(id)).toBeDefined();
  });
  it('steak menu locations are offer locations', () => {
    for (const id of STEAK_MENU_LOCATION_IDS) expect(OFFER_LOCATION_IDS).toContain(id);
  });
});
