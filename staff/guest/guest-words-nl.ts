/** De woorden van de gastenkaart in het Nederlands. Zelfde sleutels als guest-words-en.ts. */
import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { guestWords as english } from './guest-words-en';

export const guestWords: TranslationOf<typeof english> = {
  heading: 'Gastenkaart',
  backToSheet: 'Terug naar de dagplanning',
  notAllowed: 'Dit restaurant staat niet op je account.',
  loading: 'Gast laden…',
  noRecord:
    'Deze reservering heeft geen telefoonnummer, e-mailadres of account om de gast aan te herkennen: er is geen gastenkaart.',
  bookingGone: 'Deze reservering hoort niet bij dit restaurant.',
  totals: 'Totaal',
  visits: '{count} {{bezoek|bezoeken}}',
  noShows: '{count} {{no-show|no-shows}}',
  cancellations: '{count} {{annulering|annuleringen}}',
  booked: '{count} nog te komen',
  history: 'Reserveringen',
  noHistory: 'Geen reserveringen om te tonen.',
  outcome: { visit: 'Geweest', no_show: 'No-show', cancelled: 'Geannuleerd', booked: 'Gereserveerd' },
  partySize: '{count} {{gast|gasten}}',
  hidden: {
    own: 'Reserveringen en notities bij andere restaurants zijn verborgen: de keten deelt gastenkaarten alleen met het restaurant waar het gebeurde.',
    chosen:
      'Sommige reserveringen of notities bij andere restaurants zijn verborgen: de keten deelt gastenkaarten alleen tussen gekozen restaurants.',
    all: 'Sommige reserveringen of notities zijn verborgen.',
  },
  notes: 'Labels en notitie',
  notesHint:
    'Bewaard voor deze gast bij {restaurant} en getoond op de dagplanning bij elk van hun reserveringen.',
  tags: 'Labels',
  note: 'Notitie',
  noteHint: 'Hooguit {max} tekens.',
  save: 'Labels en notitie opslaan',
  saving: 'Opslaan…',
  saved: 'Opgeslagen: de dagplanning toont ze bij de reserveringen van deze gast.',
  noteTooLong: 'De notitie is te lang: hooguit {max} tekens.',
  otherNotes: 'Bewaard bij andere restaurants',
  noNotes: 'Geen restaurant bewaart labels of een notitie over deze gast.',
  readOnly: 'Met jouw rol verander je de labels en notities niet.',
  forget: 'Labels en notities vergeten',
  forgetAsk:
    'De labels en notities die elk restaurant van de keten over deze gast bewaart verwijderen? Doe dit als de gast vraagt vergeten te worden. Dit kan niet ongedaan worden.',
  forgetConfirm: 'Ja, vergeet ze',
  keep: 'Bewaren',
  forgotten: 'Vergeten: geen restaurant bewaart nog labels of notities over deze gast.',
  sharingLink: 'Welke restaurants gastenkaarten delen',
  wrote: '{restaurant}, {date}',
  rights: 'Op verzoek van de gast',
  rightsHint:
    'Als een gast om zijn gegevens vraagt of gewist wil worden: de reserveringen bij elk restaurant van de keten, het account en wat de restaurants over de gast bewaren.',
  downloadData: 'Gegevens downloaden',
  erase: 'Deze gast wissen…',
  eraseAsk:
    'Deze gast wissen? Het account, de contactgegevens en de notities verdwijnen; de reserveringen blijven zonder naam staan, voor de cijfers. Dit kan niet ongedaan worden.',
  eraseAskCancels:
    'Deze gast wissen? {count} komende {{reservering wordt|reserveringen worden}} eerst geannuleerd, zonder bericht aan de gast. Het account, de contactgegevens en de notities verdwijnen; de reserveringen blijven zonder naam staan, voor de cijfers. Dit kan niet ongedaan worden.',
  cancelLine: '{restaurant}, {date} om {time}, {count} {{gast|gasten}}',
  eraseConfirm: 'Ja, wis de gast',
  eraseConfirmCancels: 'Ja, annuleer en wis de gast',
  keepGuest: 'Gast bewaren',
  erasurePlanChanged: 'De komende reserveringen zijn intussen veranderd: bekijk de lijst opnieuw.',
  erased:
    'Gewist: {cancelled} {{reservering|reserveringen}} geannuleerd, {anonymised} zonder naam bewaard voor de cijfers. Deze reservering noemt geen gast meer.',
};
