/**
 * The staff API's answers. The staff app parses every answer with them at the boundary (its screens trust these
 * types, so an answer of another shape is a failure of the call, not a broken screen), /api/openapi.json documents
 * them, and the API tests check every real answer against them (server/testing/contract.ts).
 */
import * as v from 'valibot';
import type { Block } from '../staff/blocks';
import type { DaySheet, SheetBooking } from '../staff/day-sheet';
import type { Report } from '../staff/report';
import { BOOKING_CHANNELS } from '../staff/channels';
import { GUEST_TAG_NAMES } from '../staff/guest-notes';
import { STAFF_ROLES, VISIT_STATUSES } from '../staff/rules';
import type { StayRule } from '../staff/stay-rules';
import { LanguageSchema, ReservationStatusSchema } from './answers';
import { OpeningHoursSchema } from './site-answers';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;

export const StaffRestaurantSchema = v.object({
  site_id: v.string(),
  site_name: v.string(),
  role: v.picklist(STAFF_ROLES),
});

export const StaffMemberSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  language: LanguageSchema,
  restaurants: v.array(StaffRestaurantSchema),
  chain_admin: v.pipe(
    v.optional(v.boolean()),
    v.description("A chain admin: keeps the chain's restaurants, even before it has any"),
  ),
});
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;
export type StaffRestaurant = v.InferOutput<typeof StaffRestaurantSchema>;

/** POST /api/staff/sessions: a temporary token that checks the code, and when a new code may be asked. */
export const CodeSentSchema = v.object({ token: v.string(), resend_after: v.optional(v.number(), 30) });
/** PATCH /api/staff/sessions/current: the session token and who it belongs to. */
export const SignedInSchema = v.object({ token: v.string(), staff: StaffMemberSchema });
export const MeSchema = v.object({ staff: StaffMemberSchema });

export const SheetBookingSchema = v.object({
  id: v.string(),
  number: v.string(),
  time: v.pipe(v.string(), v.regex(CLOCK)),
  minutes: v.number(),
  party_size: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  phone_number: v.string(),
  email: v.string(),
  language: LanguageSchema,
  notes: v.string(),
  remarks: v.pipe(
    v.string(),
    v.description('What the guest told the restaurant on the widget, apart from the notes'),
  ),
  child_seats: v.number(),
  wheelchair_users: v.nullable(v.boolean()),
  flow: v.nullable(v.string()),
  channel: v.picklist(BOOKING_CHANNELS),
  status: ReservationStatusSchema,
  visit: v.picklist(VISIT_STATUSES),
  visit_changed_at: v.nullable(v.string()),
  visit_changed_by: v.nullable(v.string()),
  tables: v.array(v.string()),
  anonymised: v.pipe(
    v.boolean(),
    v.description("Its guest was erased or its personal data's time ran out: it names no one ('—')"),
  ),
}) satisfies v.GenericSchema<unknown, SheetBooking>;

export const DaySheetSchema = v.object({
  site_id: v.string(),
  site_name: v.string(),
  date: v.pipe(v.string(), v.regex(DATE)),
  bookings: v.array(SheetBookingSchema),
  totals: v.array(
    v.object({
      part: v.picklist(['morning', 'afternoon', 'evening']),
      covers: v.number(),
      tables: v.number(),
    }),
  ),
  quarters: v.array(v.object({ time: v.pipe(v.string(), v.regex(CLOCK)), covers: v.number() })),
  clock_rules: v.object({
    arrive_before_minutes: v.number(),
    no_show_after_minutes: v.number(),
    walk_ins_within_hours: v.boolean(),
  }),
  opening_hours: v.array(OpeningHoursSchema),
  guests: v.optional(
    v.array(
      v.object({
        booking_id: v.string(),
        tags: v.array(v.picklist(GUEST_TAG_NAMES)),
        notes: v.array(v.object({ site_name: v.string(), note: v.string() })),
      }),
    ),
  ),
  out_of_service: v.optional(v.array(v.object({ label: v.string(), reason: v.string() })), []),
}) satisfies v.GenericSchema<unknown, DaySheet>;

/** A visit's move and a walk-in both answer the booking as it now is. */
export const BookingAnswerSchema = v.object({ booking: SheetBookingSchema });

