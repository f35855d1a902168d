/**
 * The availability answer (SPEC §3, §7): days[0].sessions[], each with session_name,
 * seating_areas[0].seating_area_uid and times[]. The widget parses what the API sends with it.
 */
import * as v from 'valibot';
import type { AvailabilityAnswer } from '../api/types';

export const AvailabilityTimeSchema = v.object({
  time: v.string(),
  is_available: v.boolean(),
  online_suspended: v.boolean(),
  end_time_note: v.optional(v.string()),
  christmas_category: v.optional(v.picklist(['lunch', 'dinner'])),
});

export const AvailabilitySessionSchema = v.object({
  session_name: v.string(),
  seating_areas: v.array(v.object({ seating_area_uid: v.string() })),
  times: v.array(AvailabilityTimeSchema),
});

export const AvailabilityDaySchema = v.object({
  date: v.string(),
  sessions: v.array(AvailabilitySessionSchema),
});

/** An empty days[] is a valid answer: nothing can be booked that day. */
export const AvailabilityAnswerSchema = v.object({
  days: v.array(AvailabilityDaySchema),
  by_party_size: v.optional(v.record(v.string(), v.array(AvailabilityDaySchema))),
});

export type AvailabilityAnswerInput = v.InferInput<typeof AvailabilityAnswerSchema>;
export type AvailabilityAnswerOutput = v.InferOutput<typeof AvailabilityAnswerSchema>;

// The schema and the API answer type must describe the same shape, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesApiType: Same<AvailabilityAnswerOutput, AvailabilityAnswer> = true;
void schemaMatchesApiType;
