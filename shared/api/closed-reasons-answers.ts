/**
 * GET /api/staff/sites/{siteId}/closed-reasons: why a time is closed online, rule by rule (shared/staff/closed-reasons.ts
 * decides; these schemas say its answer). The staff app parses the answer with them, the document shows them, and
 * the API tests check every real answer against them.
 */
import * as v from 'valibot';
import { PROMOTION_REFUSAL_MESSAGES, type RefusalCode } from '../promotions/refusals';
import type { ClosedReason, TableFacts, TableHolder } from '../staff/closed-reasons';
import { SLOT_REFUSAL_MESSAGES, type SlotRefusalCode } from '../slots/refusal';
import { MealPeriodSchema } from './site-answers';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;
const Clock = v.pipe(v.string(), v.regex(CLOCK));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const TitleSchema = v.object({ en: v.string(), nl: v.string() });

const PROMOTION_REFUSALS = Object.keys(PROMOTION_REFUSAL_MESSAGES) as RefusalCode[];
// time_outside_window is both a promotion's and the slot rules' own: once.
const SLOT_REFUSALS = [
  ...new Set([...PROMOTION_REFUSALS, ...Object.keys(SLOT_REFUSAL_MESSAGES)]),
] as SlotRefusalCode[];

const TableHolderSchema = v.object({
  number: v.string(),
  name: v.string(),
  time: Clock,
  tables: v.array(v.string()),
}) satisfies v.GenericSchema<unknown, TableHolder>;

const OutOfServiceSchema = v.object({ label: v.string(), reason: v.string() });

export const TableFactsSchema = v.object({
  assigned: v.array(v.string()),
  free_fitting: Count,
  any_fits: v.boolean(),
  held_by: v.array(TableHolderSchema),
  out_of_service: v.array(OutOfServiceSchema),
}) satisfies v.GenericSchema<unknown, TableFacts>;

const reason = <Code extends string, Entries extends v.ObjectEntries>(code: Code, entries: Entries) =>
  v.object({ code: v.literal(code), ...entries });

export const ClosedReasonSchema = v.variant('code', [
  reason('special_closure', {}),
  reason('outside_opening_hours', {
    periods: v.array(v.object({ period: MealPeriodSchema, from: Clock, to: Clock })),
  }),
  reason('not_a_slot_time', { interval_minutes: Count }),
  reason('online_suspended', {
    from_time: Clock,
    to_time: Clock,
    reason: v.string(),
    weekday: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
  }),
  reason('time_outside_window', { from: v.nullable(Clock), to: v.nullable(Clock) }),
  reason('has_begun', {}),
  reason('inside_lead_time', { lead_minutes: Count }),
  reason('group_too_large', { largest_group: Count }),
  reason('no_table_fits', {}),
  reason('tables_taken', { bookings: v.array(TableHolderSchema) }),
  reason('tables_out_of_service', { tables: v.array(OutOfServiceSchema) }),
  reason('promotion', {
    promotion: v.string(),
    title: TitleSchema,
    refusal: v.picklist(PROMOTION_REFUSALS),
    value: v.optional(Count),
    from: v.optional(Clock),
    to: v.optional(Clock),
    date: v.optional(v.pipe(v.string(), v.regex(DATE))),
    weekdays: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)))),
  }),
  reason('christmas', { large_group: v.boolean() }),
  reason('new_years_eve', {}),
  reason('not_offered', { refusal: v.picklist(SLOT_REFUSALS) }),
]) satisfies v.GenericSchema<unknown, ClosedReason>;

/** A promotion the restaurant takes part in, to ask about. */
export const PromotionChoiceSchema = v.object({ name: v.string(), title: TitleSchema });

export const ClosedReasonsSchema = v.object({
  site_id: v.string(),
  date: v.pipe(v.string(), v.regex(DATE)),
  time: Clock,
  party_size: Count,
  /** The promotion asked about, or null. */
  promotion: v.nullable(v.string()),
  open: v.boolean(),
  /** Every rule that closes the time, in reading order; empty when it is open. */
  reasons: v.array(ClosedReasonSchema),
  tables: TableFactsSchema,
  /** The promotions the restaurant takes part in, to ask about. */
  promotions: v.array(PromotionChoiceSchema),
});
export type ClosedReasons = v.InferOutput<typeof ClosedReasonsSchema>;
export type PromotionChoice = v.InferOutput<typeof PromotionChoiceSchema>;
