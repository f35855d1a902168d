import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, maskPhone, normalisePhone, phoneForSpreadsheet } from './phone';

describe('phone normalisation: cleaned, a trunk zero (06, 020) becomes +31, + prefixed, parsed as international, invalid gives empty', () => {
  it.each([
    // a number starting 06 becomes +316...
    ['0612345678', '+31612345678'],
    ['06 1234 5678', '+31612345678'],
    ['06-12345678', '+31612345678'],
    ['(06) 12 34 56 78', '+31612345678'],
    // a + is prefixed if missing
    ['31612345678', '+31612345678'],
    ['4915112345678', '+4915112345678'],
    ['12125550123', '+12125550123'],
    // already international, only cleaned
    ['+31612345678', '+31612345678'],
    ['  +31 6 1234 5678  ', '+31612345678'],
    ['+31 (0)6 1234 5678', '+31612345678'],
    ['+31 20 123 4567', '+31201234567'],
    ['+49 151 1234 5678', '+4915112345678'],
    ['+1 (212) 555-0123', '+12125550123'],
    ['+32 470 12 34 56', '+32470123456'],
    // any other Dutch number with its trunk zero: a landline is a contact number too
    ['020 123 4567', '+31201234567'],
    ['010-1234567', '+31101234567'],
    ['085 123 4567', '+31851234567'],
    // 00 is the international call prefix
    ['0031612345678', '+31612345678'],
    // invalid gives ''
    ['061234567', ''], // one digit short
    ['06123456789', ''], // one digit too many
    ['020 123 456', ''], // a landline one digit short
    ['+15555555555', ''], // no such area code
    ['', ''],
    ['   ', ''],
    ['+', ''],
    ['phone', ''],
    ['06 1234 567a', ''],
    ['+31 6 1234 5678 ext 5', ''],
    ['+31+612345678', ''],
  ])('%j becomes %j', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
    expect(isValidPhone(raw)).toBe(expected !== '');
  });

  it.each(['0612345678', '+31 6 1234 5678', '0031612345678'])(
    'normalising %j twice changes nothing',
    (raw) => {
      const once = normalisePhone(raw);
      expect(normalisePhone(once)).toBe(once);
    },
  );
});

describe("masked phone for 'code sent to' texts", () => {
  it.each([
    ['0612345678', '+31 6 •••• 5678'],
    ['+31 20 123 4567', '+31 2 •••• 4567'],
    ['+4915112345678', '+49 1 •••• 5678'],
    ['+1 212 555 0123', '+1 2 •••• 0123'],
    ['061234567', ''],
  ])('%j is shown as %j', (raw, masked) => {
    expect(maskPhone(raw)).toBe(masked);
  });
});

describe('phone written for people', () => {
  it.each([
    ['0612345678', '+31 6 12345678'],
    ['+31201234567', '+31 20 123 4567'],
    ['nonsense', ''],
  ])('%j is written %j', (raw, written) => {
    expect(formatPhone(raw)).toBe(written);
  });
});

describe('phone written for a spreadsheet: readable, with a space, never a leading + or a bare run of digits', () => {
  it.each([
    ['a Dutch mobile, national', '+31612345678', '06 12345678'],
    ['a Dutch landline, national', '+31201234567', '020 123 4567'],
    ['a Dutch number however it was typed', '0031 6 1234 5678', '06 12345678'],
    ['a Dutch number whose national form is digits alone: international', '+3188123456', '00 31 88123456'],
    ['a German number after 00', '+4930123456', '00 49 30 123456'],
    ['a Belgian number after 00', '+3225123456', '00 32 2 512 34 56'],
    ['a number that does not parse: as it was', '12', '12'],
    ['no number', '', ''],
  ])('%s', (_case, raw, written) => {
    expect(phoneForSpreadsheet(raw)).toBe(written);
  });
});
