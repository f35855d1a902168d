import type { TimeSlot } from './types';

const MINUTE = 60_000;

/**
 * Whether a slot may be shown online at all ("Show slots only if not online_suspended").
 * An unavailable slot is still shown (greyed out); a suspended one is not shown.
 */
export function isShownOnline(slot: TimeSlot): boolean {
  return !slot.online_suspended;
}

/** Whether a slot can be booked right now: shown online and with a free table. */
export function isOpenForBooking(slot: TimeSlot): boolean {
  return slot.is_available && !slot.online_suspended;
}

/**
 * Whether online booking of a time starting at `startsAt` (epoch ms) has closed by `now`: it has begun, or it is
 * inside the restaurant's lead time. The lead time's first moment is already closed.
 * @example isClosedOnline(Date.parse('2026-11-10T18:00:00Z'), 60, Date.parse('2026-11-10T17:00:00Z')) //=> true
 * @example isClosedOnline(Date.parse('2026-11-10T18:00:00Z'), 60, Date.parse('2026-11-10T16:59:00Z')) //=> false
 */
export function isClosedOnline(startsAt: number, leadMinutes: number, now: number): boolean {
  return startsAt - leadMinutes * MINUTE <= now;
}

/**
 * Whether a party may book online here: no larger than the restaurant's largest group online (the group itself is
 * allowed).
 * @example isGroupOnline(14, 14) //=> true
 * @example isGroupOnline(15, 14) //=> false
 */
export function isGroupOnline(partySize: number, largestGroup: number): boolean {
  return partySize <= largestGroup;
}
