import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { OtpCheckBodySchema } from '../api/requests';
import { fieldErrors } from './field-errors';

describe("one-time code: exactly 6 digits, else 'Enter a 6-digit code'", () => {
  it.each([
    ['123456', '123456'],
    ['000000', '000000'],
    [' 123456 ', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['12 34 56', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12345a', null],
    ['１２３４５６', null], // full-width digits are not what the code mail shows
    ['', null],
  ])('%j is accepted as %j', (code, accepted) => {
    const result = v.safeParse(OtpCheckBodySchema, { code });
    expect(result.success ? result.output.code : null).toBe(accepted);
    expect(fieldErrors(OtpCheckBodySchema, { code })).toEqual(
      accepted === null ? { code: { key: 'invalidCode' } } : {},
    );
  });

  it.each([[{}], [{ code: 123456 }]])('%j asks for a 6-digit code', (input) => {
    expect(fieldErrors(OtpCheckBodySchema, input)).toEqual({ code: { key: 'invalidCode' } });
  });
});
