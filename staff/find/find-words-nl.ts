/** De woorden van het zoekscherm in het Nederlands: dezelfde sleutels als find-words-en.ts. */
import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { findWords as english } from './find-words-en';

export const findWords: TranslationOf<typeof english> = {
  heading: 'Reservering zoeken',
  backToSheet: 'Terug naar de dagstaat',
  notAllowed: 'Dit restaurant hoort niet bij je account.',
  search: 'Alle dagen doorzoeken',
  hint: 'Reserveringsnummer, naam, telefoonnummer of e-mailadres',
  searchButton: 'Zoeken',
  searching: 'Bezig met zoeken…',
  tooShort: 'Typ minstens {min} tekens.',
  here: 'Bij {restaurant}',
  elsewhere: 'Bij andere restaurants',
  none: 'Geen reservering past bij “{query}”, op geen enkele dag.',
  noneElsewhere: 'Geen ander restaurant dat je kunt zien heeft een treffer.',
  upcoming: 'Komende dagen',
  past: 'Voorbije dagen',
  partySize: '{count} {{gast|gasten}}',
  cancelled: 'Geannuleerd',
  visit: { booked: 'Gereserveerd', arrived: 'Binnen', left: 'Vertrokken', no_show: 'Niet gekomen' },
  openDay: '{day} openen',
  atRestaurant: 'bij {restaurant}',
  walkIn: 'Binnenloper',
  count: '{count} {{reservering|reserveringen}} gevonden',
};
