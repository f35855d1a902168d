import { describe, expect, it } from 'vitest';
import { isValidEmail, maskEmail } from './email';

describe("validity of e-mail ('Enter a correct email address')", () => {
  it.each([
    ['anna@example.nl', true],
    ['  Anna.de.Vries@Example.NL ', true],
    ['anna+tafel@mail.example.com', true],
    ['a@b.co', true],
    ['anna@example', false],
    ['anna.example.nl', false],
    ['anna@@example.nl', false],
    ['anna @example.nl', false],
    ['', false],
    [`${'a'.repeat(250)}@x.nl`, false],
  ])('%j is valid: %s', (raw, valid) => {
    expect(isValidEmail(raw)).toBe(valid);
  });
});

describe("masked e-mail for 'code sent to' texts", () => {
  it.each([
    ['anna@example.nl', 'a•••@example.nl'],
    [' Anna@Example.NL ', 'a•••@example.nl'],
    ['a@b.co', 'a•••@b.co'],
    ['not an address', ''],
  ])('%j is shown as %j', (raw, masked) => {
    expect(maskEmail(raw)).toBe(masked);
  });
});
