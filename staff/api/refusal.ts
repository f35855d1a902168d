/**
 * What a refused staff call means, as a value (STYLE: errors are values, words only at the screen). Every refusal of
 * the staff API's contract has its own code, so each gets its own words (staff/shell/refusal-words.ts).
 */
import * as v from 'valibot';
import {
  HeldBySchema,
  NeededOverrideSchema,
  TableHoldingSchema,
  type TableHolding,
} from '../../shared/api/answers';
import type { HeldBy } from '../../shared/staff/table-choice';
import type { NeededOverride } from '../../shared/staff/stand-booking';

export type StaffRefusal =
  | { code: 'wrong_code' }
  | { code: 'code_locked' }
  | { code: 'code_expired' }
  /** Rate limit (429): `retryAfter` seconds to wait, when the API said. */
  | { code: 'too_many_requests'; retryAfter: number | null }
  /** A field the API refused (400/422), when it named one. */
  | { code: 'invalid_input'; field: string | null }
  /** The session is gone: sign in again. */
  | { code: 'unauthorized' }
  /** A restaurant that is not the staff member's. */
  | { code: 'forbidden' }
  | { code: 'visit_move_refused' }
  /** A visit move the clock does not allow yet (409): it can be made `from` that instant (ISO 8601), when said. */
  | { code: 'visit_too_early'; from: string | null }
  /** Arrived after the booking's day (409). */
  | { code: 'visit_day_over' }
  | { code: 'no_table' }
  /** A walk-in outside the opening hours without a reason (422). */
  | { code: 'walk_in_outside_hours' }
  /** A move of a booking that is cancelled, or whose guests came or did not (409). */
  | { code: 'move_not_movable' }
  /** A move to a start that has passed (422). */
  | { code: 'move_in_past' }
  /** A move to a time the restaurant is not open (422). */
  | { code: 'move_closed' }
  /** A move with no table free for the party then (409). */
  | { code: 'move_no_table' }
  /** A block whose end is not after its start (422). */
  | { code: 'block_range_invalid' }
  /** Stay rules whose sizes do not go up, or whose last row is not for larger groups (422). */
  | { code: 'stay_rules_invalid' }
  /** A report's range that is not 1 to 92 days, ending on or after its first day (400). */
  | { code: 'report_range_invalid' }
  /** A setting outside what a restaurant may set (422, shared/staff/site-settings.ts). */
  | { code: 'opening_hours_invalid' }
  | { code: 'slot_interval_invalid' }
  | { code: 'lead_time_invalid' }
  | { code: 'cancel_window_invalid' }
  | { code: 'max_group_invalid' }
  | { code: 'clock_margin_invalid' }
  /** A table without a label, with seats outside 1 to 30, or another table's label (422). */
  | { code: 'table_invalid' }
  | { code: 'table_label_taken' }
  /** A table a booking to come still holds is not removed (409): the bookings, when the API listed them. */
  | { code: 'table_in_use'; bookings?: TableHolding[] }
  /** A chosen table another booking holds during the stay (409): the table and the booking, when named. */
  | { code: 'table_taken'; table: string | null; booking: HeldBy | null }
  /** A chosen table out of service on the booking's day (409). */
  | { code: 'table_out_of_service'; table: string | null }
  /** Chosen tables that seat fewer than the party (422). */
  | { code: 'tables_too_small' }
  /** A chosen table that is not the restaurant's, or was removed (422). */
  | { code: 'table_unknown' }
  /** Tables of a booking cancelled, or whose guests left or did not come (409). */
  | { code: 'tables_not_changeable' }
  /** An out-of-service period without a reason, ending before it starts, in the past or too long (422). */
  | { code: 'outage_invalid' }
  /** A booking at the stand for a start that has passed, or a time the restaurant is closed (422). */
  | { code: 'booking_in_past' }
  | { code: 'booking_closed' }
  /** A booking made ahead with neither a phone number nor an e-mail address (422). */
  | { code: 'contact_required' }
  /** Details for a booking whose guest was erased (409): it names no one any more. */
  | { code: 'booking_anonymised' }
  /** A booking at the stand that passes online-only limits the host has not confirmed (409), each named. */
  | { code: 'override_needed'; overrides: NeededOverride[] }
  /** A restaurant a promotion running or to come names is not archived (409): the promotions by flow name. */
  | { code: 'restaurant_in_promotion'; promotions: string[] }
  /** No answer at all (offline, DNS, time-out) or one that is not what the contract says. */
  | { code: 'network' }
  | { code: 'server' }
  /** Any other refusal, with the API's code: a screen that loads on its own (staff accounts) words its own codes. */
  | { code: 'refused'; status: number; error?: string };

