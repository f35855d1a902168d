import type { PromotionWords } from './promotion-words';

/** A promotion's sentences in Dutch (./promotion-words.ts). */
export const PROMOTION_WORDS_NL: PromotionWords = {
  weekdayRange: ({ first, last }) => `${first} tot en met ${last}`,
  fromTo: ({ first, last }) => `van ${first} tot en met ${last}`,
  onDays: ({ days }) => `op ${days}`,
  dateRange: ({ first, last }) => `${first} tot en met ${last}`,
  appliesOn: ({ title, days }) => `De actie ${title} geldt ${days}.`,
  notOn: ({ title, dates }) => `De actie ${title} geldt niet op ${dates}.`,
  alsoNotOn: ({ dates }) => `Niet op ${dates}.`,
  notThisDate: ({ title }) => `De actie ${title} geldt niet op deze datum.`,
  startsOn: ({ title, start }) => `De actie ${title} begint op ${start}.`,
  endedOn: ({ title, end }) => `De actie ${title} is afgelopen op ${end}.`,
  runsUntil: ({ title, end }) => `De actie ${title} loopt tot en met ${end}.`,
  ranFromTo: ({ title, start, end }) =>
    `De actie ${title} liep van ${start} tot en met ${end} en is afgelopen.`,
  runsFromTo: ({ title, start, end }) =>
    `De actie ${title} loopt van ${start} tot en met ${end} en is nog niet begonnen.`,
  bookWithout: 'Je kunt wel gewoon een tafel reserveren, zonder de actie.',
  bookNormally: 'Reserveer zonder de actie',
  bookedWith: ({ title }) => `Gereserveerd met de actie ${title}.`,
};
