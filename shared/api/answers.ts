/**
 * The guest API's answers: errors, reservations, the guest and their sessions. The server produces them, the widget
 * reads them (types only: these schemas never ship in the guest bundle), /api/openapi.json documents them, and the
 * API tests check every real answer against them (server/testing/contract.ts).
 */
import * as v from 'valibot';
import { LANGUAGES } from '../constants';

const CLOCK_TIME = /^\d{2}:\d{2}$/;

/**
 * An online-only limit a booking at the stand passes, with what the host reads about it (override_needed): the
 * largest group online, an online block with its reason and times, or the lead time (shared/staff/stand-booking.ts).
 */
export const NeededOverrideSchema = v.variant('rule', [
  v.object({ rule: v.literal('largest_group'), limit: v.number() }),
  v.object({
    rule: v.literal('online_block'),
    reason: v.string(),
    from_time: v.pipe(v.string(), v.regex(CLOCK_TIME)),
    to_time: v.pipe(v.string(), v.regex(CLOCK_TIME)),
  }),
  v.object({ rule: v.literal('lead_time'), minutes: v.number() }),
]);

/** A booking that holds a table, as a refusal names it: its number, guest's name, party and start ('HH:mm'). */
export const HeldBySchema = v.object({
  number: v.string(),
  name: v.string(),
  party_size: v.number(),
  start: v.pipe(v.string(), v.regex(CLOCK_TIME)),
});

/** A booking to come on a table being removed (table_in_use): HeldBy with its id and date, for Move and Cancel. */
export const TableHoldingSchema = v.object({
  ...HeldBySchema.entries,
  id: v.string(),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type TableHolding = v.InferOutput<typeof TableHoldingSchema>;

/**
 * A booking the guest already holds that a new one would double (possible_double, shared/slots/double-booking.ts):
 * where and when, for whom, its number, and whether it is at the restaurant being booked.
 */
export const ExistingBookingSchema = v.object({
  number: v.pipe(v.string(), v.description('The short reservation number the guest reads')),
  site_id: v.pipe(v.string(), v.uuid()),
  site_name: v.string(),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.description('YYYY-MM-DD in Europe/Amsterdam')),
  time: v.pipe(v.string(), v.regex(CLOCK_TIME), v.description('HH:mm in Europe/Amsterdam')),
  party_size: v.number(),
  same_site: v.pipe(v.boolean(), v.description('Whether it is at the restaurant being booked')),
});
export type ExistingBooking = v.InferOutput<typeof ExistingBookingSchema>;

/** Every 4xx/5xx body: a stable code and an English message. */
export const ErrorBodySchema = v.object({
  error: v.pipe(v.string(), v.description("A code to branch on, e.g. 'conflict' or 'not_found'")),
  message: v.pipe(v.string(), v.description('English text, for people reading the API')),
  key: v.pipe(
    v.optional(v.string()),
    v.description(
      "The message key of shared/messages.ts when the message is one: a client words it in the guest's language",
    ),
  ),
  field: v.pipe(v.optional(v.string()), v.description('The request field at fault, for 400 answers')),
  phone: v.pipe(
    v.optional(v.string()),
    v.description(
      'The restaurant to call, when the guest must phone (change_disabled, cancellation_disabled)',
    ),
  ),
  value: v.pipe(
    v.optional(v.number()),
    v.description("The limit a refusal names: the restaurant's largest group online (group_too_large)"),
  ),
  overrides: v.pipe(
    v.optional(v.array(NeededOverrideSchema)),
    v.description(
      'The online-only limits a booking at the stand passes, each with its facts, for the host to confirm ' +
        '(override_needed; shared/staff/stand-booking.ts NeededOverride)',
    ),
  ),
  from: v.pipe(
    v.optional(v.string()),
    v.description('The instant (ISO 8601) from which a refused visit move can be made (visit_too_early)'),
  ),
  table: v.pipe(
    v.optional(v.string()),
    v.description('The label of the table refused (table_taken, table_out_of_service)'),
  ),
  booking: v.pipe(
    v.optional(HeldBySchema),
    v.description('The booking a chosen table would overlap (table_taken)'),
  ),
  bookings: v.pipe(
    v.optional(v.array(TableHoldingSchema)),
    v.description('The bookings to come that hold a table the manager would remove (table_in_use)'),
  ),
  existing: v.pipe(
    v.optional(ExistingBookingSchema),
    v.description(
      'The booking the guest already holds at an overlapping time, here or at another restaurant (possible_double)',
    ),
  ),
  promotions: v.pipe(
    v.optional(v.array(v.string())),
    v.description(
      'The promotions, by flow name, running or to come that name a restaurant the chain admin would archive ' +
        '(restaurant_in_promotion; shared/promotions/titles.ts words each)',
    ),
  ),
});

export const LanguageSchema = v.picklist(LANGUAGES);

export const ProfileSchema = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone_number: v.pipe(v.string(), v.description('E.164')),
  language: LanguageSchema,
});

