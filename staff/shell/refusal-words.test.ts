import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../ui/testing/english-words';
import type { StaffRefusal } from '../api/refusal';
import { refusalSentence } from './refusal-words';
import { staffRefusalWords } from './shell-words';
import { staffSheetWords } from '../sheet/sheet-words';
import { staffSignInWords } from '../sign-in/sign-in-words';
import * as enSheet from '../sheet/sheet-words-en';
import * as nlSheet from '../sheet/sheet-words-nl';
import * as enSignIn from '../sign-in/sign-in-words-en';
import * as nlSignIn from '../sign-in/sign-in-words-nl';
import * as enRules from '../rules/rules-words-en';
import * as nlRules from '../rules/rules-words-nl';
import * as enReports from '../reports/reports-words-en';
import * as nlReports from '../reports/reports-words-nl';
import * as enClock from '../sheet/clock-words-en';
import * as nlClock from '../sheet/clock-words-nl';
import * as enSettings from '../settings/settings-words-en';
import * as nlSettings from '../settings/settings-words-nl';
import * as en from './shell-words-en';
import * as nl from './shell-words-nl';

const en_ = staffRefusalWords.translators.en;
const nl_ = staffRefusalWords.translators.nl;

describe('every refusal of the staff API has its own words, in English and in Dutch', () => {
  it.each<[string, StaffRefusal, string, string]>([
    [
      'wrong code',
      { code: 'wrong_code' },
      'That code is not right. Check the e-mail and try again.',
      'Die code klopt niet. Kijk de e-mail na en probeer het opnieuw.',
    ],
    [
      'too many tries',
      { code: 'code_locked' },
      'Too many wrong codes. Ask for a new code.',
      'Te vaak een verkeerde code. Vraag een nieuwe code aan.',
    ],
    [
      'expired code',
      { code: 'code_expired' },
      'This code has expired. Ask for a new code.',
      'Deze code is verlopen. Vraag een nieuwe code aan.',
    ],
    [
      'rate limit with its wait',
      { code: 'too_many_requests', retryAfter: 30 },
      'Too many tries. Wait 30 seconds and try again.',
      'Te veel pogingen. Wacht 30 seconden en probeer het opnieuw.',
    ],
    [
      'rate limit of one second',
      { code: 'too_many_requests', retryAfter: 1 },
      'Too many tries. Wait 1 second and try again.',
      'Te veel pogingen. Wacht 1 seconde en probeer het opnieuw.',
    ],
    [
      'rate limit without a wait',
      { code: 'too_many_requests', retryAfter: null },
      'Too many tries. Wait a moment and try again.',
      'Te veel pogingen. Wacht even en probeer het opnieuw.',
    ],
    [
      'bad e-mail',
      { code: 'invalid_input', field: 'email' },
      'Enter a valid e-mail address.',
      'Vul een geldig e-mailadres in.',
    ],
    [
      'bad walk-in time',
      { code: 'invalid_input', field: 'time' },
      'Enter a time on this day.',
      'Vul een tijd op deze dag in.',
    ],
    [
      'bad party size',
      { code: 'invalid_input', field: 'party_size' },
      'Enter a party size the restaurant can seat.',
      'Vul een aantal gasten in waarvoor het restaurant plaats heeft.',
    ],
    [
      'bad name',
      { code: 'invalid_input', field: 'name' },
      'This name cannot be used. Shorten it or leave it empty.',
      'Deze naam kan niet worden gebruikt. Maak hem korter of laat hem leeg.',
    ],
    [
      'bad block date',
      { code: 'invalid_input', field: 'date' },
      'Enter a valid date.',
      'Vul een geldige datum in.',
    ],
    [
      'bad block start',
      { code: 'invalid_input', field: 'from_time' },
      'Enter a time on this day.',
      'Vul een tijd op deze dag in.',
    ],
    [
      'bad block reason',
      { code: 'invalid_input', field: 'reason' },
      'Enter a reason of at most 120 characters.',
      'Vul een reden in van hoogstens 120 tekens.',
    ],
    [
      'another field',
      { code: 'invalid_input', field: 'other' },
      'Something in the form was not accepted. Check it and try again.',
      'Iets in het formulier werd niet geaccepteerd. Kijk het na en probeer het opnieuw.',
    ],
    [
      'session gone',
      { code: 'unauthorized' },
      'You have been signed out. Sign in again.',
      'Je bent uitgelogd. Log opnieuw in.',
    ],
    [
      'not their restaurant',
      { code: 'forbidden' },
      'This restaurant is not on your account.',
      'Dit restaurant hoort niet bij je account.',
    ],
    [
      'visit moved meanwhile',
      { code: 'visit_move_refused' },
      en.refusalWords.visitMoveRefused,
      nl.refusalWords.visitMoveRefused,
    ],
    [
      'a no-show before its time, with the time in Amsterdam',
      { code: 'visit_too_early', from: '2026-12-24T18:15:00.000Z' },
      'Not yet: this can be set from 19:15.',
      'Nog niet: dit kan vanaf 19:15.',
    ],
    [
      'too early, the time not said',
      { code: 'visit_too_early', from: null },
      'Not yet: its time has not come.',
      'Nog niet: het is er nog geen tijd voor.',
    ],
    [
      "arrived after the booking's day",
      { code: 'visit_day_over' },
      "Arrived can only be set on the booking's day.",
      'Binnen kan alleen op de dag van de reservering.',
    ],
    [
      'a walk-in outside the opening hours without a reason',
      { code: 'walk_in_outside_hours' },
      'That time is outside the opening hours. Give a reason to write the walk-in down anyway.',
      'Die tijd valt buiten de openingstijden. Geef een reden om de binnenloper toch te noteren.',
    ],
    [
      'a clock margin out of range',
      { code: 'clock_margin_invalid' },
      'Enter 0 to 4 hours in minutes, in steps of 5.',
      'Vul 0 tot 4 uur in minuten in, in stappen van 5.',
    ],
    [
      'no table for a walk-in',
      { code: 'no_table' },
      'No table is free at that time for this party.',
      'Er is op die tijd geen tafel vrij voor dit gezelschap.',
    ],
    [
      'a move of a booking that is cancelled or whose guests came',
      { code: 'move_not_movable' },
      'This booking can no longer be moved: it is cancelled, or the guests have come or did not. The sheet now shows it as it is.',
      'Deze reservering kan niet meer worden verplaatst: ze is geannuleerd, of de gasten zijn gekomen of niet gekomen. De lijst toont haar nu zoals ze is.',
    ],
    [
      'a move to a time that has passed',
      { code: 'move_in_past' },
      'That time has passed. Choose a time still ahead.',
      'Die tijd is al voorbij. Kies een tijd die nog moet komen.',
    ],
    [
      'a move to a time the restaurant is closed',
      { code: 'move_closed' },
      'The restaurant is not open at that time. Choose a time within the opening hours.',
      'Het restaurant is op die tijd niet open. Kies een tijd binnen de openingstijden.',
    ],
    [
      'no table for a move',
      { code: 'move_no_table' },
      'No table is free for this party at that time. The booking stays as it was.',
      'Er is op die tijd geen tafel vrij voor dit gezelschap. De reservering blijft zoals ze was.',
    ],
    [
      'a block that ends before it starts',
      { code: 'block_range_invalid' },
      'A block must end after it starts.',
      'Een blokkade moet later eindigen dan ze begint.',
    ],
    [
      'stay rules refused',
      { code: 'stay_rules_invalid' },
      'These stay times were not saved: the party sizes must go up, and the last row must be for larger groups.',
      'Deze verblijfstijden zijn niet opgeslagen: de aantallen gasten moeten oplopen en de laatste regel is voor grotere groepen.',
    ],
    [
      'a report range of the wrong length',
      { code: 'report_range_invalid' },
      'A report covers 1 to 92 days, ending on or after its first day.',
      'Een overzicht beslaat 1 tot en met 92 dagen en eindigt op of na de eerste dag.',
    ],
    [
      'opening hours that go back or overlap',
      { code: 'opening_hours_invalid' },
      'These opening hours were not saved: each period must end after it starts, and periods of a day may not overlap.',
      'Deze openingstijden zijn niet opgeslagen: elke periode moet eindigen na het begin, en de periodes van een dag mogen niet overlappen.',
    ],
    [
      'a slot interval that is no choice',
      { code: 'slot_interval_invalid' },
      'Choose a slot interval of 15, 30 or 60 minutes.',
      'Kies een tijdstap van 15, 30 of 60 minuten.',
    ],
    [
      'a lead time out of range',
      { code: 'lead_time_invalid' },
      'Enter 0 to 48 hours, in quarter hours.',
      'Vul 0 tot 48 uur in, in kwartieren.',
    ],
    [
      'a largest group above 14',
      { code: 'max_group_invalid' },
      'The largest group online is 1 to 14 guests.',
      'De grootste groep online is 1 tot 14 gasten.',
    ],
    [
      'a table without label or seats',
      { code: 'table_invalid' },
      'A table needs a label and 1 to 30 seats.',
      'Een tafel heeft een naam en 1 tot 30 stoelen nodig.',
    ],
    [
      "another table's label",
      { code: 'table_label_taken' },
      'Another table already has this label.',
      'Een andere tafel heeft deze naam al.',
    ],
    [
      'a table bookings to come hold',
      { code: 'table_in_use' },
      'Bookings to come hold this table. Move or cancel them first, then remove it.',
      'Er staan nog reserveringen op deze tafel. Verplaats of annuleer die eerst en verwijder de tafel dan.',
    ],
    [
      'a restaurant a promotion names',
      { code: 'restaurant_in_promotion', promotions: ['cinemaDeal'] },
      'Guests can still book this restaurant with a promotion, so it is not archived. Archive it once the promotion has ended.',
      'Gasten kunnen dit restaurant nog met een actie boeken, dus het is niet gearchiveerd. Archiveer het als de actie is afgelopen.',
    ],
    [
      'network failure',
      { code: 'network' },
      'No connection to Tafel. Check the network and try again.',
      'Geen verbinding met Tafel. Controleer het netwerk en probeer het opnieuw.',
    ],
    [
      'server fault',
      { code: 'server' },
      'Something went wrong on our side. Try again in a moment.',
      'Er ging bij ons iets mis. Probeer het zo opnieuw.',
    ],
    [
      'anything else',
      { code: 'refused', status: 404 },
      'This did not work (error 404). Try again.',
      'Dit lukte niet (fout 404). Probeer het opnieuw.',
    ],
  ])('%s', (_rule, refusal, english, dutch) => {
    expect(refusalSentence(en_, refusal)).toBe(english);
    expect(refusalSentence(nl_, refusal)).toBe(dutch);
  });

  it('no two refusals share their words', () => {
    const words = Object.values(en.refusalWords);
    expect(new Set(words).size).toBe(words.length);
  });
});

