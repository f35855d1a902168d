import { describe, expect, it } from 'vitest';
import { guestIdentity, isSameGuest, type GuestContact } from './same-guest';

const contact = (overrides: Partial<GuestContact>): GuestContact => ({
  user_id: null,
  email: '',
  email_verified: false,
  phone_number: '',
  ...overrides,
});

describe('guestIdentity: what a booking knows its guest by', () => {
  it.each([
    ['an account alone', contact({ user_id: 'u1' }), { user_id: 'u1', email: '', phone: '' }],
    [
      'a proven e-mail, in lower case',
      contact({ email: ' Anna@Example.NL ', email_verified: true }),
      { user_id: null, email: 'anna@example.nl', phone: '' },
    ],
    ['a typed, unproven e-mail is no key', contact({ email: 'anna@example.nl' }), null],
    [
      'a phone written any way, as E.164',
      contact({ phone_number: '06 1234 5678' }),
      { user_id: null, email: '', phone: '+31612345678' },
    ],
    ['a phone that is no number is no key', contact({ phone_number: 'n/a' }), null],
    ['a walk-in without contact has no record', contact({}), null],
  ])('%s', (_, given, expected) => {
    expect(guestIdentity(given)).toEqual(expected);
  });
});

describe('isSameGuest: the account when both have one, else the proven e-mail or the phone', () => {
  const anna = { user_id: 'u1', email: 'anna@example.nl', phone: '+31612345678' };
  it.each([
    ['the same account', anna, { user_id: 'u1', email: '', phone: '' }, true],
    ['two accounts, though the phone is the same', anna, { ...anna, user_id: 'u2' }, false],
    [
      'an account and a phone booking with its phone',
      anna,
      { user_id: null, email: '', phone: anna.phone },
      true,
    ],
    [
      'an account and a booking with its proven e-mail',
      anna,
      { user_id: null, email: anna.email, phone: '' },
      true,
    ],
    [
      'two phone bookings of one number',
      { user_id: null, email: '', phone: '+31611111111' },
      { user_id: null, email: '', phone: '+31611111111' },
      true,
    ],
    [
      'two phone bookings of two numbers',
      { user_id: null, email: '', phone: '+31611111111' },
      { user_id: null, email: '', phone: '+31622222222' },
      false,
    ],
    [
      'no key in common',
      { user_id: null, email: 'a@x.nl', phone: '' },
      { user_id: null, email: '', phone: '+31611111111' },
      false,
    ],
    [
      'empty keys never match',
      { user_id: null, email: '', phone: '' },
      { user_id: null, email: '', phone: '' },
      false,
    ],
  ])('%s', (_, a, b, expected) => {
    expect(isSameGuest(a, b)).toBe(expected);
    expect(isSameGuest(b, a)).toBe(expected);
  });
});
