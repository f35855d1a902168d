import type { PromotionWords } from './promotion-words';

/** A promotion's sentences in English (./promotion-words.ts). */
export const PROMOTION_WORDS_EN: PromotionWords = {
  weekdayRange: ({ first, last }) => `${first} to ${last}`,
  fromTo: ({ first, last }) => `from ${first} to ${last}`,
  onDays: ({ days }) => `on ${days}`,
  dateRange: ({ first, last }) => `${first} to ${last}`,
  appliesOn: ({ title, days }) => `The offer ${title} applies ${days}.`,
  notOn: ({ title, dates }) => `The offer ${title} does not apply on ${dates}.`,
  alsoNotOn: ({ dates }) => `Not on ${dates}.`,
  notThisDate: ({ title }) => `The offer ${title} does not apply on this date.`,
  startsOn: ({ title, start }) => `The offer ${title} starts on ${start}.`,
  endedOn: ({ title, end }) => `The offer ${title} ended on ${end}.`,
  runsUntil: ({ title, end }) => `The offer ${title} runs until ${end}.`,
  ranFromTo: ({ title, start, end }) => `The offer ${title} ran from ${start} to ${end} and has ended.`,
  runsFromTo: ({ title, start, end }) =>
    `The offer ${title} runs from ${start} to ${end} and has not begun yet.`,
  bookWithout: 'You can still book a table without the offer.',
  bookNormally: 'Book without the offer',
  bookedWith: ({ title }) => `Booked with the offer ${title}.`,
};
