import { describe, expect, it } from 'vitest';
import { codeContact, isCodeFor, readCodeUnderWay, type CodeUnderWay } from './code';

const asked = (channel: 'sms' | 'email', contact: string): CodeUnderWay => ({
  channel,
  contact,
  remember: true,
  sentTo: 'masked',
  resendAt: 0,
  token: 't',
});
const details = { phone_number: '+31612345678', email: 'anna@example.nl' };

describe('a code still goes to the contact the details name; a corrected contact needs a new code', () => {
  it.each([
    ['by SMS, nothing changed', asked('sms', '+31612345678'), details, true],
    [
      'by SMS, only the e-mail changed',
      asked('sms', '+31612345678'),
      { ...details, email: 'new@example.nl' },
      true,
    ],
    [
      'by SMS, the phone corrected',
      asked('sms', '+31612345678'),
      { ...details, phone_number: '+31687654321' },
      false,
    ],
    ['by e-mail, nothing changed', asked('email', 'anna@example.nl'), details, true],
    [
      'by e-mail, the same address in capitals',
      asked('email', 'anna@example.nl'),
      { ...details, email: 'Anna@Example.NL ' },
      true,
    ],
    [
      'by e-mail, only the phone changed',
      asked('email', 'anna@example.nl'),
      { ...details, phone_number: '+31687654321' },
      true,
    ],
    [
      'by e-mail, the address corrected',
      asked('email', 'anna@example.nl'),
      { ...details, email: 'anne@example.nl' },
      false,
    ],
    ['no code asked yet', null, details, false],
  ])('%s: still this code = %s', (_case, code, user, expected) => {
    expect(isCodeFor(code, user)).toBe(expected);
  });

  it.each([
    ['sms', '+31612345678'],
    ['email', 'anna@example.nl'],
  ] as const)('a code by %s goes to %s', (channel, contact) => {
    expect(codeContact(channel, { ...details, email: ' ANNA@example.nl' })).toBe(contact);
  });
});

describe('a code under way saved by an older version (or a broken one) is not used', () => {
  it.each([
    ['the whole shape', asked('sms', '+31612345678'), true],
    ['no token', { ...asked('sms', '+31612345678'), token: '' }, false],
    ['an unknown channel', { ...asked('sms', '+31612345678'), channel: 'fax' }, false],
    ['the old fields only', { sentTo: '+31 6 •••• 5678', resendAt: 0 }, false],
    ['nothing', undefined, false],
    ['not an object', 'temp', false],
  ])('%s: read = %s', (_case, value, read) => {
    expect(readCodeUnderWay(value) !== null).toBe(read);
  });
});
