/**
 * The staff API's request schemas: the server parses with them at its boundary, the staff app builds its
 * requests from the same types. Messages are message keys, as the guest API's are.
 */
import * as v from 'valibot';
import {
  DateSchema,
  EmailSchema,
  LanguageSchema,
  NameSchema,
  SiteIdSchema,
  TimeSchema,
} from '../api/requests';
import { CodeFieldSchema } from '../schemas/code';
import { BLOCK_REASON_MAX_LENGTH } from './blocks';
import { STAND_BOOKING_CHANNELS } from './channels';
import { WALK_IN_REASON_MAX_LENGTH } from './clock-rules';
import { STAND_MAX_PARTY } from './move';
import { VISIT_STATUSES } from './rules';
import { OUTAGE_REASON_MAX_LENGTH } from './table-outages';
import { MAX_CHOSEN_TABLES } from './table-choice';
import { CANCEL_REASON_MAX_LENGTH, STAND_NOTES_MAX_LENGTH, STAND_OVERRIDES } from './stand-booking';

/** A party seated or moved at the stand. */
const StandPartySizeSchema = v.pipe(
  v.number('invalidPartySize'),
  v.integer('invalidPartySize'),
  v.minValue(1, 'invalidPartySize'),
  v.maxValue(STAND_MAX_PARTY, 'invalidPartySize'),
);

/** Tables the host chose for a party: one or several pushed together (./table-choice.ts). */
const TableIdsSchema = v.pipe(
  v.array(v.pipe(v.string('required'), v.maxLength(64, 'required')), 'required'),
  v.minLength(1, 'required'),
  v.maxLength(MAX_CHOSEN_TABLES, 'tooLong'),
);

/** PUT /staff/sites/{siteId}/reservations/{id}/tables: a booking or a seated party moved to the tables chosen. */
export const TableChoiceBodySchema = v.object({ table_ids: TableIdsSchema }, 'required');
export type TableChoiceBody = v.InferOutput<typeof TableChoiceBodySchema>;

/** POST /staff/sessions: a sign-in code to a staff member's e-mail address. */
export const StaffCodeRequestSchema = v.object({
  email: EmailSchema,
  language: v.optional(LanguageSchema, 'nl'),
});

/** PATCH /staff/sessions/current: the 6-digit code. */
export const StaffCodeCheckSchema = v.object({ code: CodeFieldSchema }, 'invalidCode');

/** GET /staff/sites/{siteId}/day: the day of the sheet. */
export const DaySheetQuerySchema = v.object({ date: DateSchema });

/** POST /staff/sites/{siteId}/reservations/{id}/visit. */
export const VisitBodySchema = v.object({ visit: v.picklist(VISIT_STATUSES, 'required') }, 'required');
export type VisitBody = v.InferOutput<typeof VisitBodySchema>;

/**
 * POST /staff/sites/{siteId}/walk-ins: a party seated at the stand; a name only if they give one; a reason when the
 * time is outside the opening hours and the restaurant holds walk-ins to them (./clock-rules.ts).
 */
export const WalkInBodySchema = v.object(
  {
    time: TimeSchema,
    party_size: StandPartySizeSchema,
    name: v.optional(v.union([v.literal(''), NameSchema]), ''),
    outside_hours_reason: v.optional(
      v.pipe(v.string('required'), v.trim(), v.maxLength(WALK_IN_REASON_MAX_LENGTH, 'tooLong')),
      '',
    ),
    /** The tables the host chose (./table-choice.ts); without them the walk-in gets free tables assigned. */
    table_ids: v.optional(TableIdsSchema),
  },
  'required',
);
export type WalkInBody = v.InferOutput<typeof WalkInBodySchema>;

/** PATCH /staff/sites/{siteId}/reservations/{id}: a booking moved at the stand (./move.ts says what may move). */
export const MoveBodySchema = v.object(
  {
    date: DateSchema,
    time: TimeSchema,
    party_size: StandPartySizeSchema,
    /** The online-only limits the host confirmed passing (./stand-booking.ts moveOverrides). */
    overrides: v.optional(v.array(v.picklist(STAND_OVERRIDES, 'required')), []),
  },
  'required',
);
export type MoveBody = v.InferOutput<typeof MoveBodySchema>;

/** A guest's phone number as the host types it; the server reads it with shared/people/phone.ts. */
const StandPhoneSchema = v.pipe(v.string('invalidPhone'), v.trim(), v.maxLength(24, 'invalidPhone'));
/** An e-mail address, or none. */
const StandEmailSchema = v.union([v.literal(''), EmailSchema], 'invalidEmail');

/** The guest's own details on a booking made or edited at the stand. */
const StandGuestEntries = {
  first_name: NameSchema,
  last_name: v.optional(v.union([v.literal(''), NameSchema]), ''),
  phone_number: v.optional(StandPhoneSchema, ''),
  email: v.optional(StandEmailSchema, ''),
  language: v.optional(LanguageSchema, 'nl'),
  notes: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(STAND_NOTES_MAX_LENGTH, 'tooLong')), ''),
  child_seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)), 0),
  wheelchair_users: v.optional(v.nullable(v.boolean()), null),
};

