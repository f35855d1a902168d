import { describe, expect, it } from 'vitest';
import { codeDigits } from './constants';

describe('a typed or pasted code is its digits, at most six (OTP_LENGTH, shared/constants.ts)', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56', '123456'],
    ['code: 654321.', '654321'],
    ['1234567', '123456'],
    ['12ab', '12'],
  ])('%s → %s', (input, expected) => expect(codeDigits(input)).toBe(expected));
});
