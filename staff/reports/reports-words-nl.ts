/** De woorden van het cijferscherm in het Nederlands: dezelfde sleutels als reports-words-en.ts. */
import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { reportsWords as enReports } from './reports-words-en';

export const reportsWords: TranslationOf<typeof enReports> = {
  heading: 'Cijfers',
  backToSheet: 'Terug naar het dagoverzicht',
  managersOnly: 'Alleen een manager kan de cijfers van een restaurant bekijken.',
  form: {
    heading: 'Welke cijfers',
    from: 'Van',
    to: 'Tot en met',
    restaurant: 'Restaurant',
    all: 'Al mijn restaurants',
    show: 'Tonen',
  },
  loading: 'De reserveringen worden geteld…',
  range: '{from} tot en met {to}',
  total: 'Alle restaurants samen',
  download: 'CSV downloaden',
  downloading: 'Bezig met downloaden…',
  downloadHint: 'De reserveringen achter deze cijfers, één per regel.',
  overview: {
    caption: 'Reserveringen',
    bookings: 'Reserveringen',
    cancelled: 'Geannuleerd',
    noShows: 'Niet gekomen',
    noShowRate: 'Aandeel niet gekomen',
  },
  waitlist: {
    caption: 'Wachtlijst',
    requests: 'Gasten op de lijst',
    offers: 'Tafel aangeboden',
    claims: 'Gereserveerd via een aanbod',
    expiries: 'Aanbod verlopen',
  },
  covers: {
    caption: 'Gasten per dagdeel',
    part: 'Dagdeel',
    guests: 'Gasten',
    morning: 'Ochtend',
    afternoon: 'Middag',
    evening: 'Avond',
  },
  promotions: {
    caption: 'Reserveringen per actie',
    promotion: 'Actie',
    bookings: 'Reserveringen',
    none: 'Geen actie',
  },
  channels: {
    caption: 'Reserveringen per kanaal',
    channel: 'Kanaal',
    bookings: 'Reserveringen',
    widget: 'Online',
    phone: 'Telefoon',
    staff: 'Personeel',
    walk_in: 'Binnenloper',
  },
  empty: 'Geen reserveringen in deze periode.',
  together: 'Totaal',
  notCounting: {
    cancelled: 'niet meegeteld: {count} geannuleerd',
    noShows: 'niet meegeteld: {count} niet gekomen',
    both: 'niet meegeteld: {cancelled} geannuleerd en {noShows} niet gekomen',
  },
};
