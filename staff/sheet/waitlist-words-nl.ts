/** De wachtlijst op de dagstaat in het Nederlands: dezelfde sleutels als waitlist-words-en.ts. */
import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { waitlistWords as enWaitlist } from './waitlist-words-en';

export const waitlistWords: TranslationOf<typeof enWaitlist> = {
  heading: 'Wachtlijst',
  none: 'Niemand wacht op deze dag.',
  loading: 'De wachtlijst laden…',
  failed: 'De wachtlijst kon niet worden geladen.',
  window: '{from}–{until}',
  party: '{count} {{gast|gasten}}',
  place: 'nr. {place} in de rij',
  state: {
    waiting: 'Wacht',
    offered: '{time} aangeboden, vastgehouden tot {until}',
    claimed: '{time} gereserveerd (nr. {number})',
    expired: 'Aanbod verlopen',
    declined: 'Afgeslagen',
    left: 'Van de lijst af',
    closed: 'Gesloten',
  },
  byHost: 'met de hand',
  table: 'Tafel {tables}',
  tables: 'Tafels {tables}',
  offer: 'Tafel aanbieden',
  offerTime: 'Tijd',
  send: 'Aanbieden en versturen',
  sending: 'Versturen…',
  cancel: 'Annuleren',
  offered: 'Aangeboden aan {name}: de tafel wordt 15 minuten vastgehouden.',
  closedRefusal: 'Deze gast wacht niet meer.',
};
