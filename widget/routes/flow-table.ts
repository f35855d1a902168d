/**
 * The shape every guest journey is declared in (ARCHITECTURE: a flow is a table). Each flow has one file,
 * `routes/<flow>/flow.ts`, with its table of steps; the app's routes are generated from those tables
 * (routes/table.ts). Pure: no Preact, no signals, so the tables are read and tested without a browser; a step's page
 * is only named by the function that loads it.
 */
import type { ComponentType } from 'preact';
import type { Language } from '../../shared/constants';

/** The four lazy page groups, one per flow. */
export type FlowGroup = 'reserve' | 'edit' | 'retrieve' | 'user';

/**
 * A step's page with what it reads loaded: its chunk and the flow's words in `language`. widget/app.tsx hands it to
 * preact-iso's `lazy` (routes/lazy-page.ts), so the chunk is fetched when the step is first shown.
 */
export type PageLoad = (language: Language) => Promise<ComponentType<never>>;

/**
 * The step loads of a chunk: `load(language)` brings the chunk with its words, `pick` names the step's page in it.
 * @example const editPage = pageIn(editChunk); { name: 'reservation-edit', load: editPage((chunk) => chunk.EditPage) }
 */
export const pageIn =
  <Chunk>(load: (language: Language) => Promise<Chunk>) =>
  (pick: (chunk: Chunk) => ComponentType<never>): PageLoad =>
  (language) =>
    load(language).then(pick);

/** How the guest arrived on a step: known at landing, before the flow's code has loaded. */
interface Arrival {
  /** The app started this navigation (a button, a redirect), not the address bar or the history. */
  appStarted: boolean;
  /** This is the first page of the visit. */
  isFirstVisit: boolean;
}

/** What happens to a landing: shown, sent to /, or stopped (the guest stays where they were). */
export type ArrivalDecision = 'allow' | 'home' | 'stop';

export interface FlowStep<Name extends string, Facts, Next extends string = Name> {
  /** The route name: navigation, analytics and `pathFor` know the step by it. */
  name: Name;
  /** preact-iso patterns: the canonical path first, the aliases after. */
  paths: readonly [string, ...string[]];
  /** Loads the step's page from its flow's chunk, with the flow's words in the guest's language. */
  load: PageLoad;
  /** The number on the step indicator. */
  step?: number;
  /** May the guest enter this step now? Asked when the page opens, with the flow's facts; without one, always. */
  guard?: (facts: Facts) => boolean;
  /** Asked at landing, before the flow's code loads, for a step that depends on how the guest arrived. */
  arrivalGuard?: (arrival: Arrival) => ArrivalDecision;
  /** Where the guest goes once this step is done. */
  next?: (facts: Facts) => Next;
}

export interface FlowTable<Name extends string, Facts, Next extends string = Name> {
  group: FlowGroup;
  /** In the order of the journey. */
  steps: readonly FlowStep<Name, Facts, Next>[];
  /** Where a guest that a guard refuses goes (a step, or a route the flow leads to); without it, the first step. */
  fallback?: (name: Name, facts: Facts) => Name | Next;
}

/** The step of a flow by its name; throws for a name the table does not declare (a bug, not a guest's doing). */
export function stepOf<Name extends string, Facts, Next extends string>(
  flow: FlowTable<Name, Facts, Next>,
  name: Name,
): FlowStep<Name, Facts, Next> {
  const step = flow.steps.find((candidate) => candidate.name === name);
  if (!step) throw new Error(`no step ${name} in the ${flow.group} flow`);
  return step;
}

/**
 * Whether the guest may enter a step now: its guard holds, or it has none.
 * @example mayEnter(editFlow, 'reservation-edit-check', { conf: 'c1', draft: null }) //=> false
 */
export function mayEnter<Name extends string, Facts, Next extends string>(
  flow: FlowTable<Name, Facts, Next>,
  name: Name,
  facts: Facts,
): boolean {
  return stepOf(flow, name).guard?.(facts) ?? true;
}

/**
 * The step a guest belongs on: `name` itself when they may enter it, otherwise the flow's fallback.
 * @example whereToBe(editFlow, 'reservation-edit-process', { conf: 'c1', draft: null }) //=> 'reservation-edit'
 */
export function whereToBe<Name extends string, Facts, Next extends string>(
  flow: FlowTable<Name, Facts, Next>,
  name: Name,
  facts: Facts,
): Name | Next {
  if (mayEnter(flow, name, facts)) return name;
  return flow.fallback ? flow.fallback(name, facts) : flow.steps[0]!.name;
}

/**
 * The step after `name` once it is done, as the table says; throws for a step that declares none.
 * @example nextStep(reservationFlow, 'filter', facts) //=> 'reserve'
 */
export function nextStep<Name extends string, Facts, Next extends string>(
  flow: FlowTable<Name, Facts, Next>,
  name: Name,
  facts: Facts,
): Next {
  const next = stepOf(flow, name).next;
  if (!next) throw new Error(`the ${name} step of the ${flow.group} flow declares no next step`);
  return next(facts);
}

/** The step indicator's number of a step; 0 for a step without one. */
export function stepNumber<Name extends string, Facts, Next extends string>(
  flow: FlowTable<Name, Facts, Next>,
  name: Name,
): number {
  return stepOf(flow, name).step ?? 0;
}
