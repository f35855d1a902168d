import type { TranslationOf } from '../../ui/i18n/i18n-types';

/**
 * English base dictionary: the shell, the index page and the system screens (a module of its own: base-words.ts).
 * SPEC texts are quoted exactly.
 */
const en = {
  common: {
    appName: 'Tafel',
    pageTitle: 'Tafel – reserve a table',
    back: 'Back',
    close: 'Close',
    retry: 'Retry',
    restart: 'Restart',
    goBack: 'Go back',
    loading: 'Loading…',
    language: 'Language',
    mainLabel: 'Table reservation',
  },
  index: {
    greetingMorning: 'Good morning',
    greetingAfternoon: 'Good afternoon',
    greetingEvening: 'Good evening',
    intro: 'Book a table at one of our restaurants in a few steps.',
    today: 'Today',
    tomorrowOrLater: 'Tomorrow or later',
    start: 'Start',
    changeOrCancel: 'Change or cancel existing reservation',
    cinemaDealLogo: 'Cinema deal: dinner and a film',
    whenQuestion: 'When would you like to come?',
  },
  footer: {
    toggle: 'About these reservations',
    about: 'Table reservations by Tafel. Your details are used only to handle your reservation.',
    version: 'Version {hash}',
  },
  system: {
    errorTitle: 'Something went wrong',
    // Messages the shell shows itself, written out so shared/message-words.ts stays out of the entry
    // chunk (language.test.ts checks they equal it); the rest of SPEC's messages are in messages.ts.
    widgetUpdated: 'Widget was updated. Please restart to proceed.',
    networkIssues: 'Unable to continue due to network issues',
    notFound: 'Sorry, nothing here... (404)',
    serverError: 'Server error',
    pageFailed: 'This page could not be shown. Please start again.',
  },
} as const;

export default en;

/** The widget's base dictionary: the source of every other language's keys. */
export type BaseTranslation = typeof en;
export type Translation = TranslationOf<BaseTranslation>;
