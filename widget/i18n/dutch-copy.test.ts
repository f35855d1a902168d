/**
 * Dutch as a Dutch guest reads it: every Dutch text of the widget, walked from its dictionaries,
 * has the keys of the English one, no English giveaway words, no 'widget' or 'server', no 'Tafel bij Tafel …', and
 * the words the glossary (docs/glossary.md) chose; counts agree with their number. The walk covers the base texts,
 * the SPEC messages, the refusals, the booking flow's texts and the namespaces of change, find, profile and the
 * code button.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeWords } from '../components/code-actions';
import { editWords } from '../routes/edit/edit-words';
import enPath from '../routes/reserve/booking-path-words-en';
import nlPath from '../routes/reserve/booking-path-words-nl';
import enReserve from '../routes/reserve/reserve-words-en';
import nlReserve from '../routes/reserve/reserve-words-nl';
import { retrieveWords } from '../routes/retrieve/retrieve-words';
import { userWords } from '../routes/user/user-words';
import en from './en';
import { messageWords } from './message-words';
import enMessageWords from './message-words-en';
import nlMessageWords from './message-words-nl';
import nl from './nl';
import { ENGLISH } from '../../ui/testing/english-words';
import { refusalWords, waitlistRefusalWords } from './refusal-words';
import enRefusalWords from './refusal-words-en';
import nlRefusalWords from './refusal-words-nl';

const textsOf = (value: object, prefix = ''): Array<[string, string]> =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null
      ? textsOf(inner as object, `${prefix}${key}.`)
      : typeof inner === 'string'
        ? [[`${prefix}${key}`, inner] as [string, string]]
        : [],
  );

/**
 * The words as written behind a namespace's translator (defineNamespace keeps translators only, and the entry chunk
 * should not carry the dictionaries twice): typesafe-i18n's translator is a Proxy over the dictionary's texts, which
 * it keeps as own properties. The test 'the walk reads the words the guest reads' below proves it still does.
 */
const wordsOf = (translator: object): object =>
  Object.fromEntries(
    Object.entries(Object.getOwnPropertyDescriptors(translator))
      .filter(([, descriptor]) => descriptor.enumerable)
      .map(([key, descriptor]) => [key, descriptor.value as unknown]),
  );

// The lazy groups' own namespaces (defineNamespace): change and cancel, find and the list, profile, the code button.
const NAMESPACES = [
  ['edit', editWords],
  ['retrieve', retrieveWords],
  ['user', userWords],
  ['code button', codeWords],
] as const;

const DICTIONARIES: Array<[string, object, object]> = [
  ['base', en, nl],
  ['messages', enMessageWords, nlMessageWords],
  ['refusals', enRefusalWords, nlRefusalWords],
  ['reserve', enReserve, nlReserve],
  ['steps after the details', enPath, nlPath],
  ...NAMESPACES.map(([name, { translators }]): [string, object, object] => [
    name,
    wordsOf(translators.en),
    wordsOf(translators.nl),
  ]),
];

// The glossary's choices: what a Dutch screen says, and what it no longer says.
const REPLACED: Array<[RegExp, string]> = [
  [/\bjuist e-mailadres\b/, 'geldig e-mailadres'],
  [/\bAanpassen\b/, 'Wijzigen'],
  [/\bVolgende\b(?! maand)/, 'Verder'],
  [/\bInvalidentoilet\b/, 'Toegankelijk toilet'],
  [/\bBeleving\b/, 'Wat je er beleeft'],
  [/\{seconds\} s\b/, '{seconds} {{seconde|seconden}}'],
  [/\bTafel bij\b/, 'Reservering bij'],
  [/\bHoud \{/, '… blijven gebruiken'],
];

describe('every Dutch text reads as Dutch', () => {
  it.each(
    NAMESPACES.flatMap(([name, namespace]) =>
      (['en', 'nl'] as const).map((language) => [name, language, namespace] as const),
    ),
  )('%s (%s): the walk reads the words the guest reads', (_name, language, { translators }) => {
    const texts = textsOf(wordsOf(translators[language]));
    expect(texts.length).toBeGreaterThan(2);
    const translate = translators[language] as unknown as Record<string, () => string>;
    for (const [key, text] of texts.filter(([, words]) => !words.includes('{')))
      expect(translate[key]!(), key).toBe(text);
  });
  it.each(DICTIONARIES)('%s: the Dutch has exactly the keys of the English', (_name, english, dutch) => {
    expect(
      textsOf(dutch)
        .map(([key]) => key)
        .sort(),
    ).toEqual(
      textsOf(english)
        .map(([key]) => key)
        .sort(),
    );
  });
  it.each(DICTIONARIES)('%s: no English word, no widget or server', (_name, _english, dutch) => {
    // 'e-mail' and 'sms' are Dutch; 'Tafel' is the brand.
    const english = textsOf(dutch).filter(([, text]) => ENGLISH.test(text.replace(/\{[^}]*\}/g, '')));
    expect(english).toEqual([]);
  });
  it.each(DICTIONARIES)('%s: the glossary’s words', (_name, _english, dutch) => {
    const stale = textsOf(dutch).flatMap(([key, text]) =>
      REPLACED.filter(([word]) => word.test(text)).map(([, instead]) => `${key}: '${text}' → ${instead}`),
    );
    expect(stale).toEqual([]);
  });
});

describe('counts agree with their number, in both languages', () => {
  beforeAll(() =>
    Promise.all(
      [messageWords, refusalWords, waitlistRefusalWords].flatMap((texts) => [
        texts.load('en'),
        texts.load('nl'),
      ]),
    ),
  );
  it.each([
    ['en', 1, '1 person'],
    ['en', 4, '4 persons'],
    ['nl', 1, '1 persoon'],
    ['nl', 4, '4 personen'],
  ] as const)('%s: %i → %s (change, list)', (language, count, words) => {
    expect(editWords.translators[language].persons({ count })).toBe(words);
    expect(retrieveWords.translators[language].partyOf({ count })).toBe(words);
  });
  it.each([
    ['en', 1, 'There is no free time on this day for 1 person.'],
    ['en', 4, 'There is no free time on this day for 4 persons.'],
    ['nl', 1, 'Op deze dag is er geen tijd meer vrij voor 1 persoon.'],
    ['nl', 4, 'Op deze dag is er geen tijd meer vrij voor 4 personen.'],
  ] as const)('%s: no free time for %i → %s (change)', (language, count, words) => {
    expect(editWords.translators[language].noTimes({ count })).toContain(words);
  });
  it.each([
    ['en', 1, 'You can ask for a new code in 1 second'],
    ['en', 30, 'You can ask for a new code in 30 seconds'],
    ['nl', 1, 'Over 1 seconde kun je een nieuwe code vragen'],
    ['nl', 30, 'Over 30 seconden kun je een nieuwe code vragen'],
  ] as const)('%s: a wait of %i → %s', (language, seconds, words) => {
    expect(codeWords.translators[language].resendIn({ seconds })).toBe(words);
  });
});

it('the tab title before the script runs reads right in both languages (the brand; main.tsx then sets each language’s)', () => {
  const html = readFileSync('widget/index.html', 'utf8');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  expect([title, title]).toEqual([en.common.appName, nl.common.appName]);
});
