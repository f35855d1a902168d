/**
 * The reservation summary shown on check-info (SPEC §3): the form and the details together.
 * Its phone is already normalised, so an E.164 format check is enough and no phone metadata loads.
 */
import * as v from 'valibot';
import {
  ChildSeatsSchema,
  DateFieldSchema,
  E164PhoneSchema,
  EmailFieldSchema,
  NameSchema,
  PartySizeSchema,
  SiteIdFieldSchema,
  TimeFieldSchema,
  WheelchairUsersSchema,
} from './fields';

export const ReservationSummarySchema = v.object(
  {
    location: SiteIdFieldSchema,
    date: DateFieldSchema,
    time: TimeFieldSchema,
    party_size: PartySizeSchema,
    first_name: NameSchema,
    last_name: NameSchema,
    email: EmailFieldSchema,
    phone_number: E164PhoneSchema,
    child_seats: ChildSeatsSchema,
    wheelchair_users: WheelchairUsersSchema,
  },
  'required',
);

export type ReservationSummaryInput = v.InferInput<typeof ReservationSummarySchema>;
export type ReservationSummaryOutput = v.InferOutput<typeof ReservationSummarySchema>;
