import { describe, expect, it } from 'vitest';
import { retrieveData, type RetrieveFormData } from './retrieve-data';

const filled = { confirmationNum: 'K7Q2MX', phone_number: '06 1234 5678', email: ' Anna@Example.NL ' };

describe('retrieving keeps only the chosen retrieve-by field, cleaned and normalised', () => {
  it.each<[string, RetrieveFormData, object]>([
    [
      'by phone: e-mail dropped, phone normalised',
      { ...filled, retrieveBy: 'phone_number' },
      { confirmationNum: 'K7Q2MX', phone_number: '+31612345678' },
    ],
    [
      'by e-mail: phone dropped, e-mail trimmed and lowercased',
      { ...filled, retrieveBy: 'email' },
      { confirmationNum: 'K7Q2MX', email: 'anna@example.nl' },
    ],
    [
      'reservation number trimmed and uppercased',
      { confirmationNum: ' k7q2mx ', email: 'a@b.nl', retrieveBy: 'email' },
      { confirmationNum: 'K7Q2MX', email: 'a@b.nl' },
    ],
    [
      'no reservation number: signing in by phone alone',
      { confirmationNum: '  ', phone_number: '+31612345678', retrieveBy: 'phone_number' },
      { phone_number: '+31612345678' },
    ],
    [
      'invalid phone gives an empty string',
      { phone_number: '12', retrieveBy: 'phone_number' },
      { phone_number: '' },
    ],
    [
      'missing chosen field gives an empty string',
      { email: 'a@b.nl', retrieveBy: 'phone_number' },
      { phone_number: '' },
    ],
  ])('%s', (_rule, form, expected) => {
    expect(retrieveData(form)).toEqual(expected);
  });
});
