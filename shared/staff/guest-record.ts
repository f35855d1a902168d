/**
 * A guest's record as staff read it from a booking: their bookings at the restaurants of the chain the caller may see
 * (./guest-sharing.ts), each with how it ended, the totals, and what each restaurant keeps about them.
 */
import * as v from 'valibot';
import { GUEST_SHARING_MODES } from './guest-sharing';
import { GUEST_TAG_NAMES } from './guest-notes';
import type { VisitStatus } from './rules';

/** How a booking ended: the guests came (arrived or left), did not, it was cancelled, or it is still booked. */
export type VisitOutcome = 'visit' | 'no_show' | 'cancelled' | 'booked';

/**
 * A booking's outcome from its status and visit.
 * @example visitOutcome('confirmed', 'left') //=> 'visit'
 * @example visitOutcome('cancelled', 'booked') //=> 'cancelled'
 */
export function visitOutcome(status: 'confirmed' | 'cancelled', visit: VisitStatus): VisitOutcome {
  if (status === 'cancelled') return 'cancelled';
  if (visit === 'no_show') return 'no_show';
  return visit === 'booked' ? 'booked' : 'visit';
}

export interface RecordTotals {
  visits: number;
  no_shows: number;
  cancellations: number;
  booked: number;
}

/**
 * How many bookings ended each way.
 * @example recordTotals([{ outcome: 'visit' }, { outcome: 'no_show' }]) //=> { visits: 1, no_shows: 1, cancellations: 0, booked: 0 }
 */
export function recordTotals(visits: ReadonlyArray<{ outcome: VisitOutcome }>): RecordTotals {
  const count = (outcome: VisitOutcome) => visits.filter((visit) => visit.outcome === outcome).length;
  return {
    visits: count('visit'),
    no_shows: count('no_show'),
    cancellations: count('cancelled'),
    booked: count('booked'),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const GuestVisitSchema = v.object({
  site_id: v.string(),
  site_name: v.string(),
  date: v.pipe(v.string(), v.regex(DATE)),
  time: v.string(),
  party_size: v.number(),
  number: v.string(),
  outcome: v.picklist(['visit', 'no_show', 'cancelled', 'booked']),
});

export const GuestNoteSchema = v.object({
  site_id: v.string(),
  site_name: v.string(),
  tags: v.array(v.picklist(GUEST_TAG_NAMES)),
  note: v.string(),
  updated_at: v.string(),
});

/** GET …/reservations/{id}/guest-record (and the answer of saving its notes). */
export const GuestRecordSchema = v.object({
  /** The guest's name as the booking gives it. */
  name: v.string(),
  /** The restaurant asked from. */
  site_id: v.string(),
  visits: v.array(GuestVisitSchema),
  totals: v.object({
    visits: v.number(),
    no_shows: v.number(),
    cancellations: v.number(),
    booked: v.number(),
  }),
  /** What each restaurant the caller may see keeps; this restaurant's is the one they edit. */
  notes: v.array(GuestNoteSchema),
  /** Whether bookings or notes at restaurants the caller may not see were left out (never which, nor how many). */
  some_hidden: v.boolean(),
  sharing: v.picklist(GUEST_SHARING_MODES),
});
export type GuestRecord = v.InferOutput<typeof GuestRecordSchema>;
export type GuestVisit = v.InferOutput<typeof GuestVisitSchema>;