export const BlockSchema = v.object({
  id: v.string(),
  date: v.nullable(v.pipe(v.string(), v.regex(DATE))),
  weekday: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
  from_time: v.pipe(v.string(), v.regex(CLOCK)),
  to_time: v.pipe(v.string(), v.regex(CLOCK)),
  reason: v.string(),
}) satisfies v.GenericSchema<unknown, Block>;

const StayRulesSchema = v.array(
  v.object({ up_to: v.nullable(v.number()), minutes: v.number() }) satisfies v.GenericSchema<
    unknown,
    StayRule
  >,
);

/** GET /api/staff/sites/{siteId}/rules: the stay per party size and the blocks. */
export const SiteRulesSchema = v.object({ stay_minutes: StayRulesSchema, blocks: v.array(BlockSchema) });
export type SiteRules = v.InferOutput<typeof SiteRulesSchema>;

/** POST …/blocks: the block, and the bookings already inside it (they are kept). */
export const BlockAddedSchema = v.object({ block: BlockSchema, conflicts: v.array(SheetBookingSchema) });

/** PUT …/stay: the stay rules as stored. */
export const StaySavedSchema = v.object({ stay_minutes: StayRulesSchema });

/**
 * One change in the audit trail. The contract's actions are 'visit', 'walk_in', 'block_added', 'block_removed',
 * 'stay_changed', 'cancel', 'settings_changed', 'table_added', 'table_changed' and 'table_removed'; the action is read as any text, so one the API adds later is listed by its name, not a failed trail.
 */
export const AuditEntrySchema = v.object({
  id: v.string(),
  at: v.pipe(
    v.string(),
    v.check((text) => !Number.isNaN(Date.parse(text))),
  ),
  staff_name: v.string(),
  action: v.string(),
  subject: v.string(),
  // Optional for the staff app, which reads the trail without it; the server always sends it.
  subject_id: v.pipe(
    v.optional(v.string()),
    v.description('The id of what changed (a booking, a block, a table, a member)'),
  ),
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** GET …/audit: the latest changes, newest first. */
export const AuditSchema = v.object({ entries: v.array(AuditEntrySchema) });

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One restaurant's (or all of them together) figures over a range: shared/staff/report.ts counts them. */
export const ReportSchema = v.object({
  bookings: CountSchema,
  cancelled: CountSchema,
  no_shows: CountSchema,
  no_show_rate: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  guests: CountSchema,
  covers: v.object({ morning: CountSchema, afternoon: CountSchema, evening: CountSchema }),
  by_promotion: v.array(v.object({ flow: v.nullable(v.string()), bookings: CountSchema })),
  by_channel: v.array(v.object({ channel: v.picklist(BOOKING_CHANNELS), bookings: CountSchema })),
  waitlist: v.pipe(
    v.optional(
      v.object({
        requests: CountSchema,
        offers: CountSchema,
        claims: CountSchema,
        expiries: CountSchema,
      }),
    ),
    v.description(
      'The waitlist over the range, by the date asked for (shared/waitlist/figures.ts): requests, offers, claims, expiries',
    ),
  ),
}) satisfies v.GenericSchema<unknown, Report>;

/** GET /api/staff/reports: the range, its total and each restaurant's own figures. */
export const ReportAnswerSchema = v.object({
  from: v.pipe(v.string(), v.regex(DATE)),
  to: v.pipe(v.string(), v.regex(DATE)),
  total: ReportSchema,
  sites: v.array(v.object({ site_id: v.string(), site_name: v.string(), ...ReportSchema.entries })),
});
export type ReportAnswer = v.InferOutput<typeof ReportAnswerSchema>;

/** A booking found on any day: the sheet's facts, with its restaurant and date (GET …/search). */
export const FoundBookingSchema = v.object({
  ...SheetBookingSchema.entries,
  site_id: v.string(),
  site_name: v.string(),
  date: v.pipe(v.string(), v.regex(DATE)),
});
export type FoundBooking = v.InferOutput<typeof FoundBookingSchema>;

/** GET /api/staff/sites/{siteId}/search: what this restaurant holds, and what others the caller may see hold. */
export const BookingSearchSchema = v.object({
  here: v.array(FoundBookingSchema),
  elsewhere: v.array(FoundBookingSchema),
});
export type BookingSearch = v.InferOutput<typeof BookingSearchSchema>;
