import { describe, expect, it } from 'vitest';
import {
  isInsideNetherlands,
  normalisePostcode,
  parseRestaurant,
  slugOf,
  type RestaurantInput,
} from './restaurant';

const valid: RestaurantInput = {
  slug: 'tafel-zwolle',
  name: 'Tafel Zwolle',
  city: 'Zwolle',
  address: 'Grote Markt 1',
  postcode: '8011 LW',
  latitude: 52.5125,
  longitude: 6.0944,
  phone: '+31 38 555 0199',
  email: 'zwolle@tafel.example',
  texts: {
    en: {
      parking: 'Garage nearby.',
      route: 'From the station, 10 minutes on foot.',
      experiences: ['Wine bar'],
    },
    nl: {
      parking: 'Garage vlakbij.',
      route: 'Vanaf het station 10 minuten lopen.',
      experiences: ['Wijnbar'],
    },
  },
  channels: ['DineTime'],
};

describe('a restaurant is checked by one schema on screen and on the server', () => {
  it('accepts a complete restaurant, writing postcode and phone the one way', () => {
    const result = parseRestaurant({
      ...valid,
      postcode: '8011lw',
      phone: '038 555 0199'.replace(/^0/, '+31'),
    });
    expect(result.ok && result.restaurant.postcode).toBe('8011 LW');
    expect(result.ok && result.restaurant.phone).toBe('+31 38 555 0199');
    expect(result.ok && result.restaurant.offered_as_alternative).toBe(true);
  });

  it.each<[string, Partial<RestaurantInput>, string, string]>([
    ['a postcode that is not Dutch', { postcode: '75001' }, 'postcode', 'invalidPostcode'],
    ['a postcode starting with 0', { postcode: '0123 AB' }, 'postcode', 'invalidPostcode'],
    ['a phone number that is not one', { phone: '555-TAFEL' }, 'phone', 'invalidPhone'],
    ['an e-mail without a domain', { email: 'zwolle@' }, 'email', 'invalidEmail'],
    ['an empty name', { name: '  ' }, 'name', 'required'],
    ['a slug with capitals', { slug: 'Tafel-Zwolle' }, 'slug', 'invalidSlug'],
    ['a position in Berlin', { latitude: 52.52, longitude: 13.405 }, 'latitude', 'outsideNetherlands'],
    ['a latitude off the globe', { latitude: 91 }, 'latitude', 'invalidPosition'],
    ['no channel', { channels: [] }, 'channels', 'noChannel'],
    ['an id that is not a UUID', { id: 'zwolle' }, 'id', 'invalidId'],
  ])('refuses %s', (_, change, field, problem) => {
    expect(parseRestaurant({ ...valid, ...change })).toEqual({ ok: false, problems: [{ field, problem }] });
  });

  it('keeps a position outside the Netherlands when the admin confirms it', () => {
    const result = parseRestaurant({
      ...valid,
      latitude: 52.52,
      longitude: 13.405,
      outside_nl_confirmed: true,
    });
    expect(result.ok).toBe(true);
  });

  it.each<[string, RestaurantInput['texts'], string]>([
    ['a Dutch route left empty', { ...valid.texts, nl: { ...valid.texts.nl, route: '' } }, 'texts.nl.route'],
    [
      'an English parking text left empty',
      { ...valid.texts, en: { ...valid.texts.en, parking: ' ' } },
      'texts.en.parking',
    ],
    [
      'experiences in one language only',
      { ...valid.texts, nl: { ...valid.texts.nl, experiences: [] } },
      'texts.nl.experiences',
    ],
  ])('wants both languages filled in: refuses %s', (_, texts, field) => {
    const result = parseRestaurant({ ...valid, texts });
    expect(result.ok ? [] : result.problems.map((problem) => problem.field)).toEqual([field]);
  });

  it('names every refused field once', () => {
    const result = parseRestaurant({ ...valid, postcode: 'x', phone: 'y', email: 'z' });
    expect(result.ok ? [] : result.problems.map((problem) => problem.field)).toEqual([
      'postcode',
      'phone',
      'email',
    ]);
  });
});

describe('the rules the schema is made of', () => {
  it.each([
    ['1012lm', '1012 LM'],
    [' 3511 az ', '3511 AZ'],
    ['0123 AB', ''],
    ['1012 L', ''],
  ])('normalisePostcode(%j) is %j', (raw, written) => expect(normalisePostcode(raw)).toBe(written));

  it.each([
    [52.3747, 4.8986, true],
    [53.7, 7.25, true],
    [52.52, 13.405, false],
    [51.5072, -0.1276, false],
  ])('isInsideNetherlands(%d, %d) is %s', (latitude, longitude, inside) =>
    expect(isInsideNetherlands(latitude, longitude)).toBe(inside),
  );

  it.each([
    ['Tafel Den Haag', 'tafel-den-haag'],
    ['Café Één', 'cafe-een'],
  ])('slugOf(%j) is %j', (name, slug) => expect(slugOf(name)).toBe(slug));
});
