/** What happens to a navigation that lands on a guarded route. */
export type GuardDecision = 'allow' | 'home' | 'stop';

/**
 * SPEC §2: cancel success is reachable only when the app started the navigation (a script-set flag).
 * Without the flag, a first visit goes to /, and an in-app visit is stopped (the guest stays where they were).
 * @example cancelSuccessAccess({ appStarted: false, isFirstVisit: true }) //=> 'home'
 */
export function cancelSuccessAccess({
  appStarted,
  isFirstVisit,
}: {
  appStarted: boolean;
  isFirstVisit: boolean;
}): GuardDecision {
  if (appStarted) return 'allow';
  return isFirstVisit ? 'home' : 'stop';
}
