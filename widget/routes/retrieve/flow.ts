import type { FlowStep, FlowTable } from '../flow-table';

/**
 * The retrieve flow: find a reservation by its number with the phone or e-mail it was booked with,
 * or log in by phone with a one-time code; both end on the guest's list, from where edit and cancel start.
 */
export type RetrieveStep = 'reservations-retrieve' | 'reservations-code-input' | 'reservations-list';

/** What the guards look at (the retrieve flow's model computes them from the auth state). */
export interface RetrieveFacts {
  /** A one-time code was asked and not yet checked (a temp token is kept). */
  codeRequested: boolean;
  /** A full session token (a checked code). */
  signedIn: boolean;
  /** A session token or a reservation's access token: the list can be fetched. */
  hasAccess: boolean;
}

const STEPS: readonly FlowStep<RetrieveStep, RetrieveFacts>[] = [
  {
    name: 'reservations-retrieve',
    paths: ['/reservations/retrieve'],
    load: ({ retrieve }) => retrieve().then((chunk) => chunk.RetrievePage),
    // A log-in by phone asks its code first; a found reservation gives access at once.
    next: (facts) => (facts.codeRequested ? 'reservations-code-input' : 'reservations-list'),
  },
  {
    name: 'reservations-code-input',
    paths: ['/reservations/code-input'],
    load: ({ retrieve }) => retrieve().then((chunk) => chunk.RetrieveCodeInputPage),
    guard: (facts) => facts.codeRequested || facts.signedIn,
    next: () => 'reservations-list',
  },
  {
    name: 'reservations-list',
    paths: ['/reservations/list'],
    load: ({ retrieve }) => retrieve().then((chunk) => chunk.ReservationsListPage),
    guard: (facts) => facts.hasAccess,
  },
];

/** Retrieve and log in: a guest without a code or a token starts again on the retrieve step. */
export const retrieveFlow: FlowTable<RetrieveStep, RetrieveFacts> = { group: 'retrieve', steps: STEPS };
