import { exec } from 'preact-iso/router';
import { editFlow, type EditStep } from './edit/flow';
import type { FlowGroup, FlowStep } from './flow-table';
import { reservationFlow, type ReservationStep } from './reserve/flow';
import { retrieveFlow, type RetrieveStep } from './retrieve/flow';
import { userFlow, type UserStep } from './user/flow';
import { waitlistFlow, type WaitlistStep } from './waitlist/flow';

/** The lazy page groups; 'shell' pages ship in the entry chunk. */
type RouteGroup = 'shell' | FlowGroup;

export type RouteName =
  'index' | ReservationStep | EditStep | RetrieveStep | UserStep | WaitlistStep | 'not-found';

export interface RouteEntry {
  name: Exclude<RouteName, 'not-found'>;
  /** preact-iso patterns; the first is the canonical path, the others are aliases. */
  paths: readonly string[];
  group: RouteGroup;
  /** The flow's step (routes/<flow>/flow.ts); none for the shell's pages. */
  step?: FlowStep<string, never, string>;
}

// The first pattern that matches wins: the edit flow's short aliases (/:conf/u, /:conf/d) come before the
// reservation and user flows' /r/:sid and /u/:uid, so a manage link keeps its meaning. The waitlist's two-part
// paths (/waitlist/join, /waitlist/{token}) come before the edit flow's /:conf/u and /:conf/d.
const FLOWS = [waitlistFlow, retrieveFlow, editFlow, reservationFlow, userFlow];

/** Every path of the shell's index page, then each flow's steps, generated from the flow tables. */
export const ROUTES: readonly RouteEntry[] = [
  { name: 'index', paths: ['/'], group: 'shell' },
  ...FLOWS.flatMap((flow) =>
    flow.steps.map((step): RouteEntry => ({
      name: step.name,
      paths: step.paths,
      group: flow.group,
      step: step as FlowStep<string, never, string>,
    })),
  ),
];

export interface RouteMatch {
  name: RouteName;
  group: RouteGroup;
  params: Record<string, string>;
  /** The step's arrival guard (cancel success), asked at landing. */
  arrivalGuard?: FlowStep<string, never>['arrivalGuard'];
}

/**
 * Which route a path belongs to, with its params; unknown paths are the not-found page.
 * Uses preact-iso's own matcher, so this agrees with what the Router renders.
 * @example matchRoute('/abc123/d/success') //=> { name: 'reservation-cancel-success', params: { conf: 'abc123' }, … }
 */
export function matchRoute(path: string): RouteMatch {
  const pathname = path.split(/[?#]/)[0] || '/';
  for (const route of ROUTES) {
    for (const pattern of route.paths) {
      const matches = exec(pathname, pattern);
      if (matches)
        return {
          name: route.name,
          group: route.group,
          params: { ...(matches.params as Record<string, string>) },
          arrivalGuard: route.step?.arrivalGuard,
        };
    }
  }
  return { name: 'not-found', group: 'shell', params: {} };
}

/**
 * The canonical path of a route with its params filled, for links and navigation.
 * @example pathFor('reservation-cancel', { conf: 'c1' }) //=> '/reservations/c1/cancel'
 */
export function pathFor(name: Exclude<RouteName, 'not-found'>, params: Record<string, string> = {}): string {
  const route = ROUTES.find((entry) => entry.name === name)!;
  return route.paths[0]!.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
