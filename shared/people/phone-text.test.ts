import { describe, expect, it } from 'vitest';
import { isValidPhone, normalisePhone } from './phone';
import { isTextablePhone } from './phone-text';

describe('a valid number is a contact number; only a mobile one can receive a text', () => {
  it.each([
    ['a Dutch mobile', '06 1234 5678', '+31612345678', true],
    ['a Dutch landline', '020 123 4567', '+31201234567', false],
    ['a Dutch landline written internationally', '+31 20 123 4567', '+31201234567', false],
    ['a British mobile', '+44 7400 123456', '+447400123456', true],
    ['a British landline', '+44 20 7123 4567', '+442071234567', false],
    ['a Belgian mobile', '+32 470 12 34 56', '+32470123456', true],
    ['a Belgian landline', '+32 2 512 34 56', '+3225123456', false],
    ['a German mobile', '+49 151 1234 5678', '+4915112345678', true],
    ['a US number (mobile and fixed look alike)', '+1 212 555 0123', '+12125550123', true],
    ['a Dutch VoIP number', '085 123 4567', '+31851234567', false],
    ['an invalid number', '020 123 456', '', false],
    ['no number', '', '', false],
  ])('%s: %j is %j, textable %j', (_name, raw, e164, textable) => {
    expect(normalisePhone(raw)).toBe(e164);
    expect(isValidPhone(raw)).toBe(e164 !== '');
    expect(isTextablePhone(raw)).toBe(textable);
  });
});
