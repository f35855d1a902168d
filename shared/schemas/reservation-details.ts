/**
 * The reservation details form: who is coming and how to reach them.
 * Uses the phone field, so it loads the phone metadata: the widget imports it lazily.
 */
import * as v from 'valibot';
import {
  ChildSeatsSchema,
  EmailFieldSchema,
  NameSchema,
  RemarksSchema,
  WheelchairUsersSchema,
} from './fields';
import { PhoneFieldSchema } from './phone-field';

export const ReservationDetailsSchema = v.object(
  {
    first_name: NameSchema,
    last_name: NameSchema,
    /** Normalised to E.164 ('+31612345678'). */
    phone_number: PhoneFieldSchema,
    email: EmailFieldSchema,
    /** High chairs. */
    child_seats: ChildSeatsSchema,
    /** 'Disabled guests in the party' yes/no. */
    wheelchair_users: WheelchairUsersSchema,
    /** What the guest tells the restaurant (an allergy, an occasion); optional, counted on screen. */
    remarks: RemarksSchema,
    /** Offers and news. */
    subscribe: v.optional(v.boolean('required'), false),
    /** Keep me signed in on this device; absent counts as yes (7-day token). */
    rememberme: v.optional(v.boolean('required'), true),
  },
  'required',
);

export type ReservationDetailsInput = v.InferInput<typeof ReservationDetailsSchema>;
