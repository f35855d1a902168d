import type { TimeSlot } from './types';

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
