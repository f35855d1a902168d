import { API_MESSAGES, MESSAGES } from '../../shared/messages';
import { defineNamespace } from './i18n-util';

/**
 * SPEC §5 and §8 messages in both languages, keyed like shared/messages.ts (the English is that file's text).
 * Lazy pages use it: `const m = useNamespace(messageTexts); m[error.messageKey]()` or `m.maxGroupSize({ value: 14 })`.
 */
export const messageTexts = defineNamespace({
  // 'Text is too long' is the one API-only message a form field can show (a name over 80 characters).
  en: { ...MESSAGES, tooLong: API_MESSAGES.tooLong },
  nl: {
    required: 'Verplicht veld',
    phoneOrEmailRequired: 'Telefoonnummer of e-mailadres is verplicht',
    retrieveDataMissing: 'Vul je telefoonnummer of e-mailadres en je reserveringsnummer in',
    invalidPhone: 'Vul een geldig telefoonnummer in',
    invalidEmail: 'Vul een juist e-mailadres in',
    invalidCode: 'Vul een code van 6 cijfers in',
    invalidConfirmationNumber: 'Ongeldig reserveringsnummer',
    minGroupSize: 'Je kunt reserveren vanaf {value} personen',
    maxGroupSize: 'Je kunt online reserveren voor maximaal {value} personen',
    geolocationFailed: 'Sorry, er ging iets mis: {message}',
    timeNoLongerAvailable: 'Helaas is dit tijdstip niet meer te reserveren',
    dealCodeUsed: 'Er ging iets mis. Deze actielink is al gebruikt voor een reservering',
    dealCodeInvalid: 'Er ging iets mis. Gebruik de reserveringslink uit je e-mail om te reserveren',
    unknownEmail: 'Onbekend e-mailadres',
    reservationNotFound: 'We kunnen geen reservering met dit nummer vinden',
    serverError: 'Er ging iets mis op de server',
    dateNotAvailable: 'Deze datum is niet beschikbaar',
    undefinedLocation: 'Onbekende locatie',
    widgetUpdated: 'De widget is bijgewerkt. Start opnieuw om verder te gaan.',
    networkIssues: 'Door netwerkproblemen kunnen we niet verder',
    notFound: 'Sorry, hier is niets te vinden... (404)',
    tooLong: 'Deze tekst is te lang',
  },
});

/** One message by key, in the current language's translator, placeholders filled when given. */
export function messageText(translator: (typeof messageTexts)['translators']['en'], key: keyof typeof MESSAGES, values: Record<string, string | number> = {}): string {
  return (translator[key] as (args: Record<string, string | number>) => string)(values);
}
