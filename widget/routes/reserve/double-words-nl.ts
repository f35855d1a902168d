import type { TranslationOf } from '../../../ui/i18n/i18n-types';
import type en from './double-words-en';

/** Dutch texts of the double-booking question (./double-question). */
const nl: TranslationOf<typeof en> = {
  title: 'Je hebt al een reservering',
  sameSite:
    'Je hebt al een reservering om {time} op {date} bij {restaurant}. Wil je daar op deze tijd nog een tafel reserveren?',
  otherSite:
    'Je hebt al een reservering om {time} op {date} bij {restaurant}, een ander Tafel-restaurant. Die valt samen met de tijd die je hier koos. Wil je deze ook reserveren?',
  existing: 'Je reservering',
  restaurant: 'Restaurant',
  when: 'Datum en tijd',
  whenValue: '{date} om {time}',
  persons: 'Personen',
  number: 'Reserveringsnummer',
  bookAnyway: 'Toch nog een reservering',
  keep: 'Mijn reservering houden',
  otherTime: 'Kies een andere tijd',
};

export default nl;
