import { exec } from 'preact-iso/router';

/** The four lazy page groups of SPEC §2; 'shell' pages ship in the entry chunk. */
export type RouteGroup = 'shell' | 'reserve' | 'edit' | 'retrieve' | 'user';

export interface RouteEntry {
  name: RouteName;
  /** preact-iso patterns; the first is the canonical path, the others are SPEC §2 aliases. */
  paths: readonly string[];
  group: RouteGroup;
}

/** Every path of SPEC §2. Order matters: the first pattern that matches wins. */
export const ROUTES = [
  { name: 'index', paths: ['/'], group: 'shell' },
  { name: 'filter', paths: ['/filter'], group: 'reserve' },
  { name: 'reservations-retrieve', paths: ['/reservations/retrieve'], group: 'retrieve' },
  { name: 'reservations-code-input', paths: ['/reservations/code-input'], group: 'retrieve' },
  { name: 'reservations-list', paths: ['/reservations/list'], group: 'retrieve' },
  { name: 'reservation-edit', paths: ['/reservations/:conf/edit', '/:conf/u'], group: 'edit' },
  {
    name: 'reservation-edit-check',
    paths: ['/reservations/:conf/edit/check', '/:conf/u/check'],
    group: 'edit',
  },
  {
    name: 'reservation-edit-process',
    paths: ['/reservations/:conf/edit/process', '/:conf/u/process'],
    group: 'edit',
  },
  { name: 'reservation-cancel', paths: ['/reservations/:conf/cancel', '/:conf/d'], group: 'edit' },
  {
    name: 'reservation-cancel-success',
    paths: ['/reservations/:conf/cancel/success', '/:conf/d/success'],
    group: 'edit',
  },
  { name: 'restaurant', paths: ['/restaurants/:id'], group: 'reserve' },
  // Site container (restaurants/{sid}, alias r/{sid}): its children get sid as a prop; bare r/{sid} opens reserve.
  { name: 'reserve', paths: ['/restaurants/:sid/reserve', '/r/:sid/reserve', '/r/:sid'], group: 'reserve' },
  { name: 'check-info', paths: ['/restaurants/:sid/check-info', '/r/:sid/check-info'], group: 'reserve' },
  { name: 'code-input', paths: ['/restaurants/:sid/code-input', '/r/:sid/code-input'], group: 'reserve' },
  {
    name: 'reserve-pre-process',
    paths: ['/restaurants/:sid/reserve/pre-process', '/r/:sid/reserve/pre-process'],
    group: 'reserve',
  },
  {
    name: 'reserve-process',
    paths: ['/restaurants/:sid/reserve/process', '/r/:sid/reserve/process'],
    group: 'reserve',
  },
  { name: 'your-code', paths: ['/restaurants/:sid/your-code', '/r/:sid/your-code'], group: 'reserve' },
  {
    name: 'reserve-success',
    paths: ['/restaurants/:sid/reserve/success', '/r/:sid/reserve/success'],
    group: 'reserve',
  },
  {
    name: 'reserve-failed',
    paths: ['/restaurants/:sid/reserve/failed', '/r/:sid/reserve/failed'],
    group: 'reserve',
  },
  // User container (user/{uid}, alias u/{uid}); child edit has the alias u; the bare container opens edit.
  {
    name: 'user-edit',
    paths: ['/user/:uid/edit', '/user/:uid/u', '/user/:uid', '/u/:uid/edit', '/u/:uid/u', '/u/:uid'],
    group: 'user',
  },
  {
    name: 'user-edit-code-input',
    paths: ['/user/:uid/edit/code-input', '/u/:uid/edit/code-input'],
    group: 'user',
  },
  { name: 'user-edit-process', paths: ['/user/:uid/edit/process', '/u/:uid/edit/process'], group: 'user' },
] as const satisfies readonly { name: string; paths: readonly string[]; group: RouteGroup }[];

export type RouteName = (typeof ROUTES)[number]['name'] | 'not-found';

export interface RouteMatch {
  name: RouteName;
  group: RouteGroup;
  params: Record<string, string>;
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
        };
    }
  }
  return { name: 'not-found', group: 'shell', params: {} };
}

/** The canonical path of a route with its params filled, for links and navigation. */
export function pathFor(name: Exclude<RouteName, 'not-found'>, params: Record<string, string> = {}): string {
  const route = ROUTES.find((entry) => entry.name === name)!;
  return route.paths[0].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
