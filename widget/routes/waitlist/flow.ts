import type { FlowStep, FlowTable } from '../flow-table';
import type { ReservationStep } from '../reserve/flow';

/**
 * The waitlist flow: join (the time window and the contact) → code (unless signed in) → done; beside it the page
 * the offer's SMS or e-mail opens, from which a claim goes on through the reservation flow's details, check and
 * confirm steps with the table held.
 */
export type WaitlistStep = 'waitlist-join' | 'waitlist-code' | 'waitlist-done' | 'waitlist-offer';

/** What the guards and the next steps look at (the waitlist flow's model computes them). */
export interface WaitlistFacts {
  /** A restaurant, a day and a party were chosen on the filter: what the guest waits for. */
  hasChoice: boolean;
  /** The window and the contact passed their checks. */
  requestValid: boolean;
  /** A full session token exists (signed in, or the code was checked). */
  signedIn: boolean;
  /** The guest joined: the server answered the request. */
  joined: boolean;
}

const STEPS: readonly FlowStep<WaitlistStep, WaitlistFacts, WaitlistStep | ReservationStep>[] = [
  {
    name: 'waitlist-join',
    paths: ['/waitlist/join'],
    load: ({ waitlist }) => waitlist().then((chunk) => chunk.WaitlistJoinPage),
    guard: (facts) => facts.hasChoice && !facts.joined,
    // A signed-in guest joins at once; anyone else proves the phone or e-mail with a code first.
    next: (facts) => (facts.signedIn ? 'waitlist-done' : 'waitlist-code'),
  },
  {
    name: 'waitlist-code',
    paths: ['/waitlist/code-input'],
    load: ({ waitlist }) => waitlist().then((chunk) => chunk.WaitlistCodePage),
    guard: (facts) => facts.hasChoice && facts.requestValid && !facts.joined,
    next: () => 'waitlist-done',
  },
  {
    name: 'waitlist-done',
    paths: ['/waitlist/done'],
    load: ({ waitlist }) => waitlist().then((chunk) => chunk.WaitlistDonePage),
    guard: (facts) => facts.joined,
    next: () => 'filter',
  },
  // The offer's link (docs/waitlist.md): anyone holding the token may see, claim, decline or leave it. After the
  // join steps, whose paths it would otherwise take.
  {
    name: 'waitlist-offer',
    paths: ['/waitlist/:token'],
    load: ({ waitlist }) => waitlist().then((chunk) => chunk.WaitlistOfferPage),
    // A claim goes on as a booking: the details, then check and confirm.
    next: () => 'reserve',
  },
];

export const waitlistFlow: FlowTable<WaitlistStep, WaitlistFacts, WaitlistStep | ReservationStep> = {
  group: 'waitlist',
  steps: STEPS,
  // Joined: the done page; without a restaurant, day and party: the filter, where they are chosen.
  fallback: (_name, facts) => (facts.joined ? 'waitlist-done' : facts.hasChoice ? 'waitlist-join' : 'filter'),
};
