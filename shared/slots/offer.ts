/**
 * What a guest is offered from an availability answer (the slot and list rules of shared/slots, the day parts of shared/time): the party sizes
 * they may pick and the times for one size, every shared rule applied. The filter and the change of a booking both
 * offer times through these. Pure.
 */
import type { AvailabilityAnswer, Site } from '../api/types';
import { MAX_GROUP_ONLINE, RANGE_PROBE_SIZES } from '../constants';
import { partySizeRange, type PartySizeRange } from '../party-size';
import type { FlowRules } from '../promotions/types';
import { minutesOfDay } from '../time/clock';
import { combineDateTime } from '../time/instant';
import { dayPart, type DayPart } from '../time/day-part';
import { visibleSessions, visibleSlots } from './bookable';
import type { Session, SessionSlot } from './types';

/** The slot rules' inputs besides the availability itself. */
export interface OfferContext {
  date: string;
  site?: Pick<Site, 'id' | 'extra'>;
  flow?: FlowRules;
  dealCode?: string;
  /** The clock (ms): a time that has begun is not offered. */
  now?: number;
}

/**
 * Whether a time of a day has begun by `now` (Europe/Amsterdam): today's list starts at the next time, a time gone
 * by is not shown greyed out as if someone had taken it.
 * @example hasBegun('2026-11-24', '12:00', Date.parse('2026-11-24T11:00:00Z')) //=> true (12:00 in Amsterdam)
 */
export const hasBegun = (date: string, time: string, now: number): boolean =>
  combineDateTime(date, time) <= now;

/** The sessions the answer gives for one party size (by_party_size when sizes were asked together). */
export function sessionsForSize(answer: AvailabilityAnswer | null, size: number): Session[] {
  if (!answer) return [];
  const days = answer.by_party_size?.[String(size)] ?? (answer.by_party_size ? undefined : answer.days);
  return days?.[0]?.sessions ?? [];
}

/**
 * Whether the times of a party size must be asked on their own: the range call asks the specification's sizes
 * (1-8 and 10-21), so a size it skips (9) has no times in that answer. Sizes above the online maximum book by phone.
 * @example askedAlone(9) //=> true
 * @example askedAlone(8) //=> false
 */
export const askedAlone = (size: number): boolean =>
  Number.isInteger(size) &&
  size >= 1 &&
  size <= MAX_GROUP_ONLINE &&
  !(RANGE_PROBE_SIZES as readonly number[]).includes(size);

/**
 * The answer that holds a size's times: the range call's for a size it asked, the size's own call's otherwise
 * (null while that is out).
 */
export function answerForSize(
  rangeAnswer: AvailabilityAnswer | null,
  ownAnswer: AvailabilityAnswer | null,
  size: number,
): AvailabilityAnswer | null {
  return askedAlone(size) ? ownAnswer : rangeAnswer;
}

/** Party sizes the guest may pick, from the sizes whose slots survive every rule. */
export function offeredRange(answer: AvailabilityAnswer | null, context: OfferContext): PartySizeRange {
  const bySize: Record<string, Session[]> = {};
  for (const size of Object.keys(answer?.by_party_size ?? {})) {
    const partySize = Number(size);
    bySize[size] = visibleSessions({ ...context, partySize, sessions: sessionsForSize(answer, partySize) });
  }
  return partySizeRange(bySize);
}

/**
 * The slots shown for the chosen size: every shared rule applied (unavailable ones stay, disabled, outside flows),
 * none that has begun.
 */
export function slotsFor(
  answer: AvailabilityAnswer | null,
  size: number,
  context: OfferContext,
): SessionSlot[] {
  const slots = visibleSlots({ ...context, partySize: size, sessions: sessionsForSize(answer, size) });
  const { now } = context;
  return now === undefined ? slots : slots.filter((slot) => !hasBegun(context.date, slot.time, now));
}

export interface SlotGroup {
  part: DayPart;
  slots: SessionSlot[];
}

/**
 * Slots grouped by day part (morning, afternoon, evening), in time order; empty parts left out.
 * @example groupByDayPart([{ time: '12:00' }, { time: '18:00' }]).map((g) => g.part) //=> ['afternoon', 'evening']
 */
export function groupByDayPart(slots: readonly SessionSlot[]): SlotGroup[] {
  const parts: DayPart[] = ['morning', 'afternoon', 'evening'];
  const sorted = [...slots].sort((a, b) => minutesOfDay(a.time) - minutesOfDay(b.time));
  return parts
    .map((part) => ({ part, slots: sorted.filter((slot) => dayPart(slot.time) === part) }))
    .filter((group) => group.slots.length > 0);
}
