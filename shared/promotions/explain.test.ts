import { describe, expect, it } from 'vitest';
import { explainPromotion, weekdaysPhrase } from './explain';
import { promotionPeriod } from './period';
import { refusal } from './refusals';
import type { IsoWeekday, Promotion } from './types';

// Noon in Amsterdam on Friday 27 November 2026: dates in 2026 show no year, others do.
const NOW = '2026-11-27T11:00:00Z';
const promo: Promotion = {
  name: 'fixture',
  title: { en: 'Cinema deal', nl: 'Bioscoopdeal' },
  type: 'example',
  excludedDaysOfWeek: [5, 6, 7],
  excludedDates: ['2026-05-05', ['2026-12-24', '2027-01-01']],
  locations: [],
};

describe('the weekdays a promotion applies on, said as a range or a list', () => {
  it.each([
    [[5, 6, 7], 'en', 'from Monday to Thursday'],
    [[5, 6, 7], 'nl', 'van maandag tot en met donderdag'],
    [[2, 3, 4], 'en', 'from Friday to Monday'],
    [[3], 'en', 'on Monday, Tuesday and Thursday to Sunday'],
    [[3], 'nl', 'op maandag, dinsdag en donderdag tot en met zondag'],
    [[1, 3, 5, 7], 'nl', 'op dinsdag, donderdag en zaterdag'],
    [[1, 2, 3, 4, 5], 'en', 'on Saturday and Sunday'],
    [[], 'en', null],
    [undefined, 'nl', null],
  ] as const)('excluded %j in %s: %j', (excluded, language, phrase) => {
    expect(weekdaysPhrase(excluded as readonly IsoWeekday[] | undefined, language)).toBe(phrase);
  });
});

describe('a promotion that has ended or not begun says so with its dates, the year outside the current one', () => {
  it.each([
    [{ endDate: '2024-10-31' }, 'en', 'The offer Cinema deal ended on 31 October 2024.'],
    [{ endDate: '2024-10-31' }, 'nl', 'De actie Bioscoopdeal is afgelopen op 31 oktober 2024.'],
    [
      { startDate: '2026-03-01', endDate: '2026-10-31' },
      'en',
      'The offer Cinema deal ran from 1 March to 31 October and has ended.',
    ],
    [
      { startDate: '2026-12-01', endDate: '2027-03-31' },
      'nl',
      'De actie Bioscoopdeal loopt van 1 december tot en met 31 maart 2027 en is nog niet begonnen.',
    ],
    [{ startDate: '2027-01-15' }, 'en', 'The offer Cinema deal starts on 15 January 2027.'],
    [{ startDate: '2026-01-01', endDate: '2026-12-31' }, 'en', null],
  ] as const)('%j in %s: %j', (dates, language, sentence) => {
    const dated = { ...promo, ...dates };
    const explained = explainPromotion(dated, language, NOW);
    expect(explained.period(promotionPeriod(dated, '2026-11-27'))).toBe(sentence);
  });
});

describe('the line under the calendar: the weekdays, then the excluded dates still to come', () => {
  it.each([
    [
      promo,
      'en',
      'The offer Cinema deal applies from Monday to Thursday. Not on 24 December to 1 January 2027.',
    ],
    [
      promo,
      'nl',
      'De actie Bioscoopdeal geldt van maandag tot en met donderdag. Niet op 24 december tot en met 1 januari 2027.',
    ],
    [
      { ...promo, excludedDates: undefined },
      'nl',
      'De actie Bioscoopdeal geldt van maandag tot en met donderdag.',
    ],
    [
      { ...promo, excludedDaysOfWeek: undefined, excludedDates: ['2026-12-25', '2026-12-31'] },
      'en',
      'The offer Cinema deal does not apply on 25 December and 31 December.',
    ],
    [{ ...promo, excludedDaysOfWeek: undefined, excludedDates: ['2026-05-05'] }, 'en', null],
  ] as const)('%#: %s %j', (definition, language, line) => {
    expect(explainPromotion(definition, language, NOW).calendarLine()).toBe(line);
  });
});

describe("a refused day says which of the promotion's rules refuses it", () => {
  const dated = { ...promo, startDate: '2026-12-01', endDate: '2027-03-31' };
  it.each([
    [['weekday_excluded'], 'en', 'The offer Cinema deal applies from Monday to Thursday.'],
    [['weekday_excluded'], 'nl', 'De actie Bioscoopdeal geldt van maandag tot en met donderdag.'],
    [['date_excluded'], 'nl', 'De actie Bioscoopdeal geldt niet op deze datum.'],
    [['date_before_start', 'weekday_excluded'], 'en', 'The offer Cinema deal starts on 1 December.'],
    [['date_after_end'], 'en', 'The offer Cinema deal runs until 31 March 2027.'],
    [['group_too_large'], 'en', null],
    [[], 'en', null],
  ] as const)('%j in %s: %j', (codes, language, reason) => {
    const refusals = codes.map((code) => refusal(code));
    expect(explainPromotion(dated, language, NOW).dayReason(refusals)).toBe(reason);
  });
  it('a day after the end of an ended promotion says it ended', () => {
    const ended = { ...promo, endDate: '2024-10-31' };
    expect(explainPromotion(ended, 'nl', NOW).dayReason([refusal('date_after_end')])).toBe(
      'De actie Bioscoopdeal is afgelopen op 31 oktober 2024.',
    );
  });
});

describe('the booking names the promotion it was made under', () => {
  it.each([
    ['en', 'Booked with the offer Cinema deal.'],
    ['nl', 'Gereserveerd met de actie Bioscoopdeal.'],
  ] as const)('%s: %s', (language, sentence) => {
    expect(explainPromotion(promo, language, NOW).bookedWith).toBe(sentence);
  });
});
