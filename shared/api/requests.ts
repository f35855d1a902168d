/**
 * Request schemas of every API call (/api/openapi.json): the server parses with them at the boundary,
 * the widget builds its requests from the same types. Messages are message keys (shared/messages.ts).
 */
import * as v from 'valibot';
import { isConfirmationNumber } from '../people/retrieve-data';
import { CodeFieldSchema } from '../schemas/code';
import { RemarksSchema } from '../schemas/fields';
import { LANGUAGES, MAX_GROUP_ONLINE, PAGE_LIMIT, DEFAULT_CHANNEL } from '../constants';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const DateSchema = v.pipe(v.string('required'), v.regex(DATE, 'invalidDate'));
export const TimeSchema = v.pipe(v.string('required'), v.regex(TIME, 'invalidTime'));
export const LanguageSchema = v.picklist(LANGUAGES, 'invalidLanguage');
export const SiteIdSchema = v.pipe(v.string(), v.uuid('undefinedLocation'));
/**
 * A random id the widget makes for one visit: it links a search turned away in that visit to the booking made later
 * in it (shared/staff/turned-away.ts), and says nothing about the guest.
 */
export const VisitIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'visit_id must be 16 to 64 letters, digits, - or _'),
  v.description("A random id of the widget's visit, made by the widget"),
);
/** The parameters of a route under one restaurant (`/sites/{siteId}/…`). */
export const SiteParamsSchema = v.object({ siteId: SiteIdSchema });
export const NameSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.minLength(1, 'required'),
  v.maxLength(80, 'tooLong'),
);
/** An e-mail address as the API takes it (trimmed, lower-cased). */
export const EmailSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.toLowerCase(),
  v.email('invalidEmail'),
  v.maxLength(254, 'invalidEmail'),
);
/** Format only; the server normalises and checks the number with shared/people. */
const Phone = v.pipe(
  v.string('required'),
  v.trim(),
  v.minLength(6, 'invalidPhone'),
  v.maxLength(24, 'invalidPhone'),
);
const IntFromQuery = (message: string) =>
  v.pipe(v.string(message), v.regex(/^\d{1,3}$/, message), v.transform(Number));

/** A page limit of 1 to 99 (PAGE_LIMIT in shared/constants.ts), 99 when left out. */
const PageLimitSchema = v.optional(
  v.pipe(IntFromQuery('invalidLimit'), v.minValue(1, 'invalidLimit'), v.maxValue(PAGE_LIMIT, 'invalidLimit')),
  String(PAGE_LIMIT),
);

/** GET /sites query. */
export const SitesQuerySchema = v.object(
  {
    limit: PageLimitSchema,
    type: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalidChannel')), DEFAULT_CHANNEL),
    date: v.optional(DateSchema),
    party_size: v.optional(v.pipe(IntFromQuery('invalidPartySize'), v.minValue(1, 'invalidPartySize'))),
  },
  'required',
);

/** GET /sites/{id}/reservations/availability query; party_size may be a comma list. */
export const AvailabilityQuerySchema = v.object(
  {
    date: DateSchema,
    party_size: v.pipe(
      v.string('required'),
      v.regex(/^\d{1,2}(,\d{1,2}){0,29}$/, 'invalidPartySize'),
      v.transform((list) => list.split(',').map(Number)),
      v.check((sizes) => sizes.every((size) => size >= 1), 'invalidPartySize'),
    ),
    flow: v.optional(v.pipe(v.string(), v.maxLength(60))),
    /** A booking being changed: its own tables count as free (its guest's session or access token only). */
    reservation_id: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{10,64}$/, 'reservationNotFound'))),
  },
  'required',
);
export type AvailabilityQuery = v.InferOutput<typeof AvailabilityQuerySchema>;

/** POST /users: sign up (or find) a guest. */
export const SignUpBodySchema = v.object(
  {
    first_name: NameSchema,
    last_name: NameSchema,
    phone_number: Phone,
    email: EmailSchema,
    subscribed: v.optional(v.boolean(), false),
    language: v.optional(LanguageSchema, 'en'),
  },
  'required',
);
export type SignUpBody = v.InferOutput<typeof SignUpBodySchema>;

/**
 * POST /sessions: ask for a one-time code by SMS (phone_number) or e-mail. site_id names the
 * restaurant being booked, so a code e-mail can link to that flow's your-code page. `remember`
 * asks for a 7-day session; a client that leaves it out gets the short one (30 minutes).
 */
export const OtpRequestBodySchema = v.pipe(
  v.object({
    phone_number: v.optional(Phone),
    email: v.optional(EmailSchema),
    channel: v.optional(v.picklist(['sms', 'email'])),
    remember: v.optional(v.boolean(), false),
    language: v.optional(LanguageSchema, 'en'),
    site_id: v.optional(SiteIdSchema),
  }),
  v.check((body) => Boolean(body.phone_number || body.email), 'phoneOrEmailRequired'),
);
export type OtpRequestBody = v.InferOutput<typeof OtpRequestBodySchema>;

