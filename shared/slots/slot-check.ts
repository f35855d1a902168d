import { bookableSlots, dayRefusal, type SlotQuery } from './bookable';
import { toClock } from '../time/clock';
import { slotRefusal, type SlotRefusal } from './refusal';
import { isWithinSiteWindow } from './site-window';
import type { SessionSlot } from './types';

export type { SlotRefusal, SlotRefusalCode } from './refusal';

export type SlotCheck = { bookable: true; slot: SessionSlot } | { bookable: false; refusal: SlotRefusal };

export interface SlotRequest extends SlotQuery {
  /** The requested time, 'HH:mm'. */
  time: string;
  /** When given, the slot must be in this session. */
  sessionName?: string;
}

function sameSlot(request: SlotRequest, slot: SessionSlot): boolean {
  return (
    toClock(slot.time) === toClock(request.time) &&
    (request.sessionName === undefined || slot.session_name === request.sessionName)
  );
}

/**
 * Whether one requested time is bookable: decided by bookableSlots, the very path the widget
 * uses to show the slots, so the server's re-check cannot disagree with what was offered.
 */
export function isSlotBookable(request: SlotRequest): boolean {
  return bookableSlots(request).some((slot) => sameSlot(request, slot));
}

/** The bookable slot, or the first reason it is not (for the 409 answer or the screen). */
export function checkSlot(request: SlotRequest): SlotCheck {
  const slot = bookableSlots(request).find((candidate) => sameSlot(request, candidate));
  if (slot) return { bookable: true, slot };
  return { bookable: false, refusal: whyNotBookable(request) };
}

/** The requested time as the raw sessions have it, before any rule; undefined when the day has no such time. */
export function findRawSlot(request: SlotRequest): SessionSlot | undefined {
  return request.sessions
    .flatMap((session) => session.times.map((slot) => ({ ...slot, session_name: session.session_name })))
    .find((slot) => sameSlot(request, slot));
}

/** Walks the rules in bookableSlots' order to name the first one that refused; only for messages. */
function whyNotBookable(request: SlotRequest): SlotRefusal {
  const locationId = request.locationId ?? request.site?.id ?? '';
  const refusedDay = dayRefusal(request);
  if (refusedDay) return refusedDay;
  const raw = findRawSlot(request);
  if (!raw) return slotRefusal('time_not_offered');
  if (raw.online_suspended) return slotRefusal('online_suspended');
  if (!isWithinSiteWindow(raw.time, request.site?.extra)) return slotRefusal('time_outside_window');
  if (!raw.is_available) return slotRefusal('time_unavailable');
  const timeRefusal = request.flow?.timeRefusals(locationId, request.date, raw.time)[0];
  if (timeRefusal) return timeRefusal;
  // What is left are the Christmas and New Year's Eve day rules.
  return slotRefusal('time_not_offered');
}
