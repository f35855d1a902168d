import type { Embed } from '../embed/embed';
import type { Analytics } from '../observability/analytics';
import type { ArrivalDecision } from '../routes/flow-table';
import { matchRoute, type RouteMatch } from '../routes/table';
import type { AppState } from './app-state';
import type { AuthActions } from './auth';

export interface NavigateOptions {
  replace?: boolean;
}

type RouteFunction = (url: string, replace?: boolean) => void;

/**
 * Navigation actions: the app's own navigations carry the 'app started' flag, every landing
 * records the previous route name, signs in with a conf param and tells the host.
 */
export function createNavigation(
  state: AppState,
  deps: {
    auth: AuthActions;
    embed: Embed;
    analytics: Analytics;
    history?: History;
    /** Keeps the step a framed widget is on, for a refresh of the host page (embed/kept.ts). */
    keepRoute?: (url: string) => void;
  },
) {
  const nav = state.navigation;
  let routeFunction: RouteFunction | null = null;
  let currentUrl: string | null = null;
  let previousUrl: string | null = null;

  const actions = {
    /** The router's own route function, bound by the router gate once it renders. */
    bind(route: RouteFunction) {
      routeFunction = route;
    },
    /** A navigation the app starts (buttons, redirects): it carries the flag arrival guards ask for. */
    go(url: string, { replace = false }: NavigateOptions = {}) {
      // Routing to the URL we are on lands nowhere, so it must not leave the flag set for a later visit.
      nav.appStarted.value = url !== currentUrl;
      if (routeFunction) routeFunction(url, replace);
      else deps.history?.[replace ? 'replaceState' : 'pushState'](null, '', url);
    },
    back() {
      (deps.history ?? history).back();
    },
    /** The URL the guest was on before this one. */
    get previousUrl() {
      return previousUrl;
    },
    /** The URL of the page on screen (where a stopped navigation returns to). */
    get currentUrl() {
      return currentUrl;
    },
    /**
     * Called once for every URL the router lands on. Returns whether the page may show;
     * 'home' and 'stop' are for the router gate to carry out.
     */
    land(url: string): { decision: ArrivalDecision; match: RouteMatch } {
      const match = matchRoute(url);
      const appStarted = nav.appStarted.peek();
      nav.appStarted.value = false;
      // Returning to the URL we are on (a stopped navigation undone) is not a new navigation.
      if (url === currentUrl) return { decision: 'allow', match };
      // A step that depends on how the guest arrived (cancel success) decides before anything is recorded.
      const decision = match.arrivalGuard?.({ appStarted, isFirstVisit: nav.count.peek() === 0 }) ?? 'allow';
      if (decision !== 'allow') return { decision, match };
      if (match.params.conf) deps.auth.signInWithAccessToken(match.params.conf);
      nav.previousRouteName.value = nav.currentRouteName.peek();
      nav.currentRouteName.value = match.name;
      nav.count.value = nav.count.peek() + 1;
      previousUrl = currentUrl;
      currentUrl = url;
      // The name only: the path may carry a reservation id (a credential) that the host must not see.
      deps.embed.send('route', { name: match.name });
      deps.embed.holdContext?.();
      deps.keepRoute?.(url);
      deps.analytics.pageView(match.name);
      return { decision: 'allow', match };
    },
  };
  return actions;
}
