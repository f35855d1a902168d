import type en from './message-words-en';
import type { TranslationOf } from '../../ui/i18n/i18n-types';

/** The guest messages in Dutch (widget/i18n/message-words.ts loads this module for Dutch guests only). */
const nl: TranslationOf<typeof en> = {
  required: 'Verplicht veld',
  phoneOrEmailRequired: 'Telefoonnummer of e-mailadres is verplicht',
  retrieveDataMissing: 'Vul je telefoonnummer of e-mailadres en je reserveringsnummer in',
  invalidPhone: 'Vul een geldig telefoonnummer in',
  invalidEmail: 'Vul een geldig e-mailadres in',
  invalidCode: 'Vul een code van 6 cijfers in',
  invalidConfirmationNumber: 'Ongeldig reserveringsnummer',
  minGroupSize: 'Je kunt reserveren vanaf {value} personen',
  maxGroupSize: 'Je kunt online reserveren voor maximaal {value} personen',
  geolocationFailed: 'Helaas, er ging iets mis: {message}',
  timeNoLongerAvailable: 'Helaas is dit tijdstip niet meer te reserveren',
  dealCodeUsed: 'Er ging iets mis. Deze actielink is al gebruikt voor een reservering',
  dealCodeInvalid: 'Er ging iets mis. Gebruik de reserveringslink uit je e-mail om te reserveren',
  unknownEmail: 'Onbekend e-mailadres',
  reservationNotFound: 'We kunnen geen reservering met dit nummer vinden',
  serverError: 'Er ging bij ons iets mis. Probeer het later opnieuw.',
  dateNotAvailable: 'Deze datum is niet beschikbaar',
  undefinedLocation: 'Onbekende locatie',
  widgetUpdated: 'Er is een nieuwe versie. Start opnieuw om verder te gaan.',
  networkIssues: 'Door netwerkproblemen kunnen we niet verder',
  notFound: 'Helaas, hier is niets te vinden... (404)',
  tooLong: 'Deze tekst is te lang',
  christmasLargeGroup:
    'Met kerst reserveer je voor {min} personen of meer het best telefonisch: bel {phone} tussen {from} en {to}. Voor meer dan {min} personen zijn er online geen tijden.',
};

export default nl;
