import type { TranslationOf } from '../../../ui/i18n/i18n-types';
import type en from './booking-path-words-en';

/** Dutch texts of the steps after the details (fetched only when Dutch is the language). */
const nl: TranslationOf<typeof en> = {
  remarks: {
    label: 'Opmerkingen (optioneel)',
    hint: 'Een allergie, iets te vieren: alles wat het restaurant moet weten.',
    left: 'Nog {left} tekens over',
    full: 'Geen tekens meer over',
    over: '{over} tekens te veel',
  },
  details: { continueByEmail: 'Verder met een code per e-mail' },
  check: {
    title: 'Controleer je reservering',
    partySize: 'Personen',
    name: 'Naam',
    offer: 'Actie',
    remarks: 'Je opmerkingen',
    approve: 'Reservering bevestigen',
    change: 'Gegevens wijzigen',
  },
  code: {
    title: 'Vul je code in',
    sentTo: 'We hebben een code van 6 cijfers gestuurd naar {to}.',
    sending: 'We sturen je code…',
    label: 'Code',
    confirm: 'Bevestigen',
    byEmail: 'Code liever per e-mail ontvangen',
    bySms: 'Code liever per sms ontvangen',
    changeContact: 'E-mailadres of telefoonnummer wijzigen',
    sendFailed:
      'De verbinding viel weg, dus we konden je code niet sturen. Controleer je verbinding en probeer het opnieuw.',
    checkFailed:
      'De verbinding viel weg, dus we konden je code niet controleren. Controleer je verbinding en probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
  },
  process: {
    title: 'We reserveren je tafel…',
  },
  success: {
    title: 'Je tafel is gereserveerd',
    number: 'Reserveringsnummer',
    copy: 'Nummer kopiëren',
    copied: 'Gekopieerd',
    summary: '{location}, {date} om {time}, {persons}',
    confirmationSent: 'We hebben de bevestiging gestuurd naar {email}.',
    addToCalendar: 'In je agenda zetten',
    icsFile: 'Agendabestand (.ics)',
    googleCalendar: 'Google Agenda',
    newReservation: 'Nieuwe reservering',
    calendarTitle: 'Reservering bij {location}',
    calendarDetails: 'Reservering {number} voor {persons}',
  },
  failed: {
    title: 'Reserveren is niet gelukt',
    tryAgain: 'Opnieuw proberen',
    otherTime: 'Andere tijd kiezen',
    restart: 'Opnieuw beginnen',
  },
};

export default nl;
