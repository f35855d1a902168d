import { describe, expect, it } from 'vitest';
import { nextStep, whereToBe } from '../flow-table';
import { retrieveFlow, type RetrieveFacts, type RetrieveStep } from './flow';

const anonymous: RetrieveFacts = { codeRequested: false, signedIn: false, hasAccess: false };
const asked: RetrieveFacts = { ...anonymous, codeRequested: true };
const found: RetrieveFacts = { ...anonymous, hasAccess: true };
const signedIn: RetrieveFacts = { codeRequested: false, signedIn: true, hasAccess: true };

describe('retrieve flow: find by number → list; log in by phone → code → list', () => {
  it.each<[string, RetrieveStep, RetrieveFacts, RetrieveStep]>([
    ['a found reservation opens the list', 'reservations-retrieve', found, 'reservations-list'],
    ['a log-in by phone asks its code', 'reservations-retrieve', asked, 'reservations-code-input'],
    ['a checked code opens the list', 'reservations-code-input', signedIn, 'reservations-list'],
  ])('%s', (_, step, facts, expected) => {
    expect(nextStep(retrieveFlow, step, facts)).toBe(expected);
  });
});

describe('guards: a guest without a code or a token starts on the retrieve step', () => {
  it.each<[string, RetrieveStep, RetrieveFacts, RetrieveStep]>([
    [
      'a guest who asked no code cannot enter code input',
      'reservations-code-input',
      anonymous,
      'reservations-retrieve',
    ],
    ['code input after asking a code', 'reservations-code-input', asked, 'reservations-code-input'],
    ['code input once signed in', 'reservations-code-input', signedIn, 'reservations-code-input'],
    ['the list needs a token or a reservation’s access', 'reservations-list', asked, 'reservations-retrieve'],
    ['the list with a reservation’s access', 'reservations-list', found, 'reservations-list'],
  ])('%s', (_, step, facts, expected) => {
    expect(whereToBe(retrieveFlow, step, facts)).toBe(expected);
  });
});
