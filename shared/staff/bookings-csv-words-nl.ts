/** De reserveringen als CSV in het Nederlands: de kolomkoppen en de woorden van de waarden, zoals het dagoverzicht en de cijfers ze zeggen. */
import type { BookingsCsvWords } from './bookings-csv-words-en';

export const bookingsCsvWords: BookingsCsvWords = {
  columns: {
    restaurant: 'Restaurant',
    date: 'Datum',
    time: 'Tijd',
    number: 'Reserveringsnummer',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    partySize: 'Gasten',
    phone: 'Telefoon',
    email: 'E-mail',
    tables: 'Tafels',
    status: 'Status',
    channel: 'Kanaal',
    promotion: 'Actie',
    highChairs: 'Kinderstoelen',
    wheelchair: 'Rolstoelgebruiker',
    notes: 'Opmerkingen',
    remarks: 'Opmerking van de gast',
  },
  visit: { booked: 'Gereserveerd', arrived: 'Binnen', left: 'Vertrokken', no_show: 'Niet gekomen' },
  cancelled: 'Geannuleerd',
  channel: { widget: 'Online', phone: 'Telefoon', staff: 'Personeel', walk_in: 'Binnenloper' },
  yes: 'Ja',
  no: 'Nee',
};