const wordsOf = (value: object, prefix = ''): Array<[string, string]> =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object'
      ? wordsOf(inner as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(inner)]],
  );
const DICTIONARIES = [
  ['the frame', en.shellWords, nl.shellWords],
  ['sign-in', enSignIn.signInWords, nlSignIn.signInWords],
  ['refusals', en.refusalWords, nl.refusalWords],
  ['day sheet', enSheet.sheetWords, nlSheet.sheetWords],
  ['rules, blocks and audit', enRules.rulesWords, nlRules.rulesWords],
  ['reports', enReports.reportsWords, nlReports.reportsWords],
  ['settings', enSettings.settingsWords, nlSettings.settingsWords],
  ['the clock at the stand', enClock.clockWords, nlClock.clockWords],
] as const;

describe('the staff app’s Dutch reads as Dutch', () => {
  it.each(DICTIONARIES)('%s: the Dutch has exactly the keys of the English', (_name, english, dutch) => {
    expect(wordsOf(dutch).map(([key]) => key)).toEqual(wordsOf(english).map(([key]) => key));
  });
  it.each(DICTIONARIES)('%s: no English word on a Dutch screen', (_name, _english, dutch) => {
    expect(wordsOf(dutch).filter(([, text]) => ENGLISH.test(text.replace(/\{[^}]*\}/g, '')))).toEqual([]);
  });
  it.each([
    ['en', 1, '1 guest', '1 table'],
    ['en', 3, '3 guests', '3 tables'],
    ['nl', 1, '1 gast', '1 tafel'],
    ['nl', 3, '3 gasten', '3 tafels'],
  ] as const)('%s: counts agree with %i', (language, count, guests, tables) => {
    const T = staffSheetWords.translators[language];
    expect(T.totals.covers({ count })).toBe(guests);
    expect(T.totals.tables({ count })).toBe(tables);
    expect(staffSignInWords.translators[language].resendIn({ seconds: count })).toMatch(String(count));
  });
});
