/**
 * The operations of server/routes/staff.ts, described apart from their handlers until that file is split by resource.
 * Temporary: each entry moves next to its handler as `describeRoute(<the entry>)` (./openapi-describe.ts) and leaves
 * this map; server/openapi.test.ts fails while an entry is here and at its handler both, or names no route.
 */
import * as v from 'valibot';
import { SiteIdSchema } from '../shared/api/requests';
import * as staffAnswers from '../shared/api/staff-answers';
import * as staffRequests from '../shared/staff/requests';
import { emptyAnswer, fileAnswer, jsonAnswer, type RouteDescription } from './openapi-describe';

const SiteParams = v.object({ siteId: SiteIdSchema });
const BOOKING_ID = { id: "The booking's id" };

/** Keyed by method and OpenAPI path, as the route is mounted under /api. */
export const STAFF_OPERATIONS_DESCRIBED_APART: Record<string, RouteDescription> = {
  'POST /staff/sessions': {
    operationId: 'requestStaffCode',
    tags: ['Staff'],
    summary: "Send a staff member's sign-in code",
    description:
      'E-mails a 6-digit code to a staff address and answers a temp token to check it with. An address of ' +
      'nobody on the staff is answered the same (no code goes out). The limits of guest codes apply.',
    body: { name: 'StaffCodeRequestBody', schema: staffRequests.StaffCodeRequestSchema },
    answers: {
      201: jsonAnswer('The temp token, and when a new code may be asked', staffAnswers.CodeSentSchema),
    },
    errors: [400, 413, 415, 429],
  },
  'PATCH /staff/sessions/current': {
    operationId: 'checkStaffCode',
    tags: ['Staff'],
    summary: 'Check the staff code',
    description: 'The temp token in Authorization, the code in the body; answers the staff session token.',
    security: 'token',
    body: { name: 'StaffCodeCheckBody', schema: staffRequests.StaffCodeCheckSchema },
    answers: { 200: jsonAnswer('The session token and who it belongs to', staffAnswers.SignedInSchema) },
    errors: [400, 401, 413, 415],
  },
  'DELETE /staff/sessions/current': {
    operationId: 'staffSignOut',
    tags: ['Staff'],
    summary: 'Sign out',
    description: 'Ends the staff session of the token.',
    security: 'token',
    answers: { 204: emptyAnswer('Signed out') },
    errors: [401],
  },
  'GET /staff/me': {
    operationId: 'getStaffMember',
    tags: ['Staff'],
    summary: 'The signed-in staff member',
    description: 'Their name, language and restaurants with their role at each.',
    security: 'token',
    answers: { 200: jsonAnswer('The staff member', staffAnswers.MeSchema) },
    errors: [401],
  },
  'GET /staff/sites/{siteId}/day': {
    operationId: 'getDaySheet',
    tags: ['Staff'],
    summary: "A restaurant's day sheet",
    description:
      "The day's bookings by time (cancelled ones included) with what the stand needs, the covers and tables " +
      'per day part, and the covers per quarter hour (shared/staff/day-sheet.ts).',
    security: 'token',
    params: SiteParams,
    query: staffRequests.DaySheetQuerySchema,
    answers: { 200: jsonAnswer('The day sheet', staffAnswers.DaySheetSchema) },
    errors: [400, 401, 403, 404],
  },
  'POST /staff/sites/{siteId}/reservations/{id}/visit': {
    operationId: 'setVisit',
    tags: ['Staff'],
    summary: 'Set where a guest is in their visit',
    description:
      'booked -> arrived -> left, or booked -> no_show; or the undo of the last move. Timed, by whom, audited. ' +
      'Any other move is 409 visit_move_refused.',
    security: 'token',
    params: SiteParams,
    paramDescriptions: BOOKING_ID,
    body: { name: 'VisitBody', schema: staffRequests.VisitBodySchema },
    answers: { 200: jsonAnswer('The booking as it now is', staffAnswers.BookingAnswerSchema) },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  'DELETE /staff/sites/{siteId}/reservations/{id}': {
    operationId: 'cancelAtStand',
    tags: ['Staff'],
    summary: 'Cancel a booking at the stand',
    description:
      'Frees its tables at once and e-mails the guest in their language (a walk-in has no address). The ' +
      "guests' cut-off does not apply to the restaurant. Cancelling a cancelled booking changes nothing.",
    security: 'token',
    params: SiteParams,
    paramDescriptions: BOOKING_ID,
    answers: { 200: jsonAnswer('The booking as it now is', staffAnswers.BookingAnswerSchema) },
    errors: [401, 403, 404],
  },
  'POST /staff/sites/{siteId}/walk-ins': {
    operationId: 'seatWalkIn',
    tags: ['Staff'],
    summary: 'Seat a walk-in',
    description:
      'A party without a booking takes a free table today at the time given, without contact details; it is ' +
      'arrived at once. 409 no_table when no table is free for the stay.',
    security: 'token',
    params: SiteParams,
    body: { name: 'WalkInBody', schema: staffRequests.WalkInBodySchema },
    answers: { 201: jsonAnswer('The walk-in, seated', staffAnswers.BookingAnswerSchema) },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  'GET /staff/sites/{siteId}/rules': {
    operationId: 'getSiteRules',
    tags: ['Staff'],
    summary: "A restaurant's blocks and stay per party size",
    description: 'Any role at the restaurant may read them; a manager changes them.',
    security: 'token',
    params: SiteParams,
    answers: { 200: jsonAnswer('The stay per party size and the blocks', staffAnswers.SiteRulesSchema) },
    errors: [401, 403],
  },
  'POST /staff/sites/{siteId}/blocks': {
    operationId: 'addBlock',
    tags: ['Staff'],
    summary: 'Suspend online booking on a date (manager)',
    description:
      'From a time to a time, [from, to): one slot, a range, or the whole day (00:00 to 23:59). The widget ' +
      'stops offering those times at once; bookings already made are kept and answered as `conflicts`. ' +
      '422 block_range_invalid when it does not end after it starts.',
    security: 'token',
    params: SiteParams,
    body: { name: 'BlockBody', schema: staffRequests.BlockBodySchema },
    answers: { 201: jsonAnswer('The block and the bookings inside it', staffAnswers.BlockAddedSchema) },
    errors: [400, 401, 403, 413, 415, 422],
  },
  'DELETE /staff/sites/{siteId}/blocks/{id}': {
    operationId: 'removeBlock',
    tags: ['Staff'],
    summary: 'Lift a block (manager)',
    description: 'The times are offered online again at once.',
    security: 'token',
    params: SiteParams,
    paramDescriptions: { id: "The block's id" },
    answers: { 204: emptyAnswer('Lifted') },
    errors: [401, 403, 404],
  },
  'PUT /staff/sites/{siteId}/stay': {
    operationId: 'setStay',
    tags: ['Staff'],
    summary: 'Set the stay per party size (manager)',
    description:
      'Rows by growing party size, the last (up_to null) for every larger group, each 30 to 360 minutes in ' +
      'quarter hours (shared/staff/stay-rules.ts); 422 stay_rules_invalid otherwise. New bookings and the ' +
      "widget's times follow at once; bookings already made keep their end.",
    security: 'token',
    params: SiteParams,
    body: { name: 'StayBody', schema: staffRequests.StayBodySchema },
    answers: { 200: jsonAnswer('The stay rules as stored', staffAnswers.StaySavedSchema) },
    errors: [400, 401, 403, 413, 415, 422],
  },
  'GET /staff/sites/{siteId}/audit': {
    operationId: 'getAudit',
    tags: ['Staff'],
    summary: "A restaurant's audit trail (manager)",
    description: 'The latest 100 changes by its staff, newest first: who, when, what, before and after.',
    security: 'token',
    params: SiteParams,
    answers: { 200: jsonAnswer('The latest changes', staffAnswers.AuditSchema) },
    errors: [401, 403],
  },
  'GET /staff/reports': {
    operationId: 'getReport',
    tags: ['Staff'],
    summary: "A range's figures (manager, admin)",
    description:
      'For one restaurant (site_id) or every one the caller may report on: bookings, cancelled, covers per ' +
      'day part, no-shows and their rate, bookings per promotion and per channel; per restaurant and in total. ' +
      'Up to 92 days.',
    security: 'token',
    query: staffRequests.ReportQuerySchema,
    answers: { 200: jsonAnswer("The range's figures", staffAnswers.ReportAnswerSchema) },
    errors: [400, 401, 403],
  },
  'GET /staff/reports/bookings.csv': {
    operationId: 'getBookingsCsv',
    tags: ['Staff'],
    summary: "A range's bookings as CSV (manager, admin)",
    description:
      'One row per booking as the day sheet shows it (RFC 4180, UTF-8; a field a spreadsheet would read as ' +
      'a formula starts with an apostrophe).',
    security: 'token',
    query: staffRequests.ReportQuerySchema,
    answers: { 200: fileAnswer('CSV', 'text/csv') },
    errors: [400, 401, 403],
  },
};