export type RefusalCode = StaffRefusal['code'];

const SIMPLE: Record<string, RefusalCode> = {
  wrong_code: 'wrong_code',
  code_locked: 'code_locked',
  code_expired: 'code_expired',
  visit_move_refused: 'visit_move_refused',
  visit_day_over: 'visit_day_over',
  no_table: 'no_table',
  walk_in_outside_hours: 'walk_in_outside_hours',
  move_not_movable: 'move_not_movable',
  move_in_past: 'move_in_past',
  move_closed: 'move_closed',
  move_no_table: 'move_no_table',
  block_range_invalid: 'block_range_invalid',
  stay_rules_invalid: 'stay_rules_invalid',
  report_range_invalid: 'report_range_invalid',
  opening_hours_invalid: 'opening_hours_invalid',
  slot_interval_invalid: 'slot_interval_invalid',
  lead_time_invalid: 'lead_time_invalid',
  cancel_window_invalid: 'cancel_window_invalid',
  max_group_invalid: 'max_group_invalid',
  clock_margin_invalid: 'clock_margin_invalid',
  table_invalid: 'table_invalid',
  table_label_taken: 'table_label_taken',
  tables_too_small: 'tables_too_small',
  table_unknown: 'table_unknown',
  tables_not_changeable: 'tables_not_changeable',
  outage_invalid: 'outage_invalid',
  booking_in_past: 'booking_in_past',
  booking_closed: 'booking_closed',
  contact_required: 'contact_required',
  booking_anonymised: 'booking_anonymised',
};

/**
 * The refusal of an error answer: the API's `error` code first, then what the status alone says (423 is a locked code,
 * 401 a lost session, 403 another restaurant). `retryAfterHeader` is the Retry-After header, used when the body has none.
 * @example refusalOf(422, { error: 'wrong_code' }) //=> { code: 'wrong_code' }
 * @example refusalOf(429, { error: 'too_many_requests', retry_after: 30 }) //=> { code: 'too_many_requests', retryAfter: 30 }
 */
export function refusalOf(
  status: number,
  body: unknown,
  retryAfterHeader: string | null = null,
): StaffRefusal {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const error = typeof record.error === 'string' ? record.error : '';
  if (status >= 500) return { code: 'server' };
  if (error === 'override_needed') {
    const overrides = v.safeParse(v.array(NeededOverrideSchema), record.overrides);
    if (overrides.success) return { code: 'override_needed', overrides: overrides.output };
  }
  const table = typeof record.table === 'string' ? record.table : null;
  if (error === 'table_taken') {
    const booking = v.safeParse(HeldBySchema, record.booking);
    return { code: 'table_taken', table, booking: booking.success ? booking.output : null };
  }
  if (error === 'table_out_of_service') return { code: 'table_out_of_service', table };
  if (error === 'table_in_use') {
    const bookings = v.safeParse(v.array(TableHoldingSchema), record.bookings);
    return bookings.success ? { code: 'table_in_use', bookings: bookings.output } : { code: 'table_in_use' };
  }
  if (error === 'restaurant_in_promotion') {
    const promotions = v.safeParse(v.array(v.string()), record.promotions);
    return { code: 'restaurant_in_promotion', promotions: promotions.success ? promotions.output : [] };
  }
  if (error === 'visit_too_early')
    return { code: 'visit_too_early', from: typeof record.from === 'string' ? record.from : null };
  const simple = SIMPLE[error];
  if (simple) return { code: simple } as StaffRefusal;
  if (status === 429 || error === 'too_many_requests') {
    const seconds = typeof record.retry_after === 'number' ? record.retry_after : Number(retryAfterHeader);
    return {
      code: 'too_many_requests',
      retryAfter: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
    };
  }
  if (status === 423) return { code: 'code_locked' };
  // The rules' calls name a refused field as invalid_request, the sign-in's as invalid_input: the same to a person.
  if (error === 'invalid_input' || error === 'invalid_request' || status === 400)
    return { code: 'invalid_input', field: typeof record.field === 'string' ? record.field : null };
  if (status === 401) return { code: 'unauthorized' };
  if (status === 403) return { code: 'forbidden' };
  return error ? { code: 'refused', status, error } : { code: 'refused', status };
}
