import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type en from './refusal-words-en';

/** The refusals in Dutch: what happened, and what to do next (keys of shared/message-keys.ts REFUSAL_KEYS). */
const nl: TranslationOf<typeof en> = {
  unknownPhone: 'We kennen dit telefoonnummer niet. Controleer het, of maak eerst een reservering.',
  wrongCode: 'Deze code klopt niet. Controleer de cijfers, of vraag een nieuwe code aan.',
  codeExpired: 'Deze code werkt niet meer. Vraag een nieuwe code aan.',
  codeNotSent: 'We hebben je nog geen code gestuurd. Vraag eerst een code aan.',
  tooManyRequests: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  smsCountryRefused: 'We kunnen geen sms naar dit nummer sturen. Kies e-mail om je code te ontvangen.',
  phoneNotTextable:
    'Dit nummer kan geen sms ontvangen (een vast nummer bijvoorbeeld). Kies e-mail om je code te ontvangen.',
  emailTaken: 'Dit e-mailadres hoort bij een andere gast. Gebruik een ander adres.',
  phoneTaken: 'Dit telefoonnummer hoort bij een andere gast. Gebruik een ander nummer.',
  reservationCancelled: 'Deze reservering is geannuleerd.',
  cancellationDisabled: 'Deze reservering kun je niet meer online annuleren. Bel het restaurant: {phone}.',
  changeDisabled: 'Deze reservering kun je niet meer online wijzigen. Bel het restaurant: {phone}.',
  siteChangeRefused:
    'Een reservering kun je niet naar een ander restaurant verplaatsen, dus deze is niet gewijzigd. Wil je liever daarheen? Annuleer deze reservering en reserveer opnieuw bij het andere restaurant.',
  oneContactAtATime:
    'Wijzig je telefoonnummer en je e-mailadres één voor één: sla er een op en bevestig de code, daarna de ander.',
  tooManyChairs: 'Er kunnen niet meer kinderstoelen zijn dan gasten.',
  remarksTooLong: 'Je opmerkingen zijn langer dan de teller toestaat. Maak ze wat korter.',
  tooManyBookings:
    'Je hebt al zoveel komende reserveringen als we online per gast aannemen. Annuleer er een die je niet meer nodig hebt, of bel het restaurant.',
  possibleDouble: 'Je hebt al een reservering op deze tijd. Boek er alleen nog een als je er echt twee wilt.',
  numberLocked:
    'Er is te vaak geprobeerd met dit reserveringsnummer. Log in met een code naar je telefoon of e-mail, of probeer het nummer later nog eens.',
  erasurePlanChanged:
    'Je komende reserveringen zijn intussen veranderd, dus er is niets verwijderd. Bekijk de lijst opnieuw en bevestig.',
  erasureBookingSoon:
    'Een reservering van je begint te snel om nog online te annuleren, dus er is niets verwijderd. Bel het restaurant, of verwijder je account na dat bezoek.',
  requestRefused: 'Dit lukte niet. Controleer wat je hebt ingevuld en probeer het opnieuw.',
  serviceBusy:
    'We kunnen de reserveringen even niet bereiken. Er is niets veranderd: probeer het zo opnieuw.',
  restaurantArchived:
    'Dit restaurant neemt geen reserveringen meer online aan. Kies een ander restaurant van de keten.',
};

export default nl;
