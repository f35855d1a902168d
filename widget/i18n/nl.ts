import type { Translation } from './en';

/** Dutch base dictionary: the same keys as en.ts, written for Dutch guests (informal 'je', as restaurants do). */
const nl: Translation = {
  common: {
    appName: 'Tafel',
    pageTitle: 'Tafel – reserveer een tafel',
    back: 'Terug',
    close: 'Sluiten',
    retry: 'Opnieuw proberen',
    restart: 'Opnieuw starten',
    goBack: 'Terug naar start',
    loading: 'Bezig met laden…',
    language: 'Taal',
    mainLabel: 'Tafel reserveren',
  },
  index: {
    greetingMorning: 'Goedemorgen',
    greetingAfternoon: 'Goedemiddag',
    greetingEvening: 'Goedenavond',
    intro: 'Reserveer in een paar stappen een tafel in een van onze restaurants.',
    today: 'Vandaag',
    tomorrowOrLater: 'Morgen of later',
    start: 'Beginnen',
    changeOrCancel: 'Bestaande reservering wijzigen of annuleren',
    cinemaDealLogo: 'Bioscoopdeal: eten en een film',
    whenQuestion: 'Wanneer wil je komen?',
  },
  footer: {
    toggle: 'Over deze reserveringsmodule',
    about: 'Tafelreserveringen via Tafel. We gebruiken je gegevens alleen om je reservering te regelen.',
    version: 'Versie {hash}',
  },
  system: {
    errorTitle: 'Er ging iets mis',
    widgetUpdated: 'Er is een nieuwe versie. Start opnieuw om verder te gaan.',
    networkIssues: 'Door netwerkproblemen kunnen we niet verder',
    notFound: 'Helaas, hier is niets te vinden... (404)',
    serverError: 'Er ging bij ons iets mis. Probeer het later opnieuw.',
    pageFailed: 'Deze pagina kon niet worden getoond. Begin opnieuw.',
  },
};

export default nl;
