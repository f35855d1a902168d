/**
 * The shape every guest journey is declared in (ARCHITECTURE: a flow is a table). Each flow has one file,
 * `routes/<flow>/flow.ts`, with its table of steps; the app's routes are generated from those tables
 * (routes/table.ts). Pure: no Preact, no signals, so the tables are read and tested without a browser; a step's page
 * is only named by the function that loads it.
 */
import type { ComponentType } from 'preact';

/** The lazy page groups, one per flow. */
export type FlowGroup = 'reserve' | 'edit' | 'retrieve' | 'user' | 'waitlist';

/** A flow's chunk as a step's load sees it: its exports by name, each step picking its page. */
export type FlowChunk = Record<string, ComponentType<never>>;

/**
 * The chunks a step's page can come from, each brought with its flow's words in the guest's language. The app
 * hands them to the loads (routes/flow-chunks.ts does the importing), so a table names its page without importing
 * the chunk that imports the table back.
 */
export interface FlowChunks {
  /** The reservation flow's chunk: the filter and the details. */
  reserve(): Promise<FlowChunk>;
  /** The reservation flow's steps after the details, imported through its chunk (routes/reserve/booking-path.ts). */
  bookingPath(): Promise<FlowChunk>;
  /** The reservation flow's screens off a booking's path, imported through its chunk (routes/reserve/on-demand.ts). */
  offPath(): Promise<FlowChunk>;
  edit(): Promise<FlowChunk>;
  retrieve(): Promise<FlowChunk>;
  user(): Promise<FlowChunk>;
  /** The waitlist's join steps and the page its offer's link opens. */
  waitlist(): Promise<FlowChunk>;
}

/**
 * Loads a step's page from its chunk; widget/app.tsx hands it to preact-iso's `lazy` (routes/lazy-page.ts), so the
 * chunk is fetched when the step is first shown. A name the chunk does not export gives undefined (a bug the app reports,
 * and routes/flow-table.test.ts catches first).
 * @example load: ({ edit }) => edit().then((chunk) => chunk.EditPage)
 */
export type PageLoad = (chunks: FlowChunks) => Promise<ComponentType<never> | undefined>;

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
