/** The waitlist's figures for the manager's report (docs/waitlist.md): requests, offers, claims and expiries. */
import type { WaitlistState } from '../api/waitlist';

/** One request as the figures count it: its state and whether it was offered a table. */
export interface CountedRequest {
  state: WaitlistState;
  offered: boolean;
}

export interface WaitlistFigures {
  /** Guests who joined. */
  requests: number;
  /** Of them, offered a table (by a freed table or a host). */
  offers: number;
  /** Of the offers, booked by the guest. */
  claims: number;
  /** Of the offers, run out unclaimed. */
  expiries: number;
}

/**
 * Counts a range's requests: every request once, an offer once per request (a request gets at most one).
 * @example waitlistFigures([{ state: 'claimed', offered: true }, { state: 'waiting', offered: false }])
 * //=> { requests: 2, offers: 1, claims: 1, expiries: 0 }
 */
export function waitlistFigures(requests: readonly CountedRequest[]): WaitlistFigures {
  return {
    requests: requests.length,
    offers: requests.filter((request) => request.offered).length,
    claims: requests.filter((request) => request.state === 'claimed').length,
    expiries: requests.filter((request) => request.state === 'expired').length,
  };
}
