import { describe, expect, it } from 'vitest';
import { checkDraft, draftFieldOf, draftOf, EMPTY_DRAFT, type RestaurantDraft } from './restaurant-draft';

const typed: RestaurantDraft = {
  ...EMPTY_DRAFT,
  name: 'Tafel Zwolle',
  city: 'Zwolle',
  address: 'Grote Markt 1',
  postcode: '8011lw',
  latitude: '52,5125',
  longitude: '6.0944',
  phone: '+31 38 555 0199',
  email: 'zwolle@tafel.example',
  parking_en: 'Garage nearby.',
  parking_nl: 'Garage vlakbij.',
  route_en: '10 minutes from the station.',
  route_nl: '10 minuten van het station.',
  experiences_en: 'Wine bar\n\nTerrace',
  experiences_nl: 'Wijnbar\nTerras',
};

describe('the restaurant form is checked by the shared schema before it is sent', () => {
  it('reads a filled-in form: slug from the name, decimal comma, one experience a line', () => {
    const result = checkDraft(typed);
    expect(result.ok && result.restaurant).toMatchObject({
      slug: 'tafel-zwolle',
      postcode: '8011 LW',
      latitude: 52.5125,
      texts: { en: { experiences: ['Wine bar', 'Terrace'] } },
      channels: ['DineTime'],
    });
  });

  it.each<[string, Partial<RestaurantDraft>, Record<string, string>]>([
    ['an empty form', {}, { name: 'required', postcode: 'invalidPostcode', latitude: 'invalidPosition' }],
    ['a Dutch route left empty', { ...typed, route_nl: '' }, { route_nl: 'required' }],
    ['Berlin', { ...typed, latitude: '52.52', longitude: '13.405' }, { latitude: 'outsideNetherlands' }],
    ['no channel', { ...typed, channels: ' , ' }, { channels: 'noChannel' }],
  ])('marks the inputs of %s', (_, draft, marked) => {
    const result = checkDraft({ ...EMPTY_DRAFT, ...draft });
    expect(result.ok ? {} : result.problems).toMatchObject(marked);
  });

  it.each([
    ['texts.nl.route', 'route_nl'],
    ['texts.en', 'parking_en'],
    ['texts.nl.experiences', 'experiences_nl'],
    ['postcode', 'postcode'],
    ['badges', null],
  ])('shows a problem of %s at %s', (path, input) => expect(draftFieldOf(path)).toBe(input));

  it('puts a stored restaurant back in the form unchanged', () => {
    const result = checkDraft(typed);
    if (!result.ok) throw new Error('the typed form is valid');
    const stored = { ...result.restaurant, id: '6f1c0000-0000-4000-8000-000000000000' };
    const again = checkDraft(draftOf(stored));
    expect(again.ok && again.restaurant).toEqual(result.restaurant);
  });
});
