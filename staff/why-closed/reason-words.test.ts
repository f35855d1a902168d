import { describe, expect, it } from 'vitest';
import type { ClosedReason, PromotionReason } from '../../shared/staff/closed-reasons';
import { holderWords, leadWords, listWords, reasonWords } from './reason-words';
import { staffWhyClosedWords } from './why-closed-words';

const words = (language: 'en' | 'nl') => staffWhyClosedWords.translators[language];
const deal = (
  refusal: PromotionReason['refusal'],
  figures: Partial<PromotionReason> = {},
): PromotionReason => ({
  code: 'promotion',
  promotion: 'exampleAutumnDeal',
  title: { en: 'Autumn deal', nl: 'Herfstdeal' },
  refusal,
  ...figures,
});

describe('each rule that closes a time, in words the host can say on the phone', () => {
  it.each<[string, ClosedReason, string, string]>([
    [
      'outside the opening hours',
      {
        code: 'outside_opening_hours',
        periods: [
          { period: 'lunch', from: '12:00', to: '16:30' },
          { period: 'dinner', from: '16:30', to: '22:00' },
        ],
      },
      'The restaurant is closed at this time. Open on this day: 12:00–16:30 and 16:30–22:00.',
      'Het restaurant is op deze tijd dicht. Open op deze dag: 12:00–16:30 en 16:30–22:00.',
    ],
    [
      'closed all day',
      { code: 'outside_opening_hours', periods: [] },
      'The restaurant is closed all day.',
      'Het restaurant is de hele dag dicht.',
    ],
    [
      'between two slot times',
      { code: 'not_a_slot_time', interval_minutes: 15 },
      'Guests book every 15 minutes; this time falls between two of them.',
      'Gasten reserveren om de 15 minuten; deze tijd valt ertussen.',
    ],
    [
      'a block with its reason',
      {
        code: 'online_suspended',
        from_time: '19:00',
        to_time: '19:15',
        reason: 'Private party',
        weekday: null,
      },
      'Blocked online, 19:00–19:15: “Private party”.',
      'Online geblokkeerd, 19:00–19:15: “Private party”.',
    ],
    [
      'a weekly block of the whole day',
      { code: 'online_suspended', from_time: '00:00', to_time: '23:59', reason: 'Staff day', weekday: 1 },
      'Blocked online every Monday, the whole day: “Staff day”.',
      'Online geblokkeerd elke maandag, de hele dag: “Staff day”.',
    ],
    [
      "the restaurant's online window",
      { code: 'time_outside_window', from: '12:30', to: '20:30' },
      'This restaurant takes online bookings from 12:30 to 20:30 only.',
      'Dit restaurant neemt alleen van 12:30 tot 20:30 online reserveringen aan.',
    ],
    [
      'an online window with only its end',
      { code: 'time_outside_window', from: null, to: '20:00' },
      'This restaurant takes online bookings until 20:00 only.',
      'Dit restaurant neemt alleen tot 20:00 online reserveringen aan.',
    ],
    ['begun', { code: 'has_begun' }, 'This time has already begun.', 'Deze tijd is al begonnen.'],
    [
      'inside the lead time',
      { code: 'inside_lead_time', lead_minutes: 120 },
      'Online booking closes 2 hours before the start (the lead time).',
      'Online reserveren sluit 2 uur voor het begin (de voorlooptijd).',
    ],
    [
      'the largest group online',
      { code: 'group_too_large', largest_group: 14 },
      'Groups of up to 14 book online here; this party is larger.',
      'Groepen tot 14 personen reserveren hier online; deze groep is groter.',
    ],
    [
      'no table seats the party',
      { code: 'no_table_fits' },
      'No table, nor any combination of tables, seats 20 guests.',
      'Geen tafel, en geen combinatie van tafels, biedt plaats aan 20 personen.',
    ],
    [
      'every fitting table taken (the bookings follow, one a line)',
      { code: 'tables_taken', bookings: [] },
      'Every table that seats this party is taken for its stay, by:',
      'Elke tafel waar deze groep aan past is bezet tijdens hun verblijf, door:',
    ],
    [
      'a special closure',
      { code: 'special_closure' },
      'The chain takes no bookings online on this date.',
      'De keten neemt op deze datum geen online reserveringen aan.',
    ],
    [
      "Christmas day's sittings",
      { code: 'christmas', large_group: false },
      'On Christmas days only lunch until 13:45 and dinner at 16:30 and 19:30 are offered.',
      'Op kerstdagen zijn er alleen lunchtijden tot 13:45 en diner om 16:30 en 19:30.',
    ],
    [
      "New Year's Eve",
      { code: 'new_years_eve' },
      'On New Year’s Eve no time after 19:00 is offered.',
      'Op oudejaarsavond is er geen tijd na 19:00.',
    ],
    [
      'a rule named by its code only',
      { code: 'not_offered', refusal: 'time_unavailable' },
      'Not offered online (rule “time_unavailable”).',
      'Online niet beschikbaar (regel “time_unavailable”).',
    ],
    [
      "a promotion's weekdays",
      deal('weekday_excluded', { weekdays: [5, 6, 7] }),
      'Autumn deal is not offered on Friday, Saturday and Sunday.',
      'Herfstdeal geldt niet op vrijdag, zaterdag en zondag.',
    ],
    [
      "a promotion's time window",
      deal('time_outside_window', { from: '17:00' }),
      'Autumn deal is offered here from 17:00.',
      'Herfstdeal geldt hier vanaf 17:00.',
    ],
    [
      "a promotion's largest group",
      deal('group_too_large', { value: 8 }),
      'Autumn deal is for groups of at most 8.',
      'Herfstdeal is voor groepen van ten hoogste 8.',
    ],
    [
      'a promotion that has ended',
      deal('date_after_end', { date: '2027-03-31' }),
      'Autumn deal ended on 31 March 2027.',
      'Herfstdeal is afgelopen op 31 maart 2027.',
    ],
    [
      "a promotion's December rule",
      deal('blocked', { from: '17:30', to: '19:30' }),
      'Autumn deal is not offered from 17:30 to 19:30 on this day.',
      'Herfstdeal geldt op deze dag niet van 17:30 tot 19:30.',
    ],
    [
      'a promotion not at this restaurant',
      deal('location_not_in_flow'),
      'Autumn deal is not offered at this restaurant.',
      'Herfstdeal geldt niet in dit restaurant.',
    ],
  ])('%s', (_, reason, en, nl) => {
    expect(reasonWords(words('en'), reason, 'en', 20)).toBe(en);
    expect(reasonWords(words('nl'), reason, 'nl', 20)).toBe(nl);
  });

  it('every refusal of a promotion has its own words, in both languages', () => {
    const refusals: PromotionReason['refusal'][] = [
      'date_invalid',
      'date_before_start',
      'date_after_end',
      'weekday_excluded',
      'date_excluded',
      'group_too_small',
      'group_too_large',
      'location_not_in_flow',
      'time_outside_window',
      'time_filtered',
      'blocked',
    ];
    for (const language of ['en', 'nl'] as const) {
      const sentences = refusals.map((refusal) =>
        reasonWords(words(language), deal(refusal, { date: '2026-01-01', value: 2 }), language, 2),
      );
      expect(new Set(sentences).size).toBe(refusals.length);
      for (const sentence of sentences) expect(sentence).not.toMatch(/[{}]|undefined/);
    }
  });

  it('names the bookings that hold the tables, a walk-in as one', () => {
    const holder = { number: '123456', name: 'Anna de Vries', time: '18:30', tables: ['T11', 'T12'] };
    expect(holderWords(words('en'), holder, 'en')).toBe('No. 123456, Anna de Vries, 18:30 (T11 and T12)');
    expect(holderWords(words('nl'), { ...holder, name: '' }, 'nl')).toBe(
      'Nr. 123456, binnenloper, 18:30 (T11 en T12)',
    );
  });

  it.each([
    [60, '1 hour', '1 uur'],
    [90, '90 minutes', '90 minuten'],
    [0, '0 minutes', '0 minuten'],
  ])('a lead time of %s minutes reads %s', (minutes, en, nl) => {
    expect(leadWords(words('en'), minutes)).toBe(en);
    expect(leadWords(words('nl'), minutes)).toBe(nl);
  });

  it('lists as the language does', () => {
    expect(listWords(['T1'], 'en')).toBe('T1');
    expect(listWords(['T1', 'T2', 'T3'], 'nl')).toBe('T1, T2 en T3');
  });
});
