import { beforeAll, describe, expect, it } from 'vitest';
import en from './en';
import { chooseLanguage, languageFromTag } from './language';
import { MESSAGE_WORDS } from '../../shared/message-words';
import { REFUSAL_WORDS } from '../../shared/refusal-words';
import { WAITLIST_REFUSAL_WORDS } from '../../shared/waitlist/refusal-words';
import nl from './nl';
import { messageWords } from './message-words';
import { CATALOGUE_KEYS, REFUSAL_KEYS } from '../../shared/message-keys';

// The message catalogue loads per language (a module each); load both before reading them.
beforeAll(() => Promise.all([messageWords.load('en'), messageWords.load('nl')]));

describe('language from the stored preference, then the browser, otherwise English', () => {
  it.each([
    ['stored nl beats browser en', { stored: 'nl', browser: ['en-US'] }, 'nl'],
    ['stored en beats browser nl', { stored: 'en', browser: ['nl-NL'] }, 'en'],
    ['browser nl-BE when nothing stored', { stored: null, browser: ['nl-BE', 'en'] }, 'nl'],
    ['first browser language we speak', { browser: ['de-DE', 'fr', 'nl'] }, 'nl'],
    ['unknown stored value falls through', { stored: 'fr', browser: ['nl'] }, 'nl'],
    ['nothing we speak → English', { browser: ['de', 'fr'] }, 'en'],
    ['nothing at all → English', {}, 'en'],
    [
      'the host config lang comes first (the hidden selector)',
      { configured: 'nl', stored: 'en', browser: ['en'] },
      'nl',
    ],
  ])('%s', (_, input, expected) => expect(chooseLanguage(input)).toBe(expected));

  it.each([
    ['EN-us', 'en'],
    ['nl_NL', 'nl'],
    ['fr', null],
    ['', null],
  ])('tag %s → %s', (tag, expected) => expect(languageFromTag(tag)).toBe(expected));
});

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('every text exists in en and nl; English SPEC texts are quoted exactly', () => {
  it('nl has exactly the keys of en', () => expect(keysOf(nl).sort()).toEqual(keysOf(en).sort()));
  it('no Dutch text is left empty or in English', () => {
    const flat = (d: object) =>
      Object.fromEntries(
        keysOf(d).map((k) => [
          k,
          k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], d),
        ]),
      );
    const english = flat(en);
    const dutch = flat(nl);
    const sameOnPurpose = ['common.appName'];
    for (const key of Object.keys(english)) {
      expect(dutch[key], key).toBeTruthy();
      if (!sameOnPurpose.includes(key)) expect(dutch[key], key).not.toBe(english[key]);
    }
  });
  it.each(Object.keys(MESSAGE_WORDS) as Array<keyof typeof MESSAGE_WORDS>)(
    'message %s: English is SPEC text, Dutch differs',
    (key) => {
      const { en: english, nl: dutch } = messageWords.translators;
      expect(english![key]({ value: 14, message: 'x' } as never)).toBe(
        MESSAGE_WORDS[key].replace('{value}', '14').replace('{message}', 'x'),
      );
      expect(dutch![key]({ value: 14, message: 'x' } as never)).not.toBe(
        english![key]({ value: 14, message: 'x' } as never),
      );
    },
  );
  it('the text-free key lists name exactly the SPEC messages and the refusals, in order', () => {
    expect([...CATALOGUE_KEYS]).toEqual(Object.keys(MESSAGE_WORDS));
    expect([...REFUSAL_KEYS]).toEqual([
      ...Object.keys(REFUSAL_WORDS),
      ...Object.keys(WAITLIST_REFUSAL_WORDS),
    ]);
  });
  it('system texts in the base dictionary are quoted exactly', () => {
    expect(en.system.widgetUpdated).toBe('Widget was updated. Please restart to proceed.');
    expect(en.system.networkIssues).toBe('Unable to continue due to network issues');
    expect(en.system.notFound).toBe('Sorry, nothing here... (404)');
    for (const key of ['widgetUpdated', 'networkIssues', 'notFound', 'serverError'] as const)
      expect(en.system[key]).toBe(MESSAGE_WORDS[key]);
  });
});
