/**
 * A guest's rights over their data (docs/privacy.md): a copy of it, and erasure after a confirmation that names the
 * bookings it cancels. The guest's own routes are under /users/me, a chain admin's under a booking's guest record.
 */
import * as v from 'valibot';
import { ConsentsAnswerSchema } from './consent';

/** A booking erasure would cancel, as the confirmation names it. */
export const UpcomingBookingSchema = v.object({
  id: v.string(),
  number: v.string(),
  restaurant: v.string(),
  date: v.string(),
  time: v.string(),
  party_size: v.number(),
  /** Whether it may still be cancelled online; the guest's own erasure waits while one may not. */
  cancellable: v.boolean(),
});
export type UpcomingBooking = v.InferOutput<typeof UpcomingBookingSchema>;

/** GET …/erasure: what erasing would cancel. */
export const ErasurePlanAnswerSchema = v.object({ cancels: v.array(UpcomingBookingSchema) });
export type ErasurePlanAnswer = v.InferOutput<typeof ErasurePlanAnswerSchema>;

/** POST …/erasure: the ids of the bookings the confirmation named (all of them, none when there were none). */
export const ErasureBodySchema = v.object({
  cancel: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(100)),
});
export type ErasureBody = v.InferOutput<typeof ErasureBodySchema>;

/** What an erasure did: counts only, never what. */
export const ErasureAnswerSchema = v.object({
  erased: v.object({
    cancelled_bookings: v.number(),
    anonymised_bookings: v.number(),
    removed_rows: v.number(),
  }),
});
export type ErasureAnswer = v.InferOutput<typeof ErasureAnswerSchema>;

const nullableText = v.nullable(v.string());

/** GET …/data: everything kept about the guest, in a documented, versioned format. */
export const GuestDataAnswerSchema = v.object({
  format: v.literal('tafel-guest-data'),
  version: v.literal(1),
  exported_at: v.string(),
  profile: v.nullable(
    v.object({
      first_name: v.string(),
      last_name: v.string(),
      email: nullableText,
      phone_number: nullableText,
      language: v.string(),
      created_at: v.string(),
      email_proven_at: nullableText,
      phone_proven_at: nullableText,
    }),
  ),
  /** Offers and news: the answer now, and each time it was given or withdrawn with the words shown. */
  consents: ConsentsAnswerSchema,
  bookings: v.array(
    v.object({
      number: v.string(),
      restaurant: v.string(),
      date: v.string(),
      time: v.string(),
      party_size: v.number(),
      status: v.picklist(['confirmed', 'cancelled']),
      visit: v.string(),
      first_name: v.string(),
      last_name: v.string(),
      email: v.string(),
      phone_number: v.string(),
      child_seats: v.number(),
      wheelchair_users: v.nullable(v.boolean()),
      remarks: v.string(),
      promotion: nullableText,
      language: v.string(),
      channel: v.string(),
      made_at: v.string(),
      cancelled_at: nullableText,
    }),
  ),
  /** Their waitlist requests (docs/waitlist.md). */
  waitlist: v.array(
    v.object({
      restaurant: v.string(),
      date: v.string(),
      window_from: v.string(),
      window_until: v.string(),
      party_size: v.number(),
      state: v.string(),
      joined_at: v.string(),
    }),
  ),
});
export type GuestDataAnswer = v.InferOutput<typeof GuestDataAnswerSchema>;
