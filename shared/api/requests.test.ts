import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AvailabilityQuerySchema,
  CreateReservationBodySchema,
  OtpCheckBodySchema,
  OtpRequestBodySchema,
  RetrieveBodySchema,
  SitesQuerySchema,
} from './requests';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

const booking = {
  date: '2026-12-01',
  time: '19:00',
  party_size: 2,
  first_name: 'Anna',
  last_name: 'de Vries',
  email: 'Anna@Example.nl ',
  phone_number: '0612345678',
};

describe('request schemas carry the message keys of shared/messages.ts', () => {
  it.each([
    ['a code of 6 digits passes', OtpCheckBodySchema, { code: '123456' }, null],
    ['a 5-digit code: Enter a 6-digit code', OtpCheckBodySchema, { code: '12345' }, 'invalidCode'],
    ['letters in the code: Enter a 6-digit code', OtpCheckBodySchema, { code: '12a456' }, 'invalidCode'],
    ['a code request needs phone or e-mail', OtpRequestBodySchema, {}, 'phoneOrEmailRequired'],
    ['a code request by e-mail passes', OtpRequestBodySchema, { email: 'a@b.nl' }, null],
    [
      'a code request naming the restaurant being booked passes',
      OtpRequestBodySchema,
      { email: 'a@b.nl', site_id: '1b8742b7-4076-495b-ac5e-52bc563c2a01' },
      null,
    ],
    [
      'a code request with a malformed site id',
      OtpRequestBodySchema,
      { email: 'a@b.nl', site_id: 'amsterdam' },
      'undefinedLocation',
    ],
    [
      'retrieve without phone or e-mail',
      RetrieveBodySchema,
      { confirmationNum: 'ABC234' },
      'retrieveDataMissing',
    ],
    [
      'retrieve with a malformed number',
      RetrieveBodySchema,
      { confirmationNum: 'a!', email: 'a@b.nl' },
      'invalidConfirmationNumber',
    ],
    [
      'a booking with a bad e-mail',
      CreateReservationBodySchema,
      { ...booking, email: 'nope' },
      'invalidEmail',
    ],
    [
      'a booking without first name',
      CreateReservationBodySchema,
      { ...booking, first_name: '  ' },
      'required',
    ],
    [
      'a booking above the online maximum of 14',
      CreateReservationBodySchema,
      { ...booking, party_size: 15 },
      'maxGroupSize',
    ],
    ['a valid booking', CreateReservationBodySchema, booking, null],
    ['availability needs a date', AvailabilityQuerySchema, { party_size: '2' }, 'required'],
  ] as const)('%s', (_name, schema, input, expected) => {
    expect(firstMessage(schema as v.GenericSchema, input)).toBe(expected);
  });

  it('cleans people data: e-mail trimmed and lowercased', () => {
    expect(v.parse(CreateReservationBodySchema, booking).email).toBe('anna@example.nl');
  });

  it('reads a comma list of party sizes', () => {
    expect(v.parse(AvailabilityQuerySchema, { date: '2026-12-01', party_size: '1,2,10' }).party_size).toEqual(
      [1, 2, 10],
    );
  });

  it('defaults the site list to limit 99 and channel DineTime', () => {
    expect(v.parse(SitesQuerySchema, {})).toEqual({ limit: 99, type: 'DineTime' });
  });
});
