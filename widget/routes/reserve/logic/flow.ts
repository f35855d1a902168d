/**
 * The reservation flow of SPEC §4 as a small state machine: index → filter → reserve → check-info →
 * code-input → pre-process → process → success | failed. Pure: pages ask it where to go.
 */
export type JourneyStep =
  'filter' | 'reserve' | 'check-info' | 'code-input' | 'pre-process' | 'process' | 'success' | 'failed';

/** What the guards look at. */
export interface JourneyFacts {
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
}

/** Step number on the 5-step indicator (SPEC §2); pre-process shares the code step. */
export const STEP_NUMBER: Record<JourneyStep, number> = {
  filter: 1,
  reserve: 2,
  'check-info': 3,
  'code-input': 4,
  'pre-process': 4,
  process: 5,
  success: 5,
  failed: 5,
};

const ORDER: JourneyStep[] = ['filter', 'reserve', 'check-info', 'code-input', 'pre-process', 'process'];

/** Whether a step's prerequisites are met (refresh, deep link or Back onto a later step). */
export function canEnter(step: JourneyStep, facts: JourneyFacts): boolean {
  switch (step) {
    case 'filter':
      return true;
    case 'reserve':
      return Boolean(facts.location && facts.timeSlot);
    // Each later step needs what the one before it needs, plus its own fact.
    case 'check-info':
    case 'code-input':
      return canEnter('reserve', facts) && facts.detailsValid;
    case 'pre-process':
    case 'process':
      return canEnter('code-input', facts) && facts.signedIn;
    case 'success':
      return facts.hasResult;
    case 'failed':
      return facts.hasFailure;
  }
}

/**
 * Where a guest who may not enter `step` belongs: the furthest earlier step they can enter.
 * @example fallbackStep('process', { ...facts, signedIn: false }) //=> 'code-input'
 */
export function fallbackStep(step: JourneyStep, facts: JourneyFacts): JourneyStep {
  if (canEnter(step, facts)) return step;
  const index = ORDER.indexOf(step);
  const earlier = (index < 0 ? ORDER : ORDER.slice(0, index)).filter(
    (candidate) => candidate !== 'pre-process',
  );
  return earlier.reverse().find((candidate) => canEnter(candidate, facts)) ?? 'filter';
}

/**
 * The step after `step` once it is done. Signed-in guests skip the code (SPEC §2); the e-mail
 * question comes only when the addresses differ.
 */
export function nextStep(step: JourneyStep, facts: JourneyFacts): JourneyStep {
  switch (step) {
    case 'check-info':
      return facts.signedIn ? nextStep('code-input', facts) : 'code-input';
    case 'code-input':
      return facts.emailQuestionOpen ? 'pre-process' : 'process';
    case 'process':
      return facts.hasResult ? 'success' : 'failed';
    case 'success':
    case 'failed':
      return 'filter';
    default:
      // filter, reserve and pre-process lead to the next step in order.
      return ORDER[ORDER.indexOf(step) + 1]!;
  }
}

/** The URL of a step for a site (SPEC §2 site container paths): the steps after the code sit under /reserve/. */
export function stepUrl(step: JourneyStep, siteId: string): string {
  if (step === 'filter') return '/filter';
  const underReserve =
    step === 'pre-process' || step === 'process' || step === 'success' || step === 'failed';
  return `/restaurants/${encodeURIComponent(siteId)}/${underReserve ? 'reserve/' : ''}${step}`;
}
