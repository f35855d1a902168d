/** The message under the party-size picker, for the filter and for a change. Pure. */
import { MAX_GROUP_ONLINE } from '../constants';
import { isChristmasDay, type SessionSlot } from '../slots';
import {
  groupSizeMessage,
  isChristmasLargeGroup,
  isLargerCompany,
  type GroupSizeMessage,
} from './group-size';
import type { PartySizeRange } from './range';

/** The one message under the party-size picker (the filter's and a change's), in order of importance. */
export type PartySizeNotice =
  | { kind: 'largerCompany' }
  | { kind: 'dateNotAvailable' }
  | { kind: 'christmasLargeGroup' }
  | { kind: 'groupSize'; message: GroupSizeMessage; noSlots: boolean; eventsTeam: boolean }
  | { kind: 'noSlots'; eventsTeam: boolean }
  | null;

/**
 * Which notice shows under the party size: above 14 the larger-company proposal; a day
 * the flow or a closure refuses 'This date is not available'; on a
 * Christmas day at 12 or more the large-group message; outside the range the min/max message;
 * no bookable slot the no-online-availability message (with the events team above 14).
 */
export function partySizeNotice(input: {
  partySize: number;
  date: string;
  /** The restaurant's range, null until its availability is there. */
  range: PartySizeRange | null;
  slots: readonly SessionSlot[];
  loaded: boolean;
  dateOpen?: boolean;
  christmasExtraDays?: readonly string[];
}): PartySizeNotice {
  if (isLargerCompany(input.partySize)) return { kind: 'largerCompany' };
  if (input.dateOpen === false) return { kind: 'dateNotAvailable' };
  if (isChristmasDay(input.date, input.christmasExtraDays) && isChristmasLargeGroup(input.partySize))
    return { kind: 'christmasLargeGroup' };
  const message = input.loaded && input.range ? groupSizeMessage(input.partySize, input.range) : null;
  const noSlots = input.loaded && !input.slots.some((slot) => slot.is_available);
  const eventsTeam = input.partySize > MAX_GROUP_ONLINE;
  // A size outside this restaurant's range has no slots here either: both messages, and the alternatives.
  if (message) return { kind: 'groupSize', message, noSlots, eventsTeam };
  if (noSlots) return { kind: 'noSlots', eventsTeam };
  return null;
}
