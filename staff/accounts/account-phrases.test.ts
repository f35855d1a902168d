import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../ui/testing/english-words';
import * as en from './accounts-words-en';
import * as nl from './accounts-words-nl';
import { staffAccountsWords } from './accounts-words';
import { staffRefusalWords } from '../shell/shell-words';
import { accountRefusalSentence, grantWords } from './account-phrases';
import { accountRefusalOf, type AccountRefusal } from './accounts-api';

const words = (language: 'en' | 'nl') =>
  [staffAccountsWords.translators[language], staffRefusalWords.translators[language]] as const;

describe('every refusal of the staff accounts has its own words, in English and Dutch', () => {
  it.each<[string, AccountRefusal, string, string]>([
    [
      'an address on the staff',
      { code: 'staff_email_taken' },
      'This e-mail address already belongs to someone on the staff.',
      'Dit e-mailadres hoort al bij iemand van het personeel.',
    ],
    [
      'the last chain admin',
      { code: 'last_chain_admin' },
      'The chain needs at least one chain admin. Make someone else chain admin first.',
      'De keten heeft minstens één beheerder nodig. Maak eerst iemand anders beheerder van de keten.',
    ],
    [
      'a raise of one’s own role',
      { code: 'own_role_raised' },
      'You cannot give yourself a higher role. Ask a chain admin.',
      'Je kunt jezelf geen hogere rol geven. Vraag het een beheerder van de keten.',
    ],
    [
      'one’s own account',
      { code: 'self_removal' },
      'You cannot remove your own account. Ask a chain admin.',
      'Je kunt je eigen account niet verwijderen. Vraag het een beheerder van de keten.',
    ],
    [
      'a change a manager may not make',
      { code: 'forbidden' },
      'You may not make this change: a manager adds and removes hosts of their own restaurants only.',
      'Dit mag je niet wijzigen: een bedrijfsleider voegt alleen gastheren en gastvrouwen van de eigen restaurants toe of verwijdert ze.',
    ],
    [
      'someone removed meanwhile',
      { code: 'gone' },
      'This person is no longer on the staff. The list now shows who is.',
      'Deze persoon is niet meer in dienst. De lijst toont nu wie wel.',
    ],
    [
      'a role without its restaurant',
      { code: 'invalid_input', field: 'grants.0' },
      'Choose a role, and a restaurant for a host or manager.',
      'Kies een rol, en een restaurant voor een gastheer, gastvrouw of bedrijfsleider.',
    ],
    [
      'an address that is none (the app’s own words)',
      { code: 'invalid_input', field: 'email' },
      'Enter a valid e-mail address.',
      'Vul een geldig e-mailadres in.',
    ],
    [
      'no network (the app’s own words)',
      { code: 'network' },
      'No connection to Tafel. Check the network and try again.',
      'Geen verbinding met Tafel. Controleer het netwerk en probeer het opnieuw.',
    ],
  ])('%s', (_case, refusal, english, dutch) => {
    expect(accountRefusalSentence(...words('en'), refusal)).toBe(english);
    expect(accountRefusalSentence(...words('nl'), refusal)).toBe(dutch);
  });

  it.each<[string, Parameters<typeof accountRefusalOf>[0], AccountRefusal]>([
    [
      'its own code',
      { code: 'refused', status: 409, error: 'last_chain_admin' },
      { code: 'last_chain_admin' },
    ],
    ['a member not there', { code: 'refused', status: 404, error: 'not_found' }, { code: 'gone' }],
    [
      'a code of no screen',
      { code: 'refused', status: 409, error: 'conflict' },
      { code: 'refused', status: 409, error: 'conflict' },
    ],
    ['the app’s own refusal', { code: 'forbidden' }, { code: 'forbidden' }],
  ])('reads %s', (_case, refusal, expected) => {
    expect(accountRefusalOf(refusal)).toEqual(expected);
  });

  it.each([
    ['en', { site_id: 's', site_name: 'Tafel Gouda', role: 'host' as const }, 'Host at Tafel Gouda'],
    [
      'nl',
      { site_id: 's', site_name: 'Tafel Gouda', role: 'manager' as const },
      'Bedrijfsleider bij Tafel Gouda',
    ],
    ['en', { site_id: null, site_name: null, role: 'admin' as const }, 'Chain admin: every restaurant'],
  ] as const)('%s: a role in words: %s', (language, grant, text) => {
    expect(grantWords(staffAccountsWords.translators[language], grant)).toBe(text);
  });
});

const wordsOf = (value: object, prefix = ''): Array<[string, string]> =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object'
      ? wordsOf(inner as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(inner)]],
  );

describe('the staff accounts screen’s Dutch reads as Dutch', () => {
  it('has exactly the keys of the English', () => {
    expect(wordsOf(nl.accountsWords).map(([key]) => key)).toEqual(
      wordsOf(en.accountsWords).map(([key]) => key),
    );
  });
  it('has no English word on a Dutch screen (the language names aside)', () => {
    const dutch = wordsOf(nl.accountsWords).filter(([key]) => !key.startsWith('language.'));
    expect(dutch.filter(([, text]) => ENGLISH.test(text.replace(/\{[^}]*\}/g, '')))).toEqual([]);
  });
});
