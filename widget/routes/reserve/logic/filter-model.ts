/** What the filter page shows for given data (SPEC §2 filter, §5 slot and list rules). Pure. */
import type { Site } from '../../../../shared/api/types';
import { MAX_GROUP_ONLINE } from '../../../../shared/constants';
import {
  groupSizeMessage,
  isChristmasLargeGroup,
  isLargerCompany,
  type GroupSizeMessage,
  type PartySizeRange,
} from '../../../../shared/party-size';
import { isChristmasDay, type SessionSlot } from '../../../../shared/slots';

/** The one message the filter shows under the party size, in order of importance. */
export type FilterNotice =
  | { kind: 'largerCompany' }
  | { kind: 'dateNotAvailable' }
  | { kind: 'christmasLargeGroup' }
  | { kind: 'groupSize'; message: GroupSizeMessage; noSlots: boolean; eventsTeam: boolean }
  | { kind: 'noSlots'; eventsTeam: boolean }
  | null;

/**
 * Which notice the filter shows (SPEC §2, §5, §8, §9): above 14 the larger-company proposal; a day
 * the flow or a closure refuses 'This date is not available'; on a
 * Christmas day at 12 or more the large-group message; outside the range the min/max message;
 * no bookable slot the no-online-availability message (with the events team above 14).
 */
export function filterNotice(input: {
  partySize: number;
  date: string;
  range: PartySizeRange;
  slots: readonly SessionSlot[];
  loaded: boolean;
  dateOpen?: boolean;
  christmasExtraDays?: readonly string[];
}): FilterNotice {
  if (isLargerCompany(input.partySize)) return { kind: 'largerCompany' };
  if (input.dateOpen === false) return { kind: 'dateNotAvailable' };
  if (isChristmasDay(input.date, input.christmasExtraDays) && isChristmasLargeGroup(input.partySize))
    return { kind: 'christmasLargeGroup' };
  const message = input.loaded ? groupSizeMessage(input.partySize, input.range) : null;
  const noSlots = input.loaded && !input.slots.some((slot) => slot.is_available);
  const eventsTeam = input.partySize > MAX_GROUP_ONLINE;
  // A size outside this restaurant's range has no slots here either: both messages, and the alternatives.
  if (message) return { kind: 'groupSize', message, noSlots, eventsTeam };
  if (noSlots) return { kind: 'noSlots', eventsTeam };
  return null;
}

/** Party sizes in the picker: 1..14 (the messages explain sizes outside the range), then 'more than 14'. */
export const PARTY_SIZE_CHOICES: readonly number[] = Array.from(
  { length: MAX_GROUP_ONLINE + 1 },
  (_, index) => index + 1,
);

/** Great-circle distance in km, for sorting by the guest's position. */
export function distanceKm(from: { lat: number; long: number }, to: { lat: number; long: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLong = rad(to.long - from.long);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLong / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/** Sites nearest first; equal distances keep their order (Array sort is stable). */
export function sortByDistance<T extends { lat: number; long: number }>(
  sites: readonly T[],
  from: { lat: number; long: number },
): T[] {
  return [...sites].sort((a, b) => distanceKm(from, a) - distanceKm(from, b));
}

/** Sites whose name or city contains the search words (case and accents ignored). */
export function searchSites<T extends Pick<Site, 'name' | 'city'>>(sites: readonly T[], query: string): T[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  return sites.filter((site) => words.every((word) => fold(`${site.name} ${site.city}`).includes(word)));
}
