import { OFFERS_CONSENT_WORDS } from '../../../shared/people/consent';
import type { TranslationOf } from '../../../ui/i18n/i18n-types';
import type en from './reserve-words-en';

/** Dutch texts of the reservation-flow pages (fetched only when Dutch is the language). */
const nl: TranslationOf<typeof en> = {
  steps: {
    label: 'Stap {current} van {total}',
    done: 'klaar',
    failed: 'mislukt',
    current: 'huidige stap',
  },
  filter: {
    title: 'Zoek een tafel',
    location: 'Restaurant',
    searchLocation: 'Zoek op naam of plaats',
    sortByDistance: 'Sorteer op afstand',
    sortedByDistance: 'Gesorteerd op afstand',
    distanceKm: '{km} km',
    chooseLocation: 'Kies een restaurant om de tijden te zien.',
    aboutRestaurant: 'Over {name}',
    noLocations: 'Geen restaurant gevonden.',
    date: 'Datum',
    changeDate: 'Datum wijzigen',
    partySize: 'Aantal personen',
    persons: '{count} {{persoon|personen}}',
    person: '1 persoon',
    largerCompany: 'Meer dan {max} personen',
    time: 'Tijd',
    timesOn: 'Tijden op {day}',
    loadingTimes: 'We zoeken vrije tafels…',
    waitlist: 'Zet me op de wachtlijst',
    continue: 'Verder',
    morning: 'Ochtend',
    afternoon: 'Middag',
    evening: 'Avond',
    noAvailability:
      'Voor deze keuze is online niets meer vrij. Bel het restaurant tussen {from} en {to} op {phone}, of stuur een groepsaanvraag.',
    eventsTeam: 'Voor groepen van meer dan {max} personen helpt ons eventsteam je graag: mail {email}.',
    groupRequest: 'Stuur een groepsaanvraag',
    largerCompanyTitle: 'Kom je met een groter gezelschap?',
    largerCompanyText:
      'Online reserveer je voor maximaal {max} personen. Bel ons tussen {from} en {to} op {phone}, of stel je groepsbezoek samen met de groepsaanvraag.',
    alternativesTitle: 'Bij deze restaurants is wel plaats',
    alternativesLoading: 'We kijken bij andere restaurants…',
    locationErrors: {
      denied: 'je browser mag je locatie niet delen',
      unavailable: 'je locatie is niet te vinden',
      timeout: 'het zoeken naar je locatie duurde te lang',
      unsupported: 'je browser kan je locatie niet delen',
    },
    until: 'tot {time}',
    noRoom: 'Geen tafel vrij',
    flowNotice: 'Je reserveert met de actie {name}.',
    exampleFlow: 'Voorbeeldactie (demonstratiegegevens)',
  },
  calendar: {
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
    choose: 'Kies een datum',
  },
  restaurant: {
    route: 'Route naar het restaurant',
    address: 'Adres',
    parking: 'Parkeren',
    experiences: 'Wat je er beleeft',
    openingHours: 'Openingstijden',
    bookHere: 'Reserveer hier een tafel',
    dogsWelcome: 'Honden welkom',
    disabledToilet: 'Toegankelijk toilet',
    terraceNotReservable: 'Terras niet te reserveren',
    closed: 'gesloten',
    phone: 'Telefoon',
    notFound: 'Dit restaurant kunnen we niet vinden.',
    badges: 'Goed om te weten',
  },
  details: {
    title: 'Je gegevens',
    storageBlocked:
      'Je browser laat deze pagina niets bewaren: na verversen begin je opnieuw, en je blijft niet ingelogd.',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Telefoonnummer',
    email: 'E-mailadres',
    highChairs: 'Kinderstoelen',
    fewerChairs: 'Eén kinderstoel minder',
    moreChairs: 'Eén kinderstoel meer',
    wheelchair: 'Rolstoelgebruikers in je gezelschap',
    yes: 'Ja',
    no: 'Nee',
    /** The words the server keeps with the consent (their one home). */
    subscribe: OFFERS_CONSENT_WORDS.nl,
    rememberme: 'Onthoud mij op dit apparaat',
  },
  preProcess: {
    title: 'Welk e-mailadres?',
    text: 'Bij je telefoonnummer hoort bij ons een ander e-mailadres. Welk adres gebruiken we voor deze reservering?',
    useNew: '{email} gebruiken',
    keepStored: '{email} blijven gebruiken',
  },
  yourCode: {
    title: 'Je code',
    text: 'Vul deze code in op de pagina waar je hem hebt aangevraagd:',
    missing: 'Deze link bevat geen code. Vraag op de reserveringspagina een nieuwe code aan.',
  },
  leave: {
    title: 'Stoppen met reserveren?',
    text: 'Je tafel is nog niet gereserveerd. Als je nu sluit, gaat verloren wat je hebt gekozen en ingevuld.',
    keep: 'Verder met reserveren',
    stop: 'Stoppen en sluiten',
  },
};

export default nl;
