import { useEffect } from 'preact/hooks';
import { useApp } from '../state/context';
import { whereToBe, type FlowTable } from './flow-table';
import { pathFor, type RouteName } from './table';

/**
 * Asks the flow table's guard whether the guest may be on `step` now; a guest who may not (a deep link, a refresh,
 * Back) is sent, replacing the history entry, to where the table says they belong. Returns whether to draw the page.
 */
export function useStepGuard<Name extends string, Facts, Next extends string>(
  flow: FlowTable<Name, Facts, Next>,
  step: Name,
  facts: Facts,
  params: Record<string, string>,
): boolean {
  const app = useApp();
  const target = whereToBe(flow, step, facts);
  const redirect = target === step ? null : pathFor(target as Exclude<RouteName, 'not-found'>, params);
  const landedOn = app.state.navigation.currentRouteName.value;
  const landedElsewhere = landedOn !== null && landedOn !== step;
  useEffect(() => {
    // A page on its way out (the next page's chunk still loading) sends nobody anywhere.
    if (redirect && !landedElsewhere) app.actions.navigation.go(redirect, { replace: true });
  }, [app, redirect, landedElsewhere]);
  return redirect === null;
}
