/**
 * The reservation form (SPEC §3): what the guest picks on the filter page. Its date defaults to
 * today's date (now plus one hour, Amsterdam), so the schema is made for a given `now`.
 */
import * as v from 'valibot';
import { DEFAULT_CHILD_SEATS, DEFAULT_PARTY_SIZE, DEFAULT_SESSION } from '../constants';
import { amsterdamDate, type Instant } from '../time/instant';
import { todayDate } from '../time/today';
import {
  ChildSeatsSchema,
  DateFieldSchema,
  PartySizeSchema,
  SiteIdFieldSchema,
  TimeFieldSchema,
  WheelchairUsersSchema,
} from './fields';

/**
 * The reservation form schema for the moment `now`: party_size 2, date today (now + 1 hour),
 * session 'lunch', no location or time slot yet, wheelchair_users null, child_seats 0.
 * A date before the current Amsterdam date is 'This date is not available'.
 */
export function createReservationFormSchema(now: Instant) {
  const earliestDate = amsterdamDate(now);
  return v.object(
    {
      /** The reservation being changed (edit flow); absent for a new booking. */
      id: v.optional(v.pipe(v.string(), v.nonEmpty('required'))),
      party_size: v.optional(PartySizeSchema, DEFAULT_PARTY_SIZE),
      date: v.optional(
        v.pipe(
          DateFieldSchema,
          v.check((date) => date >= earliestDate, 'dateNotAvailable'),
        ),
        () => todayDate(now),
      ),
      session: v.optional(v.pipe(v.string('required'), v.trim(), v.nonEmpty('required')), DEFAULT_SESSION),
      location: v.optional(v.nullable(SiteIdFieldSchema), null),
      timeSlot: v.optional(v.nullable(TimeFieldSchema), null),
      wheelchair_users: WheelchairUsersSchema,
      child_seats: ChildSeatsSchema,
    },
    'required',
  );
}

export type ReservationFormSchema = ReturnType<typeof createReservationFormSchema>;
export type ReservationFormInput = v.InferInput<ReservationFormSchema>;
export type ReservationFormOutput = v.InferOutput<ReservationFormSchema>;

/**
 * A fresh reservation form with every default (SPEC §4: reset returns all defaults).
 * @example reservationFormDefaults('2026-12-24T11:00:00Z')
 *   // => { party_size: 2, date: '2026-12-24', session: 'lunch', location: null, timeSlot: null, wheelchair_users: null, child_seats: 0 }
 */
export function reservationFormDefaults(now: Instant): ReservationFormOutput {
  return {
    party_size: DEFAULT_PARTY_SIZE,
    date: todayDate(now),
    session: DEFAULT_SESSION,
    location: null,
    timeSlot: null,
    wheelchair_users: null,
    child_seats: DEFAULT_CHILD_SEATS,
  };
}
