/**
 * The reservation form: what the guest picks on the filter page, and its defaults. The
 * booking itself is checked by the request schemas in shared/api/requests.ts.
 */
import { DEFAULT_CHILD_SEATS, DEFAULT_PARTY_SIZE, DEFAULT_SESSION } from './constants';
import type { Instant } from './time/instant';
import { todayDate } from './time/today';

export interface ReservationFormDefaults {
  party_size: number;
  /** 'YYYY-MM-DD' in Europe/Amsterdam. */
  date: string;
  session: string;
  location: null;
  timeSlot: null;
  wheelchair_users: null;
  child_seats: number;
}

/**
 * A fresh reservation form with every default (reset returns all defaults): party of 2,
 * today's date (now plus one hour, so after 23:00 it is tomorrow), session lunch, no restaurant or
 * time yet, no answer about wheelchair users, no high chairs.
 * @example reservationFormDefaults('2026-12-24T11:00:00Z')
 *   // => { party_size: 2, date: '2026-12-24', session: 'lunch', location: null, timeSlot: null, wheelchair_users: null, child_seats: 0 }
 */
export function reservationFormDefaults(now: Instant): ReservationFormDefaults {
  return {
    party_size: DEFAULT_PARTY_SIZE,
    date: todayDate(now),
    session: DEFAULT_SESSION,
    location: null,
    timeSlot: null,
    wheelchair_users: null,
    child_seats: DEFAULT_CHILD_SEATS,
  };
}
