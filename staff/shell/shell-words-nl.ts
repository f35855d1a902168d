/** De woorden van het kader van elk medewerkersscherm in het Nederlands: dezelfde sleutels als shell-words-en.ts. */
import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { shellWords as enShell, refusalWords as enRefusals } from './shell-words-en';

export const shellWords: TranslationOf<typeof enShell> = {
  title: 'Tafel voor restaurants',
  signOut: 'Uitloggen',
  signedInAs: 'Ingelogd als {name}',
  language: 'Taal',
  skipToSheet: 'Direct naar de reserveringen',
  staffLink: 'Personeel',
  guestSharingLink: 'Gastenkaarten delen',
  restaurantsLink: 'Restaurants',
  screenLoadFailed: 'Dit scherm kon niet worden geladen. Controleer de verbinding en laad de pagina opnieuw.',
  reload: 'Opnieuw laden',
};

export const refusalWords: TranslationOf<typeof enRefusals> = {
  wrongCode: 'Die code klopt niet. Kijk de e-mail na en probeer het opnieuw.',
  codeLocked: 'Te vaak een verkeerde code. Vraag een nieuwe code aan.',
  codeExpired: 'Deze code is verlopen. Vraag een nieuwe code aan.',
  tooManyRequests: 'Te veel pogingen. Wacht {seconds} {{seconde|seconden}} en probeer het opnieuw.',
  tooManyRequestsNoWait: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  invalidTime: 'Vul een tijd op deze dag in.',
  invalidPartySize: 'Vul een aantal gasten in waarvoor het restaurant plaats heeft.',
  invalidName: 'Deze naam kan niet worden gebruikt. Maak hem korter of laat hem leeg.',
  invalidDate: 'Vul een geldige datum in.',
  invalidReason: 'Vul een reden in van hoogstens {max} tekens.',
  invalidInput: 'Iets in het formulier werd niet geaccepteerd. Kijk het na en probeer het opnieuw.',
  unauthorized: 'Je bent uitgelogd. Log opnieuw in.',
  forbidden: 'Dit restaurant hoort niet bij je account.',
  notForRole: 'Met je rol open je dit scherm niet. Vraag het een bedrijfsleider van het restaurant.',
  ownSheet: 'Naar de dagstaat van {restaurant}',
  visitMoveRefused:
    'Deze wijziging kon niet worden doorgevoerd: de reservering is intussen gewijzigd. Het overzicht toont haar nu zoals ze is.',
  visitTooEarly: 'Nog niet: dit kan vanaf {time}.',
  visitTooEarlyNoTime: 'Nog niet: het is er nog geen tijd voor.',
  visitDayOver: 'Binnen kan alleen op de dag van de reservering.',
  noTable: 'Er is op die tijd geen tafel vrij voor dit gezelschap.',
  walkInOutsideHours:
    'Die tijd valt buiten de openingstijden. Geef een reden om de binnenloper toch te noteren.',
  moveNotMovable:
    'Deze reservering kan niet meer worden verplaatst: ze is geannuleerd, of de gasten zijn gekomen of niet gekomen. De lijst toont haar nu zoals ze is.',
  moveInPast: 'Die tijd is al voorbij. Kies een tijd die nog moet komen.',
  moveClosed: 'Het restaurant is op die tijd niet open. Kies een tijd binnen de openingstijden.',
  contactRequired: 'Vul een telefoonnummer of e-mailadres in, zodat het restaurant de gast kan bereiken.',
  bookingAnonymised:
    'Deze reservering noemt geen gast meer: de gegevens zijn gewist en worden er niet opnieuw in gezet.',
  overrides: {
    largest_group: 'Groter dan de grootste groep online ({limit} gasten).',
    online_block: 'Binnen een online blokkade van {from} tot {to}: “{reason}”.',
    lead_time: 'Binnen de aanlooptijd: online gasten reserveren minstens {hours} {{uur|uur}} vooraf.',
  },
  overrideNeeded:
    'Deze reservering gaat voorbij grenzen die voor online gasten gelden. Bevestig om toch te reserveren.',
  invalidPhone: 'Vul een geldig telefoonnummer in, zoals 06 12345678 of +32 470 123456.',
  moveNoTable: 'Er is op die tijd geen tafel vrij voor dit gezelschap. De reservering blijft zoals ze was.',
  blockRangeInvalid: 'Een blokkade moet later eindigen dan ze begint.',
  stayRulesInvalid:
    'Deze verblijfstijden zijn niet opgeslagen: de aantallen gasten moeten oplopen en de laatste regel is voor grotere groepen.',
  reportRangeInvalid: 'Een overzicht beslaat 1 tot en met {max} dagen en eindigt op of na de eerste dag.',
  openingHoursInvalid:
    'Deze openingstijden zijn niet opgeslagen: elke periode moet eindigen na het begin, en de periodes van een dag mogen niet overlappen.',
  slotIntervalInvalid: 'Kies een tijdstap van 15, 30 of 60 minuten.',
  settingMinutesInvalid: 'Vul 0 tot {hours} uur in, in kwartieren.',
  maxGroupInvalid: 'De grootste groep online is 1 tot {max} gasten.',
  clockMarginInvalid: 'Vul 0 tot {hours} uur in minuten in, in stappen van {step}.',
  tableInvalid: 'Een tafel heeft een naam en 1 tot {max} stoelen nodig.',
  tableLabelTaken: 'Een andere tafel heeft deze naam al.',
  tableInUse:
    'Er staan nog reserveringen op deze tafel. Verplaats of annuleer die eerst en verwijder de tafel dan.',
  tableTaken: '{table} is bezet door {name} ({party}) om {time}. Kies een andere tafel.',
  tableTakenUnnamed:
    'Een andere reservering heeft een gekozen tafel tijdens dit bezoek. Kies een andere tafel.',
  tableOutOfService: '{table} is die dag buiten gebruik. Kies een andere tafel.',
  tableOutOfServiceUnnamed: 'Een gekozen tafel is die dag buiten gebruik. Kies een andere tafel.',
  tablesTooSmall:
    'De gekozen tafels hebben te weinig stoelen voor dit gezelschap. Voeg een tafel toe of kies een grotere.',
  tableUnknown: 'Die tafel hoort niet meer bij dit restaurant. Laad opnieuw en kies opnieuw.',
  tablesNotChangeable:
    'Deze reservering is geannuleerd, of de gasten zijn vertrokken of niet gekomen: de tafels blijven zoals ze waren.',
  outageInvalid:
    'Buiten gebruik heeft een reden en data nodig: de laatste op of na de eerste, niet voor vandaag, hooguit een jaar.',
  restaurantInPromotion:
    'Gasten kunnen dit restaurant nog met een actie boeken, dus het is niet gearchiveerd. Archiveer het als de actie is afgelopen.',
  network: 'Geen verbinding met Tafel. Controleer het netwerk en probeer het opnieuw.',
  server: 'Er ging bij ons iets mis. Probeer het zo opnieuw.',
  refused: 'Dit lukte niet (fout {status}). Probeer het opnieuw.',
};
