import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { changeWords as english } from './change-words-en';

/** De woorden van wijzigingen aan de balie (annuleren, gegevens van de gast verbeteren), in het Nederlands. */
export const changeWords: TranslationOf<typeof english> = {
  cancelHeading: 'De reservering van {name} annuleren?',
  cancelFacts: '{day} om {time}, {count} {{gast|gasten}}. De tafels komen meteen vrij.',
  reason: 'Reden',
  reasons: {
    guestAsked: 'De gast wil annuleren',
    restaurant: 'Het restaurant kan ze niet plaatsen',
    duplicate: 'Dubbel gereserveerd',
    other: 'Anders',
  },
  otherReason: 'Beschrijf de reden',
  guestTold: 'De gast krijgt bericht per e-mail of sms.',
  noContact: 'Deze gast liet geen e-mailadres of telefoonnummer achter: niemand krijgt bericht.',
  confirmCancel: 'Reservering annuleren',
  cancelling: 'Bezig met annuleren…',
  keep: 'Reservering houden',
  editHeading: 'Gegevens van {name}',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  phone: 'Telefoon',
  email: 'E-mail',
  language: 'Taal van de gast',
  languages: { nl: 'Nederlands', en: 'Engels' },
  notes: 'Opmerkingen',
  highChairs: 'Kinderstoelen',
  wheelchair: 'Rolstoelgebruiker in het gezelschap',
  save: 'Gegevens opslaan',
  saving: 'Bezig met opslaan…',
  close: 'Sluiten',
};