/**
 * POST /staff/sites/{siteId}/reservations: a booking taken at the stand for any day (./stand-booking.ts). At least a
 * phone number or an e-mail address; `overrides` names the online-only limits the host confirms passing.
 */
export const StandBookingBodySchema = v.object(
  {
    date: DateSchema,
    time: TimeSchema,
    party_size: StandPartySizeSchema,
    ...StandGuestEntries,
    channel: v.optional(v.picklist(STAND_BOOKING_CHANNELS, 'required'), 'phone'),
    overrides: v.optional(v.array(v.picklist(STAND_OVERRIDES, 'required')), []),
  },
  'required',
);
export type StandBookingBody = v.InferOutput<typeof StandBookingBodySchema>;

/** PATCH /staff/sites/{siteId}/reservations/{id}/guest: the guest's details and notes, corrected at the stand. */
export const GuestDetailsBodySchema = v.object(
  {
    first_name: NameSchema,
    last_name: StandGuestEntries.last_name,
    phone_number: StandGuestEntries.phone_number,
    email: StandGuestEntries.email,
    language: LanguageSchema,
    notes: StandGuestEntries.notes,
    child_seats: StandGuestEntries.child_seats,
    wheelchair_users: StandGuestEntries.wheelchair_users,
  },
  'required',
);
export type GuestDetailsBody = v.InferOutput<typeof GuestDetailsBodySchema>;

/** DELETE /staff/sites/{siteId}/reservations/{id}: why the restaurant cancels (kept in the audit). */
export const CancelAtStandBodySchema = v.object(
  {
    reason: v.pipe(
      v.string('required'),
      v.trim(),
      v.minLength(1, 'required'),
      v.maxLength(CANCEL_REASON_MAX_LENGTH, 'tooLong'),
    ),
  },
  'required',
);

/** GET /staff/sites/{siteId}/search: a number, a name, a phone number or an e-mail address, on any day. */
export const BookingSearchQuerySchema = v.object(
  { q: v.pipe(v.string('required'), v.trim(), v.minLength(2, 'required'), v.maxLength(100, 'tooLong')) },
  'required',
);

/** POST /staff/sites/{siteId}/blocks: online booking suspended on a date from a time to a time, with a reason. */
export const BlockBodySchema = v.object(
  {
    date: DateSchema,
    from_time: TimeSchema,
    to_time: TimeSchema,
    reason: v.pipe(
      v.string('required'),
      v.trim(),
      v.minLength(1, 'required'),
      v.maxLength(BLOCK_REASON_MAX_LENGTH, 'tooLong'),
    ),
  },
  'required',
);
export type BlockBody = v.InferOutput<typeof BlockBodySchema>;

/** PUT /staff/sites/{siteId}/stay: the stay per party size (./stay-rules.ts says which rules can be used). */
export const StayBodySchema = v.object(
  {
    stay_minutes: v.pipe(
      v.array(
        v.object({
          up_to: v.nullable(v.pipe(v.number('required'), v.integer('required'))),
          minutes: v.pipe(v.number('required'), v.integer('required')),
        }),
        'required',
      ),
      v.maxLength(20, 'tooLong'),
    ),
  },
  'required',
);

// Kept beside the report's counting, so the staff app can read it without the request schemas in its bundle.
export { REPORT_MAX_DAYS } from './report';

/** GET /staff/reports and /staff/reports/bookings.csv: a date range, one restaurant or every one the caller may read. */
export const ReportQuerySchema = v.object({
  from: DateSchema,
  to: DateSchema,
  site_id: v.optional(SiteIdSchema),
});

/**
 * GET /staff/reports/bookings.csv: the report's range and restaurants, and the language of the file's words and
 * separator; without it the caller's own staff language (the staff app sends the language on screen).
 */
export const BookingsCsvQuerySchema = v.object({
  ...ReportQuerySchema.entries,
  language: v.optional(LanguageSchema),
});

/** GET /staff/sites/{siteId}/closed-reasons: a date, a time and a party, and the promotion asked about, if any. */
export const ClosedReasonsQuerySchema = v.object({
  date: DateSchema,
  time: TimeSchema,
  party_size: v.pipe(
    v.string('invalidPartySize'),
    v.regex(/^\d{1,2}$/, 'invalidPartySize'),
    v.transform(Number),
    v.minValue(1, 'invalidPartySize'),
    v.maxValue(STAND_MAX_PARTY, 'invalidPartySize'),
  ),
  promotion: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/, 'invalidRequest'))),
});

/** POST /staff/sites/{siteId}/tables/{tableId}/outages: from and to (both included) and why. */
export const OutageBodySchema = v.object(
  {
    from_date: DateSchema,
    to_date: DateSchema,
    reason: v.pipe(v.string('required'), v.trim(), v.maxLength(OUTAGE_REASON_MAX_LENGTH, 'tooLong')),
  },
  'required',
);
