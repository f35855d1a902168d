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
import { STAND_MAX_PARTY } from './move';
import { VISIT_STATUSES } from './rules';

/** A party seated or moved at the stand. */
const StandPartySizeSchema = v.pipe(
  v.number('invalidPartySize'),
  v.integer('invalidPartySize'),
  v.minValue(1, 'invalidPartySize'),
  v.maxValue(STAND_MAX_PARTY, 'invalidPartySize'),
);

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

/** POST /staff/sites/{siteId}/walk-ins: a party seated at the stand; a name only if they give one. */
export const WalkInBodySchema = v.object(
  {
    time: TimeSchema,
    party_size: StandPartySizeSchema,
    name: v.optional(v.union([v.literal(''), NameSchema]), ''),
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
  },
  'required',
);
export type MoveBody = v.InferOutput<typeof MoveBodySchema>;

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