export const ReservationStatusSchema = v.picklist(['confirmed', 'cancelled']);

export const ReservationSchema = v.object({
  id: v.pipe(
    v.string(),
    v.description('Unguessable id: the manage links carry it, and it works as an access token'),
  ),
  number: v.pipe(v.string(), v.description('The short reservation number the guest reads')),
  site_id: v.pipe(v.string(), v.uuid()),
  site_name: v.string(),
  date: v.pipe(v.string(), v.description('YYYY-MM-DD in Europe/Amsterdam')),
  time: v.pipe(v.string(), v.description('HH:mm in Europe/Amsterdam')),
  party_size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone_number: v.pipe(v.string(), v.description('E.164')),
  child_seats: v.pipe(v.number(), v.integer(), v.minValue(0)),
  wheelchair_users: v.nullable(v.boolean()),
  notes: v.string(),
  remarks: v.string(),
  flow: v.pipe(v.nullable(v.string()), v.description('The promotion the booking was made under')),
  status: ReservationStatusSchema,
  cancellable: v.pipe(
    v.boolean(),
    v.description(
      'False when the guest must phone the restaurant to cancel (close to the start, or a large group)',
    ),
  ),
  ends_at: v.pipe(
    v.string(),
    v.description(
      "When the table is free again (ISO 8601, UTC): the end of the e-mail's calendar event and of the widget's link",
    ),
  ),
  language: LanguageSchema,
  created_at: v.string(),
});

export const ReservationAnswerSchema = v.object({ reservation: ReservationSchema });
export const ReservationsAnswerSchema = v.object({ reservations: v.array(ReservationSchema) });

/** POST /sessions: the temp token for the code check, and when another code may be sent. */
export const OtpRequestAnswerSchema = v.object({
  token: v.string(),
  channel: v.picklist(['sms', 'email']),
  sent_to: v.pipe(v.string(), v.description("The masked address the code went to, e.g. 'j•••@example.nl'")),
  resend_after_seconds: v.number(),
});

/**
 * POST /phone-checks: the number in E.164, and whether this set-up can text a code to it (a mobile number, in a
 * country texted to). A number that cannot be texted is still a contact number; its code goes by e-mail.
 */
export const PhoneCheckAnswerSchema = v.object({
  phone_number: v.pipe(v.string(), v.description('E.164')),
  textable: v.boolean(),
});

/** PATCH /sessions/current: the full session token. */
export const OtpCheckAnswerSchema = v.object({
  token: v.string(),
  expires_at: v.string(),
  profile: ProfileSchema,
});

/** DELETE /sessions/current, and GET /health. */
export const OkAnswerSchema = v.object({ ok: v.literal(true) });

export const UserAnswerSchema = v.object({ user: ProfileSchema });

/**
 * POST /users: the details as sent (phone normalised), the same for a new and a known guest. No id and no flag:
 * nothing here tells whether someone is a guest.
 */
export const SignUpAnswerSchema = v.object({ user: v.omit(ProfileSchema, ['id']) });

/** PATCH /users/me with a new e-mail: a code went to the new address; confirm with {email, code}. */
export const EmailChangePendingAnswerSchema = v.object({
  pending_email: v.string(),
  resend_after_seconds: v.number(),
});

/** PATCH /users/me with a new phone number: a code was texted to it; the number changes once it is entered. */
export const PhoneChangePendingAnswerSchema = v.object({
  pending_phone: v.string(),
  resend_after_seconds: v.number(),
});

/** PATCH /users/me's 202: which contact waits for its code, and the profile as it is until then. */
export const ContactChangePendingUserAnswerSchema = v.union([
  v.object({ ...EmailChangePendingAnswerSchema.entries, user: ProfileSchema }),
  v.object({ ...PhoneChangePendingAnswerSchema.entries, user: ProfileSchema }),
]);

/** GET /deal-codes/{code}: the code can still book. */
export const DealCodeAnswerSchema = v.object({
  deal_code: v.object({ code: v.string(), usable: v.literal(true) }),
});

/** GET /ready: each check's state, 200 or 503 alike. */
export const ReadinessAnswerSchema = v.object({
  ok: v.boolean(),
  checks: v.object({
    database: v.picklist(['ok', 'timeout', 'error']),
    migrations: v.picklist(['ok', 'pending', 'timeout', 'error']),
    outbox: v.picklist(['ok', 'stale', 'not_running']),
  }),
});
