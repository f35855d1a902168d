import { MAX_GROUP_ONLINE } from '../constants';

/** At most this many free times, and the filter offers the waitlist below them too: few choices may all not fit. */
export const FEW_FREE_TIMES = 3;

/**
 * Whether the filter offers 'Put me on the waitlist': once a restaurant's day is known, open, for a party that books
 * online, with no free time or only a few (FEW_FREE_TIMES). A closed day or a party above MAX_GROUP_ONLINE has no
 * table to wait for.
 * @example waitlistOffered({ loaded: true, dateOpen: true, partySize: 2, freeTimes: 0 }) //=> true
 * @example waitlistOffered({ loaded: true, dateOpen: true, partySize: 2, freeTimes: 12 }) //=> false
 * @example waitlistOffered({ loaded: true, dateOpen: false, partySize: 2, freeTimes: 0 }) //=> false
 */
export function waitlistOffered(day: {
  loaded: boolean;
  dateOpen: boolean;
  partySize: number;
  freeTimes: number;
}): boolean {
  return day.loaded && day.dateOpen && day.partySize <= MAX_GROUP_ONLINE && day.freeTimes <= FEW_FREE_TIMES;
}
