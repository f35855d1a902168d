import { DEFAULT_PARTY_RANGE, MAX_GROUP_ONLINE } from '../constants';
import { isOpenForBooking } from '../slots/online';
import type { Session } from '../slots/types';

export interface PartySizeRange {
  min: number;
  max: number;
}

/** Sessions as the availability answer gives them; only the times matter here. */
export type SessionsBySize = Readonly<Record<number | string, ReadonlyArray<Pick<Session, 'times'>>>>;

/** Whether any slot among the sessions can be booked: available and not online_suspended. */
export function hasBookableSlot(sessions: ReadonlyArray<Pick<Session, 'times'>>): boolean {
  return sessions.some((session) => session.times.some(isOpenForBooking));
}

/**
 * The party sizes the guest may pick: from the smallest to the largest size that has at
 * least one available, non-suspended slot. Sizes above 14 are probed to know whether a larger
 * company could come, but are never offered online, so they do not count. When no size up to 14
 * is bookable (or nothing was asked), the default range 1–14 applies, so the guest can still pick
 * a size and read why there are no slots.
 * @example partySizeRange({ 2: [open], 3: [open], 9: [suspended] }) // => { min: 2, max: 3 }
 * @example partySizeRange({}) // => { min: 1, max: 14 }
 */
export function partySizeRange(availabilityBySize: SessionsBySize): PartySizeRange {
  const bookable = Object.entries(availabilityBySize)
    .map(([size, sessions]) => [Number(size), sessions] as const)
    .filter(([size]) => Number.isInteger(size) && size >= 1 && size <= MAX_GROUP_ONLINE)
    .filter(([, sessions]) => hasBookableSlot(sessions))
    .map(([size]) => size);
  if (bookable.length === 0) return { ...DEFAULT_PARTY_RANGE };
  return { min: Math.min(...bookable), max: Math.max(...bookable) };
}
