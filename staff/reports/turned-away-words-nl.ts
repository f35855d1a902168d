/** De woorden van het deel 'misgelopen vraag' van de cijfers in het Nederlands: dezelfde sleutels als -en.ts. */
import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { turnedAwayWords as enTurnedAway } from './turned-away-words-en';

export const turnedAwayWords: TranslationOf<typeof enTurnedAway> = {
  heading: 'Misgelopen vraag',
  intro:
    'Zoekopdrachten in de reserveringswidget die geen vrije tijd vonden, per datum waarop de gasten wilden komen, ' +
    'en waar die gasten in hetzelfde bezoek alsnog reserveerden. Elke zoekopdracht telt één keer in elke uitsplitsing; ' +
    'een reservering die sindsdien is geannuleerd, telt als nergens.',
  loading: 'De zoekopdrachten tellen…',
  none: 'Geen zoekopdracht in de widget vond deze dagen vol.',
  allRestaurants: 'Alle restaurants samen',
  total: {
    searches: 'Zoekopdrachten zonder vrije tijd',
    guests: 'Gasten in die zoekopdrachten',
    sum: 'Totaal',
  },
  went: {
    caption: 'Waar ze in hetzelfde bezoek reserveerden',
    elsewhere: 'In een ander restaurant van ons',
    here: 'Hier, op een ander moment',
    nowhere: 'Nergens',
  },
  asked: {
    caption: 'Waar ze naar zochten',
    part: 'Dagdeel',
    searches: 'Zoekopdrachten',
    day: 'De hele dag',
    morning: 'Ochtend',
    afternoon: 'Middag',
    evening: 'Avond',
  },
  days: {
    caption: 'Per restaurant en dag',
    day: 'Gevraagde dag',
    searched: '{count} zonder tijd',
    elsewhere: 'Elders',
    here: 'Hier, ander moment',
    nowhere: 'Nergens',
  },
};
