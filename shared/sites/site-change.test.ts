import { describe, expect, it } from 'vitest';
import { namesAnotherRestaurant, RESTAURANT_KEYS } from './site-change';

const AMSTERDAM = { id: '1b8742b7-4076-495b-ac5e-52bc563c2a01', name: 'Tafel Amsterdam' };
const ROTTERDAM_ID = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';

describe('a booking stays at its restaurant: a change naming another one is refused', () => {
  it.each([
    ['a change naming no restaurant', { time: '20:00' }, false],
    ['the same restaurant by its id', { time: '20:00', site_id: AMSTERDAM.id }, false],
    ['the same id in capitals, with spaces', { site_id: ` ${AMSTERDAM.id.toUpperCase()} ` }, false],
    ['the same restaurant by its name', { location: 'tafel amsterdam' }, false],
    [
      'a reservation answer sent back',
      { site_id: AMSTERDAM.id, site_name: AMSTERDAM.name, party_size: 3 },
      false,
    ],
    ['site_id null', { site_id: null }, false],
    ['another id as site_id', { site_id: ROTTERDAM_ID }, true],
    ['another id as siteId', { siteId: ROTTERDAM_ID }, true],
    ['another name as location', { location: 'Tafel Rotterdam' }, true],
    ['a slug as location', { location: 'rotterdam' }, true],
    ['a malformed id', { site_id: 'amsterdam' }, true],
    ['an empty id', { site_id: '' }, true],
    ['a number', { restaurant_id: 7 }, true],
    ['an object, even with this id', { site: { id: AMSTERDAM.id } }, true],
    ['the same id beside another name', { site_id: AMSTERDAM.id, site_name: 'Tafel Rotterdam' }, true],
    ['a key that names no restaurant', { venue: ROTTERDAM_ID }, false],
    ['a body that is not an object', 'Tafel Rotterdam', false],
  ])('%s: refused %s', (_name, body, refused) => {
    expect(namesAnotherRestaurant(body, AMSTERDAM)).toBe(refused);
  });

  it.each(RESTAURANT_KEYS)('%s naming another restaurant is refused', (key) => {
    expect(namesAnotherRestaurant({ [key]: ROTTERDAM_ID }, AMSTERDAM)).toBe(true);
  });
});