/** POST /phone-checks: a phone number typed on the details step, to learn whether a code can be texted to it. */
export const PhoneCheckBodySchema = v.object({ phone_number: Phone });
export type PhoneCheckBody = v.InferOutput<typeof PhoneCheckBodySchema>;

/** PATCH /sessions/current: the 6-digit code. */
export const OtpCheckBodySchema = v.object(
  {
    code: CodeFieldSchema,
  },
  'invalidCode',
);
export type OtpCheckBody = v.InferOutput<typeof OtpCheckBodySchema>;

/** PATCH /users/me: language, names, phone; a new e-mail needs a code sent to it (then {email, code}). */
export const ProfilePatchBodySchema = v.object(
  {
    language: v.optional(LanguageSchema),
    first_name: v.optional(NameSchema),
    last_name: v.optional(NameSchema),
    phone_number: v.optional(Phone),
    email: v.optional(EmailSchema),
    code: v.optional(OtpCheckBodySchema.entries.code),
  },
  'required',
);
export type ProfilePatchBody = v.InferOutput<typeof ProfilePatchBodySchema>;

/** POST /sites/{id}/reservations. */
export const CreateReservationBodySchema = v.object(
  {
    date: DateSchema,
    time: TimeSchema,
    party_size: v.pipe(
      v.number('invalidPartySize'),
      v.integer('invalidPartySize'),
      v.minValue(1, 'invalidPartySize'),
      v.maxValue(MAX_GROUP_ONLINE, 'maxGroupSize'),
    ),
    first_name: NameSchema,
    last_name: NameSchema,
    email: EmailSchema,
    phone_number: Phone,
    child_seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)), 0),
    wheelchair_users: v.optional(v.nullable(v.boolean()), null),
    subscribed: v.optional(v.boolean(), false),
    notes: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
    // The guest's own words, stored apart from the notes (where a promotion's activator text goes).
    remarks: RemarksSchema,
    flow: v.optional(v.pipe(v.string(), v.maxLength(60))),
    deal_code: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{4,64}$/, 'dealCodeInvalid'))),
    language: v.optional(LanguageSchema, 'en'),
    // A visit id that is not one is left out, never a reason to refuse the booking.
    visit_id: v.fallback(v.optional(VisitIdSchema), undefined),
    allow_double: v.pipe(
      v.optional(v.boolean(), false),
      v.description(
        'The guest was told of a booking they hold at an overlapping time (409 possible_double) and books anyway',
      ),
    ),
    // Claiming a waitlist offer (docs/waitlist.md): the request's link token; the booking takes the held table.
    waitlist_offer: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9_-]{20,64}$/, 'waitlistNotFound'),
        v.description(
          "A waitlist request's link token: books the offer's held time and table (date, time and party as offered)",
        ),
      ),
    ),
  },
  'required',
);
export type CreateReservationBody = v.InferOutput<typeof CreateReservationBodySchema>;

/**
 * PATCH /sites/{id}/reservations/{id}: a new date, time or party size (others optional). A booking stays at its
 * restaurant: the route refuses a body naming another one (shared/sites namesAnotherRestaurant) before this parse,
 * which would drop the key and move nothing.
 */
export const UpdateReservationBodySchema = v.object({
  ...v.partial(
    v.pick(CreateReservationBodySchema, [
      'date',
      'time',
      'party_size',
      'child_seats',
      'wheelchair_users',
      'notes',
      'remarks',
      'first_name',
      'last_name',
    ]),
  ).entries,
  site_id: v.optional(
    v.pipe(
      SiteIdSchema,
      v.description(
        "The booking's own restaurant, if named at all. A booking cannot move to another restaurant: naming one " +
          '(here or as location) answers 422 site_change_refused, and the guest cancels and books again there.',
      ),
    ),
  ),
});
export type UpdateReservationBody = v.InferOutput<typeof UpdateReservationBodySchema>;

/** POST /reservations/retrieve: the human number together with the guest's phone or e-mail. */
export const RetrieveBodySchema = v.pipe(
  v.object({
    confirmationNum: v.pipe(
      v.string('retrieveDataMissing'),
      v.trim(),
      v.toUpperCase(),
      v.check(isConfirmationNumber, 'invalidConfirmationNumber'),
    ),
    phone_number: v.optional(Phone),
    email: v.optional(EmailSchema),
  }),
  v.check((body) => Boolean(body.phone_number || body.email), 'retrieveDataMissing'),
);
export type RetrieveBody = v.InferOutput<typeof RetrieveBodySchema>;

/** GET /users/me/reservations query. */
export const ListQuerySchema = v.object(
  {
    limit: PageLimitSchema,
  },
  'required',
);
