import type { FlowStep, FlowTable } from '../flow-table';

/**
 * The reservation flow: filter → details → check info → code → (e-mail question) → booking →
 * success | failed. Signed-in guests skip the code; the restaurant page and the your-code page sit beside the path.
 */
export type ReservationStep =
  | 'filter'
  | 'restaurant'
  | 'reserve'
  | 'check-info'
  | 'code-input'
  | 'reserve-pre-process'
  | 'reserve-process'
  | 'your-code'
  | 'reserve-success'
  | 'reserve-failed';

/** What the guards and the next steps look at (the reservation flow's model computes them). */
export interface ReservationFacts {
  location: string | null;
  timeSlot: string | null;
  /** The details form passed its schema. */
  detailsValid: boolean;
  /** A full session token exists (signed in, or the code was checked). */
  signedIn: boolean;
  /** The e-mail typed differs from the one stored for the phone, and no choice was made yet. */
  emailQuestionOpen: boolean;
  hasResult: boolean;
  hasFailure: boolean;
  /** The server named a booking the guest holds at an overlapping time: the check step asks about it. */
  hasDouble: boolean;
}

// Each later step needs what the one before it needs, plus its own fact. A booking made closes the steps that led
// to it: Back from the success page opens the filter (a new booking), not a step that would book again.
const hasTime = (facts: ReservationFacts) => Boolean(facts.location && facts.timeSlot) && !facts.hasResult;
const hasDetails = (facts: ReservationFacts) => hasTime(facts) && facts.detailsValid;
const hasSession = (facts: ReservationFacts) => hasDetails(facts) && facts.signedIn;
const afterCode = (facts: ReservationFacts) =>
  facts.emailQuestionOpen ? 'reserve-pre-process' : 'reserve-process';

const STEPS: readonly FlowStep<ReservationStep, ReservationFacts>[] = [
  {
    name: 'filter',
    paths: ['/filter'],
    load: ({ reserve }) => reserve().then((chunk) => chunk.FilterPage),
    step: 1,
    next: () => 'reserve',
  },
  {
    name: 'restaurant',
    paths: ['/restaurants/:id'],
    load: ({ offPath }) => offPath().then((chunk) => chunk.RestaurantPage),
    next: () => 'filter',
  },
  // The site container (restaurants/{sid}, alias r/{sid}): its steps get sid as a prop; bare r/{sid} opens reserve.
  {
    name: 'reserve',
    paths: ['/restaurants/:sid/reserve', '/r/:sid/reserve', '/r/:sid'],
    load: ({ bookingPath }) => bookingPath().then((chunk) => chunk.ReservePage),
    step: 2,
    guard: hasTime,
    next: () => 'check-info',
  },
  {
    name: 'check-info',
    paths: ['/restaurants/:sid/check-info', '/r/:sid/check-info'],
    load: ({ bookingPath }) => bookingPath().then((chunk) => chunk.CheckInfoPage),
    step: 3,
    guard: hasDetails,
    // Signed-in guests skip the code (code input).
    next: (facts) => (facts.signedIn ? afterCode(facts) : 'code-input'),
  },
  {
    name: 'code-input',
    paths: ['/restaurants/:sid/code-input', '/r/:sid/code-input'],
    load: ({ bookingPath }) => bookingPath().then((chunk) => chunk.CodeInputPage),
    step: 4,
    guard: hasDetails,
    next: afterCode,
  },
  {
    name: 'reserve-pre-process',
    paths: ['/restaurants/:sid/reserve/pre-process', '/r/:sid/reserve/pre-process'],
    load: ({ offPath }) => offPath().then((chunk) => chunk.PreProcessPage),
    step: 4,
    guard: hasSession,
    next: () => 'reserve-process',
  },
  {
    name: 'reserve-process',
    paths: ['/restaurants/:sid/reserve/process', '/r/:sid/reserve/process'],
    load: ({ bookingPath }) => bookingPath().then((chunk) => chunk.ProcessPage),
    step: 5,
    // Its own booking done, the page goes on to success; a possible double goes back to the check step's question.
    guard: (facts) => facts.hasResult || hasSession(facts),
    next: (facts) =>
      facts.hasResult ? 'reserve-success' : facts.hasDouble ? 'check-info' : 'reserve-failed',
  },
  // The page a code e-mail links to: it shows the code for the guest to type in the widget.
  {
    name: 'your-code',
    paths: ['/restaurants/:sid/your-code', '/r/:sid/your-code'],
    load: ({ offPath }) => offPath().then((chunk) => chunk.YourCodePage),
  },
  {
    name: 'reserve-success',
    paths: ['/restaurants/:sid/reserve/success', '/r/:sid/reserve/success'],
    load: ({ bookingPath }) => bookingPath().then((chunk) => chunk.SuccessPage),
    step: 5,
    guard: (facts) => facts.hasResult,
    next: () => 'filter',
  },
  {
    name: 'reserve-failed',
    paths: ['/restaurants/:sid/reserve/failed', '/r/:sid/reserve/failed'],
    load: ({ bookingPath }) => bookingPath().then((chunk) => chunk.FailedPage),
    step: 5,
    guard: (facts) => facts.hasFailure,
    next: () => 'filter',
  },
];

// The screens beside the way to a booking: the restaurant page, the e-mail question, the page a code e-mail opens.
const DETOURS: readonly ReservationStep[] = ['restaurant', 'reserve-pre-process', 'your-code'];

// Where a refused guest is sent back to: the numbered steps on the way to the booking call, detours left out.
const BOOKING_PATH = STEPS.slice(0, STEPS.findIndex((step) => step.name === 'reserve-process') + 1).filter(
  (step) => step.step && !DETOURS.includes(step.name),
);

export const reservationFlow: FlowTable<ReservationStep, ReservationFacts> = {
  group: 'reserve',
  steps: STEPS,
  // A refresh, deep link or Back onto a later step: the furthest earlier step the guest may enter.
  fallback(name, facts) {
    // Back onto the way to a booking already made: a new booking starts at the filter.
    if (facts.hasResult) return 'filter';
    const index = BOOKING_PATH.findIndex((step) => step.name === name);
    const earlier = index < 0 ? BOOKING_PATH : BOOKING_PATH.slice(0, index);
    return [...earlier].reverse().find((step) => step.guard?.(facts) ?? true)?.name ?? 'filter';
  },
};
