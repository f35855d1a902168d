/**
 * A table out of service for a date or a range of dates, with a reason (a broken leg, the terrace closed for a
 * repair). While out, nobody is seated at it: not online, not at the stand, not by a move. The staff app checks a new
 * outage with checkOutage before sending; the server parses with OutageBodySchema (./requests.ts) and checks it again.
 */
import { addDays, isCalendarDate } from '../time/calendar';

/** The longest reason the manager gives. */
export const OUTAGE_REASON_MAX_LENGTH = 120;
/** The longest outage, in days: a year; a table gone for longer is removed. */
export const OUTAGE_MAX_DAYS = 366;

/** An outage as the manager asks for it (the body is parsed with ./requests.ts OutageBodySchema). */
export interface OutageBody {
  from_date: string;
  to_date: string;
  reason: string;
}

export type OutageCheck = 'ok' | 'reason_missing' | 'range_reversed' | 'in_past' | 'too_long';

/**
 * Whether an outage can be set on `today` (Amsterdam's date): a reason, real dates, the last on or after the first,
 * ending today or later, and at most OUTAGE_MAX_DAYS days. A first date before today is allowed: a table broken since
 * yesterday is still out today.
 * @example checkOutage({ from_date: '2026-11-05', to_date: '2026-11-04', reason: 'Leg' }, '2026-11-01') //=> 'range_reversed'
 */
export function checkOutage(outage: OutageBody, today: string): OutageCheck {
  if (outage.reason.trim() === '') return 'reason_missing';
  if (!isCalendarDate(outage.from_date) || !isCalendarDate(outage.to_date)) return 'range_reversed';
  if (outage.to_date < outage.from_date) return 'range_reversed';
  if (outage.to_date < today) return 'in_past';
  if (addDays(outage.from_date, OUTAGE_MAX_DAYS - 1) < outage.to_date) return 'too_long';
  return 'ok';
}

/**
 * Whether an outage holds on a date (both ends included).
 * @example isOutOn({ from_date: '2026-11-05', to_date: '2026-11-06' }, '2026-11-06') //=> true
 */
export function isOutOn(outage: { from_date: string; to_date: string }, date: string): boolean {
  return outage.from_date <= date && date <= outage.to_date;
}
