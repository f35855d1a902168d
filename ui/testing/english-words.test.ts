import { describe, expect, it } from 'vitest';
import { ENGLISH } from './english-words';

describe('a Dutch screen gives English away by its words, and Dutch words that look English do not', () => {
  it.each([
    'Your table is booked',
    'Choose a time',
    'Sign out',
    'Monday 1 December',
    'Tomorrow or later',
    'Please start again.',
    '7:30 PM',
    'Unable to continue due to network issues',
  ])('English: %s', (line) => expect(line).toMatch(ENGLISH));

  it.each([
    'Je tafel is gereserveerd',
    'Morgen of later',
    'Log in met een code naar je telefoon of e-mail',
    'We hebben een code van 6 cijfers gestuurd',
    'Route en parkeren',
    'Maandag 1 december, 19:30',
    'Er ging bij ons iets mis. Probeer het later opnieuw.',
    'Reservering bij Tafel Utrecht',
  ])('Dutch: %s', (line) => expect(line).not.toMatch(ENGLISH));
});
