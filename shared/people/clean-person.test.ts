import { describe, expect, it } from 'vitest';
import { cleanEmail, cleanPerson } from './clean-person';

describe('person data cleaning: strings trimmed, e-mail lowercased', () => {
  it.each([
    [
      { first_name: '  Anna ', last_name: '\tde Vries\n' },
      { first_name: 'Anna', last_name: 'de Vries' },
    ],
    [{ email: '  Anna.de.Vries@Example.NL ' }, { email: 'anna.de.vries@example.nl' }],
    [{ phone_number: ' +31 6 1234 5678 ' }, { phone_number: '+31 6 1234 5678' }],
    [
      { first_name: 'ÉLODIE', email: 'ÉLODIE@X.NL' },
      { first_name: 'ÉLODIE', email: 'élodie@x.nl' },
    ],
    [
      { child_seats: 2, wheelchair_users: null, subscribed: true },
      { child_seats: 2, wheelchair_users: null, subscribed: true },
    ],
    [{ first_name: '   ' }, { first_name: '' }],
  ])('%j is cleaned to %j', (input, expected) => {
    expect(cleanPerson(input)).toEqual(expected);
  });

  it('leaves the input object unchanged', () => {
    const input = { first_name: ' Anna ' };
    cleanPerson(input);
    expect(input.first_name).toBe(' Anna ');
  });

  it.each([
    [' A@B.NL ', 'a@b.nl'],
    ['a@b.nl', 'a@b.nl'],
  ])('cleanEmail(%j) === %j', (raw, expected) => {
    expect(cleanEmail(raw)).toBe(expected);
  });
});
