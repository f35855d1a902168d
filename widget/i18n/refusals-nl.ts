import type { TranslationOf } from './i18n-types';
import type en from './refusals-en';

/** The refusals in Dutch: what happened, and what to do next (keys of shared/message-keys.ts REFUSAL_KEYS). */
const nl: TranslationOf<typeof en> = {
  unknownPhone: 'We kennen dit telefoonnummer niet. Controleer het, of maak eerst een reservering.',
  wrongCode: 'Deze code klopt niet. Controleer de cijfers, of vraag een nieuwe code aan.',
  codeExpired: 'Deze code werkt niet meer. Vraag een nieuwe code aan.',
  tooManyRequests: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  smsCountryRefused: 'We kunnen geen sms naar dit nummer sturen. Kies e-mail om je code te ontvangen.',
  emailTaken: 'Dit e-mailadres hoort bij een andere gast. Gebruik een ander adres.',
  phoneTaken: 'Dit telefoonnummer hoort bij een andere gast. Gebruik een ander nummer.',
  reservationCancelled: 'Deze reservering is geannuleerd.',
  cancellationDisabled: 'Deze reservering kun je niet meer online annuleren. Bel het restaurant: {phone}.',
  changeDisabled: 'Deze reservering kun je niet meer online wijzigen. Bel het restaurant: {phone}.',
  phoneChangeRefused: 'Je telefoonnummer kun je niet online wijzigen: daarmee log je in via sms.',
  tooManyChairs: 'Er kunnen niet meer kinderstoelen zijn dan gasten.',
  requestRefused: 'Dit lukte niet. Controleer wat je hebt ingevuld en probeer het opnieuw.',
};

export default nl;
